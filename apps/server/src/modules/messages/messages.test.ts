import { en, ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { DEMO } from '../../test/helpers.js';
import { NON_ADMINS, type Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const M = en.inbox;
const { ctx, call } = useTestApp();
let areas: DemoAreas;
const ids: Record<string, number> = {};
beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  for (const who of ['admin', 'dsm', 'ds', 'fsr'] as const) {
    ids[who] = (await queryRows<{ id: number }>(ctx.db, sql`select id from users where email = ${DEMO[who]}`))[0].id;
  }
});

const inbox = async (who: Who) =>
  (await call('GET', '/user/me/messages', undefined, who)).json().data as {
    id: number;
    subject: string;
    message: string;
    isRead: number;
    from: string | null;
  }[];
const send = (body: object, who: Who = 'admin') => call('POST', '/message', { subject: 'Hello', message: 'Body', ...body }, who);
/** The users a batch went to. */
const recipientsOf = async (batchId: number) =>
  (await queryRows<{ user_id: number }>(ctx.db, sql`select user_id from messages where batch_id = ${batchId} order by user_id`)).map(
    (r) => r.user_id,
  );
/** Live users by condition, without the admin who sends. */
const liveUsers = async (where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ id: number }>(
      ctx.db,
      sql`select u.id from users u where u.deleted_at is null and u.id <> ${ids.admin} and (${where}) order by u.id`,
    )
  ).map((r) => r.id);

describe('sending messages', () => {
  it('sends to one user, who lists it unread with the sender', async () => {
    const res = await send({ to: 'user', userID: ids.fsr, subject: 'Planogram', message: 'New planogram for aisle 4' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.recipients).toBe(1);
    const [latest] = await inbox('fsr');
    expect(latest).toMatchObject({ subject: 'Planogram', message: 'New planogram for aisle 4', isRead: 0 });
    expect(latest.from).toMatch(/\S+ \S+/);
    expect(latest.id).toBe(res.json().data.batchId);
    expect((await inbox('ds')).some((m) => m.subject === 'Planogram')).toBe(false);
  });

  it('sends to every live user of a role, one row each under one batch id', async () => {
    const res = await send({ to: 'role', role: ROLE.districtSupervisor });
    expect(res.statusCode).toBe(201);
    const { batchId, recipients } = res.json().data;
    const expected = await liveUsers(sql`u.role = ${ROLE.districtSupervisor}`);
    expect(recipients).toBe(expected.length);
    expect(await recipientsOf(batchId)).toEqual(expected);
    expect(
      Math.min(...(await queryRows<{ id: number }>(ctx.db, sql`select id from messages where batch_id = ${batchId}`)).map((r) => r.id)),
    ).toBe(batchId);
  });

  it('sends to everyone in a region: its manager, supervisors and reps', async () => {
    const res = await send({ to: 'region', regionID: areas.region });
    expect(res.statusCode).toBe(201);
    const recipients = await recipientsOf(res.json().data.batchId);
    expect(recipients).toEqual(expect.arrayContaining([ids.dsm, ids.ds, ids.fsr]));
    const outside = await liveUsers(sql`u.role = ${ROLE.regionalManager} and u.area_id <> ${areas.region}`);
    expect(outside.length).toBeGreaterThan(0);
    expect(recipients.some((id) => outside.includes(id))).toBe(false);
    expect(recipients).not.toContain(ids.admin);
  });

  it('sends to everyone in a district: its supervisor and reps, not the regional manager', async () => {
    const res = await send({ to: 'district', districtID: areas.district });
    expect(res.statusCode).toBe(201);
    const recipients = await recipientsOf(res.json().data.batchId);
    const expected = await liveUsers(
      sql`(u.role = ${ROLE.districtSupervisor} and u.area_id = ${areas.district})
          or (u.role = ${ROLE.fieldSalesRep} and u.area_id in (select id from territories where district_id = ${areas.district} and deleted_at is null))`,
    );
    expect(recipients).toEqual(expected);
    expect(recipients).toEqual(expect.arrayContaining([ids.ds, ids.fsr]));
    expect(recipients).not.toContain(ids.dsm);
  });

  it('is for admins only, and needs a token', async () => {
    for (const who of NON_ADMINS) expect((await send({ to: 'user', userID: ids.fsr }, who)).statusCode).toBe(403);
    expect((await send({ to: 'user', userID: ids.fsr }, 'nobody')).statusCode).toBe(401);
  });

  it('needs the recipient the choice names, a subject and a message', async () => {
    const res = await call('POST', '/message', { to: 'region', subject: ' ', message: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en.masterData.someFieldsRequired);
    expect(Object.keys(res.json().errors).sort()).toEqual(['message', 'regionID', 'subject']);
    expect((await call('POST', '/message', { to: 'everyone', subject: 'a', message: 'b' })).statusCode).toBe(422);
    expect((await send({ to: 'role', role: 9 })).statusCode).toBe(422);
  });

  it('refuses a recipient that does not exist, and a choice nobody would receive, writing nothing', async () => {
    const before = (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from messages`))[0].n;
    const missing = await send({ to: 'user', userID: 2_000_000 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: M.recipientNotFound, errors: { userID: [M.recipientNotFound] } });
    expect((await send({ to: 'district', districtID: 2_000_000 })).json().message).toBe(M.recipientNotFound);
    const self = await send({ to: 'user', userID: ids.admin });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(M.noRecipients);
    expect((await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from messages`))[0].n).toBe(before);
  });
});

describe('reading messages', () => {
  it("marks the own message read, once; another user's answers 404 as a missing one", async () => {
    const { batchId } = (await send({ to: 'user', userID: ids.ds, subject: 'For the DS' })).json().data;
    for (const who of ['fsr', 'dsm', 'admin'] as const) {
      const res = await call('PUT', `/message/${batchId}/readStatus`, { status: 'read' }, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    expect((await call('PUT', '/message/2000000/readStatus', { status: 'read' }, 'ds')).statusCode).toBe(404);
    expect((await call('PUT', `/message/${batchId}/readStatus`, { status: 'read' }, 'ds')).statusCode).toBe(204);
    expect((await call('PUT', `/message/${batchId}/readStatus`, { status: 'read' }, 'ds')).statusCode).toBe(204);
    expect((await inbox('ds')).find((m) => m.id === batchId)?.isRead).toBe(1);
  });

  it('lists only the own messages, newest first', async () => {
    await send({ to: 'user', userID: ids.dsm, subject: 'Only for the DSM' });
    const list = await inbox('dsm');
    expect(list[0].subject).toBe('Only for the DSM');
    const own = await queryRows<{ id: number }>(ctx.db, sql`select id from messages where user_id = ${ids.dsm}`);
    expect(list.map((m) => m.id).sort()).toEqual(own.map((r) => r.id).sort());
    expect([...list.map((m) => m.id)].sort((a, b) => b - a)).toEqual(list.map((m) => m.id));
  });

  it('refuses another status and needs a token', async () => {
    expect((await call('PUT', '/message/1/readStatus', { status: 'unread' }, 'fsr')).statusCode).toBe(422);
    expect((await call('GET', '/user/me/messages', undefined, 'nobody')).statusCode).toBe(401);
  });
});
