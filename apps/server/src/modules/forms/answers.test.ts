import { answerSchemaOf, en, type FormFieldInput } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPhotos } from '../../db/seed/demo-images.js';
import { demoAreas } from '../../test/demo-areas.js';
import type { Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvLines } from '../../test/csv-lines.js';

const A = en.formBuilder.answers;
const { ctx, call, upload } = useTestApp();

const fields: FormFieldInput[] = [
  { ref: 'intro', type: 'section', label: 'The display' },
  { ref: 'built', type: 'boolean', label: 'Is it built?', required: true },
  { ref: 'facings', type: 'numeric', label: 'Facings', required: true },
  { ref: 'note', type: 'text', label: 'Note' },
  { ref: 'sizes', type: 'checkbox', label: 'Sizes shown', meta: { options: ['S', 'M', 'L'], minimumSelected: 2, maximumSelected: 3 } },
  { ref: 'kind', type: 'radio', label: 'Kind', meta: { options: ['End cap', 'Aisle'] } },
  { ref: 'seen', type: 'date', label: 'Seen on' },
  { ref: 'mail', type: 'email', label: 'Contact e-mail' },
  { ref: 'phone', type: 'tel', label: 'Contact phone' },
  { ref: 'photos', type: 'photo', label: 'Photos', required: true, meta: { minimumUploads: 1, maximumUploads: 2 } },
];

let objectiveId: number;
let stores: number[];
let neighbour: number;
let titles = 0;

/** A custom objective with the form above, assigned to `storeIds`. */
async function customObjective(storeIds: number[], formFields: FormFieldInput[] = fields): Promise<number> {
  titles += 1;
  const created = await call('POST', '/objective', {
    title: `Answers test ${titles}`,
    objectiveTypeID: 1,
    brandID: 11,
    dueDate: '2026-02-15',
    isCustom: 1,
    stores: storeIds,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().data.id;
  const form = await call('POST', `/objective/${id}/multiFields`, { fields: formFields });
  expect(form.statusCode, form.body).toBe(201);
  return id;
}

beforeAll(async () => {
  const areas = await demoAreas(ctx.db);
  stores = areas.stores;
  const [other] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from stores where territory_id = ${areas.neighbourTerritory} and deleted_at is null order by id limit 1`,
  );
  neighbour = other.id;
  objectiveId = await customObjective([...stores.slice(0, 4), neighbour]);
});

const put = (storeId: number, body: Record<string, unknown>, who: Who = 'fsr', objective = objectiveId) =>
  call('PUT', `/store/${storeId}/objective/${objective}`, body, who);
const get = (storeId: number, who: Who = 'fsr', objective = objectiveId) =>
  call('GET', `/store/${storeId}/objective/${objective}`, undefined, who);
const photo = async (who: Exclude<Who, 'nobody'> = 'fsr', type = 'form') =>
  (await upload(type, 'shelf.png', demoPhotos()[0], who)).json().data.id as number;
/** The answers as stored (not as read, which leaves out those the form no longer fits). */
const storedOf = (storeId: number, objective: number) =>
  queryRows<{ ref: string; value: unknown }>(
    ctx.db,
    sql`select a.ref, a.value from store_objective_answers a join store_objectives so on so.id = a.store_objective_id
         where so.store_id = ${storeId} and so.objective_id = ${objective} order by a.ref`,
  );
const saveForm = (objective: number, fields: FormFieldInput[], confirmRemoveAnswered?: boolean) =>
  call('PUT', `/objective/${objective}/multiFields`, { fields, ...(confirmRemoveAnswered ? { confirmRemoveAnswered } : {}) });
/** The 409 asking to confirm a save that loses answers, in the words of `key` (a formBuilder text) filled as `message`. */
function expectAsked(res: Awaited<ReturnType<typeof saveForm>>, key: keyof typeof en.formBuilder, message: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    code: 'CONFLICT',
    message,
    messageKey: `formBuilder.${key}`,
    errors: { confirmRemoveAnswered: [message] },
    // The key the web shows the confirmation in the reader's language by.
    fieldKeys: { confirmRemoveAnswered: [`formBuilder.${key}`] },
  });
}

describe('GET /store/{storeId}/objective/{objectiveId} with a form', () => {
  it('answers the form in order and no answers yet; a standard-looking empty form for none', async () => {
    const res = await get(stores[0]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.fields.map((f: { ref: string }) => f.ref)).toEqual(fields.map((f) => f.ref));
    expect(data.answers).toEqual([]);
  });

  it("answers 404 for a store outside the caller's area, answers included", async () => {
    expect((await put(neighbour, { status: 1, answers: [{ ref: 'note', value: 'x' }] })).statusCode).toBe(404);
    expect((await get(neighbour)).statusCode).toBe(404);
    expect((await get(neighbour, 'ds')).statusCode).toBe(200);
  });
});

describe('answers on PUT /store/{storeId}/objective/{objectiveId}', () => {
  it('checks each answer against its field, naming each problem by ref', async () => {
    const res = await put(stores[0], {
      status: 1,
      answers: [
        { ref: 'built', value: 'yes' },
        { ref: 'facings', value: '3' },
        { ref: 'sizes', value: ['S', 'XL', 'M', 'L', 'S'] },
        { ref: 'kind', value: 'Window' },
        { ref: 'seen', value: '2026-02-30' },
        { ref: 'mail', value: 'not-an-address' },
        { ref: 'phone', value: 'call me' },
        { ref: 'note', value: 'x'.repeat(501) },
        { ref: 'photos', value: ['a'] },
        { ref: 'intro', value: 'text' },
        { ref: 'nosuch', value: 'x' },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors).toMatchObject({
      'answers.built': [A.yesNo],
      'answers.facings': [A.number],
      'answers.sizes.1': [A.option],
      'answers.kind': [A.option],
      'answers.mail': [A.email],
      'answers.phone': [A.tel],
      'answers.note': ['At most 500 characters'],
      'answers.intro': [A.notAnswerable],
      'answers.nosuch': [A.unknownField],
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['answers.seen', 'answers.sizes', 'answers.photos.0']));
    expect((await get(stores[0])).json().data.answers).toEqual([]);
  });

  it('saves a partial draft while the result stays Incomplete, normalised by the form schema', async () => {
    const res = await put(stores[1], {
      status: 1,
      answers: [
        { ref: 'built', value: true },
        { ref: 'mail', value: ' Someone@Example.com ' },
        { ref: 'sizes', value: ['M'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status.id).toBe(1);
    expect(res.json().data.answers).toEqual([
      { ref: 'built', value: true },
      { ref: 'mail', value: 'someone@example.com' },
      { ref: 'sizes', value: ['M'] },
    ]);
    expect((await get(stores[1])).json().data.answers).toHaveLength(3);
  });

  it('merges by ref (answers not sent are kept) and an empty value removes an answer', async () => {
    await put(stores[2], {
      status: 1,
      answers: [
        { ref: 'note', value: 'first' },
        { ref: 'facings', value: 4 },
      ],
    });
    const res = await put(stores[2], {
      status: 1,
      answers: [
        { ref: 'note', value: '' },
        { ref: 'kind', value: 'Aisle' },
      ],
    });
    expect(res.json().data.answers).toEqual([
      { ref: 'facings', value: 4 },
      { ref: 'kind', value: 'Aisle' },
    ]);
    // A save without answers leaves them alone.
    expect((await put(stores[2], { status: 1, comments: 'later' })).json().data.answers).toHaveLength(2);
  });

  it('completing needs every required answer and the minimums, over the stored and sent answers', async () => {
    const store = stores[3];
    await put(store, {
      status: 1,
      answers: [
        { ref: 'built', value: false },
        { ref: 'sizes', value: ['S'] },
      ],
    });
    const missing = await put(store, { status: 2, answers: [{ ref: 'note', value: 'done' }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'answers.facings': [A.required],
      'answers.photos': [A.required],
      'answers.sizes': [A.minimumSelected.replace('{{min}}', '2')],
    });
    // Nothing of a refused save is kept, and the result is still Incomplete.
    const still = (await get(store)).json().data;
    expect(still.status.id).toBe(1);
    expect(still.answers.map((a: { ref: string }) => a.ref)).toEqual(['built', 'sizes']);

    const file = await photo();
    const done = await put(store, {
      status: 2,
      answers: [
        { ref: 'facings', value: 0 },
        { ref: 'sizes', value: ['S', 'L'] },
        { ref: 'photos', value: [file] },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status.id).toBe(2);
    const photos = done.json().data.answers.find((a: { ref: string }) => a.ref === 'photos');
    expect(photos).toMatchObject({ value: [file], files: [{ id: file, contentType: 'image/png' }] });
    expect(photos.files[0].fileURL).toEqual(expect.any(String));
    // Answer photos are not the result's own photos.
    expect(done.json().data.images).toEqual([]);
  });
});

describe('photo answers', () => {
  let objective: number;
  beforeAll(async () => {
    objective = await customObjective(stores.slice(0, 2), [
      { ref: 'photos', type: 'photo', label: 'Photos', meta: { minimumUploads: 1, maximumUploads: 2 } },
      { ref: 'more', type: 'photo', label: 'More photos', meta: { maximumUploads: 2 } },
    ]);
  });
  const filesOf = (storeId: number) =>
    queryRows<{ file_id: number; ref: string | null }>(
      ctx.db,
      sql`select l.file_id, l.ref from store_objective_files l join store_objectives so on so.id = l.store_objective_id
           where so.store_id = ${storeId} and so.objective_id = ${objective} order by l.ref, l.position`,
    );

  it('take uploads of the right type, sent by the caller, not attached elsewhere', async () => {
    const theirs = await photo('admin');
    const playbook = (await upload('playbook', 'p.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'fsr')).json().data.id as number;
    for (const id of [theirs, playbook, 999999]) {
      const res = await put(stores[0], { status: 1, answers: [{ ref: 'photos', value: [id] }] }, 'fsr', objective);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ 'answers.photos': [en.files.notUsable.replace('{{id}}', String(id))] });
    }
    const mine = await photo('fsr', 'image');
    expect((await put(stores[0], { status: 1, answers: [{ ref: 'photos', value: [mine] }] }, 'fsr', objective)).statusCode).toBe(200);
    // Attached to one store's answer, it can be named neither by another store nor by another field.
    expect((await put(stores[1], { status: 1, answers: [{ ref: 'photos', value: [mine] }] }, 'fsr', objective)).statusCode).toBe(422);
    expect((await put(stores[0], { status: 1, answers: [{ ref: 'more', value: [mine] }] }, 'fsr', objective)).statusCode).toBe(422);
    expect((await put(stores[0], { status: 1, images: [mine] }, 'fsr', objective)).statusCode).toBe(422);
  });

  it('replacing or clearing a photo answer deletes the files it no longer names', async () => {
    const [a, b, c] = [await photo(), await photo(), await photo()];
    await put(
      stores[1],
      {
        status: 1,
        answers: [
          { ref: 'photos', value: [a, b] },
          { ref: 'more', value: [c] },
        ],
      },
      'fsr',
      objective,
    );
    expect(await filesOf(stores[1])).toEqual([
      { file_id: c, ref: 'more' },
      { file_id: a, ref: 'photos' },
      { file_id: b, ref: 'photos' },
    ]);
    const res = await put(
      stores[1],
      {
        status: 1,
        answers: [
          { ref: 'photos', value: [b] },
          { ref: 'more', value: [] },
        ],
      },
      'fsr',
      objective,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await filesOf(stores[1])).toEqual([{ file_id: b, ref: 'photos' }]);
    const left = await queryRows<{ id: number }>(ctx.db, sql`select id from files where id in (${a}, ${b}, ${c}) order by id`);
    expect(left.map((f) => f.id)).toEqual([b]);
    expect(res.json().data.answers).toEqual([{ ref: 'photos', value: [b], files: [expect.objectContaining({ id: b })] }]);
  });
});

describe('answers across a form edit', () => {
  it('keeps the answers of fields that remain; removing an answered field needs confirmation and deletes its answers', async () => {
    const form: FormFieldInput[] = [
      { ref: 'built', type: 'boolean', label: 'Is it built?' },
      { ref: 'note', type: 'text', label: 'Note' },
      { ref: 'photos', type: 'photo', label: 'Photos', meta: { maximumUploads: 2 } },
      { ref: 'spare', type: 'text', label: 'Spare' },
    ];
    const objective = await customObjective([stores[0]], form);
    const file = await photo();
    const saved = await put(
      stores[0],
      {
        status: 1,
        answers: [
          { ref: 'built', value: true },
          { ref: 'note', value: 'kept?' },
          { ref: 'photos', value: [file] },
        ],
      },
      'fsr',
      objective,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    // Relabelling, reordering and removing an unanswered field need no confirmation.
    const edited = [{ ...form[1], label: 'Remarks' }, form[0], form[2]];
    expect((await call('PUT', `/objective/${objective}/multiFields`, { fields: edited })).statusCode).toBe(200);
    expect((await get(stores[0], 'fsr', objective)).json().data.answers.map((a: { ref: string }) => a.ref)).toEqual([
      'built',
      'note',
      'photos',
    ]);

    const removing = await call('PUT', `/objective/${objective}/multiFields`, { fields: [edited[1]] });
    expect(removing.statusCode).toBe(409);
    const message = en.formBuilder.removeAnswered.replace('{{labels}}', "'Remarks', 'Photos'");
    expect(removing.json()).toMatchObject({ code: 'CONFLICT', message, errors: { confirmRemoveAnswered: [message] } });
    expect((await get(stores[0], 'fsr', objective)).json().data.fields).toHaveLength(3);

    const confirmed = await call('PUT', `/objective/${objective}/multiFields`, { fields: [edited[1]], confirmRemoveAnswered: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await get(stores[0], 'fsr', objective)).json().data.answers).toEqual([{ ref: 'built', value: true }]);
    expect(await queryRows(ctx.db, sql`select id from files where id = ${file}`)).toEqual([]);
  });
});

describe('answers lost by a form change', () => {
  it('changing the type of an answered field, or clearing the form, needs confirmation too', async () => {
    const form: FormFieldInput[] = [
      { ref: 'count', type: 'text', label: 'Count' },
      { ref: 'note', type: 'text', label: 'Note' },
    ];
    const objective = await customObjective([stores[0]], form);
    const answers = [
      { ref: 'count', value: 'twelve' },
      { ref: 'note', value: 'kept' },
    ];
    expect((await put(stores[0], { status: 1, answers }, 'fsr', objective)).statusCode).toBe(200);

    const retyped = [{ ...form[0], type: 'numeric' }, form[1]];
    const refused = await call('PUT', `/objective/${objective}/multiFields`, { fields: retyped });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(en.formBuilder.removeAnswered.replace('{{labels}}', "'Count'"));
    expect((await call('PUT', `/objective/${objective}/multiFields`, { fields: retyped, confirmRemoveAnswered: true })).statusCode).toBe(
      200,
    );
    expect((await get(stores[0], 'fsr', objective)).json().data.answers).toEqual([{ ref: 'note', value: 'kept' }]);

    const clear = (query = '') => call('DELETE', `/objective/${objective}/multiFields${query}`);
    expect((await clear()).statusCode).toBe(409);
    expect((await get(stores[0], 'fsr', objective)).json().data.fields).toHaveLength(2);
    expect((await clear('?confirmRemoveAnswered=true')).statusCode).toBe(204);
    expect((await get(stores[0], 'fsr', objective)).json().data).toMatchObject({ fields: [], answers: [] });
  });
});

describe('answers to the options of a choice field', () => {
  const form: FormFieldInput[] = [
    { ref: 'kind', type: 'radio', label: 'Kind', meta: { options: ['End cap', 'Aisle', 'Window'] } },
    { ref: 'sizes', type: 'checkbox', label: 'Sizes', meta: { options: ['S', 'M', 'L'], maximumSelected: 3 } },
    { ref: 'note', type: 'text', label: 'Note' },
  ];
  const withOptions = (field: FormFieldInput, options: string[], patch: Partial<FormFieldInput> = {}): FormFieldInput => ({
    ...field,
    ...patch,
    meta: { ...field.meta, options },
  });

  let objective: number;
  const first = { kind: 'Aisle', sizes: ['S', 'M'], note: 'by the door' };
  const second = { kind: 'End cap', sizes: ['M'] };
  beforeAll(async () => {
    objective = await customObjective([stores[0], stores[1]], form);
    const answer = (values: Record<string, unknown>) => Object.entries(values).map(([ref, value]) => ({ ref, value }));
    expect((await put(stores[0], { status: 1, answers: answer(first) }, 'fsr', objective)).statusCode).toBe(200);
    expect((await put(stores[1], { status: 1, answers: answer(second) }, 'fsr', objective)).statusCode).toBe(200);
  });
  const expected = {
    first: [
      { ref: 'kind', value: first.kind },
      { ref: 'note', value: first.note },
      { ref: 'sizes', value: first.sizes },
    ],
    second: [
      { ref: 'kind', value: second.kind },
      { ref: 'sizes', value: second.sizes },
    ],
  };

  it('reordering options, relabelling the field and renaming an option nobody chose need no confirmation and keep every answer', async () => {
    const edited = [
      withOptions(form[0], ['Window display', 'Aisle', 'End cap'], { label: 'Kind of display' }),
      withOptions(form[1], ['L', 'M', 'S']),
      form[2],
    ];
    const res = await saveForm(objective, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedOf(stores[0], objective)).toEqual(expected.first);
    expect(await storedOf(stores[1], objective)).toEqual(expected.second);
    expect((await saveForm(objective, form)).statusCode).toBe(200);
  });

  it('renaming or removing a chosen option needs confirmation naming it, then deletes only the choices of options gone', async () => {
    // 'Aisle' renamed (chosen by the first store), 'M' removed (chosen by both).
    const edited = [
      withOptions(form[0], ['End cap', 'Aisles', 'Window']),
      { ...form[1], label: 'Sizes shown', meta: { options: ['S', 'L'], maximumSelected: 2 } },
      form[2],
    ];
    const refused = await saveForm(objective, edited);
    expectAsked(
      refused,
      'removeAnsweredOptions',
      en.formBuilder.removeAnsweredOptions.replace('{{options}}', "'Aisle' ('Kind'); 'M' ('Sizes shown')"),
    );
    // Nothing changed: the form, and the answers as stored.
    expect((await get(stores[0], 'fsr', objective)).json().data.fields[0].meta.options).toEqual(['End cap', 'Aisle', 'Window']);
    expect(await storedOf(stores[0], objective)).toEqual(expected.first);
    expect(await storedOf(stores[1], objective)).toEqual(expected.second);

    const confirmed = await saveForm(objective, edited, true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The first store's 'Aisle' is gone and its sizes keep 'S'; the second keeps 'End cap' and loses its only size.
    expect(await storedOf(stores[0], objective)).toEqual([
      { ref: 'note', value: first.note },
      { ref: 'sizes', value: ['S'] },
    ]);
    expect(await storedOf(stores[1], objective)).toEqual([{ ref: 'kind', value: 'End cap' }]);

    // Renaming the option back brings nothing back, and asks nothing: no answer names it any more.
    expect((await saveForm(objective, form)).statusCode).toBe(200);
    expect((await get(stores[0], 'fsr', objective)).json().data.answers).toEqual([
      { ref: 'note', value: first.note },
      { ref: 'sizes', value: ['S'] },
    ]);
  });

  it('names the removed fields and the options gone in one message when a save loses both', async () => {
    const edited = [withOptions(form[0], ['Aisle', 'Window']), form[1]];
    const refused = await saveForm(objective, edited);
    expectAsked(
      refused,
      'removeAnsweredAndOptions',
      en.formBuilder.removeAnsweredAndOptions.replace('{{labels}}', "'Note'").replace('{{options}}', "'End cap' ('Kind')"),
    );
    expect((await saveForm(objective, edited, true)).statusCode).toBe(200);
    expect(await storedOf(stores[0], objective)).toEqual([{ ref: 'sizes', value: ['S'] }]);
    expect(await storedOf(stores[1], objective)).toEqual([]);
  });
});

const statusOf = async (storeId: number, objective: number) => {
  const { status, completedAt, approvedAt } = (await get(storeId, 'ds', objective)).json().data;
  return { status: status.id, completed: completedAt !== null, approved: approvedAt !== null };
};

describe('answers a changed condition hides', () => {
  const form: FormFieldInput[] = [
    { ref: 'open', type: 'boolean', label: 'Open?' },
    { ref: 'why', type: 'text', label: 'Why closed?', meta: { showWhen: { ref: 'open', value: 'False' } } },
    { ref: 'proof', type: 'photo', label: 'Closed sign', meta: { showWhen: { ref: 'open', value: 'False' } } },
    { ref: 'kind', type: 'radio', label: 'Kind', meta: { options: ['End cap', 'Aisle'] } },
    { ref: 'aisle', type: 'numeric', label: 'Aisle number', meta: { showWhen: { ref: 'kind', value: 'Aisle' } } },
  ];
  const when = (field: FormFieldInput, ref: string, value: string): FormFieldInput => ({
    ...field,
    meta: { ...field.meta, showWhen: { ref, value } },
  });
  let objective: number;
  let file: number;
  let closed: { ref: string; value: unknown }[];
  const open = [
    { ref: 'kind', value: 'End cap' },
    { ref: 'open', value: true },
  ];
  beforeAll(async () => {
    objective = await customObjective([stores[0], stores[1]], form);
    file = await photo();
    closed = [
      { ref: 'aisle', value: 4 },
      { ref: 'kind', value: 'Aisle' },
      { ref: 'open', value: false },
      { ref: 'proof', value: [file] },
      { ref: 'why', value: 'Renovation' },
    ];
    expect((await put(stores[0], { status: 1, answers: closed }, 'fsr', objective)).statusCode).toBe(200);
    expect((await put(stores[1], { status: 1, answers: open }, 'fsr', objective)).statusCode).toBe(200);
  });

  it('a condition change that hides no answered field asks nothing and keeps every answer', async () => {
    // 'Aisle number' now shows when closed: the closed store gave one, the open store never answered it.
    const res = await saveForm(objective, [...form.slice(0, 4), when(form[4], 'open', 'False')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedOf(stores[0], objective)).toEqual(closed);
    expect(await storedOf(stores[1], objective)).toEqual(open);
    expect((await saveForm(objective, form)).statusCode).toBe(200);
  });

  it('a condition that would hide answers needs confirmation naming the fields, then deletes those answers and their files', async () => {
    const edited = [form[0], when(form[1], 'open', 'True'), { ...when(form[2], 'open', 'True'), label: 'Open sign' }, ...form.slice(3)];
    const refused = await saveForm(objective, edited);
    expectAsked(refused, 'removeAnsweredHidden', en.formBuilder.removeAnsweredHidden.replace('{{hidden}}', "'Why closed?', 'Open sign'"));
    expect((await get(stores[0], 'fsr', objective)).json().data.fields[1].meta.showWhen).toEqual({ ref: 'open', value: false });
    expect(await storedOf(stores[0], objective)).toEqual(closed);

    const confirmed = await saveForm(objective, edited, true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedOf(stores[0], objective)).toEqual([closed[0], closed[1], closed[2]]);
    expect(await storedOf(stores[1], objective)).toEqual(open);
    expect(await queryRows(ctx.db, sql`select id from files where id = ${file}`)).toEqual([]);
    // Back to the old conditions: nothing to hide, nothing asked, nothing comes back.
    expect((await saveForm(objective, form)).statusCode).toBe(200);
    expect(await storedOf(stores[0], objective)).toEqual([closed[0], closed[1], closed[2]]);
  });

  it('renaming the option a condition depends on names the option and the fields it hid, then deletes both', async () => {
    const edited = [...form.slice(0, 3), { ...form[3], meta: { options: ['End cap', 'Aisles'] } }, when(form[4], 'kind', 'Aisles')];
    const refused = await saveForm(objective, edited);
    expectAsked(
      refused,
      'removeAnsweredHiddenAnd',
      en.formBuilder.removeAnsweredHiddenAnd.replace('{{hidden}}', "'Aisle number'").replace('{{lost}}', "'Aisle' ('Kind')"),
    );
    expect((await saveForm(objective, edited, true)).statusCode).toBe(200);
    expect(await storedOf(stores[0], objective)).toEqual([{ ref: 'open', value: false }]);
    expect(await storedOf(stores[1], objective)).toEqual(open);
  });
});

describe('a completed result that loses answers', () => {
  const form: FormFieldInput[] = [
    {
      ref: 'sizes',
      type: 'checkbox',
      label: 'Sizes',
      required: true,
      meta: { options: ['S', 'M', 'L'], minimumSelected: 2, maximumSelected: 3 },
    },
    { ref: 'photos', type: 'photo', label: 'Photos', required: true, meta: { minimumUploads: 1, maximumUploads: 2 } },
  ];
  let objective: number;
  const files: number[] = [];
  beforeAll(async () => {
    objective = await customObjective([stores[0], stores[1], stores[2]], form);
    for (let i = 0; i < 4; i += 1) files.push(await photo());
    const complete = (storeId: number, sizes: string[], photos: number[]) =>
      put(
        storeId,
        {
          status: 2,
          answers: [
            { ref: 'sizes', value: sizes },
            { ref: 'photos', value: photos },
          ],
        },
        'fsr',
        objective,
      );
    expect((await complete(stores[0], ['S', 'M'], [files[0], files[1]])).statusCode).toBe(200);
    expect((await complete(stores[1], ['S', 'L'], [files[2]])).statusCode).toBe(200);
    expect((await complete(stores[2], ['M', 'L'], [files[3]])).statusCode).toBe(200);
    expect((await put(stores[2], { status: 3 }, 'ds', objective)).statusCode).toBe(200);
  });
  const completed = { status: 2, completed: true, approved: false };
  const incomplete = { status: 1, completed: false, approved: false };

  it('keeps its status when an option removed leaves a choice under its minimum: completed or approved on the form it answered', async () => {
    const edited = [{ ...form[0], meta: { ...form[0].meta, options: ['S', 'L'], maximumSelected: 2 } }, form[1]];
    const res = await call('PUT', `/objective/${objective}/multiFields`, { fields: edited, confirmRemoveAnswered: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedOf(stores[0], objective)).toEqual([
      { ref: 'photos', value: [files[0], files[1]] },
      { ref: 'sizes', value: ['S'] },
    ]);
    expect(await statusOf(stores[0], objective)).toEqual(completed);
    expect(await statusOf(stores[1], objective)).toEqual(completed);
    expect(await statusOf(stores[2], objective)).toEqual({ status: 3, completed: true, approved: true });
    // Its next save is checked against the form as it stands: one size is under the minimum.
    const again = await put(
      stores[0],
      {
        status: 2,
        answers: [
          { ref: 'sizes', value: ['S'] },
          { ref: 'photos', value: [files[0], files[1]] },
        ],
      },
      'fsr',
      objective,
    );
    expect(again.statusCode, again.body).toBe(422);
  });

  it('DELETE /image/{id} of an answer photo takes it out of the answer; the last photo of a required field reopens the result', async () => {
    expect((await call('DELETE', `/image/${files[0]}`, undefined, 'fsr')).statusCode).toBe(204);
    expect(await storedOf(stores[0], objective)).toEqual([
      { ref: 'photos', value: [files[1]] },
      { ref: 'sizes', value: ['S'] },
    ]);

    const del = await call('DELETE', `/image/${files[2]}`, undefined, 'fsr');
    expect(del.statusCode, del.body).toBe(204);
    expect(await storedOf(stores[1], objective)).toEqual([{ ref: 'sizes', value: ['S', 'L'] }]);
    expect(await statusOf(stores[1], objective)).toEqual(incomplete);
    expect((await get(stores[1], 'fsr', objective)).json().data.answers).toEqual([{ ref: 'sizes', value: ['S', 'L'] }]);
  });
});

describe('conditional fields', () => {
  const conditional: FormFieldInput[] = [
    { ref: 'open', type: 'boolean', label: 'Is the store open?', required: true },
    { ref: 'why', type: 'text', label: 'Why closed?', required: true, meta: { showWhen: { ref: 'open', value: 'False' } } },
    { ref: 'proof', type: 'photo', label: 'Closed sign', meta: { showWhen: { ref: 'open', value: 'False' } } },
  ];
  let objective: number;
  beforeAll(async () => {
    objective = await customObjective([stores[2]], conditional);
  });

  it('refuses a condition on a later or non-choice field with 422 naming it', async () => {
    const res = await call('PUT', `/objective/${objective}/multiFields`, {
      fields: [conditional[1], conditional[0], { ...conditional[2], meta: { showWhen: { ref: 'open', value: 'Maybe' } } }],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      'fields.0.meta.showWhen.ref': [en.formBuilder.validation.showWhenRef],
      'fields.2.meta.showWhen.value': [en.formBuilder.validation.showWhenValue],
    });
  });

  it('requires a shown field, not a hidden one, and drops hidden answers with their files', async () => {
    const missing = await put(stores[2], { status: 2, answers: [{ ref: 'open', value: false }] }, 'fsr', objective);
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json().errors).toEqual({ 'answers.why': [A.required] });

    const file = await photo();
    const draft = await put(
      stores[2],
      {
        status: 1,
        answers: [
          { ref: 'open', value: false },
          { ref: 'why', value: 'Renovation' },
          { ref: 'proof', value: [file] },
        ],
      },
      'fsr',
      objective,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data.answers.map((a: { ref: string }) => a.ref)).toEqual(['open', 'proof', 'why']);

    // Answering Yes hides both: their stored answers and the photo's file are deleted.
    const done = await put(stores[2], { status: 2, answers: [{ ref: 'open', value: true }] }, 'fsr', objective);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.answers).toEqual([{ ref: 'open', value: true }]);
    expect(await queryRows(ctx.db, sql`select id from files where id = ${file}`)).toEqual([]);
  });

  it('does not store an answer sent for a hidden field', async () => {
    const res = await put(stores[2], { status: 2, answers: [{ ref: 'why', value: 'Late' }] }, 'ds', objective);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers).toEqual([{ ref: 'open', value: true }]);
  });
});

describe('answers a form edit outgrows', () => {
  it('are not read once a condition hides them or their option is gone, in the result and the CSV, and the next save drops them', async () => {
    const form: FormFieldInput[] = [
      { ref: 'open', type: 'boolean', label: 'Open?' },
      { ref: 'why', type: 'text', label: 'Why?' },
      { ref: 'kind', type: 'radio', label: 'Kind', meta: { options: ['End cap', 'Aisle'] } },
      { ref: 'sizes', type: 'checkbox', label: 'Sizes', meta: { options: ['S', 'M', 'L'], maximumSelected: 3 } },
    ];
    const objective = await customObjective([stores[3]], form);
    const answers = [
      { ref: 'open', value: true },
      { ref: 'why', value: 'asked anyway' },
      { ref: 'kind', value: 'Aisle' },
      { ref: 'sizes', value: ['S', 'M'] },
    ];
    expect((await put(stores[3], { status: 1, answers }, 'fsr', objective)).statusCode).toBe(200);

    // 'Why?' now shows only when closed; 'Aisle' and 'M' are no longer offered.
    const edited: FormFieldInput[] = [
      form[0],
      { ...form[1], meta: { showWhen: { ref: 'open', value: 'False' } } },
      { ...form[2], meta: { options: ['End cap', 'Window'] } },
      { ...form[3], meta: { options: ['S', 'L'], maximumSelected: 2 } },
    ];
    // Losing chosen options, and answers a condition now hides, is confirmed.
    const saved = await call('PUT', `/objective/${objective}/multiFields`, { fields: edited, confirmRemoveAnswered: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const current = [
      { ref: 'open', value: true },
      { ref: 'sizes', value: ['S'] },
    ];
    expect((await get(stores[3], 'fsr', objective)).json().data.answers).toEqual(current);
    const csv = await call('GET', `/objective/${objective}/answersCSV`, undefined, 'fsr');
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Store,Store Number,Territory,Status,Open?,Why?,Kind,Sizes',
      expect.stringMatching(/,Incomplete,Yes,,,S$/),
    ]);

    // The next save keeps what the form shows, and no more.
    expect((await put(stores[3], { status: 1, answers: [{ ref: 'open', value: true }] }, 'fsr', objective)).statusCode).toBe(200);
    const stored = await queryRows<{ ref: string; value: unknown }>(
      ctx.db,
      sql`select a.ref, a.value from store_objective_answers a join store_objectives so on so.id = a.store_objective_id
           where so.objective_id = ${objective} order by a.ref`,
    );
    expect(stored).toEqual(current);
  });
});

describe('GET /objective/{id}/answersCSV', () => {
  it("answers one line per store of the caller's area, one column per field; 404 outside the area", async () => {
    const objective = await customObjective(
      [stores[0], stores[1], neighbour],
      [
        { ref: 'built', type: 'boolean', label: 'Is it built?' },
        { ref: 'sizes', type: 'checkbox', label: 'Sizes', meta: { options: ['S', 'M', 'L'], maximumSelected: 3 } },
        { ref: 'photos', type: 'photo', label: 'Photos', meta: { maximumUploads: 2 } },
        { ref: 'note', type: 'text', label: 'Note' },
      ],
    );
    const [a, b] = [await photo(), await photo()];
    const answers = [
      { ref: 'built', value: true },
      { ref: 'sizes', value: ['S', 'L'] },
      { ref: 'photos', value: [a, b] },
      { ref: 'note', value: '=1+1' },
    ];
    const saved = (await put(stores[0], { status: 1, answers }, 'fsr', objective)).json().data;
    const urls = saved.answers.find((x: { ref: string }) => x.ref === 'photos').files.map((f: { fileURL: string }) => f.fileURL);
    expect((await put(neighbour, { status: 1, answers: [{ ref: 'note', value: 'next door' }] }, 'ds', objective)).statusCode).toBe(200);

    const csv = (who: Who) => call('GET', `/objective/${objective}/answersCSV`, undefined, who);
    const rep = await csv('fsr');
    expect(rep.statusCode, rep.body).toBe(200);
    expect(rep.headers['content-disposition']).toContain(`objective-${objective}-answers.csv`);
    const lines = rep.body.trim().split('\r\n');
    expect(lines[0]).toBe('Store,Store Number,Territory,Status,Is it built?,Sizes,Photos,Note');
    expect(lines).toHaveLength(3);
    // Photos as whole links, which open from the file too.
    const links = urls.map((url: string) => `${ctx.app.config.publicUrl}${url}`);
    expect(links[0]).toMatch(/^https?:\/\/[^/]+\/uploads\//);
    expect(lines.join('\n')).toContain(`Incomplete,Yes,"S, L",${links.join(' ')},'=1+1`);
    expect(rep.body).not.toContain('next door');
    // A French reader: the cells' words in French (the status, Yes / No), the headers as they are.
    expect((await call('PUT', '/user/me/language', { language: 'fr' }, 'fsr')).statusCode).toBe(200);
    try {
      const french = csvLines((await csv('fsr')).body);
      expect(french[0]).toBe(lines[0]);
      expect(french.join('\n')).toContain(`Incomplet,Oui,"S, L"`);
    } finally {
      await call('PUT', '/user/me/language', { language: 'en' }, 'fsr');
    }
    // The supervisor's district holds the neighbour store too.
    const ds = await csv('ds');
    expect(ds.body.trim().split('\r\n')).toHaveLength(4);
    expect(ds.body).toContain('next door');

    const elsewhere = await customObjective([neighbour], [{ ref: 'note', type: 'text', label: 'Note' }]);
    expect((await call('GET', `/objective/${elsewhere}/answersCSV`, undefined, 'fsr')).statusCode).toBe(404);
    expect((await call('GET', `/objective/${elsewhere}/answersCSV`, undefined, 'ds')).statusCode).toBe(200);
  });
});

describe('demo answers', () => {
  it("answer the demo custom objectives' completed and approved results in full, photos included", async () => {
    const results = await queryRows<{ id: number; objective_id: number; store_id: number }>(
      ctx.db,
      sql`select so.id, so.objective_id, so.store_id from store_objectives so
           where so.status_id in (2, 3) and so.objective_id in (select objective_id from objective_fields) order by so.id`,
    );
    expect(results.length).toBeGreaterThan(0);
    const unanswered = await queryRows(
      ctx.db,
      sql`select so.id from store_objectives so where so.status_id in (2, 3) and so.objective_id in (select objective_id from objective_fields)
           and not exists (select 1 from store_objective_answers a where a.store_objective_id = so.id)`,
    );
    expect(unanswered).toEqual([]);
    // The audit's conditional field is answered exactly when the display is not built.
    const conditional = await queryRows<{ built: boolean; reason: string | null }>(
      ctx.db,
      sql`select (b.value)::boolean as built, r.value #>> '{}' as reason
            from store_objective_answers b
            left join store_objective_answers r on r.store_objective_id = b.store_objective_id and r.ref = 'not-built'
            join store_objectives so on so.id = b.store_objective_id
           where b.ref = 'built' and so.objective_id in (select objective_id from objective_fields where ref = 'not-built')`,
    );
    expect(conditional.some((c) => !c.built)).toBe(true);
    expect(conditional.every((c) => c.built === (c.reason === null))).toBe(true);
    for (const r of [results[0], results[results.length - 1]]) {
      const data = (await call('GET', `/store/${r.store_id}/objective/${r.objective_id}`)).json().data;
      expect(answerSchemaOf(data.fields, { complete: true }).safeParse(data.answers).success).toBe(true);
      for (const answer of data.answers.filter((a: { files?: unknown[] }) => a.files)) {
        expect(answer.files.map((f: { id: number }) => f.id)).toEqual(answer.value);
      }
    }
  });
});
