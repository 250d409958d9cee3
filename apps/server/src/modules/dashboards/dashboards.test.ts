import {
  DASHBOARD_CSV_FILE,
  DASHBOARD_TOP_ROWS,
  en,
  monthOf,
  type DashboardData,
  type DashboardQuery,
  type Period,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { SessionUser } from '../../lib/sessions.js';
import { intArray } from '../../lib/sql-array.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { expectRounded } from '../../test/expect-rounded.js';
import type { Who } from '../../test/requests.js';
import { DEMO } from '../../test/helpers.js';
import { useTestApp } from '../../test/use-test-app.js';
import { dashboardData } from './dashboard-data.js';

/** Issue 10 / spec 1 §7: the four dashboard levels, the three detail lists and the user panel, for every role. */
const { ctx, call } = useTestApp();
let demo: DemoAreas;
let otherRegion: number;
let otherDistrict: number;
let outsideTerritory: number;
let today: string;
let month: Period;
/** A wide period holding all the demo results (seven months). */
let wide: Period;

const get = async (url: string, who: Who = 'admin') => call('GET', url, undefined, who);
const data = async (url: string, who: Who = 'admin') => {
  const res = await get(url, who);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data;
};
const periodQuery = (p: Period) => `startDate=${p.startDate}&endDate=${p.endDate}`;

/** Completed and total results of these territories due in the period, from the raw tables. */
async function rawCounts(territories: number[], period: Period) {
  const [row] = await queryRows<{ completed: number; total: number; overdue: number }>(
    ctx.db,
    sql`select count(*) filter (where so.status_id in (2, 3))::int as completed, count(*)::int as total,
               count(*) filter (where so.status_id = 1 and o.due_date < ${today}::date)::int as overdue
          from store_objectives so join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
         where o.deleted_at is null and s.territory_id = any(${intArray(territories)})
           and o.due_date between ${period.startDate}::date and ${period.endDate}::date`,
  );
  return row;
}
const territoriesOf = async (condition: ReturnType<typeof sql>) =>
  (
    await queryRows<{ id: number }>(
      ctx.db,
      sql`select t.id from territories t join districts d on d.id = t.district_id where t.deleted_at is null and ${condition}`,
    )
  ).map((r) => r.id);

beforeAll(async () => {
  demo = await demoAreas(ctx.db);
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(ctx.db, query))[0].id;
  otherRegion = await one(
    sql`select id from regions where id <> ${demo.region} and exists (select 1 from districts d where d.region_id = regions.id) order by id limit 1`,
  );
  otherDistrict = await one(sql`select id from districts where region_id = ${demo.region} and id <> ${demo.district} order by id limit 1`);
  outsideTerritory = await one(
    sql`select id from territories where district_id = ${otherDistrict} and deleted_at is null order by id limit 1`,
  );
  const [range] = await queryRows<{ first: string; last: string; today: string }>(
    ctx.db,
    sql`select to_char(min(due_date), 'YYYY-MM-DD') as first, to_char(max(due_date), 'YYYY-MM-DD') as last,
               to_char(now() at time zone 'America/Toronto', 'YYYY-MM-DD') as today from objectives`,
  );
  today = range.today;
  month = monthOf(today);
  wide = { startDate: range.first, endDate: range.last };
});

describe('GET /dashboard_data', () => {
  it('national (admin): every region with its results, the week chart and the summary of the period', async () => {
    const d = (await data(`/dashboard_data?type=national&${periodQuery(wide)}`)) as Extract<DashboardData, { type: 'national' }>;
    expect(d.type).toBe('national');
    expect(d.regions.length).toBeGreaterThanOrEqual(7);
    const all = await rawCounts(await territoriesOf(sql`true`), wide);
    expect(all.total).toBeGreaterThan(0);
    expect(d.regions.reduce((n, r) => n + r.objectives.total, 0)).toBe(all.total);
    expect(d.regions.reduce((n, r) => n + r.objectives.completed, 0)).toBe(all.completed);
    const mine = d.regions.find((r) => r.region.id === demo.region)!;
    expect(mine.objectives).toEqual(
      (({ completed, total }) => ({ completed, total }))(await rawCounts(await territoriesOf(sql`d.region_id = ${demo.region}`), wide)),
    );
    // One point per begun week with time in the region's stores, labelled by its Monday: a week
    // without any (this week before its first visit) has none rather than 0 h, which would pull the
    // 'Average' line down.
    expect(mine.inStoreTime.length).toBeGreaterThan(20);
    expect(mine.inStoreTime.every((p) => new Date(`${p.label}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(mine.inStoreTime.every((p) => p.time > 0)).toBe(true);
    expect(d.summary.period).toEqual(wide);
    expect(d.summary.workingDays.map((w) => w.label)).toEqual(['Total', 'Elapsed', 'Remaining']);
    expect(d.summary.conversions).toBeUndefined();
    for (const top of [d.summary.topApprovalTime, d.summary.topFSR, d.summary.topInStoreTime]) {
      expect(top.length).toBeGreaterThan(0);
      expect(top.length).toBeLessThanOrEqual(DASHBOARD_TOP_ROWS);
      expect(top[0].rank).toBe(1);
    }
  });

  it('defaults to the current month, takes a month from its start and refuses an end before the start', async () => {
    expect((await data('/dashboard_data?type=national')).summary.period).toEqual(month);
    expect((await data('/dashboard_data?type=national&startDate=2024-02-01')).summary.period).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    const res = await get('/dashboard_data?type=national&startDate=2026-03-10&endDate=2026-03-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en.dashboards.periodOrder);
    expect((await get('/dashboard_data?type=region')).statusCode).toBe(422);
  });

  it('region: its districts only, for an admin and its regional manager', async () => {
    for (const who of ['admin', 'dsm'] as const) {
      const d = await data(`/dashboard_data?type=region&regionID=${demo.region}&${periodQuery(wide)}`, who);
      expect(d.region.id).toBe(demo.region);
      const [{ n }] = await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(distinct t.district_id)::int as n from territories t join districts d on d.id = t.district_id where d.region_id = ${demo.region} and t.deleted_at is null`,
      );
      expect(d.districts).toHaveLength(n);
      const district = d.districts.find((x: { district: { id: number } }) => x.district.id === demo.district);
      expect(district.objectives).toEqual(
        (({ completed, total }) => ({ completed, total }))(
          await rawCounts(await territoriesOf(sql`t.district_id = ${demo.district}`), wide),
        ),
      );
      expect(d.summary.topApprovalTime.length).toBeGreaterThan(0);
    }
  });

  it('district: the territories with completed, overdue and outstanding, conversions', async () => {
    const d = await data(`/dashboard_data?type=district&districtID=${demo.district}&${periodQuery(wide)}`, 'ds');
    expect(d.district.id).toBe(demo.district);
    expect(d.region.id).toBe(demo.region);
    const mine = d.territories.find((t: { territory: { id: number } }) => t.territory.id === demo.territory);
    const raw = await rawCounts([demo.territory], wide);
    expect(mine.objectives).toEqual({
      completed: raw.completed,
      overdue: raw.overdue,
      outstanding: raw.total - raw.completed - raw.overdue,
      total: raw.total,
    });
    const all = await rawCounts(await territoriesOf(sql`t.district_id = ${demo.district}`), wide);
    expect(d.summary.conversions.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(all.completed);
    expect(
      d.summary.topFSR.every((r: { store: { territory: { name: string } } }) =>
        d.territories.some((t: { territory: { name: string } }) => t.territory.name === r.store.territory.name),
      ),
    ).toBe(true);
  });

  it('territory: the stores with their results by status and the month after', async () => {
    const d = await data(`/dashboard_data?type=territory&territoryID=${demo.territory}&${periodQuery(wide)}`, 'fsr');
    expect(d.territory.id).toBe(demo.territory);
    expect(d.district.id).toBe(demo.district);
    const raw = await rawCounts([demo.territory], wide);
    type Store = {
      objectives: {
        summary: { objectives: { total: number; completed: number; overdue: number } };
        store_objectives: { status: { id: number }; store_objectives: unknown[] }[];
      };
    };
    const stores = d.stores as Store[];
    expect(stores.reduce((n, s) => n + s.objectives.summary.objectives.total, 0)).toBe(raw.total);
    expect(stores.reduce((n, s) => n + s.objectives.summary.objectives.overdue, 0)).toBe(raw.overdue);
    for (const s of stores) {
      expect(s.objectives.store_objectives.reduce((n, g) => n + g.store_objectives.length, 0)).toBe(s.objectives.summary.objectives.total);
    }
    expect(d.nextMonth.startDate).toBe(monthOf(wide.startDate, 1).startDate);
    const next = await rawCounts([demo.territory], d.nextMonth);
    expect(d.nextMonth.objectives.total).toBe(next.total);
    // The rep sees where they stand in the whole district.
    const reps = await queryRows<{ id: number }>(
      ctx.db,
      sql`select u.id from users u join territories t on t.id = u.area_id where u.role = 4 and u.deleted_at is null and t.deleted_at is null and t.district_id = ${demo.district}`,
    );
    expect(d.summary.topFSR.length).toBe(Math.min(reps.length, DASHBOARD_TOP_ROWS));
  });

  it.each([
    ['dsm', (): string => `type=national`],
    ['dsm', (): string => `type=region&regionID=${otherRegion}`],
    ['dsm', (): string => `type=district&districtID=999999`],
    ['ds', (): string => `type=region&regionID=${demo.region}`],
    ['ds', (): string => `type=district&districtID=${otherDistrict}`],
    ['ds', (): string => `type=territory&territoryID=${outsideTerritory}`],
    ['fsr', (): string => `type=district&districtID=${demo.district}`],
    ['fsr', (): string => `type=territory&territoryID=${demo.neighbourTerritory}`],
  ] as const)('%s asking %s outside or above its area gets the 404 of an unknown area', async (who, query) => {
    const res = await get(`/dashboard_data?${query()}`, who);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(en.errors.notFound);
  });

  it.each([
    ['dsm', (): string => `type=district&districtID=${otherDistrict}`],
    ['dsm', (): string => `type=territory&territoryID=${outsideTerritory}`],
    ['ds', (): string => `type=territory&territoryID=${demo.neighbourTerritory}`],
  ] as const)('%s opens %s below its own level inside its area', async (who, query) => {
    expect((await get(`/dashboard_data?${query()}`, who)).statusCode).toBe(200);
  });

  it.each([
    ['admin', 'national'],
    ['admin', 'region'],
    ['dsm', 'region'],
    ['admin', 'district'],
    ['dsm', 'district'],
    ['ds', 'district'],
    ['admin', 'territory'],
    ['ds', 'territory'],
    ['fsr', 'territory'],
  ] as const)('%s: a %s dashboard is one statement to the database, its area and every figure', async (who, type) => {
    const [user] = await queryRows<SessionUser>(ctx.db, sql`select id, role, area_id as "areaId" from users where email = ${DEMO[who]}`);
    let statements = 0;
    const counted = new Proxy(ctx.db, {
      get: (db, key) =>
        key === 'execute'
          ? (query: SQL) => {
              statements += 1;
              return db.execute(query);
            }
          : Reflect.get(db, key),
    });
    const q = { type, regionID: demo.region, districtID: demo.district, territoryID: demo.territory, ...month } as DashboardQuery;
    expect((await dashboardData(counted, q, { user, today })).type).toBe(type);
    expect(statements).toBe(1);
  });
});

describe('the detail lists', () => {
  it('ds_summary: the supervisors of the area ranked by the completion of their district', async () => {
    const page = (await get(`/ds_summary?${periodQuery(wide)}`, 'dsm')).json();
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from users u join districts d on d.id = u.area_id where u.role = 3 and u.deleted_at is null and d.region_id = ${demo.region}`,
    );
    expect(page.meta.total).toBe(n);
    expect(page.data[0].rank).toBe(1);
    const percents = page.data.map((r: { objectivePercentage: number }) => r.objectivePercentage);
    expect(percents).toEqual([...percents].sort((a: number, b: number) => b - a));
    // The supervisor's own district row matches the raw completion.
    const ds = (await get(`/ds_summary?${periodQuery(wide)}`, 'ds')).json();
    const raw = await rawCounts(await territoriesOf(sql`t.district_id = ${demo.district}`), wide);
    expect(
      ds.data.every((r: { objectivePercentage: number }) => r.objectivePercentage === Math.trunc((raw.completed / raw.total) * 100)),
    ).toBe(true);
    expect(ds.data.some((r: { approvalTime: number | null }) => r.approvalTime !== null && r.approvalTime > 0)).toBe(true);
    // A rep's DS row names their district, and carries the district's figures, not their territory's.
    const rep = (await get(`/ds_summary?${periodQuery(wide)}`, 'fsr')).json();
    expect(rep.data).toEqual(ds.data);
    const territory = await data(`/dashboard_data?type=territory&territoryID=${demo.territory}&${periodQuery(wide)}`, 'fsr');
    expect(territory.summary.topApprovalTime).toEqual(ds.data.slice(0, DASHBOARD_TOP_ROWS));
  });

  it('fsr_summary: ranked, ties share a rank, a rep sees the board of their district', async () => {
    const board = (await get(`/fsr_summary?${periodQuery(wide)}&perPage=500`, 'fsr')).json();
    const reps = await queryRows<{ id: number }>(
      ctx.db,
      sql`select u.id from users u join territories t on t.id = u.area_id where u.role = 4 and u.deleted_at is null and t.deleted_at is null and t.district_id = ${demo.district}`,
    );
    expect(board.meta.total).toBe(reps.length);
    expect(board.meta.total).toBeGreaterThan(1);
    const rows = board.data as { rank: number; completionPercent: number }[];
    rows.forEach((r, i) => {
      if (i === 0) return expect(r.rank).toBe(1);
      const prev = rows[i - 1];
      expect(r.completionPercent).toBeLessThanOrEqual(prev.completionPercent);
      expect(r.rank).toBe(r.completionPercent === prev.completionPercent ? prev.rank : i + 1);
    });
    // The same board for the rep's territory or district; not another district's.
    expect((await get(`/fsr_summary?${periodQuery(wide)}&perPage=500&territoryID=${demo.territory}`, 'fsr')).json().data).toEqual(
      board.data,
    );
    expect((await get(`/fsr_summary?${periodQuery(wide)}&perPage=500&districtID=${demo.district}`, 'fsr')).json().data).toEqual(board.data);
    expect((await get(`/fsr_summary?districtID=${otherDistrict}`, 'fsr')).statusCode).toBe(404);
    expect((await get(`/fsr_summary?regionID=${demo.region}`, 'fsr')).statusCode).toBe(404);
    // Admin asking for the territory gets its district's board too.
    expect((await get(`/fsr_summary?${periodQuery(wide)}&perPage=500&territoryID=${demo.territory}`)).json().data).toEqual(board.data);
  });

  it('pages, sorts and searches a list', async () => {
    const url = `/fsr_summary?${periodQuery(wide)}&regionID=${demo.region}`;
    const all = (await get(`${url}&perPage=500`, 'dsm')).json();
    expect(all.meta.total).toBeGreaterThan(3);
    const first = (await get(`${url}&perPage=2&page=1`, 'dsm')).json();
    const second = (await get(`${url}&perPage=2&page=2`, 'dsm')).json();
    expect(first.meta).toEqual({ page: 1, perPage: 2, total: all.meta.total });
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 4));
    const byName = (await get(`${url}&perPage=500&sort=name`, 'dsm')).json().data.map((r: { user: { name: string } }) => r.user.name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byTerritoryDesc = (await get(`${url}&perPage=500&sort=-territory`, 'dsm'))
      .json()
      .data.map((r: { store: { territory: { name: string } } }) => r.store.territory.name);
    expect(byTerritoryDesc).toEqual([...byTerritoryDesc].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const someone = all.data[2].user.name as string;
    const found = (await get(`${url}&q=${encodeURIComponent(someone.slice(0, 5).toUpperCase())}`, 'dsm')).json();
    expect(found.data.length).toBeGreaterThan(0);
    expect(
      found.data.every((r: { user: { name: string }; store: { territory: { name: string } } }) =>
        `${r.user.name} ${r.store.territory.name}`.toLowerCase().includes(someone.slice(0, 5).toLowerCase()),
      ),
    ).toBe(true);
    expect((await get(`${url}&sort=email`, 'dsm')).statusCode).toBe(422);
  });

  it('checkin: per person with visits in the area, mean times of day, hours and forced check-outs', async () => {
    const list = (await get(`/checkin?${periodQuery(wide)}&perPage=500`, 'ds')).json();
    expect(list.meta.total).toBeGreaterThan(0);
    const [row] = list.data;
    expect(row.rank).toBe(1);
    expect(row.avg_checkin).toMatch(/^\d{2}:\d{2}$/);
    const [raw] = await queryRows<{ visits: number; hours: number; forced: number }>(
      ctx.db,
      sql`select count(*)::int as visits, (sum(extract(epoch from v.checkout_at - v.checkin_at)) / count(*) / 3600)::float8 as hours,
                 count(*) filter (where v.forced)::int as forced
            from visits v join stores s on s.id = v.store_id join territories t on t.id = s.territory_id
           where v.user_id = ${row.userID} and v.checkout_at is not null and t.district_id = ${demo.district}
             and (v.checkin_at at time zone province_time_zone(s.province))::date between ${wide.startDate}::date and ${wide.endDate}::date`,
    );
    expectRounded(row.storeTime, raw.hours, 2);
    expect(row.forced).toBe(raw.forced);
    const times = list.data.map((r: { storeTime: number }) => r.storeTime);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    // A rep sees only the visits at the stores of their territory; a district is outside it.
    const rep = (await get(`/checkin?${periodQuery(wide)}`, 'fsr')).json();
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(distinct v.user_id)::int as n from visits v join stores s on s.id = v.store_id where s.territory_id = ${demo.territory} and v.checkout_at is not null and (v.checkin_at at time zone province_time_zone(s.province))::date between ${wide.startDate}::date and ${wide.endDate}::date`,
    );
    expect(rep.meta.total).toBe(n);
    expect((await get(`/checkin?districtID=${demo.district}`, 'fsr')).statusCode).toBe(404);
    expect((await get(`/ds_summary?regionID=${otherRegion}`, 'dsm')).statusCode).toBe(404);
  });

  it.each([
    ['/ds_summary', 'Rank #,DS NAME,DISTRICT,OBJECTIVE %,TIME'],
    ['/fsr_summary', 'Rank #,FSR NAME,TERRITORY,OBJECTIVE %'],
    ['/checkin', 'Rank #,FSR/DS NAME,AVERAGE CHECK-IN TIME,AVERAGE CHECK-OUT TIME,AVERAGE TIME IN STORE,TIME EXPIRED (FORCED)'],
  ])('%s downloads the whole list as data.csv', async (path, header) => {
    const query = `${periodQuery(wide)}&regionID=${demo.region}`;
    const total = (await get(`${path}?${query}&perPage=1`, 'dsm')).json().meta.total;
    const res = await get(`${path}?${query}&format=csv`, 'dsm');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${DASHBOARD_CSV_FILE}"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(total + 1);
    expect(total).toBeGreaterThan(1);
  });
});

describe('the user panel', () => {
  it("a rep's approvals and objectives are the results of their territory in the period", async () => {
    const [rep] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from users where role = 4 and area_id = ${demo.territory} and deleted_at is null order by id limit 1`,
    );
    for (const who of ['admin', 'ds', 'fsr'] as const) {
      const objectives = await data(`/user/${rep.id}/objectives?${periodQuery(wide)}`, who);
      const raw = await rawCounts([demo.territory], wide);
      expect(objectives).toHaveLength(raw.total);
      const approvals = await data(`/user/${rep.id}/approvals?${periodQuery(wide)}`, who);
      expect(approvals).toHaveLength(raw.completed);
      expect(approvals.every((a: { status: { id: number } }) => a.status.id === 2 || a.status.id === 3)).toBe(true);
      const approved = approvals.filter((a: { status: { id: number } }) => a.status.id === 3);
      expect(approved.length).toBeGreaterThan(0);
      for (const a of approved) {
        expect(a.approvalTime).toBeCloseTo((Date.parse(a.approvalDate) - Date.parse(a.completionDate)) / 3_600_000, 1);
      }
    }
  });

  it('a person outside the area is unknown, and a period ending before it starts is refused', async () => {
    const [stranger] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from users where role = 4 and area_id = ${outsideTerritory} and deleted_at is null limit 1`,
    );
    expect((await get(`/user/${stranger.id}/objectives`, 'ds')).statusCode).toBe(404);
    expect((await get(`/user/${stranger.id}/approvals`, 'dsm')).statusCode).toBe(200);
    expect((await get(`/user/${stranger.id}/approvals?startDate=2026-02-02&endDate=2026-02-01`, 'dsm')).statusCode).toBe(422);
  });
});
