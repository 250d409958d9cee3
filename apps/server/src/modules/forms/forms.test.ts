import { en, FORM_FIELD_TYPES, type FormDefinitionBody, type FormField, type FormFieldInput } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPhotos } from '../../db/seed/demo-images.js';
import { NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const M = en.formBuilder;
const V = M.validation;
const { ctx, call, upload } = useTestApp();

let titles = 0;
/** A fresh objective of its own for each test (custom unless told). */
async function objective(isCustom: 0 | 1 = 1): Promise<number> {
  titles += 1;
  const images = isCustom ? [] : [(await upload('objective', 'p.png', demoPhotos()[1], 'admin')).json().data.id];
  const res = await call('POST', '/objective', {
    title: `Form test ${titles}`,
    objectiveTypeID: 1,
    brandID: 11,
    dueDate: '2026-02-15',
    isCustom,
    images,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const fields: FormFieldInput[] = [
  { ref: 'intro', type: 'section', label: 'The display' },
  { ref: 'built', type: 'boolean', label: 'Is it built?', required: true },
  { ref: 'sizes', type: 'checkbox', label: 'Sizes shown', meta: { options: ['S', 'M', 'L'], maximumSelected: 3 } },
  { ref: 'photos', type: 'photo', label: 'Photos', meta: { minimumUploads: 1, maximumUploads: 2 } },
];
const form = (patch: Partial<FormDefinitionBody> = {}): FormDefinitionBody => ({ fields, ...patch });
const storedRows = (objectiveId: number) =>
  queryRows<{ id: number; ref: string; label: string; display_order: number }>(
    ctx.db,
    sql`select id, ref, label, display_order from objective_fields where objective_id = ${objectiveId} order by display_order`,
  );

describe('form definition', () => {
  it('answers 422 naming each problem by its path', async () => {
    const id = await objective();
    const res = await call('POST', `/objective/${id}/multiFields`, {
      fields: [
        { ref: 'a', type: 'stars', label: 'Rate' },
        { ref: 'b', type: 'selection', label: '', meta: { options: ['x', 'y'], minimumSelected: 2, maximumSelected: 1 } },
        { ref: 'b', type: 'photo', label: 'Pics', meta: { minimumUploads: 0 } },
      ],
      saveAsTemplate: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().errors).toEqual({
      'fields.0.type': [V.unknownType],
      'fields.1.label': [V.label],
      'fields.1.meta.minimumSelected': [V.minAboveMax],
      'fields.2.meta.minimumUploads': [V.uploadsMinimum],
      'fields.2.ref': [V.duplicateRef],
      templateName: [V.templateName],
    });
    expect(await storedRows(id)).toEqual([]);
  });

  it("refuses an empty form with the specification's message", async () => {
    const res = await call('POST', `/objective/${await objective()}/multiFields`, { fields: [] });
    expect(res.json()).toMatchObject({ message: 'The form builder is empty', errors: { fields: ['The form builder is empty'] } });
  });
});

describe('an objective form', () => {
  it('is created once, read with the objective in order, with the defaults filled', async () => {
    const id = await objective();
    const created = await call('POST', `/objective/${id}/multiFields`, form());
    expect(created.statusCode, created.body).toBe(201);
    const saved: FormField[] = created.json().data.fields;
    expect(saved.map((f) => [f.ref, f.displayOrder])).toEqual([
      ['intro', 1],
      ['built', 2],
      ['sizes', 3],
      ['photos', 4],
    ]);
    expect(saved[1].meta.options).toEqual(['True', 'False']);
    expect(saved[2].meta).toMatchObject({ size: 100, minimumSelected: 1, maximumSelected: 3 });
    const read = await call('GET', `/objective/${id}`);
    expect(read.json().data.fields).toEqual(saved);

    const again = await call('POST', `/objective/${id}/multiFields`, form());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyHasForm);
  });

  it('is replaced by ref: fields that stay keep their row, others come and go', async () => {
    const id = await objective();
    await call('POST', `/objective/${id}/multiFields`, form());
    const before = new Map((await storedRows(id)).map((r) => [r.ref, r.id]));
    const replaced = await call('PUT', `/objective/${id}/multiFields`, {
      fields: [
        { ref: 'photos', type: 'photo', label: 'Photos of the display' },
        { ref: 'built', type: 'boolean', label: 'Is it built?' },
        { ref: 'count', type: 'numeric', label: 'Units on the shelf', required: true },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = await storedRows(id);
    expect(after.map((r) => [r.ref, r.label, r.display_order])).toEqual([
      ['photos', 'Photos of the display', 1],
      ['built', 'Is it built?', 2],
      ['count', 'Units on the shelf', 3],
    ]);
    expect(after[0].id).toBe(before.get('photos'));
    expect(after[1].id).toBe(before.get('built'));
    expect(replaced.json().data.fields.map((f: FormField) => f.ref)).toEqual(['photos', 'built', 'count']);
  });

  it('is cleared, and can then be created again', async () => {
    const id = await objective();
    await call('POST', `/objective/${id}/multiFields`, form());
    const cleared = await call('DELETE', `/objective/${id}/multiFields`);
    expect(cleared.statusCode).toBe(204);
    expect((await call('GET', `/objective/${id}`)).json().data.fields).toEqual([]);
    expect((await call('POST', `/objective/${id}/multiFields`, form())).statusCode).toBe(201);
  });

  it('belongs to custom objectives only', async () => {
    const id = await objective(0);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await call(method, `/objective/${id}/multiFields`, method === 'DELETE' ? undefined : form());
      expect(res.statusCode, method).toBe(422);
      expect(res.json()).toMatchObject({ message: M.notCustom, errors: { isCustom: [M.notCustom] } });
    }
    expect((await call('GET', `/objective/${id}`)).json().data.fields).toEqual([]);
  });

  it('is 404 for an archived or unknown objective', async () => {
    const id = await objective();
    await ctx.db.execute(sql`update objectives set deleted_at = now() where id = ${id}`);
    for (const target of [id, 2_147_483_647]) {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const res = await call(method, `/objective/${target}/multiFields`, method === 'DELETE' ? undefined : form());
        expect(res.statusCode, `${method} ${target}`).toBe(404);
        expect(res.json().message).toBe(en.objectives.notFound);
      }
    }
  });

  it.each(NON_ADMINS)('is built by admins only (%s gets 403)', async (who) => {
    const id = await objective();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await call(method, `/objective/${id}/multiFields`, method === 'DELETE' ? undefined : form(), who);
      expect(res.statusCode, method).toBe(403);
    }
    expect(await storedRows(id)).toEqual([]);
  });
});

describe('form templates', () => {
  it('are saved with a form, listed by name, read and deleted', async () => {
    const first = await call(
      'POST',
      `/objective/${await objective()}/multiFields`,
      form({ saveAsTemplate: true, templateName: ' Zeta audit ' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(
      'PUT',
      `/objective/${await objective()}/multiFields`,
      form({ fields: fields.slice(1, 2), templateName: 'Alpha check' }),
    );
    expect(second.statusCode, second.body).toBe(200);

    const list = (await call('GET', '/objective_field_template')).json().data as { id: number; name: string; fieldCount: number }[];
    const mine = list.filter((t) => ['Alpha check', 'Zeta audit'].includes(t.name));
    expect(mine.map((t) => [t.name, t.fieldCount])).toEqual([
      ['Alpha check', 1],
      ['Zeta audit', 4],
    ]);
    expect(list.map((t) => t.name.toLowerCase())).toEqual([...list.map((t) => t.name.toLowerCase())].sort());

    const zeta = mine[1];
    const read = await call('GET', `/objective_field_template/${zeta.id}`);
    expect(read.json().data).toMatchObject({ id: zeta.id, name: 'Zeta audit' });
    expect(read.json().data.fields).toEqual(first.json().data.fields);

    expect((await call('DELETE', `/objective_field_template/${zeta.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/objective_field_template/${zeta.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.templateNotFound);
    expect((await call('DELETE', `/objective_field_template/${zeta.id}`)).statusCode).toBe(404);
  });

  it('refuses a second template of the same name, and then saves no form either', async () => {
    await call('POST', `/objective/${await objective()}/multiFields`, form({ templateName: 'Shelf check' }));
    const id = await objective();
    const res = await call('POST', `/objective/${id}/multiFields`, form({ templateName: 'SHELF CHECK' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.templateExists, errors: { templateName: [M.templateExists] } });
    expect(await storedRows(id)).toEqual([]);
  });

  it.each(NON_ADMINS)('are for admins only (%s gets 403)', async (who) => {
    const saved = await call('POST', `/objective/${await objective()}/multiFields`, form({ templateName: `Private ${who}` }));
    expect(saved.statusCode).toBe(201);
    const [template] = (await call('GET', '/objective_field_template'))
      .json()
      .data.filter((t: { name: string }) => t.name === `Private ${who}`);
    expect((await call('GET', '/objective_field_template', undefined, who)).statusCode).toBe(403);
    expect((await call('GET', `/objective_field_template/${template.id}`, undefined, who)).statusCode).toBe(403);
    expect((await call('DELETE', `/objective_field_template/${template.id}`, undefined, who)).statusCode).toBe(403);
    expect((await call('GET', `/objective_field_template/${template.id}`)).statusCode).toBe(200);
  });
});

describe('the demo forms', () => {
  it('give every custom objective a form, every field type at least once, and two templates', async () => {
    const customs = await queryRows<{ id: number; types: string[] }>(
      ctx.db,
      sql`select o.id, coalesce(array_agg(distinct f.type) filter (where f.type is not null), '{}') as types
            from objectives o left join objective_fields f on f.objective_id = o.id
           where o.is_custom = 1 and o.title not like 'Form test %' group by o.id`,
    );
    expect(customs.length).toBeGreaterThan(1);
    expect(customs.every((o) => o.types.length > 0)).toBe(true);
    expect(new Set(customs.flatMap((o) => o.types))).toEqual(new Set(FORM_FIELD_TYPES));
    const standard = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from objective_fields f join objectives o on o.id = f.objective_id where o.is_custom = 0`,
    );
    expect(standard[0].n).toBe(0);

    const templates = (await call('GET', '/objective_field_template')).json().data.map((t: { name: string }) => t.name);
    expect(templates).toEqual(expect.arrayContaining(['Display audit', 'Shelf check']));
    const [demo] = customs;
    const read = (await call('GET', `/objective/${demo.id}`)).json().data;
    expect(read.fields.length).toBeGreaterThan(0);
    expect(read.fields.map((f: FormField) => f.displayOrder)).toEqual(read.fields.map((_: FormField, i: number) => i + 1));
  });
});
