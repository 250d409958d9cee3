import { en, IDEMPOTENCY_KEY_TTL_HOURS } from '@fieldops/contract';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { demoPhotos } from '../db/seed/demo-images.js';
import { demoAreas, type DemoAreas } from '../test/demo-areas.js';
import { DEMO, signIn } from '../test/helpers.js';
import { multipartBody } from '../test/multipart.js';
import { useTestApp } from '../test/use-test-app.js';

const M = en.idempotency;
const { ctx, call, upload } = useTestApp();
let areas: DemoAreas;
let admin: Record<string, string>;
let fsr: Record<string, string>;
let objectiveId: number;

beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  admin = (await signIn(ctx.app, DEMO.admin)).headers;
  fsr = (await signIn(ctx.app, DEMO.fsr)).headers;
  const picture = (await upload('objective', 'p.png', demoPhotos()[2])).json().data;
  const created = await call('POST', '/objective', {
    title: 'Idempotent results',
    objectiveTypeID: 2,
    brandID: 3,
    dueDate: '2026-05-20',
    images: [picture.id],
    stores: areas.stores,
  });
  objectiveId = created.json().data.id;
});

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload: object | undefined, key: string | undefined, headers = admin) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload === undefined ? {} : { payload }),
  });

const territoriesNamed = async (name: string) =>
  (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from territories where name = ${name}`))[0].n;

describe('Idempotency-Key on writes', () => {
  it('applies a write once: the retry answers the same status and body, marked replayed', async () => {
    const key = randomUUID();
    const body = { name: 'Once only', districtID: areas.district };
    const first = await send('POST', '/territory', body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send('POST', '/territory', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await territoriesNamed('Once only')).toBe(1);
  });

  it('records one visit for a check-in and a check-out sent twice', async () => {
    const [{ id: repId }] = await queryRows<{ id: number }>(ctx.db, sql`select id from users where email = ${DEMO.fsr}`);
    await ctx.db.execute(sql`update visits set checkout_at = now() where user_id = ${repId} and checkout_at is null`);
    const visitsOfRep = async () =>
      (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from visits where user_id = ${repId}`))[0].n;
    const before = await visitsOfRep();
    const checkin = { storeID: areas.stores[0], at: new Date(Date.now() - 60_000).toISOString() };
    const key = randomUUID();
    const first = await send('POST', '/checkin', checkin, key, fsr);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('POST', '/checkin', checkin, key, fsr);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await visitsOfRep()).toBe(before + 1);

    const visitId: number = first.json().data.id;
    const checkoutKey = randomUUID();
    const out = await send('PUT', `/checkin/${visitId}`, {}, checkoutKey, fsr);
    expect(out.statusCode, out.body).toBe(200);
    const outAgain = await send('PUT', `/checkin/${visitId}`, {}, checkoutKey, fsr);
    expect(outAgain.statusCode).toBe(200);
    expect(outAgain.headers['idempotent-replayed']).toBe('true');
    expect(outAgain.body).toBe(out.body);
    // Without the key the second check-out is a new request, and the visit is closed already.
    expect((await send('PUT', `/checkin/${visitId}`, {}, undefined, fsr)).statusCode).toBe(409);
  });

  it('applies the same write again under another key, and without one', async () => {
    const body = { name: 'Twice over', districtID: areas.district };
    expect((await send('POST', '/territory', body, randomUUID())).statusCode).toBe(201);
    // Applied again, not replayed: the district now holds a territory of that name (409).
    for (const key of [randomUUID(), undefined]) {
      const again = await send('POST', '/territory', body, key);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(en.masterData.territories.nameTaken);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await territoriesNamed('Twice over')).toBe(1);
  });

  it('refuses a key reused for another body or another URL with 422', async () => {
    const key = randomUUID();
    expect((await send('POST', '/territory', { name: 'First use', districtID: areas.district }, key)).statusCode).toBe(201);
    const otherBody = await send('POST', '/territory', { name: 'Second use', districtID: areas.district }, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'VALIDATION', message: M.mismatch });
    const otherUrl = await send('PUT', `/store/${areas.stores[0]}/objective/${objectiveId}`, { status: 1, comments: 'x' }, key);
    expect(otherUrl.statusCode).toBe(422);
    expect(await territoriesNamed('Second use')).toBe(0);
  });

  it('keeps keys per user: the same key of another user is a request of its own', async () => {
    const key = randomUUID();
    const url = `/store/${areas.stores[1]}/objective/${objectiveId}`;
    expect((await send('PUT', url, { status: 1, comments: 'By the rep' }, key, fsr)).statusCode).toBe(200);
    const byAdmin = await send('PUT', url, { status: 1, comments: 'By the admin' }, key, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(byAdmin.json().data.comments).toBe('By the admin');
  });

  it('replays a store result change instead of applying it again', async () => {
    const key = randomUUID();
    const url = `/store/${areas.stores[2]}/objective/${objectiveId}`;
    const first = await send('PUT', url, { status: 2, comments: 'Display built' }, key, fsr);
    expect(first.statusCode).toBe(200);
    // Someone changes it in between; the retry of the first change must not undo that.
    expect((await send('PUT', url, { status: 2, comments: 'Display built and faced' }, randomUUID(), fsr)).statusCode).toBe(200);
    const retry = await send('PUT', url, { status: 2, comments: 'Display built' }, key, fsr);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    const [row] = await queryRows<{ comments: string }>(
      ctx.db,
      sql`select comments from store_objectives where store_id = ${areas.stores[2]} and objective_id = ${objectiveId}`,
    );
    expect(row.comments).toBe('Display built and faced');
  });

  it('uploads a photo once, hashing the request line of a multipart body', async () => {
    const key = randomUUID();
    const uploadOnce = () => {
      const body = multipartBody([
        { name: 'type', value: 'image' },
        { name: 'file', filename: 'idempotent-shelf.png', contentType: 'image/png', bytes: demoPhotos()[1] },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/image',
        headers: { ...fsr, ...body.headers, 'idempotency-key': key },
        payload: body.payload,
      });
    };
    const first = await uploadOnce();
    expect(first.statusCode).toBe(201);
    const again = await uploadOnce();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const [files] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from files where name = 'idempotent-shelf.png'`);
    expect(files.n).toBe(1);
  });

  it('stores a 4xx answer and replays it', async () => {
    const key = randomUUID();
    const body = { name: 'Nowhere', districtID: 2_000_000 };
    const first = await send('POST', '/territory', body, key);
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe(en.masterData.territories.districtNotFound);
    const again = await send('POST', '/territory', body, key);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('applies one of two concurrent duplicates; the other answers 409 or the replay', async () => {
    const key = randomUUID();
    const body = { name: 'Raced', districtID: areas.district };
    const answers = await Promise.all([send('POST', '/territory', body, key), send('POST', '/territory', body, key)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const conflicted = answers.find((a) => a.statusCode === 409);
    if (conflicted) expect(conflicted.json().message).toBe(M.inProgress);
    else expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await territoriesNamed('Raced')).toBe(1);
  });

  it('answers 409 while the first request is still running, and runs again once it is abandoned', async () => {
    const key = randomUUID();
    const body = { name: 'Running', districtID: areas.district };
    const [{ id: adminId }] = await queryRows<{ id: number }>(ctx.db, sql`select id from users where email = ${DEMO.admin}`);
    const payload = JSON.stringify(body);
    const hash = createHash('sha256').update(payload).digest('hex');
    await ctx.db.execute(
      sql`insert into idempotency_keys (user_id, key, request, request_hash) values (${adminId}, ${key}, 'POST /api/v1/territory', ${hash})`,
    );
    const busy = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/territory',
      headers: { ...admin, 'idempotency-key': key, 'content-type': 'application/json' },
      payload,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'CONFLICT', message: M.inProgress });
    expect(await territoriesNamed('Running')).toBe(0);
    // The instance that took it stopped mid-way: after a while the retry runs it.
    await ctx.db.execute(sql`update idempotency_keys set created_at = now() - interval '10 minutes' where key = ${key}`);
    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/territory',
      headers: { ...admin, 'idempotency-key': key, 'content-type': 'application/json' },
      payload,
    });
    expect(retried.statusCode).toBe(201);
    expect(await territoriesNamed('Running')).toBe(1);
  });

  it(`forgets keys after ${IDEMPOTENCY_KEY_TTL_HOURS} hours`, async () => {
    const key = randomUUID();
    const body = { name: 'Yesterday', districtID: areas.district };
    expect((await send('POST', '/territory', body, key)).statusCode).toBe(201);
    await ctx.db.execute(
      sql`update idempotency_keys set created_at = now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS + 1}) where key = ${key}`,
    );
    // Applied again, not replayed: the district now holds a territory of that name (409).
    const later = await send('POST', '/territory', body, key);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(en.masterData.territories.nameTaken);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await territoriesNamed('Yesterday')).toBe(1);
    // Expired rows are deleted as new keys arrive.
    const [old] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
    );
    expect(old.n).toBe(0);
  });

  it('refuses a malformed key with 400 before applying anything', async () => {
    for (const key of ['two words', 'x'.repeat(201), 'café']) {
      const res = await send('POST', '/territory', { name: 'Badly keyed', districtID: areas.district }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: M.invalidKey });
    }
    expect(await territoriesNamed('Badly keyed')).toBe(0);
  });

  it('ignores the key on sign-in and other public writes', async () => {
    const key = randomUUID();
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'idempotency-key': key },
        payload: { email: DEMO.fsr, password: DEMO.password },
      });
    const [a, b] = [await login(), await login()];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json().data.token).not.toBe(b.json().data.token);
    const [stored] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from idempotency_keys where key = ${key}`);
    expect(stored.n).toBe(0);
  });
});
