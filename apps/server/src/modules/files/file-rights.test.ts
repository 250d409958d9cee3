import { en, ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPhotos } from '../../db/seed/demo-images.js';
import { DEMO, signIn } from '../../test/helpers.js';
import type { Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const F = en.files;
const M = en.objectives;
const { ctx, call, upload } = useTestApp();

/** Stores of the demo rep's territory; a rep of a neighbouring territory and a supervisor of another district. */
let stores: number[];
let neighbourRep: { authorization: string };
let otherSupervisor: { authorization: string };
let objectiveId: number;
let objectiveFile: { id: number; fileURL: string };
beforeAll(async () => {
  const areaOf = async (email: string) =>
    (await queryRows<{ area_id: number }>(ctx.db, sql`select area_id from users where email = ${email} and deleted_at is null`))[0].area_id;
  const territory = await areaOf(DEMO.fsr);
  const district = await areaOf(DEMO.ds);
  stores = (
    await queryRows<{ id: number }>(ctx.db, sql`select id from stores where territory_id = ${territory} and deleted_at is null order by id`)
  ).map((s) => s.id);
  const emailOf = async (condition: ReturnType<typeof sql>) =>
    (
      await queryRows<{ email: string }>(
        ctx.db,
        sql`select email from users u where deleted_at is null and ${condition} order by id limit 1`,
      )
    )[0].email;
  const neighbour = await emailOf(
    sql`u.role = ${ROLE.fieldSalesRep} and u.area_id in (select id from territories where district_id = ${district} and id <> ${territory})`,
  );
  const other = await emailOf(sql`u.role = ${ROLE.districtSupervisor} and u.area_id <> ${district}`);
  neighbourRep = (await signIn(ctx.app, neighbour)).headers;
  otherSupervisor = (await signIn(ctx.app, other)).headers;
  objectiveFile = (await upload('objective', 'planogram.png', demoPhotos()[2])).json().data;
  const created = await call('POST', '/objective', {
    title: 'Files follow their record',
    objectiveTypeID: 2,
    brandID: 3,
    dueDate: '2026-05-20',
    images: [objectiveFile.id],
    stores: stores.slice(0, 3),
  });
  objectiveId = created.json().data.id;
});

const photos = (count: number) =>
  Promise.all(Array.from({ length: count }, async (_, i) => (await upload('image', `shelf-${i}.png`, demoPhotos()[i], 'fsr')).json().data));
const put = (storeId: number, body: object, who: Who) => call('PUT', `/store/${storeId}/objective/${objectiveId}`, body, who);
const imagesOf = async (storeId: number) =>
  (await call('GET', `/store/${storeId}/objective/${objectiveId}`)).json().data.images.map((f: { id: number }) => f.id);
const served = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;
const deleteAs = (id: number, headers: { authorization: string }) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/image/${id}`, headers });

describe('DELETE /image/{id} of a store-result photo', () => {
  it('the rep removes a photo of a completed result; once approved, only a DS or an admin may', async () => {
    const [a, b, c] = await photos(3);
    expect((await put(stores[0], { status: 2, images: [a.id, b.id, c.id] }, 'fsr')).statusCode).toBe(200);
    expect((await call('DELETE', `/image/${a.id}`, undefined, 'fsr')).statusCode).toBe(204);
    expect(await served(a.fileURL)).toBe(404);

    expect((await put(stores[0], { status: 3 }, 'ds')).statusCode).toBe(200);
    const locked = await call('DELETE', `/image/${b.id}`, undefined, 'fsr');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'FORBIDDEN', message: M.approvedLocked });
    expect(await served(b.fileURL)).toBe(200);
    expect(await imagesOf(stores[0])).toEqual([b.id, c.id]);

    expect((await call('DELETE', `/image/${b.id}`, undefined, 'ds')).statusCode).toBe(204);
    expect(await imagesOf(stores[0])).toEqual([c.id]);
  });

  it('replacing the photos of an approved result through the update is refused the same way', async () => {
    const [a, b] = await photos(2);
    expect((await put(stores[1], { status: 2, images: [a.id] }, 'fsr')).statusCode).toBe(200);
    expect((await put(stores[1], { status: 3 }, 'ds')).statusCode).toBe(200);
    for (const body of [
      { status: 3, images: [b.id] },
      { status: 2, images: [] },
    ]) {
      expect((await put(stores[1], body, 'fsr')).json()).toMatchObject({ code: 'FORBIDDEN', message: M.approvedLocked });
    }
    expect(await imagesOf(stores[1])).toEqual([a.id]);
    expect(await served(a.fileURL)).toBe(200);
  });

  it('answers 404 outside the caller’s area and 403 to a DSM of the area, and deletes nothing', async () => {
    const [a] = await photos(1);
    expect((await put(stores[2], { status: 2, images: [a.id] }, 'fsr')).statusCode).toBe(200);
    for (const headers of [neighbourRep, otherSupervisor]) {
      const res = await deleteAs(a.id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(F.notFound);
    }
    expect((await call('DELETE', `/image/${a.id}`, undefined, 'dsm')).json()).toMatchObject({
      code: 'FORBIDDEN',
      message: M.cannotUpdateResult,
    });
    expect(await imagesOf(stores[2])).toEqual([a.id]);
    expect((await call('DELETE', `/image/${a.id}`, undefined, 'admin')).statusCode).toBe(204);
  });
});

describe('DELETE /image/{id} of an objective file', () => {
  it('is for admins: 403 to a role that sees the objective, 404 to one that does not', async () => {
    const refused = await call('DELETE', `/image/${objectiveFile.id}`, undefined, 'fsr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: F.objectiveFileAdminOnly });
    expect((await call('DELETE', `/image/${objectiveFile.id}`, undefined, 'ds')).statusCode).toBe(403);
    expect((await deleteAs(objectiveFile.id, otherSupervisor)).statusCode).toBe(404);
    expect(await served(objectiveFile.fileURL)).toBe(200);
    expect((await call('DELETE', `/image/${objectiveFile.id}`, undefined, 'admin')).statusCode).toBe(204);
    expect((await call('GET', `/objective/${objectiveId}`)).json().data.images).toEqual([]);
  });
});

describe('DELETE /image/{id} of a content record’s file', () => {
  it('is refused (409) to its uploader and to admins, 404 to others; the record keeps its photo', async () => {
    const [photo] = await photos(1);
    const posted = await call(
      'POST',
      '/win',
      { winTypeID: 1, title: 'Files stay with their win', description: '', date: '2026-05-20', image: { id: photo.id } },
      'fsr',
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const winId = posted.json().data.id as number;
    for (const who of ['fsr', 'admin'] as const) {
      const refused = await call('DELETE', `/image/${photo.id}`, undefined, who);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: F.contentFileOfRecord });
    }
    expect((await deleteAs(photo.id, neighbourRep)).statusCode).toBe(404);
    expect(await served(photo.fileURL)).toBe(200);
    expect((await call('GET', `/win/${winId}`, undefined, 'fsr')).json().data.image.id).toBe(photo.id);
  });
});
