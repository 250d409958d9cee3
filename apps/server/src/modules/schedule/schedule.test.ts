import { en, ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { DEMO } from '../../test/helpers.js';
import { MALFORMED_BODIES, type Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const S = en.schedule;
const { ctx, call } = useTestApp();

let areas: DemoAreas;
/** People of the demo data, by where they stand from the demo accounts. */
const ids = { fsr: 0, ds: 0, dsm: 0, neighbour: 0, regionRep: 0, farRep: 0, otherDistrict: 0, farDistrict: 0 };
const RANGE = 'start=2030-03-01&end=2030-03-31';

const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(ctx.db, query))[0].id;
beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  const idOf = (email: string) => one(sql`select id from users where email = ${email}`);
  [ids.fsr, ids.ds, ids.dsm] = [await idOf(DEMO.fsr), await idOf(DEMO.ds), await idOf(DEMO.dsm)];
  ids.neighbour = await one(sql`select manager_id as id from territories where id = ${areas.neighbourTerritory}`);
  ids.otherDistrict = await one(
    sql`select id from districts where region_id = ${areas.region} and id <> ${areas.district} order by id limit 1`,
  );
  ids.farDistrict = await one(sql`select id from districts where region_id <> ${areas.region} order by id limit 1`);
  const repOf = (district: number) =>
    one(sql`select u.id from users u join territories t on t.id = u.area_id
             where u.role = ${ROLE.fieldSalesRep} and t.district_id = ${district} and u.deleted_at is null order by u.id limit 1`);
  ids.regionRep = await repOf(ids.otherDistrict);
  ids.farRep = await repOf(ids.farDistrict);
});

const post = (body: object, who: Who = 'admin') => call('POST', '/schedule', body, who);
/** An entry made by the admin for someone, on a day of March 2030 (no demo entry falls there). */
const entryFor = async (userID: number, date = '2030-03-12', notes = 'Planned') => {
  const res = await post({ date, scheduleTypeID: 1, notes, userID });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; date: string; user: { id: number } };
};
const usersIn = (res: { json(): { data: { user: { id: number } }[] } }) => new Set(res.json().data.map((e) => e.user.id));
const entryCount = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from schedule_entries`))[0].n;

describe('reading the schedule of a district', () => {
  it('answers the entries of its supervisor and reps, in the range, by day', async () => {
    await entryFor(ids.fsr, '2030-03-02');
    await entryFor(ids.neighbour, '2030-03-01');
    await entryFor(ids.ds, '2030-03-31');
    await entryFor(ids.regionRep, '2030-03-05');
    await entryFor(ids.farRep, '2030-03-06');
    await entryFor(ids.fsr, '2030-04-01');
    const res = await call('GET', `/district/${areas.district}/schedule?${RANGE}`, undefined, 'ds');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { date: string; notes: string; scheduleTypeID: number; user: { id: number; name: string } }[];
    expect(data.map((e) => [e.date, e.user.id])).toEqual([
      ['2030-03-01', ids.neighbour],
      ['2030-03-02', ids.fsr],
      ['2030-03-31', ids.ds],
    ]);
    expect(data[1]).toMatchObject({ notes: 'Planned', scheduleTypeID: 1, user: { id: ids.fsr, name: 'Riley Fraser' } });
  });

  it('is read by the district’s rep (their neighbours too), its supervisor, the region’s manager and admins', async () => {
    for (const who of ['fsr', 'ds', 'dsm', 'admin'] as const) {
      const res = await call('GET', `/district/${areas.district}/schedule?${RANGE}`, undefined, who);
      expect(res.statusCode, who).toBe(200);
      expect(usersIn(res), who).toEqual(new Set([ids.fsr, ids.neighbour, ids.ds]));
    }
  });

  it('answers outside the area the 404 of an unknown district', async () => {
    const missing = await call('GET', `/district/2147483647/schedule?${RANGE}`, undefined, 'ds');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(en.masterData.districts.notFound);
    for (const [who, district] of [
      ['fsr', ids.otherDistrict],
      ['ds', ids.otherDistrict],
      ['dsm', ids.farDistrict],
    ] as const) {
      const res = await call('GET', `/district/${district}/schedule?${RANGE}`, undefined, who);
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await call('GET', `/district/${ids.farDistrict}/schedule?${RANGE}`)).statusCode).toBe(200);
  });

  it('without a range answers the current month; the demo calendar has entries there', async () => {
    const res = await call('GET', `/district/${areas.district}/schedule`, undefined, 'fsr');
    expect(res.statusCode).toBe(200);
    const dates = (res.json().data as { date: string }[]).map((e) => e.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBe(1);
  });

  it('refuses a bad range with 422 and its reason', async () => {
    const bad = async (query: string) => {
      const res = await call('GET', `/district/${areas.district}/schedule?${query}`);
      expect(res.statusCode, query).toBe(422);
      return res.json().message as string;
    };
    expect(await bad('start=2030-03-10&end=2030-03-01')).toBe(S.rangeOrder);
    expect(await bad('start=2030-01-01&end=2031-06-01')).toBe(S.rangeTooLong.replace('{{days}}', '366'));
    expect(await bad('start=2030-02-30')).toBe('Enter a real date');
    expect(await bad('start=0000-01-01&end=0000-01-02')).toBe('Enter a date between 2000 and 2100');
    await bad('start=March');
  });
});

describe('reading the schedule of the whole area', () => {
  it('answers every calendar the caller reads: their district, the manager’s region, everyone for admins', async () => {
    const seen = async (who: Who) => usersIn(await call('GET', `/schedule?${RANGE}`, undefined, who));
    const district = new Set([ids.fsr, ids.neighbour, ids.ds]);
    expect(await seen('fsr')).toEqual(district);
    expect(await seen('ds')).toEqual(district);
    expect(await seen('dsm')).toEqual(new Set([...district, ids.regionRep]));
    expect(await seen('admin')).toEqual(new Set([...district, ids.regionRep, ids.farRep]));
    expect((await call('GET', '/schedule?start=2030-03-02&end=2030-03-02', undefined, 'fsr')).json().data).toHaveLength(1);
  });
});

describe('reading the schedule of one person', () => {
  it('is read by whoever reads the person’s district calendar, and by the person', async () => {
    const ok: [Who, number][] = [
      ['fsr', ids.fsr],
      ['fsr', ids.neighbour],
      ['fsr', ids.ds],
      ['ds', ids.fsr],
      ['dsm', ids.regionRep],
      ['dsm', ids.dsm],
      ['admin', ids.farRep],
    ];
    for (const [who, id] of ok) {
      const res = await call('GET', `/schedule/user/${id}?${RANGE}`, undefined, who);
      expect(res.statusCode, `${who} → ${id}`).toBe(200);
      expect([...usersIn(res)].every((u) => u === id)).toBe(true);
    }
    const own = await call('GET', `/schedule/user/${ids.fsr}?${RANGE}`, undefined, 'fsr');
    expect(own.json().data.map((e: { date: string }) => e.date)).toEqual(['2030-03-02']);
  });

  it('answers 404 for people outside the area, as for an unknown id', async () => {
    const missing = await call('GET', '/schedule/user/2147483647', undefined, 'fsr');
    expect(missing.statusCode).toBe(404);
    const outside: [Who, number][] = [
      ['fsr', ids.regionRep],
      ['fsr', ids.dsm],
      ['ds', ids.regionRep],
      ['dsm', ids.farRep],
    ];
    for (const [who, id] of outside) {
      const res = await call('GET', `/schedule/user/${id}`, undefined, who);
      expect(res.statusCode, `${who} → ${id}`).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });
});

describe('writing entries', () => {
  it('a rep adds to their own calendar, moves and deletes their entry', async () => {
    const created = await post({ date: '2030-05-04', scheduleTypeID: 2, notes: '  Call the store  ' }, 'fsr');
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json().data;
    expect(entry).toMatchObject({ date: '2030-05-04', scheduleTypeID: 2, notes: 'Call the store', user: { id: ids.fsr } });
    const moved = await call('PUT', `/schedule/${entry.id}`, { date: '2030-05-07', scheduleTypeID: 2, notes: 'Call the store' }, 'fsr');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: entry.id, date: '2030-05-07', user: { id: ids.fsr } });
    expect((await post({ date: '2030-05-05', scheduleTypeID: 3, userID: ids.fsr }, 'fsr')).statusCode).toBe(201);
    expect((await call('DELETE', `/schedule/${entry.id}`, undefined, 'fsr')).statusCode).toBe(204);
    const left = await call('GET', `/schedule/user/${ids.fsr}?start=2030-05-01&end=2030-05-31`, undefined, 'fsr');
    expect(left.json().data.map((e: { date: string }) => e.date)).toEqual(['2030-05-05']);
    expect((await call('DELETE', `/schedule/${entry.id}`, undefined, 'fsr')).statusCode).toBe(404);
  });

  it('a rep or supervisor changes no one else’s entries: 403 for those they read, 404 for the rest', async () => {
    const neighbours = await entryFor(ids.neighbour, '2030-06-01');
    const reps = await entryFor(ids.fsr, '2030-06-02');
    const far = await entryFor(ids.regionRep, '2030-06-03');
    const body = { date: '2030-06-09', scheduleTypeID: 1 };
    const before = await entryCount();
    const expectations: [Who, 'PUT' | 'DELETE', number, number][] = [
      ['fsr', 'PUT', neighbours.id, 403],
      ['fsr', 'DELETE', neighbours.id, 403],
      ['ds', 'PUT', reps.id, 403],
      ['ds', 'DELETE', reps.id, 403],
      ['fsr', 'PUT', far.id, 404],
      ['ds', 'DELETE', far.id, 404],
    ];
    for (const [who, method, id, status] of expectations) {
      const res = await call(method, `/schedule/${id}`, method === 'PUT' ? body : undefined, who);
      expect(res.statusCode, `${who} ${method} ${id}`).toBe(status);
      if (status === 403) expect(res.json().message).toBe(S.ownOnly);
    }
    const forOther = await post({ ...body, userID: ids.neighbour }, 'fsr');
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(S.ownOnly);
    expect((await post({ ...body, userID: 2147483647 }, 'ds')).statusCode).toBe(403);
    const moveAway = await call('PUT', `/schedule/${reps.id}`, { ...body, userID: ids.neighbour }, 'fsr');
    expect(moveAway.statusCode).toBe(403);
    expect((await call('POST', '/schedule', body, 'dsm')).statusCode).toBe(403);
    expect(await entryCount()).toBe(before);
    const stored = await call('GET', `/schedule/user/${ids.neighbour}?start=2030-06-01&end=2030-06-30`, undefined, 'fsr');
    expect(stored.json().data.map((e: { date: string }) => e.date)).toEqual(['2030-06-01']);
  });

  it('a supervisor writes their own calendar', async () => {
    const res = await post({ date: '2030-07-01', scheduleTypeID: 4 }, 'ds');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ notes: '', user: { id: ids.ds } });
  });

  it('an admin writes anyone’s entries, and may give one to another rep; only reps and supervisors have calendars', async () => {
    const entry = await entryFor(ids.farRep, '2030-08-01');
    const moved = await call('PUT', `/schedule/${entry.id}`, { date: '2030-08-02', scheduleTypeID: 5, userID: ids.regionRep });
    expect(moved.json().data).toMatchObject({ date: '2030-08-02', scheduleTypeID: 5, user: { id: ids.regionRep } });
    const kept = await call('PUT', `/schedule/${entry.id}`, { date: '2030-08-03', scheduleTypeID: 5 });
    expect(kept.json().data.user.id).toBe(ids.regionRep);
    for (const userID of [undefined, ids.dsm, 2147483647]) {
      const res = await post({ date: '2030-08-05', scheduleTypeID: 1, userID });
      expect(res.statusCode, String(userID)).toBe(422);
      expect(res.json().errors).toEqual({ userID: [S.notPlannable] });
    }
    expect((await call('DELETE', `/schedule/${entry.id}`)).statusCode).toBe(204);
  });

  it('tells the owner when an admin adds, changes, gives away or removes their entry; their own changes tell no one', async () => {
    const messages = async (who: Who) =>
      ((await call('GET', '/notification', undefined, who)).json().data as { subject: string; message: string }[])
        .filter((n) => n.subject === S.notify.subject && n.message.includes('2030-10-'))
        .map((n) => n.message);
    const own = await post({ date: '2030-10-01', scheduleTypeID: 1 }, 'fsr');
    await call('DELETE', `/schedule/${own.json().data.id}`, undefined, 'fsr');
    expect(await messages('fsr')).toEqual([]);
    const entry = await entryFor(ids.fsr, '2030-10-02');
    await call('PUT', `/schedule/${entry.id}`, { date: '2030-10-03', scheduleTypeID: 1, userID: ids.fsr });
    await call('PUT', `/schedule/${entry.id}`, { date: '2030-10-04', scheduleTypeID: 1, userID: ids.ds });
    await call('DELETE', `/schedule/${entry.id}`);
    expect((await messages('fsr')).sort()).toEqual(
      [
        S.notify.added.replace('{{date}}', '2030-10-02'),
        S.notify.changed.replace('{{date}}', '2030-10-03'),
        S.notify.removed.replace('{{date}}', '2030-10-03'),
      ].sort(),
    );
    expect((await messages('ds')).sort()).toEqual(
      [S.notify.added.replace('{{date}}', '2030-10-04'), S.notify.removed.replace('{{date}}', '2030-10-04')].sort(),
    );
  });

  it('validates with the contract: missing fields, unknown type, long notes, bad dates, malformed bodies', async () => {
    const before = await entryCount();
    const missing = await post({ notes: 'x' }, 'fsr');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(en.masterData.someFieldsRequired);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['date', 'scheduleTypeID']);
    const blankDate = await post({ date: '', scheduleTypeID: 1 }, 'fsr');
    expect(blankDate.json().errors.date).toEqual([S.fields.date]);
    const unknownType = await post({ date: '2030-09-01', scheduleTypeID: 9 }, 'fsr');
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toEqual({ scheduleTypeID: [S.typeNotFound] });
    for (const body of [
      { date: '2030-09-01', scheduleTypeID: 1, notes: 'a'.repeat(1001) },
      { date: '2030-02-30', scheduleTypeID: 1 },
      { date: '1999-12-31', scheduleTypeID: 1 },
      { date: '2030-09-01', scheduleTypeID: 1.5 },
      { date: '2030-09-01', scheduleTypeID: 2 ** 40 },
      { date: 20300901, scheduleTypeID: 1 },
    ]) {
      expect((await post(body, 'fsr')).statusCode, JSON.stringify(body)).toBe(422);
    }
    for (const raw of MALFORMED_BODIES) {
      const res = await call.raw('POST', '/schedule', raw, 'fsr');
      expect(res.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
    expect((await call('PUT', '/schedule/abc', { date: '2030-09-01', scheduleTypeID: 1 }, 'fsr')).statusCode).toBeLessThan(500);
    expect((await call('PUT', '/schedule/2147483647', { date: '2030-09-01', scheduleTypeID: 1 }, 'fsr')).statusCode).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it('401 without a token', async () => {
    for (const [method, url] of [
      ['GET', `/district/${1}/schedule`],
      ['GET', '/schedule/user/1'],
      ['POST', '/schedule'],
      ['GET', '/schedule/feed'],
      ['POST', '/schedule/feed'],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, 'nobody')).statusCode, url).toBe(401);
    }
  });
});
