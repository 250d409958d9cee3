import { en, type FormFieldInput, type StoreObjective } from '@fieldops/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPhotos } from '../../db/seed/demo-images.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { DEMO, signIn } from '../../test/helpers.js';
import type { Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const A = en.approvals;
const { ctx, call, upload } = useTestApp();
let areas: DemoAreas;
/** A store of another territory of the supervisor's district, one of another district of the region, one of another region. */
let neighbour: number;
let otherDistrict: number;
let otherRegion: number;
const userIds = {} as Record<'admin' | 'dsm' | 'ds' | 'fsr', number>;

const fields: FormFieldInput[] = [
  { ref: 'built', type: 'boolean', label: 'Is it built?', required: true },
  { ref: 'note', type: 'text', label: 'Note' },
];

let titles = 0;
/** A custom objective of its own (with the form above) for each test, assigned to `storeIds`. */
async function objectiveFor(storeIds: number[]): Promise<{ id: number; title: string }> {
  titles += 1;
  const title = `Approval test ${titles}`;
  const created = await call('POST', '/objective', {
    title,
    objectiveTypeID: 1,
    brandID: 11,
    dueDate: '2026-02-15',
    isCustom: 1,
    stores: storeIds,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().data.id;
  expect((await call('POST', `/objective/${id}/multiFields`, { fields })).statusCode).toBe(201);
  return { id, title };
}

const complete = async (storeId: number, objectiveId: number, who: Who = 'fsr', extra: Record<string, unknown> = {}) => {
  const res = await call(
    'PUT',
    `/store/${storeId}/objective/${objectiveId}`,
    { status: 2, comments: 'Done', answers: [{ ref: 'built', value: true }], ...extra },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StoreObjective;
};

const statusOf = async (storeId: number, objectiveId: number) =>
  (
    await queryRows<{ status_id: number; approved_by: number | null }>(
      ctx.db,
      sql`select status_id, approved_by from store_objectives where store_id = ${storeId} and objective_id = ${objectiveId}`,
    )
  )[0];

const notesOf = (userId: number, like: string) =>
  queryRows<{ subject: string; message: string; link: string }>(
    ctx.db,
    sql`select subject, message, link from notifications where user_id = ${userId} and message like ${like} order by id`,
  );

beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(ctx.db, query))[0].id;
  neighbour = await one(
    sql`select id from stores where territory_id = ${areas.neighbourTerritory} and deleted_at is null order by id limit 1`,
  );
  otherDistrict =
    await one(sql`select s.id from stores s join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
                                 where d.region_id = ${areas.region} and d.id <> ${areas.district} and s.deleted_at is null order by s.id limit 1`);
  otherRegion = await one(sql`select s.id from stores s join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
                               where d.region_id <> ${areas.region} and s.deleted_at is null order by s.id limit 1`);
  for (const who of ['admin', 'dsm', 'ds', 'fsr'] as const) userIds[who] = await one(sql`select id from users where email = ${DEMO[who]}`);
});

describe('GET /store_objective/approvals', () => {
  it("lists the Completed results of the caller's area, the longest waiting first, with photos, form and answers", async () => {
    const objective = await objectiveFor([areas.stores[0], neighbour, otherDistrict, otherRegion]);
    const photo = (await upload('image', 'shelf.png', demoPhotos()[0], 'fsr')).json().data.id as number;
    await complete(areas.stores[0], objective.id, 'fsr', {
      images: [photo],
      answers: [
        { ref: 'built', value: true },
        { ref: 'note', value: 'Faced' },
      ],
    });
    for (const store of [neighbour, otherDistrict, otherRegion]) await complete(store, objective.id, 'admin');
    // Completed long before anything in the demo: first in every queue that holds it.
    await ctx.db.execute(sql`update store_objectives set completed_at = '2001-01-01T00:00:00Z' where objective_id = ${objective.id}`);

    const res = await call('GET', '/store_objective/approvals?perPage=5', undefined, 'ds');
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as { data: StoreObjective[]; meta: { total: number; perPage: number; page: number } };
    const [{ n: waiting }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from store_objectives so join objectives o on o.id = so.objective_id and o.deleted_at is null
            join stores s on s.id = so.store_id join territories t on t.id = s.territory_id
           where so.status_id = 2 and t.district_id = ${areas.district}`,
    );
    expect(meta).toEqual({ page: 1, perPage: 5, total: waiting });
    expect(data.every((r) => r.status.id === 2 && r.store.district.id === areas.district)).toBe(true);
    // The two of the district come first (the same time: by id), the others are not in a supervisor's queue.
    expect(data.slice(0, 2).map((r) => [r.storeID, r.objectiveID])).toEqual([
      [Math.min(areas.stores[0], neighbour), objective.id],
      [Math.max(areas.stores[0], neighbour), objective.id],
    ]);
    const mine = data.find((r) => r.storeID === areas.stores[0])!;
    expect(mine.images.map((i) => i.id)).toEqual([photo]);
    expect(mine.fields.map((f) => f.ref)).toEqual(['built', 'note']);
    expect(mine.answers).toEqual([
      { ref: 'built', value: true },
      { ref: 'note', value: 'Faced' },
    ]);
    expect(mine).toMatchObject({ comments: 'Done', completedBy: { id: userIds.fsr }, reopenComment: null, reopenedBy: null });
    const times = data.map((r) => r.completedAt!);
    expect([...times].sort()).toEqual(times);

    // The next page follows on, without overlap.
    const next = (await call('GET', '/store_objective/approvals?perPage=5&page=2', undefined, 'ds')).json().data as StoreObjective[];
    expect(next.some((r) => data.some((d) => d.id === r.id))).toBe(false);
    if (next.length > 0) expect(next[0].completedAt! >= times[times.length - 1]).toBe(true);

    // A regional manager's queue holds the region's, an admin's every one.
    const dsm = (await call('GET', '/store_objective/approvals?perPage=100', undefined, 'dsm')).json();
    const ids = (list: StoreObjective[]) => list.filter((r) => r.objectiveID === objective.id).map((r) => r.storeID);
    expect(ids(dsm.data).sort()).toEqual([areas.stores[0], neighbour, otherDistrict].sort());
    expect(dsm.data.every((r: StoreObjective) => r.store.region.id === areas.region)).toBe(true);
    const admin = (await call('GET', '/store_objective/approvals?perPage=100', undefined, 'admin')).json();
    expect(ids(admin.data).sort()).toEqual([areas.stores[0], neighbour, otherDistrict, otherRegion].sort());
    expect(admin.meta.total).toBeGreaterThan(dsm.meta.total);
  });

  it('is for approvers: a rep gets 403, perPage above 100 is refused', async () => {
    expect((await call('GET', '/store_objective/approvals', undefined, 'fsr')).statusCode).toBe(403);
    expect((await call('GET', '/store_objective/approvals?perPage=101', undefined, 'ds')).statusCode).toBe(422);
  });
});

describe('POST /store_objective/approve', () => {
  it('approves each waiting result of the area on its own and answers one item per item, in order', async () => {
    const objective = await objectiveFor([...areas.stores.slice(0, 3), otherDistrict]);
    await complete(areas.stores[0], objective.id);
    await complete(areas.stores[1], objective.id);
    await complete(otherDistrict, objective.id, 'admin');
    const item = (storeID: number) => ({ storeID, objectiveID: objective.id });
    const res = await call(
      'POST',
      '/store_objective/approve',
      {
        items: [
          item(areas.stores[0]),
          item(otherDistrict), // outside the supervisor's district
          item(areas.stores[1]),
          item(areas.stores[0]), // approved a moment ago
          item(areas.stores[2]), // never completed
          { storeID: 2_147_483_647, objectiveID: objective.id },
        ],
      },
      'ds',
    );
    expect(res.statusCode, res.body).toBe(200);
    const answers = res.json().data;
    expect(answers.map((a: { ok: boolean; statusCode?: number }) => (a.ok ? 200 : a.statusCode))).toEqual([200, 404, 200, 409, 409, 404]);
    expect(answers.map((a: { storeID: number }) => a.storeID)).toEqual([
      areas.stores[0],
      otherDistrict,
      areas.stores[1],
      areas.stores[0],
      areas.stores[2],
      2_147_483_647,
    ]);
    expect(answers[0].result).toMatchObject({
      status: { id: 3 },
      approvedBy: { id: userIds.ds },
      fields: [{ ref: 'built' }, { ref: 'note' }],
    });
    expect(answers[0].result.answers).toEqual([{ ref: 'built', value: true }]);
    expect(answers[1].message).toBe(en.objectives.resultNotFound);
    expect(answers[3].message).toBe(A.notWaiting);
    expect(answers[5]).toEqual({ ...answers[5], ok: false, statusCode: 404, message: answers[1].message });

    expect(await statusOf(areas.stores[0], objective.id)).toEqual({ status_id: 3, approved_by: userIds.ds });
    expect(await statusOf(areas.stores[1], objective.id)).toEqual({ status_id: 3, approved_by: userIds.ds });
    expect(await statusOf(otherDistrict, objective.id)).toEqual({ status_id: 2, approved_by: null });
    expect(await statusOf(areas.stores[2], objective.id)).toEqual({ status_id: 1, approved_by: null });

    // The rep who completed them hears of each approval, once, with a link to the store's day.
    const notes = await notesOf(userIds.fsr, `${objective.title} at %`);
    expect(notes).toHaveLength(2);
    const [first] = await queryRows<{ name: string }>(ctx.db, sql`select name from stores where id = ${areas.stores[0]}`);
    expect(notes[0]).toEqual({
      subject: A.approvedSubject,
      message: A.approvedMessage.replace('{{title}}', objective.title).replace('{{store}}', first.name),
      link: `/today/${areas.stores[0]}`,
    });
    expect(notes[1].link).toBe(`/today/${areas.stores[1]}`);
  });

  it('lets a regional manager approve from the queue, though not through the result PUT', async () => {
    const objective = await objectiveFor([areas.stores[0], otherRegion]);
    await complete(areas.stores[0], objective.id);
    await complete(otherRegion, objective.id, 'admin');
    const viaPut = await call('PUT', `/store/${areas.stores[0]}/objective/${objective.id}`, { status: 3 }, 'dsm');
    expect(viaPut.statusCode).toBe(403);
    const res = await call(
      'POST',
      '/store_objective/approve',
      {
        items: [
          { storeID: areas.stores[0], objectiveID: objective.id },
          { storeID: otherRegion, objectiveID: objective.id },
        ],
      },
      'dsm',
    );
    expect(res.json().data.map((a: { ok: boolean; statusCode?: number }) => (a.ok ? 200 : a.statusCode))).toEqual([200, 404]);
    expect(await statusOf(areas.stores[0], objective.id)).toEqual({ status_id: 3, approved_by: userIds.dsm });
  });

  it('is applied once when sent again with the same Idempotency-Key', async () => {
    const objective = await objectiveFor([areas.stores[3]]);
    await complete(areas.stores[3], objective.id);
    const { headers } = await signIn(ctx.app, DEMO.ds);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/store_objective/approve',
        headers: { ...headers, 'idempotency-key': 'approve-once' },
        payload: { items: [{ storeID: areas.stores[3], objectiveID: objective.id }] },
      });
    const first = await send();
    const again = await send();
    expect(first.json().data[0].ok).toBe(true);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await notesOf(userIds.fsr, `${objective.title} at %`)).toHaveLength(1);
  });

  it('refuses an empty list and more than 100 items', async () => {
    expect((await call('POST', '/store_objective/approve', { items: [] }, 'ds')).statusCode).toBe(422);
    const many = Array.from({ length: 101 }, (_, i) => ({ storeID: i + 1, objectiveID: 1 }));
    expect((await call('POST', '/store_objective/approve', { items: many }, 'ds')).statusCode).toBe(422);
  });
});

describe('POST /store_objective/reopen', () => {
  it('sends a Completed result back to the rep as Incomplete with the comment, and tells them', async () => {
    const objective = await objectiveFor([areas.stores[0], otherDistrict]);
    await complete(areas.stores[0], objective.id);
    const res = await call(
      'POST',
      '/store_objective/reopen',
      { storeID: areas.stores[0], objectiveID: objective.id, comment: '  The end cap photo is missing  ' },
      'ds',
    );
    expect(res.statusCode, res.body).toBe(200);
    const reopened = res.json().data as StoreObjective;
    expect(reopened).toMatchObject({
      status: { id: 1 },
      completedAt: null,
      completedBy: null,
      reopenedBy: { id: userIds.ds },
      reopenComment: 'The end cap photo is missing',
      comments: 'Done',
      answers: [{ ref: 'built', value: true }],
    });
    expect(Date.now() - Date.parse(reopened.reopenedAt!)).toBeLessThan(60_000);
    const notes = await notesOf(userIds.fsr, `${objective.title} at %`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ subject: A.reopenedSubject, link: `/today/${areas.stores[0]}` });
    expect(notes[0].message).toMatch(/has been reopened: The end cap photo is missing$/);

    // Not waiting any more: a second reopen, or an approval, is a conflict.
    const again = await call(
      'POST',
      '/store_objective/reopen',
      { storeID: areas.stores[0], objectiveID: objective.id, comment: 'x' },
      'ds',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.notWaiting);

    // The rep completes it again: the reopen stays readable (the approver sees what was asked)…
    await complete(areas.stores[0], objective.id, 'fsr', { comments: 'Photo added' });
    const waiting = (await call('GET', `/store/${areas.stores[0]}/objective/${objective.id}`, undefined, 'ds')).json().data;
    expect(waiting).toMatchObject({
      status: { id: 2 },
      reopenComment: 'The end cap photo is missing',
      reopenedBy: { id: userIds.ds },
      comments: 'Photo added',
      completedBy: { id: userIds.fsr },
    });
    // …until it is approved.
    const approved = await call('PUT', `/store/${areas.stores[0]}/objective/${objective.id}`, { status: 3 }, 'ds');
    expect(approved.json().data).toMatchObject({ status: { id: 3 }, reopenedAt: null, reopenedBy: null, reopenComment: null });
  });

  it('answers 404 outside the area as for an unknown result, 409 for a result not Completed, 422 without a comment', async () => {
    const objective = await objectiveFor([areas.stores[1], otherDistrict]);
    await complete(otherDistrict, objective.id, 'admin');
    const outside = await call(
      'POST',
      '/store_objective/reopen',
      { storeID: otherDistrict, objectiveID: objective.id, comment: 'Why?' },
      'ds',
    );
    const unknown = await call(
      'POST',
      '/store_objective/reopen',
      { storeID: 2_147_483_647, objectiveID: objective.id, comment: 'Why?' },
      'ds',
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(unknown.json());
    expect(await statusOf(otherDistrict, objective.id)).toEqual({ status_id: 2, approved_by: null });
    const incomplete = await call(
      'POST',
      '/store_objective/reopen',
      { storeID: areas.stores[1], objectiveID: objective.id, comment: 'Why?' },
      'ds',
    );
    expect(incomplete.statusCode).toBe(409);
    const blank = await call(
      'POST',
      '/store_objective/reopen',
      { storeID: otherDistrict, objectiveID: objective.id, comment: '   ' },
      'admin',
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.comment).toBeDefined();
  });
});

describe('notifications of approvals through the result PUT', () => {
  it('tells the rep who completed a result that a supervisor approved it; nobody is told of their own act', async () => {
    const objective = await objectiveFor([areas.stores[2], neighbour]);
    await complete(areas.stores[2], objective.id);
    expect((await call('PUT', `/store/${areas.stores[2]}/objective/${objective.id}`, { status: 3 }, 'ds')).statusCode).toBe(200);
    const notes = await notesOf(userIds.fsr, `${objective.title} at %`);
    expect(notes.map((n) => [n.subject, n.link])).toEqual([[A.approvedSubject, `/today/${areas.stores[2]}`]]);
    // Re-saving an approved result is no new approval.
    expect((await call('PUT', `/store/${areas.stores[2]}/objective/${objective.id}`, { status: 3, comments: 'ok' }, 'ds')).statusCode).toBe(
      200,
    );
    expect(await notesOf(userIds.fsr, `${objective.title} at %`)).toHaveLength(1);

    await complete(neighbour, objective.id, 'admin');
    expect((await call('PUT', `/store/${neighbour}/objective/${objective.id}`, { status: 3 }, 'admin')).statusCode).toBe(200);
    expect(await notesOf(userIds.admin, `${objective.title} at %`)).toHaveLength(0);
  });

  it("falls back to the territory's rep when nobody is recorded as having completed it", async () => {
    const objective = await objectiveFor([areas.stores[1]]);
    await complete(areas.stores[1], objective.id, 'admin');
    await ctx.db.execute(sql`update store_objectives set completed_by = null where objective_id = ${objective.id}`);
    const res = await call('POST', '/store_objective/approve', { items: [{ storeID: areas.stores[1], objectiveID: objective.id }] }, 'ds');
    expect(res.json().data[0].ok).toBe(true);
    expect(await notesOf(userIds.fsr, `${objective.title} at %`)).toHaveLength(1);
  });
});

it('gives a new approval key its own answer', async () => {
  // Keys are per request: a second bulk approval with a new key runs (and finds nothing waiting).
  const objective = await objectiveFor([areas.stores[4] ?? areas.stores[0]]);
  const store = areas.stores[4] ?? areas.stores[0];
  await complete(store, objective.id);
  const { headers } = await signIn(ctx.app, DEMO.ds);
  const send = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/store_objective/approve',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { items: [{ storeID: store, objectiveID: objective.id }] },
    });
  expect((await send()).json().data[0].ok).toBe(true);
  const second = await send();
  expect(second.headers['idempotent-replayed']).toBeUndefined();
  expect(second.json().data[0]).toMatchObject({ ok: false, statusCode: 409 });
});
