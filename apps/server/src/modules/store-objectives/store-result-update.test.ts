import { en, ROLE, type StoreObjectiveUpdate } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPhotos } from '../../db/seed/demo-images.js';
import { DEMO, signIn } from '../../test/helpers.js';
import { MALFORMED_BODIES, type Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const M = en.objectives;
const { ctx, call, upload } = useTestApp();
let objectiveId: number;
/**
 * Stores of the demo rep's territory, of other territories of the demo DS's district, and of
 * another district, with that district's own supervisor. The areas are read from the demo
 * accounts, never assumed, so a district id read as a territory id cannot pass by chance.
 */
let mine: number[];
let sameDistrict: number[];
let elsewhere: number;
let otherSupervisor: { authorization: string };
beforeAll(async () => {
  const areaOf = async (email: string) =>
    (await queryRows<{ area_id: number }>(ctx.db, sql`select area_id from users where email = ${email} and deleted_at is null`))[0].area_id;
  const territory = await areaOf(DEMO.fsr);
  const district = await areaOf(DEMO.ds);
  const stores = await queryRows<{ id: number; territory_id: number; district_id: number }>(
    ctx.db,
    sql`select s.id, s.territory_id, t.district_id from stores s join territories t on t.id = s.territory_id where s.deleted_at is null order by s.id`,
  );
  mine = stores.filter((s) => s.territory_id === territory).map((s) => s.id);
  sameDistrict = stores.filter((s) => s.district_id === district && s.territory_id !== territory).map((s) => s.id);
  const other = stores.find((s) => s.district_id !== district)!;
  elsewhere = other.id;
  const [supervisor] = await queryRows<{ email: string }>(
    ctx.db,
    sql`select email from users where role = ${ROLE.districtSupervisor} and area_id = ${other.district_id} and deleted_at is null limit 1`,
  );
  otherSupervisor = (await signIn(ctx.app, supervisor.email)).headers;
  const picture = (await upload('objective', 'p.png', demoPhotos()[2])).json().data;
  const created = await call('POST', '/objective', {
    title: 'Result rules',
    objectiveTypeID: 2,
    brandID: 3,
    dueDate: '2026-05-20',
    images: [picture.id],
    stores: [...mine, ...sameDistrict.slice(0, 2), elsewhere],
  });
  objectiveId = created.json().data.id;
});

const put = (storeId: number, body: StoreObjectiveUpdate | Record<string, unknown>, who: Who) =>
  call('PUT', `/store/${storeId}/objective/${objectiveId}`, body, who);

describe('GET /store/{storeId}/objective/{objectiveId}', () => {
  it("answers one store's result to every role; 404 for a store without one", async () => {
    for (const who of ['admin', 'dsm', 'ds', 'fsr'] as const) {
      const res = await call('GET', `/store/${mine[0]}/objective/${objectiveId}`, undefined, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        storeID: mine[0],
        objectiveID: objectiveId,
        status: { id: 1, name: 'Incomplete' },
        statusLabel: 'Incomplete',
        images: [],
        comments: null,
      });
    }
    expect((await call('GET', `/store/${mine[0]}/objective/99999`)).statusCode).toBe(404);
    expect((await call('GET', `/store/${mine[0]}/objective/${objectiveId}`, undefined, 'nobody')).statusCode).toBe(401);
  });
});

describe('PUT /store/{storeId}/objective/{objectiveId}', () => {
  it('a rep completes a store of their territory with comments and photos', async () => {
    const photos = await Promise.all(
      [0, 1].map(async (i) => (await upload('image', `shelf-${i}.png`, demoPhotos()[i], 'fsr')).json().data.id),
    );
    const res = await put(mine[0], { status: 2, comments: '  Built and faced  ', images: photos }, 'fsr');
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      status: { id: 2, name: 'Completed' },
      comments: 'Built and faced',
      completedBy: { name: 'Riley Fraser' },
      approvedAt: null,
    });
    expect(r.images.map((f: { id: number }) => f.id)).toEqual(photos);
    expect(r.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    // Left-out fields keep their value.
    const again = (await put(mine[0], { status: 2 }, 'fsr')).json().data;
    expect(again).toMatchObject({ comments: 'Built and faced', completedAt: r.completedAt });
    expect(again.images).toHaveLength(2);
  });

  it('made on the version the dialog opened (If-Match): a save over a change made since is refused with 409 and writes nothing', async () => {
    // An objective of its own, on a store of the rep's.
    const store = mine[0];
    const picture = (await upload('objective', 'v.png', demoPhotos()[1])).json().data;
    const body = { title: 'Versions', objectiveTypeID: 2, brandID: 3, dueDate: '2026-05-20', images: [picture.id], stores: [store] };
    const objective = (await call('POST', '/objective', body)).json().data.id as number;
    const url = `/store/${store}/objective/${objective}`;
    const read = async (who: Who) => (await call('GET', url, undefined, who)).json().data;
    const opened = await read('ds');
    expect(opened.version).toMatch(/^\d+$/);
    expect((await read('fsr')).version).toBe(opened.version);
    const on = (version: string) => ({ 'if-match': `"${version}"` });

    // The rep completes on the version both opened: accepted, and the version moves on.
    const completed = await call('PUT', url, { status: 2, comments: 'Built' }, 'fsr', on(opened.version));
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data.version).not.toBe(opened.version);

    // The supervisor's draft, made on the version opened before: refused, the completion kept.
    const draft = { status: 1, comments: 'DS note' };
    const refused = await call('PUT', url, draft, 'ds', on(opened.version));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CHANGED_SINCE', message: en.errors.changedSince });
    expect(await read('ds')).toMatchObject({ status: { id: 2 }, comments: 'Built', version: completed.json().data.version });

    // On the version now current it is accepted; so is a save over on purpose (no If-Match).
    const current = await call('PUT', url, { status: 2, comments: 'Checked' }, 'ds', on(completed.json().data.version));
    expect(current.statusCode, current.body).toBe(200);
    expect((await call('PUT', url, { status: 2, comments: 'Over' }, 'ds')).statusCode).toBe(200);
    expect((await read('fsr')).comments).toBe('Over');
  });

  it("answers 404 for a store outside the caller's area, as if it had no result", async () => {
    const outside = await put(sameDistrict[0], { status: 2 }, 'fsr');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ code: 'NOT_FOUND', message: M.resultNotFound });
    expect((await put(elsewhere, { status: 2 }, 'ds')).json()).toMatchObject({ code: 'NOT_FOUND', message: M.resultNotFound });
    expect((await put(mine[0], { status: 2 }, 'nobody')).statusCode).toBe(401);
  });

  it('refuses approvals by reps, and any change by a DSM of the area, with 403', async () => {
    expect((await put(mine[0], { status: 3 }, 'fsr')).json()).toMatchObject({ code: 'FORBIDDEN', message: M.cannotApprove });
    for (const status of [2, 3] as const) expect((await put(mine[0], { status }, 'dsm')).statusCode).toBe(403);
  });

  it('a DS of the district approves only a completed result, recording who and when', async () => {
    expect((await put(mine[1], { status: 3 }, 'ds')).json()).toMatchObject({ code: 'CONFLICT', message: M.notCompletedYet });
    const res = await put(mine[0], { status: 3 }, 'ds');
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ status: { id: 3, name: 'Approved' }, approvedBy: { name: 'Sam Okafor' }, comments: 'Built and faced' });
    expect(Date.parse(r.approvedAt)).toBeGreaterThanOrEqual(Date.parse(r.completedAt));
    // Approved is locked for the rep; the DS may withdraw the approval.
    expect((await put(mine[0], { status: 2, comments: 'changed' }, 'fsr')).json().message).toBe(M.approvedLocked);
    const withdrawn = (await put(mine[0], { status: 2 }, 'ds')).json().data;
    expect(withdrawn).toMatchObject({ status: { id: 2 }, approvedAt: null, completedAt: r.completedAt });
    const admin = (await put(sameDistrict[0], { status: 2, comments: 'by admin' }, 'admin')).json().data;
    expect((await put(sameDistrict[0], { status: 3 }, 'admin')).json().data).toMatchObject({
      status: { id: 3 },
      approvedBy: { name: 'Alex Morgan' },
      completedAt: admin.completedAt,
    });
  });

  it('a change made without signal is dated by its tap (`at`) when sent later; an `at` out of range dates it now, refusing nothing', async () => {
    const hour = 3600_000;
    const tapped = new Date(Date.now() - 2 * hour).toISOString();
    const completed = (await put(mine[2], { status: 2, at: tapped }, 'fsr')).json().data;
    expect(Date.parse(completed.completedAt)).toBe(Date.parse(tapped));
    // A supervisor's clock behind the rep's: the approval is not dated before the completion.
    const approved = (await put(mine[2], { status: 3, at: new Date(Date.now() - 3 * hour).toISOString() }, 'ds')).json().data;
    expect(approved.approvedAt).toBe(approved.completedAt);
    const later = new Date(Date.now() - hour).toISOString();
    expect(Date.parse((await put(mine[2], { status: 2 }, 'ds')).json().data.completedAt)).toBe(Date.parse(tapped));
    expect(Date.parse((await put(mine[2], { status: 3, at: later }, 'ds')).json().data.approvedAt)).toBe(Date.parse(later));
    // Older than RESULT_AT_MAX_AGE_HOURS, or ahead of the server's clock: dated on arrival.
    for (const at of [new Date(Date.now() - 72 * hour), new Date(Date.now() + hour)]) {
      const before = Date.now();
      await put(mine[3], { status: 1 }, 'fsr');
      const res = await put(mine[3], { status: 2, at: at.toISOString() }, 'fsr');
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.parse(res.json().data.completedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(res.json().data.completedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await put(mine[3], { status: 2, at: 'yesterday' }, 'fsr')).statusCode).toBe(422);
    // Both results back to Incomplete for the tests after this one.
    await put(mine[2], { status: 2 }, 'ds');
    for (const store of [mine[2], mine[3]]) expect((await put(store, { status: 1 }, 'fsr')).json().data.status.id).toBe(1);
  });

  it('a DS approves in another territory of their own district; a DS of another district gets 404', async () => {
    const store = sameDistrict[1];
    expect((await put(store, { status: 2, comments: 'Faced' }, 'admin')).statusCode).toBe(200);
    const url = `/api/v1/store/${store}/objective/${objectiveId}`;
    const foreign = await ctx.app.inject({ method: 'PUT', url, headers: otherSupervisor, payload: { status: 3 } });
    expect(foreign.statusCode).toBe(404);
    const approved = await put(store, { status: 3 }, 'ds');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: { id: 3 }, approvedBy: { name: 'Sam Okafor' } });
    // The other supervisor does act in their own district: the 404 above is the area, not the role.
    expect((await put(elsewhere, { status: 2 }, 'admin')).statusCode).toBe(200);
    const own = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/store/${elsewhere}/objective/${objectiveId}`,
      headers: otherSupervisor,
      payload: { status: 3 },
    });
    expect(own.statusCode).toBe(200);
  });

  it('an approved result is only re-saved or moved back to Completed, by a DS or an admin', async () => {
    const store = sameDistrict[1];
    for (const who of ['ds', 'admin'] as const) {
      const closed = await put(store, { status: 4, incompleteReasonID: 3 }, who);
      expect(closed.json()).toMatchObject({ code: 'FORBIDDEN', message: M.cannotUpdateResult });
      expect((await put(store, { status: 1 }, who)).json()).toMatchObject({ code: 'FORBIDDEN', message: M.cannotUpdateResult });
    }
    expect((await put(store, { status: 3, comments: 'Checked again' }, 'ds')).json().data).toMatchObject({
      status: { id: 3 },
      comments: 'Checked again',
    });
    expect((await call('GET', `/store/${store}/objective/${objectiveId}`)).json().data.status.id).toBe(3);
  });

  it('Not Completed needs a known reason, whose label replaces the status name', async () => {
    const missing = await put(mine[2], { status: 4 }, 'fsr');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.incompleteReasonID).toEqual([M.incompleteReasonRequired]);
    expect((await put(mine[2], { status: 4, incompleteReasonID: 99 }, 'fsr')).json().errors.incompleteReasonID).toEqual([
      M.incompleteReasonRequired,
    ]);
    const closed = (await put(mine[2], { status: 4, incompleteReasonID: 3, comments: 'None on the truck' }, 'fsr')).json().data;
    expect(closed).toMatchObject({ status: { id: 4, name: 'Not Completed' }, statusLabel: 'Out of stock', incompleteReasonID: 3 });
    const listed = (await call('GET', `/store_objective/status/4/list?objectiveID=${objectiveId}`)).json().data;
    expect(listed.map((r: { statusLabel: string }) => r.statusLabel)).toEqual(['Out of stock']);
    const reopened = (await put(mine[2], { status: 1, estimatedCompletionDate: '2026-05-28' }, 'fsr')).json().data;
    expect(reopened).toMatchObject({
      status: { id: 1 },
      statusLabel: 'Incomplete',
      incompleteReasonID: null,
      estimatedCompletionDate: '2026-05-28',
    });
  });

  it('a retired reason closes no more results; a result closed with it keeps it', async () => {
    const reason = (await call('POST', '/incomplete_reason', { name: `Retiring reason ${Date.now()}` })).json().data.id as number;
    const picture = (await upload('objective', 'p.png', demoPhotos()[2])).json().data;
    const objective = (
      await call('POST', '/objective', {
        title: 'Retired reason',
        objectiveTypeID: 2,
        brandID: 3,
        dueDate: '2026-05-20',
        images: [picture.id],
        stores: [mine[0], mine[1]],
      })
    ).json().data.id as number;
    const close = (store: number, body: Record<string, unknown>) => call('PUT', `/store/${store}/objective/${objective}`, body, 'fsr');
    expect((await close(mine[0], { status: 4, incompleteReasonID: reason })).statusCode).toBe(200);
    expect((await call('DELETE', `/incomplete_reason/${reason}`)).statusCode).toBe(204);

    const refused = await close(mine[1], { status: 4, incompleteReasonID: reason });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ incompleteReasonID: [M.incompleteReasonRequired] });
    const kept = await close(mine[0], { status: 4, incompleteReasonID: reason, comments: 'Still none on the truck' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ incompleteReasonID: reason, comments: 'Still none on the truck' });
  });

  it('photos: at most 3, images only, and only the caller’s own free files', async () => {
    const ids = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await upload('image', `p${i}.png`, demoPhotos()[i], 'fsr')).json().data.id),
    );
    expect((await put(mine[3], { status: 2, images: ids }, 'fsr')).statusCode).toBe(422);
    const theirs = (await upload('image', 'ds.png', demoPhotos()[5], 'ds')).json().data.id;
    expect((await put(mine[3], { status: 2, images: [theirs] }, 'fsr')).json().errors.images).toBeDefined();
    const objectiveFile = (await upload('objective', 'x.png', demoPhotos()[4], 'admin')).json().data.id;
    expect((await put(mine[3], { status: 2, images: [objectiveFile] }, 'admin')).json().errors.images).toBeDefined();
    const ok = await put(mine[3], { status: 2, images: ids.slice(0, 3) }, 'fsr');
    expect(ok.statusCode).toBe(200);
    // Dropping a photo deletes it.
    const dropped = ok.json().data.images[2];
    expect((await put(mine[3], { status: 2, images: ids.slice(0, 2) }, 'fsr')).json().data.images).toHaveLength(2);
    expect((await ctx.app.inject({ method: 'GET', url: dropped.fileURL })).statusCode).toBe(404);
  });

  it('answers malformed input with 4xx, never 5xx', async () => {
    for (const bad of MALFORMED_BODIES) {
      const res = await call.raw('PUT', `/store/${mine[4]}/objective/${objectiveId}`, bad, 'fsr');
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
    for (const body of [
      { status: 5 },
      { status: 2, images: ['a'] },
      { status: 2, estimatedCompletionDate: '2026-13-01' },
      { status: 2, comments: 'x'.repeat(2001) },
    ]) {
      expect((await put(mine[4], body, 'fsr')).statusCode).toBe(422);
    }
    expect((await call('PUT', `/store/abc/objective/${objectiveId}`, { status: 2 }, 'fsr')).statusCode).toBe(422);
    expect((await call('PUT', `/store/${mine[4]}/objective/99999`, { status: 2 }, 'fsr')).statusCode).toBe(404);
  });
});
