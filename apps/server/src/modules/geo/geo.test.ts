import { addDays, dateIn, en, GEO_PAGE_SIZE_OPTIONS, geoSummaryWeeks, mondayOf, PROVINCES, provinceById, ROLE } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectRounded } from '../../test/expect-rounded.js';
import { DEMO } from '../../test/helpers.js';
import type { Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Geo tracking (spec 2 §2, §7). Expected figures come from plain SQL over the demo visits — the
 * weekly averages from the dashboards' own aggregate `visit_stats` (filled by its triggers), so the
 * geo screens and the dashboards keep one definition of a week and of hours in store.
 */
const { ctx, call } = useTestApp();

type Person = { id: number; role: number; area_id: number | null };
const people = {} as Record<Exclude<Who, 'nobody'>, Person>;
let today: string;

/** The ids a role may follow, by plain SQL: a rep themself, a DS their district's reps, a DSM their region's reps and DSs. */
function scopeOf(who: Exclude<Who, 'nobody'>): SQL {
  const me = people[who];
  if (who === 'admin') return sql`select id from users where deleted_at is null`;
  if (who === 'fsr') return sql`select ${me.id}::int`;
  const territories =
    who === 'ds'
      ? sql`select id from territories where district_id = ${me.area_id}`
      : sql`select t.id from territories t join districts d on d.id = t.district_id where d.region_id = ${me.area_id}`;
  const supervisors = who === 'dsm' ? sql`or (role = 3 and area_id in (select id from districts where region_id = ${me.area_id}))` : sql``;
  return sql`select id from users where deleted_at is null and (id = ${me.id} or (role = 4 and area_id in (${territories})) ${supervisors})`;
}

beforeAll(async () => {
  for (const who of ['admin', 'dsm', 'ds', 'fsr'] as const) {
    [people[who]] = await queryRows<Person>(ctx.db, sql`select id, role, area_id from users where email = ${DEMO[who]}`);
  }
  today = dateIn(ctx.app.config.tzOrg);
});

const get = async (url: string, who: Who = 'admin') => {
  const res = await call('GET', url, undefined, who);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};

describe('GET /geoitem/weeks', () => {
  it.each(['admin', 'ds', 'fsr'] as const)('lists the Mondays of the weeks with visits of the %s area, newest first', async (who) => {
    const expected = await queryRows<{ week: string }>(
      ctx.db,
      sql`select distinct to_char(date_trunc('week', day), 'YYYY-MM-DD') as week from visit_stats
           where user_id in (${scopeOf(who)}) order by 1 desc`,
    );
    const { data } = await get('/geoitem/weeks', who);
    expect(expected.length).toBeGreaterThan(10);
    // visit_stats holds closed visits; the demo has no open one.
    expect(data.map((w: { week: string }) => w.week)).toEqual(expected.map((r) => r.week));
    expect(data[0].label).toMatch(/^[A-Z][a-z]{2} \d{1,2} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('names the weeks in the reader language', async () => {
    expect((await call('PUT', '/user/me/language', { language: 'fr' }, 'fsr')).statusCode).toBe(200);
    try {
      const { data } = await get('/geoitem/weeks', 'fsr');
      for (const { label } of data) expect(label).toMatch(/^\d{1,2} [a-zéû]+\.? – \d{1,2} [a-zéû]+\.? \d{4}$/);
      const week = await call('GET', `/geoitem/user/${people.fsr.id}/week/2026-11-30`, undefined, 'fsr');
      expect(week.json().meta.label).toBe('30 nov. – 6 déc. 2026');
    } finally {
      await call('PUT', '/user/me/language', { language: 'en' }, 'fsr');
    }
  });
});

describe('GET /geoitem/weeklySummary', () => {
  it.each(['admin', 'dsm', 'ds', 'fsr'] as const)('gives the mean hours per rep-day of the last 12 weeks of the %s area', async (who) => {
    const rows = await queryRows<{ week: string; us: number; rep_days: number }>(
      ctx.db,
      sql`select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, sum(visit_us)::float8 as us,
                 count(distinct (user_id, day))::int as rep_days
            from visit_stats where user_id in (${scopeOf(who)}) group by 1`,
    );
    const byWeek = new Map(rows.map((r) => [r.week, r]));
    const { data, meta } = await get('/geoitem/weeklySummary', who);
    expect(data.map((p: { week: string }) => p.week)).toEqual(geoSummaryWeeks(today));
    expect(data).toHaveLength(12);
    let withDays = 0;
    for (const point of data) {
      const r = byWeek.get(point.week);
      expect(point.repDays, point.week).toBe(r?.rep_days ?? 0);
      expectRounded(point.hours, r ? r.us / 3.6e9 / r.rep_days : 0, 2, point.week);
      if (point.repDays > 0) withDays += 1;
    }
    expect(withDays).toBeGreaterThan(8);
    const points = data.filter((p: { repDays: number }) => p.repDays > 0).map((p: { hours: number }) => p.hours);
    expectRounded(meta.average, points.reduce((a: number, b: number) => a + b, 0) / points.length, 2);
  });
});

describe('GET /geoitem/topUsers', () => {
  const expectedUsers = async (who: Exclude<Who, 'nobody'>, from: string, to: string) =>
    queryRows<{ user_id: number; visits: number; us: number; stores: number }>(
      ctx.db,
      sql`select vs.user_id, sum(vs.visits)::int as visits, sum(vs.visit_us)::float8 as us,
                 (select count(distinct v.store_id)::int from visits v join stores s on s.id = v.store_id
                   where v.user_id = vs.user_id and v.checkout_at is not null
                     and (v.checkin_at at time zone province_time_zone(s.province))::date between ${from}::date and ${to}::date) as stores
            from visit_stats vs where vs.user_id in (${scopeOf(who)}) and vs.day between ${from}::date and ${to}::date
           group by vs.user_id`,
    );

  it.each(['admin', 'dsm', 'ds', 'fsr'] as const)(
    'pages the %s area’s people with visits in the last 12 weeks, most hours first',
    async (who) => {
      const weeks = geoSummaryWeeks(today);
      const expected = await expectedUsers(who, weeks[0], addDays(weeks[11], 6));
      const page = await get('/geoitem/topUsers?perPage=100', who);
      expect(page.meta).toEqual({ page: 1, perPage: 100, total: expected.length });
      expect(expected.length).toBeGreaterThan(0);
      if (who === 'fsr') expect(page.data.map((u: { id: number }) => u.id)).toEqual([people.fsr.id]);
      const byId = new Map(expected.map((e) => [e.user_id, e]));
      for (const row of page.data) {
        const e = byId.get(row.id)!;
        expect(e, `user ${row.id} is in the area`).toBeDefined();
        expect(row.visits).toBe(e.visits);
        expect(row.stores).toBe(e.stores);
        expectRounded(row.hours, e.us / 3.6e9, 2);
      }
      const hours = page.data.map((u: { hours: number }) => u.hours);
      expect(hours).toEqual([...hours].sort((a, b) => b - a));
    },
  );

  it('filters by one week, and searches names', async () => {
    const week = mondayOf(addDays(today, -7));
    const expected = await expectedUsers('dsm', week, addDays(week, 6));
    const page = await get(`/geoitem/topUsers?week=${week}&perPage=100`, 'dsm');
    expect(page.meta.total).toBe(expected.length);
    const first = page.data[0];
    const found = await get(`/geoitem/topUsers?week=${week}&q=${encodeURIComponent(first.name.toUpperCase())}`, 'dsm');
    expect(found.data.map((u: { id: number }) => u.id)).toContain(first.id);
    expect(found.data.every((u: { name: string }) => u.name.toLowerCase().includes(first.name.toLowerCase()))).toBe(true);
  });

  it('pages by 10 by default and by 20, 40 or 100; 422 for other sizes, weeks that are not Mondays and unknown sorts', async () => {
    const all = await get('/geoitem/topUsers?perPage=100&sort=name');
    expect(all.meta.total).toBeGreaterThan(40);
    expect((await get('/geoitem/topUsers')).data).toHaveLength(10);
    for (const size of GEO_PAGE_SIZE_OPTIONS) {
      const page = await get(`/geoitem/topUsers?perPage=${size}&page=2&sort=name`);
      expect(page.meta.perPage).toBe(size);
      expect(page.data.map((u: { id: number }) => u.id)).toEqual(all.data.slice(size, size * 2).map((u: { id: number }) => u.id));
    }
    for (const bad of ['perPage=15', 'perPage=500', 'week=2026-11-17', 'week=yesterday', 'sort=password', 'page=0']) {
      const res = await call('GET', `/geoitem/topUsers?${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
  });
});

describe('GET /geoitem/user/:id and /geoitem/user/:id/week/:week', () => {
  it('gives a person of the area with their weeks; 404 outside the area, as for an unknown id', async () => {
    const own = await get(`/geoitem/user/${people.fsr.id}`, 'fsr');
    expect(own.data.user).toMatchObject({ id: people.fsr.id, role: ROLE.fieldSalesRep });
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(distinct date_trunc('week', day))::int as n from visit_stats where user_id = ${people.fsr.id}`,
    );
    expect(own.data.weeks).toHaveLength(n);
    expect(await get(`/geoitem/user/${people.fsr.id}`, 'ds')).toEqual(own);
    const missing = await call('GET', '/geoitem/user/2147483647', undefined, 'fsr');
    expect(missing.statusCode).toBe(404);
    // A rep does not follow their supervisor, nor a supervisor the manager.
    for (const [who, whom] of [
      ['fsr', people.ds.id],
      ['ds', people.dsm.id],
      ['fsr', people.admin.id],
    ] as const) {
      const res = await call('GET', `/geoitem/user/${whom}`, undefined, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect((await call('GET', `/geoitem/user/${whom}/week/${mondayOf(today)}`, undefined, who)).statusCode).toBe(404);
    }
  });

  it('lists the week’s visits with entry and exit in the store’s time zone, durations in minutes and in h/min', async () => {
    // A person with visits at a store outside the organisation's zone, when the demo has one.
    const [pick] = await queryRows<{ user_id: number; week: string }>(
      ctx.db,
      sql`select v.user_id, to_char(date_trunc('week', v.checkin_at at time zone province_time_zone(s.province)), 'YYYY-MM-DD') as week
            from visits v join stores s on s.id = v.store_id
           where s.province not in (9, 11) and v.checkout_at is not null order by v.checkin_at desc limit 1`,
    );
    const res = await get(`/geoitem/user/${pick.user_id}/week/${pick.week}`);
    expect(res.meta.week).toBe(pick.week);
    // Wall-clock times computed by the database in the zone the contract names for the province
    // (the database's tz data decides the offsets, as for the dashboards' aggregates).
    const zones = sql.join(
      PROVINCES.map((p) => sql`(${p.id}::int, ${p.timeZone}::text)`),
      sql`, `,
    );
    const raw = await queryRows<{ id: number; province: number; entry: string; exit: string; seconds: number; lat: number | null }>(
      ctx.db,
      sql`select v.id, s.province, to_char(v.checkin_at at time zone z.tz, 'YYYY-MM-DD HH24:MI') as entry,
                 to_char(v.checkout_at at time zone z.tz, 'YYYY-MM-DD HH24:MI') as exit,
                 extract(epoch from v.checkout_at - v.checkin_at)::float8 as seconds, s.latitude::float8 as lat
            from visits v join stores s on s.id = v.store_id join (values ${zones}) as z(p, tz) on z.p = s.province
           where v.user_id = ${pick.user_id}
             and v.checkin_at between ${addDays(pick.week, -2)}::date and ${addDays(pick.week, 9)}::date order by v.checkin_at`,
    );
    const inWeek = raw.filter((r) => r.entry.slice(0, 10) >= pick.week && r.entry.slice(0, 10) <= addDays(pick.week, 6));
    expect(res.data.map((v: { id: number }) => v.id)).toEqual(inWeek.map((r) => r.id));
    expect(inWeek.some((r) => ![9, 11].includes(r.province))).toBe(true);
    for (const [i, r] of inWeek.entries()) {
      const v = res.data[i];
      const zone = provinceById(r.province)!.timeZone;
      expect(v.timeZone).toBe(zone);
      expect(v.entryTime).toBe(r.entry);
      expect(v.exitTime).toBe(r.exit);
      const minutes = Math.round(r.seconds / 60);
      expect(v.duration).toBe(minutes);
      expect(v.eventDuration).toEqual({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
      expect(v.weekLabel).toBe(res.meta.label);
      expect(v.storeLatitude).toBe(r.lat);
    }
    expect(res.meta.mapTileUrl).toBeNull();
  });

  it('refuses a week that is not a Monday and a malformed id with 422', async () => {
    for (const week of ['2026-11-18', 'week-1', '2026-02-30']) {
      const res = await call('GET', `/geoitem/user/${people.fsr.id}/week/${week}`);
      expect(res.statusCode, week).toBe(422);
      expect(res.body).toContain(en.geo.weekInvalid);
    }
    expect((await call('GET', '/geoitem/user/abc')).statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/geoitem/weeks', '/geoitem/weeklySummary', '/geoitem/topUsers', `/geoitem/user/${people.fsr.id}`]) {
      expect((await call('GET', url, undefined, 'nobody')).statusCode, url).toBe(401);
    }
  });
});

describe('MAP_TILE_URL', () => {
  const tiles = useTestApp({ env: { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' } });
  it('is handed to the map with the week’s visits', async () => {
    const [{ id }] = await queryRows<{ id: number }>(tiles.ctx.db, sql`select id from users order by id limit 1`);
    const res = await tiles.call('GET', `/geoitem/user/${id}/week/2026-11-16`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      meta: { week: '2026-11-16', label: 'Nov 16 – Nov 22, 2026', mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' },
    });
  });
});
