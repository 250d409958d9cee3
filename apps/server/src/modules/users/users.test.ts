import {
  ACCOUNT_ATTEMPT_LIMIT,
  en,
  fr,
  interpolate,
  ROLE,
  ROLE_LABELS,
  translate,
  type ApiErrorBody,
  type UserCreateBody,
} from '@fieldops/contract';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { DEMO, signIn } from '../../test/helpers.js';
import { MALFORMED_BODIES, NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvLines } from '../../test/csv-lines.js';

const U = en.masterData.users;
const { ctx, call } = useTestApp();
let areas: DemoAreas;
beforeAll(async () => {
  areas = await demoAreas(ctx.db);
});

let n = 0;
const newUser = (change: Partial<UserCreateBody> = {}): UserCreateBody => ({
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: `casey.nguyen${++n}@example.com`,
  password: 'secret-pass',
  role: 3,
  areaID: areas.district,
  ...change,
});
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
const territory = async (id: number) => (await call('GET', `/territory/${id}`)).json().data;

describe('user list, search and roles', () => {
  it('pages active users for every role; filters by role; searches name and e-mail', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      expect((await call('GET', '/user', undefined, who)).statusCode).toBe(200);
    }
    const { data, meta } = (await call('GET', '/user')).json();
    expect(meta).toMatchObject({ page: 1, perPage: 50 });
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      roleName: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const dsms = (await call('GET', '/user?role=2&perPage=500')).json().data;
    expect(dsms.length).toBeGreaterThanOrEqual(7);
    expect(dsms.every((u: { role: number; area: { type: string } }) => u.role === 2 && u.area.type === 'region')).toBe(true);
    expect((await call('GET', '/user?q=riley')).json().data[0]).toMatchObject({
      email: DEMO.fsr,
      area: { type: 'territory', name: 'Ottawa North' },
    });
    expect((await call('GET', '/user?q=DSM@EXAMPLE')).json().data.map((u: { email: string }) => u.email)).toEqual([DEMO.dsm]);
    expect((await call('GET', '/user?q=riley fraser')).json().meta.total).toBe(1);
    expect((await call('GET', '/user', undefined, 'nobody')).statusCode).toBe(401);
  });

  it('sorts on each column and downloads users.csv', async () => {
    for (const sort of ['id', 'name', 'firstName', 'lastName', 'email', 'role', 'area', 'startDate', 'date']) {
      expect((await call('GET', `/user?sort=-${sort}`)).statusCode, sort).toBe(200);
    }
    const emails = (await call('GET', '/user?sort=email&perPage=500')).json().data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect((await call('GET', '/user?sort=passwordHash')).statusCode).toBe(422);
    const total = (await call('GET', '/user?role=4')).json().meta.total;
    const csv = await call('GET', '/user?format=csv&role=4');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    expect(csvLines(csv.body)).toHaveLength(total + 1);
    expect(csvLines(csv.body)[0]).toBe('ID,First Name,Last Name,Email,Role,Area,Phone,Start Date');
    expect(csv.body).not.toMatch(/argon|\$/);
  });

  it('GET /user/search?type=4 lists reps as {value,label,email}; narrows by q and district', async () => {
    const res = await call('GET', '/user/search?type=4&q=riley', undefined, 'fsr');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ value: expect.any(Number), label: 'Riley Fraser', email: DEMO.fsr }]);
    const all = (await call('GET', '/user/search?type=4')).json().data;
    expect(all).toHaveLength(20);
    const inDistrict = (await call('GET', `/user/search?type=4&districtID=${areas.district}&limit=500`)).json().data;
    expect(inDistrict.map((u: { label: string }) => u.label)).toContain('Riley Fraser');
    expect(inDistrict.length).toBeLessThan(6);
    expect((await call('GET', '/user/search?type=9')).statusCode).toBe(422);
    // Several roles at once: a district's supervisor with its reps.
    const people = (await call('GET', `/user/search?type=3,4&districtID=${areas.district}&limit=500`)).json().data as { email: string }[];
    expect(people.map((u) => u.email)).toEqual(expect.arrayContaining([DEMO.ds, DEMO.fsr]));
    expect(people).toHaveLength(inDistrict.length + 1);
    expect((await call('GET', '/user/search?type=3,9')).statusCode).toBe(422);
  });

  it('GET /user/roles answers the four role labels', async () => {
    const res = await call('GET', '/user/roles', undefined, 'ds');
    expect(res.json().data).toEqual([1, 2, 3, 4].map((id) => ({ id, name: ROLE_LABELS[id as 1] })));
  });

  it("GET /user/search: the caller's area only, for a rep themselves, their supervisor and manager", async () => {
    const emails = async (query: string, who: 'dsm' | 'ds' | 'fsr') =>
      ((await call('GET', `/user/search?limit=500${query}`, undefined, who)).json().data as { email: string }[]).map((u) => u.email).sort();
    expect(await emails('', 'fsr')).toEqual([DEMO.dsm, DEMO.ds, DEMO.fsr].sort());
    expect(await emails('&type=4', 'fsr')).toEqual([DEMO.fsr]);
    expect(await emails('&type=1', 'dsm')).toEqual([]);
    const reps = await emails('&type=4', 'ds');
    const listed = ((await call('GET', '/user?role=4&perPage=500', undefined, 'ds')).json().data as { email: string }[])
      .map((u) => u.email)
      .sort();
    expect(reps).toEqual(listed);
    expect(reps.length).toBeGreaterThan(1);
  });

  it('GET /user/search?scope=schedule: the people whose calendars the caller reads, no more', async () => {
    const emails = async (query: string, who: 'dsm' | 'ds' | 'fsr') =>
      ((await call('GET', `/user/search?limit=500${query}`, undefined, who)).json().data as { email: string }[]).map((u) => u.email).sort();
    const peopleOf = async (districts: SQL) =>
      (
        await queryRows<{ email: string }>(
          ctx.db,
          sql`select u.email from users u join territories t on t.id = u.area_id
               where u.deleted_at is null and u.role = ${ROLE.fieldSalesRep} and t.deleted_at is null and t.district_id in (${districts})`,
        )
      )
        .map((u) => u.email)
        .sort();
    // A rep reads their whole district's calendars: offered its reps, though their area holds only themselves.
    const district = await peopleOf(sql`${areas.district}`);
    expect(district.length).toBeGreaterThan(1);
    expect(await emails('&type=4&scope=schedule', 'fsr')).toEqual(district);
    expect(await emails('&type=4', 'fsr')).toEqual([DEMO.fsr]);
    expect(await emails('&type=4&scope=area', 'fsr')).toEqual([DEMO.fsr]);
    // The supervisor's and the manager's calendars are those of their district and region.
    expect(await emails('&type=4&scope=schedule', 'ds')).toEqual(district);
    expect(await emails('&type=4&scope=schedule', 'dsm')).toEqual(
      await peopleOf(sql`select id from districts where region_id = ${areas.region}`),
    );
    // Each one offered is a calendar the rep reads; a rep of another district is neither offered nor read.
    for (const res of await Promise.all(
      (await call('GET', '/user/search?type=4&scope=schedule&limit=500', undefined, 'fsr'))
        .json()
        .data.map((u: { value: number }) => call('GET', `/schedule/user/${u.value}`, undefined, 'fsr')),
    )) {
      expect(res.statusCode).toBe(200);
    }
    const [outside] = await queryRows<{ id: number; email: string }>(
      ctx.db,
      sql`select u.id, u.email from users u join territories t on t.id = u.area_id
           where u.role = ${ROLE.fieldSalesRep} and u.deleted_at is null and t.district_id <> ${areas.district} order by u.id limit 1`,
    );
    expect(await emails(`&scope=schedule&q=${encodeURIComponent(outside.email)}`, 'fsr')).toEqual([]);
    expect((await call('GET', `/schedule/user/${outside.id}`, undefined, 'fsr')).statusCode).toBe(404);
    expect((await call('GET', '/user/search?scope=everyone')).statusCode).toBe(422);
  });

  it('GET /user/{id}: 200, 404; /user/me still answers the signed-in user', async () => {
    const supervisor = (await call('GET', '/user/me', undefined, 'ds')).json().data.id;
    expect((await call('GET', `/user/${supervisor}`, undefined, 'fsr')).json().data.email).toBe(DEMO.ds);
    expect((await call('GET', '/user/1')).json().data.email).toBe(DEMO.admin);
    expect((await call('GET', '/user/99999')).statusCode).toBe(404);
    expect((await call('GET', '/user/me', undefined, 'ds')).json().data.email).toBe(DEMO.ds);
  });
});

describe('searching users', () => {
  it('finds a name typed without its accents or capitals, and with them', async () => {
    const res = await call('POST', '/user', newUser({ firstName: 'Élise', lastName: 'Brûlé-Ouellet', role: 1, areaID: null }));
    expect(res.statusCode, res.body).toBe(201);
    const email = res.json().data.email as string;
    const emails = async (q: string) =>
      ((await call('GET', `/user?q=${encodeURIComponent(q)}`)).json().data as { email: string }[]).map((u) => u.email);
    for (const q of ['elise brule', 'ÉLISE BRÛLÉ', 'Brulé-ouellet']) expect(await emails(q)).toContain(email);
    expect(await emails('alise brule')).not.toContain(email);
  });
});

describe('creating and editing users', () => {
  it('creates a user (201) who can sign in; role 4 by default', async () => {
    const body = newUser({
      role: undefined,
      areaID: undefined,
      startDate: '2024-05-06',
      phone: '613-555-0199',
      email: '  New.Rep@Example.com ',
    });
    delete body.role;
    const missingArea = await call('POST', '/user', body);
    expect(missingArea.statusCode).toBe(422);
    expect(missingArea.json().errors).toEqual({ areaID: [U.territoryRequired] });

    const vacant = (await call('GET', '/territory?q=ottawa west')).json().data[0];
    const res = await call('POST', '/user', { ...body, areaID: vacant.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'new.rep@example.com',
      role: 4,
      areaID: vacant.id,
      startDate: '2024-05-06',
      phone: '613-555-0199',
      area: { type: 'territory', name: 'Ottawa West' },
    });
    expect((await territory(vacant.id)).manager.id).toBe(res.json().data.id);
    expect((await login('new.rep@example.com', 'secret-pass')).statusCode).toBe(200);
  });

  it('names each missing field with the spec messages', async () => {
    const res = await call('POST', '/user', { role: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(U.firstNameRequired);
    expect(res.json().errors).toMatchObject({
      firstName: [U.firstNameRequired],
      lastName: [U.lastNameRequired],
      email: [U.emailRequired],
      password: [en.auth.passwordRequired],
      areaID: [U.districtRequired],
    });
    const area = async (role: number) => (await call('POST', '/user', newUser({ role: role as 2, areaID: null }))).json();
    expect((await area(2)).errors).toEqual({ areaID: [U.regionRequired] });
    expect((await area(3)).errors).toEqual({ areaID: [U.districtRequired] });
    expect((await area(4)).errors).toEqual({ areaID: [U.territoryRequired] });
    expect((await call('POST', '/user', newUser({ role: 1, areaID: null }))).statusCode).toBe(201);
  });

  it('refuses an area that does not exist, a bad e-mail, a short password, a bad role or date', async () => {
    for (const [role, message] of [
      [2, U.regionRequired],
      [3, U.districtRequired],
      [4, U.territoryRequired],
    ] as const) {
      const res = await call('POST', '/user', newUser({ role, areaID: 9999 }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.areaID).toEqual([message]);
    }
    const cases: [Partial<UserCreateBody>, string, string][] = [
      [{ email: 'nope' }, 'email', U.emailInvalid],
      [{ password: 'short' }, 'password', en.auth.passwordTooShort],
      [{ role: 7 as 1 }, 'role', U.roleInvalid],
      [{ startDate: '2024-02-30' }, 'startDate', 'Enter a real date'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/user', newUser(change));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('refuses an e-mail already in use (409)', async () => {
    const res = await call('POST', '/user', newUser({ email: 'DSM@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: U.emailTaken, errors: { email: [U.emailTaken] } });
    const other = (await call('POST', '/user', newUser())).json().data;
    const put = await call('PUT', `/user/${other.id}`, { ...newUser(), email: DEMO.ds });
    expect(put.statusCode).toBe(409);
  });

  it('updates a user (200) without touching the password; 404 for unknown', async () => {
    const created = (await call('POST', '/user', newUser())).json().data;
    const res = await call('PUT', `/user/${created.id}`, {
      firstName: 'Kim',
      lastName: 'Lee',
      email: created.email,
      role: 2,
      areaID: 7,
      password: 'ignored!!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Kim Lee', role: 2, areaID: 7, area: { type: 'region', name: 'Quebec' } });
    expect((await login(created.email, 'secret-pass')).statusCode).toBe(200);
    expect((await call('PUT', '/user/99999', newUser())).statusCode).toBe(404);
    const missing = await call('PUT', `/user/${created.id}`, { lastName: 'Lee', email: created.email, role: 1 });
    expect(missing.json()).toMatchObject({ message: U.firstNameRequired, errors: { firstName: [U.firstNameRequired] } });
  });

  it('asks before taking a territory from its manager, then moves it in one transaction', async () => {
    const north = await territory(areas.territory);
    const oldRep = north.manager.id;
    const body = newUser({ role: 4, areaID: areas.territory });
    const ask = await call('POST', '/user', body);
    expect(ask.statusCode).toBe(409);
    expect(ask.json().code).toBe('MANAGER_HAS_TERRITORY');
    expect(ask.json().message).toContain('Ottawa North');
    expect(ask.json().message).toContain('Riley Fraser');
    expect(ask.json()).toMatchObject({
      messageKey: 'masterData.users.territoryHasManager',
      params: { territory: 'Ottawa North', manager: 'Riley Fraser' },
    });
    expect((await call('GET', `/user?q=${encodeURIComponent(body.email)}`)).json().meta.total).toBe(0);

    const ok = await call('POST', '/user', { ...body, confirmReassign: true });
    expect(ok.statusCode).toBe(201);
    const newRep = ok.json().data.id;
    expect((await territory(areas.territory)).manager.id).toBe(newRep);
    expect((await call('GET', `/user/${oldRep}`)).json().data.areaID).toBeNull();

    // Riley takes Ottawa North back through an edit; the new rep is left without territory.
    const riley = (await call('GET', `/user/${oldRep}`)).json().data;
    const back = { firstName: riley.firstName, lastName: riley.lastName, email: riley.email, role: 4, areaID: areas.territory };
    expect((await call('PUT', `/user/${oldRep}`, back)).json().code).toBe('MANAGER_HAS_TERRITORY');
    expect((await call('PUT', `/user/${oldRep}`, { ...back, confirmReassign: true })).statusCode).toBe(200);
    expect((await territory(areas.territory)).manager.id).toBe(oldRep);
    expect((await call('GET', `/user/${newRep}`)).json().data.areaID).toBeNull();
  });

  it('a rep moved to another role frees their territory', async () => {
    const kanata = (await call('POST', '/territory', { name: 'Kanata', districtID: areas.district })).json().data;
    const rep = (await call('POST', '/user', newUser({ role: 4, areaID: kanata.id }))).json().data;
    expect((await territory(kanata.id)).manager.id).toBe(rep.id);
    const res = await call('PUT', `/user/${rep.id}`, {
      firstName: rep.firstName,
      lastName: rep.lastName,
      email: rep.email,
      role: 3,
      areaID: areas.district,
    });
    expect(res.statusCode).toBe(200);
    expect((await territory(kanata.id)).manager).toBeNull();
  });
});

describe('deleting users', () => {
  it('soft-deletes (204): signed out, cannot sign in, territory freed, e-mail reusable', async () => {
    const kanata = (await call('POST', '/territory', { name: 'Stittsville', districtID: areas.district })).json().data;
    const body = newUser({ role: 4, areaID: kanata.id });
    const rep = (await call('POST', '/user', body)).json().data;
    const session = await signIn(ctx.app, body.email, body.password);
    const res = await call('DELETE', `/user/${rep.id}`);
    expect(res.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: session.headers })).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await territory(kanata.id)).manager).toBeNull();
    expect((await call('GET', `/user/${rep.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/${rep.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/user?q=${encodeURIComponent(body.email)}`)).json().meta.total).toBe(0);
    expect((await call('POST', '/user', { ...body, role: 1 })).statusCode).toBe(201);
  });

  it('an admin cannot delete themselves (409)', async () => {
    const me = (await call('GET', '/user/me')).json().data;
    const res = await call('DELETE', `/user/${me.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(U.cannotDeleteSelf);
  });
});

describe('passwords', () => {
  it('an admin resets a password: the old one and old sessions stop working', async () => {
    const body = newUser();
    const user = (await call('POST', '/user', body)).json().data;
    const session = await signIn(ctx.app, body.email, body.password);
    const versionOf = async () => (await call('GET', `/user/${user.id}`)).json().data.version as string;
    const opened = await versionOf();
    const res = await call('PUT', `/user/${user.id}/password`, { id: user.id, password: 'brand-new-1' });
    expect(res.statusCode).toBe(200);
    // No user form holds a password: one opened before saves on the version it read.
    expect(await versionOf()).toBe(opened);
    const edit = await call('PUT', `/user/${user.id}`, { ...body, firstName: 'Renamed' }, 'admin', { 'if-match': `"${opened}"` });
    expect(edit.statusCode).toBe(200);
    expect(res.json().data.message).toBe(U.passwordReset);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect((await login(body.email, 'brand-new-1')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: session.headers })).statusCode).toBe(401);
  });

  it('refuses a missing or short password, a mismatched id, an unknown user', async () => {
    expect((await call('PUT', '/user/3/password', {})).json()).toMatchObject({
      message: en.auth.passwordRequired,
      errors: { password: [en.auth.passwordRequired] },
    });
    expect((await call('PUT', '/user/3/password', { password: 'short' })).json().message).toBe(en.auth.passwordTooShort);
    const mismatch = await call('PUT', '/user/3/password', { id: 4, password: 'long-enough' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.id).toEqual([U.idMismatch]);
    expect((await call('PUT', '/user/99999/password', { password: 'long-enough' })).statusCode).toBe(404);
  });

  it('My Account: any user changes their own password with the current one; this session stays', async () => {
    const body = newUser({ role: 2, areaID: 2 });
    await call('POST', '/user', body);
    const mine = await signIn(ctx.app, body.email, body.password);
    const other = await signIn(ctx.app, body.email, body.password);
    const put = (payload: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me/password', headers: mine.headers, payload: payload as object });

    const wrong = await put({ currentPassword: 'nope', password: 'another-pass' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.currentPassword).toEqual([U.currentPasswordWrong]);
    expect((await put({ password: 'another-pass' })).json().errors.currentPassword).toEqual([U.currentPasswordRequired]);
    expect((await put({ currentPassword: body.password })).json().errors.password).toEqual([en.auth.passwordRequired]);

    const ok = await put({ currentPassword: body.password, password: 'another-pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe(U.passwordReset);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: mine.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: other.headers })).statusCode).toBe(401);
    expect((await login(body.email, 'another-pass')).statusCode).toBe(200);
    expect((await call('PUT', '/user/me/password', { currentPassword: 'x', password: 'yyyyyyyy' }, 'nobody')).statusCode).toBe(401);
  });
});

describe('access and malformed input', () => {
  it('403 for every other role, 401 without a token, on every admin call', async () => {
    for (const who of [...NON_ADMINS, 'nobody'] as const) {
      const expected = who === 'nobody' ? 401 : 403;
      expect((await call('POST', '/user', newUser(), who)).statusCode).toBe(expected);
      expect((await call('PUT', '/user/2', newUser(), who)).statusCode).toBe(expected);
      expect((await call('DELETE', '/user/2', undefined, who)).statusCode).toBe(expected);
      expect((await call('PUT', '/user/2/password', { password: 'long-enough' }, who)).statusCode).toBe(expected);
    }
    for (const url of ['/user/search', '/user/roles', '/user/1']) {
      expect((await call('GET', url, undefined, 'nobody')).statusCode, url).toBe(401);
    }
  });

  it('answers 4xx, never 5xx', async () => {
    const bad = [
      JSON.stringify({ ...newUser(), areaID: 2 ** 40 }),
      JSON.stringify({ ...newUser(), role: '4' }),
      JSON.stringify({ ...newUser(), startDate: '2024-99-01' }),
    ];
    const cases = [
      ...[...MALFORMED_BODIES, ...bad].flatMap(
        (body) =>
          [
            ['POST', '/user', body],
            ['PUT', '/user/2', body],
          ] as const,
      ),
      ...[...MALFORMED_BODIES, JSON.stringify({ password: 12345678 })].flatMap(
        (body) =>
          [
            ['PUT', '/user/2/password', body],
            ['PUT', '/user/me/password', body],
          ] as const,
      ),
    ];
    for (const [method, url, body] of cases) {
      const res = await call.raw(method, url, body);
      expect(res.statusCode, `${method} ${url} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url} ${body}`).toBeLessThan(500);
    }
  });
});

/** An admin of its own: no area, so the area rules play no part. */
const adminBody = () => newUser({ role: 1, areaID: null });

describe('sessions and reset links of deleted users and changed passwords', () => {
  const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
  const useLink = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/user/password/${token}`, payload: { password } });
  /** Asks for a reset link and answers its token; the mail follows the answer. */
  async function resetToken(email: string): Promise<string> {
    const since = ctx.outbox.length;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/reset_password', payload: { email } });
    expect(res.statusCode).toBe(200);
    const mail = () => ctx.outbox.slice(since).find((m) => m.to === email);
    await expect.poll(mail).toBeDefined();
    const token = /\/password\/([\w-]+)/.exec(mail()?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  it('deleting a user revokes every session of theirs', async () => {
    const body = adminBody();
    const user = (await call('POST', '/user', body)).json().data;
    await signIn(ctx.app, body.email, body.password);
    await signIn(ctx.app, body.email, body.password);
    expect((await call('DELETE', `/user/${user.id}`)).statusCode).toBe(204);
    const theirs = await ctx.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(theirs).toHaveLength(2);
    expect(theirs.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it("a deleted user's token is refused even while its session is live", async () => {
    const body = adminBody();
    const user = (await call('POST', '/user', body)).json().data;
    const session = await signIn(ctx.app, body.email, body.password);
    // Deleted behind the API's back: the session row stays live, only the user's deletion refuses it.
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const live = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
    // /user/roles does not load the user again: only the session lookup can refuse it.
    const roles = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/roles', headers: session.headers });
    expect(roles.statusCode).toBe(401);
    expect((await me(session.headers)).statusCode).toBe(401);
  });

  it('deleting a user voids their reset links', async () => {
    const body = adminBody();
    const user = (await call('POST', '/user', body)).json().data;
    const token = await resetToken(body.email);
    expect((await call('DELETE', `/user/${user.id}`)).statusCode).toBe(204);
    expect((await useLink(token, 'after-deletion')).statusCode).toBe(404);
  });

  it("an admin setting a user's password voids the user's reset links", async () => {
    const body = adminBody();
    const user = (await call('POST', '/user', body)).json().data;
    const token = await resetToken(body.email);
    expect((await call('PUT', `/user/${user.id}/password`, { password: 'set-by-admin' })).statusCode).toBe(200);
    expect((await useLink(token, 'old-link-pass')).statusCode).toBe(404);
    expect((await login(body.email, 'set-by-admin')).statusCode).toBe(200);
  });

  it('changing the password in My Account voids the reset links', async () => {
    const body = adminBody();
    await call('POST', '/user', body);
    const session = await signIn(ctx.app, body.email, body.password);
    const token = await resetToken(body.email);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/password',
      headers: session.headers,
      payload: { currentPassword: body.password, password: 'changed-myself' },
    });
    expect(put.statusCode).toBe(200);
    expect((await useLink(token, 'old-link-pass')).statusCode).toBe(404);
    expect((await login(body.email, 'changed-myself')).statusCode).toBe(200);
  });
});

describe('My Account password throttle', () => {
  it(`after ${ACCOUNT_ATTEMPT_LIMIT} wrong current passwords, answers 429 with Retry-After, even to the right one`, async () => {
    const body = adminBody();
    await call('POST', '/user', body);
    const session = await signIn(ctx.app, body.email, body.password);
    const put = (currentPassword: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user/me/password',
        headers: session.headers,
        payload: { currentPassword, password: 'a-new-password' },
      });
    for (let i = 0; i < ACCOUNT_ATTEMPT_LIMIT; i += 1) {
      expect((await put(`guess-${i}`)).json().errors.currentPassword).toEqual([U.currentPasswordWrong]);
    }
    const res = await put(body.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: en.auth.accountLocked.replace('{{minutes}}', '15'),
      messageKey: 'auth.accountLocked',
      params: { minutes: 15 },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Counted per user: another user's change goes through.
    const other = adminBody();
    await call('POST', '/user', other);
    const theirs = await signIn(ctx.app, other.email, other.password);
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/password',
      headers: theirs.headers,
      payload: { currentPassword: other.password, password: 'a-new-password' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('the right current password clears the wrong ones before it', async () => {
    const body = adminBody();
    await call('POST', '/user', body);
    const session = await signIn(ctx.app, body.email, body.password);
    const put = (currentPassword: string, password: string) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me/password', headers: session.headers, payload: { currentPassword, password } });
    for (let i = 0; i < ACCOUNT_ATTEMPT_LIMIT - 1; i += 1) expect((await put(`guess-${i}`, 'a-new-password')).statusCode).toBe(422);
    expect((await put(body.password, 'second-password')).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_ATTEMPT_LIMIT - 1; i += 1) expect((await put(`guess-${i}`, 'a-new-password')).statusCode).toBe(422);
    expect((await put('second-password', 'third-password')).statusCode).toBe(200);
  });
});

describe('language', () => {
  it("PUT /user/me/language stores the signed-in user's language; /user/me and the sign-in answer carry it", async () => {
    const created = await call('POST', '/user', newUser());
    expect(created.statusCode).toBe(201);
    expect(created.json().data.language).toBe('en');
    const { email } = created.json().data as { email: string };
    const { headers } = await signIn(ctx.app, email, 'secret-pass');
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    expect((await me()).json().data.language).toBe('en');

    const put = (language: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me/language', headers, payload: { language } });
    const res = await put('fr');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual((await me()).json().data);
    expect(res.json().data).toMatchObject({ email, language: 'fr' });
    expect((await login(email, 'secret-pass')).json().data.user.language).toBe('fr');

    for (const bad of ['de', '', 'FR', null]) {
      const refused = await put(bad);
      expect(refused.statusCode, String(bad)).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', errors: { language: [en.errors.validation] } });
    }
    expect((await me()).json().data.language).toBe('fr');
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me/language', payload: { language: 'fr' } })).statusCode).toBe(401);
  });

  it("an admin sets a user's language on create and edit; an edit without it keeps it", async () => {
    const created = (await call('POST', '/user', newUser({ language: 'fr' }))).json().data;
    expect(created.language).toBe('fr');
    const { id, firstName, lastName, email } = created as { id: number; firstName: string; lastName: string; email: string };
    const edit = { firstName, lastName, email, role: 3, areaID: areas.district };
    expect((await call('PUT', `/user/${id}`, edit)).json().data.language).toBe('fr');
    expect((await call('PUT', `/user/${id}`, { ...edit, language: 'en' })).json().data.language).toBe('en');
    expect((await call('PUT', `/user/${id}`, { ...edit, language: 'es' })).statusCode).toBe(422);
  });

  it("mails the password reset link in the user's language", async () => {
    const french = (await call('POST', '/user', newUser({ language: 'fr' }))).json().data as { email: string; name: string };
    const english = (await call('POST', '/user', newUser())).json().data as { email: string; name: string };
    const since = ctx.outbox.length;
    for (const { email } of [french, english]) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/reset_password', payload: { email } })).statusCode).toBe(200);
    }
    const mailTo = (email: string) => ctx.outbox.slice(since).find((m) => m.to === email);
    await expect.poll(() => mailTo(french.email) && mailTo(english.email)).toBeDefined();
    const link = /http:\/\/fieldops\.test\/password\/[\w-]+/;
    const inFrench = mailTo(french.email)!;
    expect(inFrench.subject).toBe(fr.auth.resetMailSubject);
    expect(inFrench.text).toBe(interpolate(fr.auth.resetMailBody, { name: french.name, link: link.exec(inFrench.text)![0] }));
    const inEnglish = mailTo(english.email)!;
    expect(inEnglish.subject).toBe(en.auth.resetMailSubject);
    expect(inEnglish.text).toBe(interpolate(en.auth.resetMailBody, { name: english.name, link: link.exec(inEnglish.text)![0] }));
  });

  it('a refused form names each message by its catalog key, beside the English texts', async () => {
    const res = await call('POST', '/user', { ...newUser(), firstName: '', email: 'not-an-email', password: 'short', role: 9 });
    expect(res.statusCode).toBe(422);
    const body = res.json() as ApiErrorBody;
    expect(body).toMatchObject({
      code: 'VALIDATION',
      errors: { firstName: [U.firstNameRequired], email: [U.emailInvalid], password: [en.auth.passwordTooShort], role: [U.roleInvalid] },
      fieldKeys: {
        firstName: ['masterData.users.firstNameRequired'],
        password: ['auth.passwordTooShort'],
        role: ['masterData.users.roleInvalid'],
      },
    });
    // A wording the catalog holds under several keys is named by one of them: the same English text.
    for (const [field, messages] of Object.entries(body.errors ?? {})) {
      expect(
        body.fieldKeys?.[field]?.map((key) => translate('en', key)),
        field,
      ).toEqual(messages);
    }
    expect(translate('en', body.messageKey ?? '')).toBe(body.message);
    expect(body.fieldParams).toBeUndefined();
  });
});
