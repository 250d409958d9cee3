import { chartWeeks, mondayOf, monthOf, PROVINCES, type Period } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { createRandom } from '../../db/seed/random.js';
import { intArray } from '../../lib/sql-array.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  bucketsByTerritory,
  conversionsOf,
  monthParts,
  resultsByArea,
  resultsByTerritory,
  visitsByUser,
  visitWeeksByArea,
  visitWeeksByTerritory,
  wholeMonths,
  type AreaLevel,
} from './stats.js';

/**
 * Issue 10: the aggregates kept by the triggers of migrations 0008, 0011, 0014 and 0019 (territory
 * aggregates, their district and region rollups with the person-days, and the year tables) agree EXACTLY with plain queries over the raw tables, on
 * seeded random periods and areas, before and after writes of every kind (complete, approve,
 * reopen, visits opened, closed, forced and deleted, an objective archived, restored, moved to
 * another month and deleted, a store moved to another territory and province, a store taken off an
 * objective, a territory moved to another district, archived and restored, a district moved to
 * another region). The plain queries are written here, apart from the code under test; store time
 * zones come from the contract's province list, not the SQL function.
 */
const { ctx, call } = useTestApp();
/** Hundreds of plain queries over the raw tables: minutes on a loaded machine. */
const HEAVY = 180_000;
const random = createRandom(1010);

const zones = sql.join(
  PROVINCES.map((p) => sql`(${p.id}::int, ${p.timeZone}::text)`),
  sql`, `,
);
let territories: number[] = [];
/** How many of the random periods were read from a year table (some must be). */
let yearPeriods = 0;
let bounds: Period;
let today: string;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * A random period within the data: a whole month, a cut one, a quarter or several months across
 * years' ends, or up to fifteen months (read from the year tables with months taken away).
 */
function randomPeriod(): Period {
  const span = daysBetween(bounds.startDate, bounds.endDate);
  const kind = random.int(0, 3);
  const start = addDays(bounds.startDate, random.int(0, span));
  if (kind === 0) {
    const first = `${start.slice(0, 8)}01`;
    const [y, m] = first.split('-').map(Number);
    return { startDate: first, endDate: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
  }
  const days = kind === 1 ? random.int(0, 20) : kind === 2 ? random.int(25, 200) : random.int(200, 460);
  return { startDate: start, endDate: addDays(start, days) };
}

/** A random area: one territory, a district's, a region's or all of them. */
async function randomArea(): Promise<number[]> {
  const kind = random.int(0, 3);
  if (kind === 3) return territories;
  const [row] = await queryRows<{ ids: number[] }>(
    ctx.db,
    kind === 0
      ? sql`select array[${random.pick(territories)}::int] as ids`
      : kind === 1
        ? sql`select array_agg(id order by id) as ids from territories
               where deleted_at is null and district_id = (select district_id from territories where id = ${random.pick(territories)})`
        : sql`select array_agg(t.id order by t.id) as ids from territories t join districts d on d.id = t.district_id
               where t.deleted_at is null and d.region_id = (select d2.region_id from territories t2 join districts d2 on d2.id = t2.district_id
                                                               where t2.id = ${random.pick(territories)})`,
  );
  return row.ids;
}

/** Random districts or regions (those of a random area's territories), or every one (null). */
async function randomAreas(level: AreaLevel): Promise<number[] | null> {
  if (random.int(0, 4) === 0) return null;
  const ids = await randomArea();
  const [row] = await queryRows<{ ids: number[] }>(
    ctx.db,
    sql`select coalesce(array_agg(distinct ${level === 'district' ? sql`t.district_id` : sql`d.region_id`}), '{}') as ids
          from territories t join districts d on d.id = t.district_id where t.id = any(${intArray(ids)})`,
  );
  return row.ids;
}

/** The live territories of districts or regions (null: all) with the area each counts in. */
const areaTerritories = (level: AreaLevel, areaIds: number[] | null) => sql`
  select t.id, ${level === 'district' ? sql`t.district_id` : sql`d.region_id`} as area_id
    from territories t join districts d on d.id = t.district_id
   where t.deleted_at is null
     and ${areaIds === null ? sql`true` : level === 'district' ? sql`t.district_id = any(${intArray(areaIds)})` : sql`d.region_id = any(${intArray(areaIds)})`}`;

async function rawAreaResults(period: Period, level: AreaLevel, areaIds: number[] | null) {
  return queryRows<{ area_id: number; total: number; completed: number; approved: number; approval_us: number }>(
    ctx.db,
    sql`select a.area_id, count(*)::int as total, count(*) filter (where so.status_id in (2, 3))::int as completed,
               count(*) filter (where so.status_id = 3 and so.completed_at is not null and so.approved_at is not null)::int as approved,
               coalesce(sum(round(extract(epoch from so.approved_at - so.completed_at) * 1000000))
                        filter (where so.status_id = 3 and so.completed_at is not null and so.approved_at is not null), 0)::float8 as approval_us
          from store_objectives so join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
          join (${areaTerritories(level, areaIds)}) a on a.id = s.territory_id
         where o.deleted_at is null and o.due_date between ${period.startDate}::date and ${period.endDate}::date
         group by a.area_id order by a.area_id`,
  );
}

/** DESIGN §4: a rep-day of an area is a person's day in it, whatever territories of the area they visit that day. */
async function rawAreaWeeks(period: Period, level: AreaLevel, areaIds: number[] | null, db: DbOrTx = ctx.db) {
  const weeks = chartWeeks(period, today);
  const last = weeks.at(-1)?.endDate ?? addDays(period.startDate, -1);
  const [{ ids }] = await queryRows<{ ids: number[] }>(
    db,
    sql`select coalesce(array_agg(id), '{}') as ids from (${areaTerritories(level, areaIds)}) a`,
  );
  return queryRows<{ label: string; group_id: number; rep_days: number; visit_us: number }>(
    db,
    sql`select to_char(date_trunc('week', x.day), 'YYYY-MM-DD') as label, a.area_id as group_id,
               count(distinct (x.user_id, x.day))::int as rep_days, sum(x.us)::float8 as visit_us
          from (${rawVisits({ startDate: period.startDate, endDate: last }, ids)}) x
          join (${areaTerritories(level, areaIds)}) a on a.id = x.territory_id
         group by 1, 2 order by 1, 2`,
  );
}

async function rawResults(period: Period, ids: number[]) {
  const rows = await queryRows<{
    territory_id: number;
    total: number;
    completed: number;
    approved: number;
    approval_us: number;
    overdue: number;
  }>(
    ctx.db,
    sql`select s.territory_id, count(*)::int as total,
               count(*) filter (where so.status_id in (2, 3))::int as completed,
               count(*) filter (where so.status_id = 3 and so.completed_at is not null and so.approved_at is not null)::int as approved,
               coalesce(sum(round(extract(epoch from so.approved_at - so.completed_at) * 1000000))
                        filter (where so.status_id = 3 and so.completed_at is not null and so.approved_at is not null), 0)::float8 as approval_us,
               count(*) filter (where so.status_id = 1 and o.due_date < ${today}::date)::int as overdue
          from store_objectives so join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
         where o.deleted_at is null and o.due_date between ${period.startDate}::date and ${period.endDate}::date
           and s.territory_id = any(${intArray(ids)})
         group by s.territory_id order by s.territory_id`,
  );
  return rows;
}

/** Closed visits with their store's territory, local day and seconds of the day, from the raw tables. */
const rawVisits = (period: Period, ids: number[]) => sql`
  select v.user_id, s.territory_id, (v.checkin_at at time zone pz.tz)::date as day,
         round(extract(epoch from v.checkout_at - v.checkin_at) * 1000000) as us,
         floor(extract(hour from v.checkin_at at time zone pz.tz) * 3600 + extract(minute from v.checkin_at at time zone pz.tz) * 60
               + extract(second from v.checkin_at at time zone pz.tz)) as in_s,
         floor(extract(hour from v.checkout_at at time zone pz.tz) * 3600 + extract(minute from v.checkout_at at time zone pz.tz) * 60
               + extract(second from v.checkout_at at time zone pz.tz)) as out_s,
         v.forced
    from visits v join stores s on s.id = v.store_id join (values ${zones}) as pz(id, tz) on pz.id = s.province
   where v.checkout_at is not null and s.territory_id = any(${intArray(ids)})
     and (v.checkin_at at time zone pz.tz)::date between ${period.startDate}::date and ${period.endDate}::date`;

async function rawUsers(period: Period, ids: number[]) {
  return queryRows<{ user_id: number; visits: number; visit_us: number; checkin_s: number; checkout_s: number; forced: number }>(
    ctx.db,
    sql`select user_id, count(*)::int as visits, sum(us)::float8 as visit_us, sum(in_s)::float8 as checkin_s,
               sum(out_s)::float8 as checkout_s, count(*) filter (where forced)::int as forced
          from (${rawVisits(period, ids)}) x group by user_id order by user_id`,
  );
}

async function rawWeeks(period: Period, ids: number[]) {
  const weeks = chartWeeks(period, today);
  const last = weeks.at(-1)?.endDate ?? addDays(period.startDate, -1);
  return queryRows<{ label: string; territory_id: number; rep_days: number; visit_us: number }>(
    ctx.db,
    sql`select to_char(date_trunc('week', day), 'YYYY-MM-DD') as label, territory_id,
               count(distinct (user_id, day))::int as rep_days, sum(us)::float8 as visit_us
          from (${rawVisits({ startDate: period.startDate, endDate: last }, ids)}) x
         group by 1, 2 order by 1, 2`,
  );
}

async function rawConversions(period: Period, ids: number[]) {
  return queryRows<{ id: number; count: number }>(
    ctx.db,
    sql`select ot.id, (select count(*) from store_objectives so join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
                        where o.objective_type_id = ot.id and o.deleted_at is null and so.status_id in (2, 3)
                          and o.due_date between ${period.startDate}::date and ${period.endDate}::date
                          and s.territory_id = any(${intArray(ids)}))::int as count
          from objective_types ot order by ot.id`,
  );
}

const sorted = <T extends object>(rows: T[], ...keys: (keyof T)[]) =>
  [...rows].sort((a, b) => keys.reduce((c, k) => c || String(a[k]).localeCompare(String(b[k]), 'en', { numeric: true }), 0));

/**
 * The last twelve months as the dashboards ask for a year, ending this month and each of the three
 * before: read as a year row with months of data taken away (the demo data is of this year's months).
 */
const lastYears = (): Period[] =>
  [0, 1, 2, 3].map((k) => ({ startDate: monthOf(today, -11 - k).startDate, endDate: monthOf(today, -k).endDate }));

/**
 * Every figure the dashboards read, from the aggregates and from the raw tables, on `rounds` random
 * periods (or the `periods` given) and random areas.
 */
async function expectAgreement(rounds: number, periods?: Period[]) {
  for (let i = 0; i < (periods?.length ?? rounds); i += 1) {
    const period = periods?.[i] ?? randomPeriod();
    const months = wholeMonths(period);
    if (months && monthParts(months).some((part) => part.table === 'year')) yearPeriods += 1;
    const ids = await randomArea();
    const label = `${period.startDate}…${period.endDate} over ${ids.length} territories`;
    const raw = await rawResults(period, ids);
    const kept = await resultsByTerritory(ctx.db, period, ids);
    expect(
      [...kept.entries()]
        .map(([id, r]) => ({ territory_id: id, ...r }))
        .filter((r) => r.total !== 0)
        .sort((a, b) => a.territory_id - b.territory_id),
      label,
    ).toEqual(raw.map(({ overdue: _, ...r }) => r));
    const buckets = await bucketsByTerritory(ctx.db, period, ids, today);
    expect(
      [...buckets.entries()]
        .filter(([, b]) => b.total !== 0)
        .map(([id, b]) => ({ territory_id: id, ...b }))
        .sort((a, b) => a.territory_id - b.territory_id),
      label,
    ).toEqual(raw.map((r) => ({ territory_id: r.territory_id, total: r.total, completed: r.completed, overdue: r.overdue })));
    expect(
      (await conversionsOf(ctx.db, period, ids)).map((c) => ({ id: c.objectiveType.id, count: c.count })),
      label,
    ).toEqual(await rawConversions(period, ids));

    const users = (await visitsByUser(ctx.db, period, ids)).map(({ first_name: _f, last_name: _l, ...u }) => u);
    expect(sorted(users, 'user_id'), label).toEqual(await rawUsers(period, ids));
    const weeks = (await visitWeeksByTerritory(ctx.db, period, today, ids)).filter((w) => w.rep_days !== 0);
    expect(sorted(weeks, 'label', 'territory_id'), label).toEqual(await rawWeeks(period, ids));

    // The district and region rollups.
    for (const level of ['district', 'region'] as const) {
      const areas = await randomAreas(level);
      const areaLabel = `${label}; ${level}s ${areas === null ? 'all' : areas.join(',')}`;
      const sums = await resultsByArea(ctx.db, period, level, areas);
      expect(
        [...sums.entries()]
          .map(([id, r]) => ({ area_id: id, ...r }))
          .filter((r) => r.total !== 0)
          .sort((a, b) => a.area_id - b.area_id),
        areaLabel,
      ).toEqual(await rawAreaResults(period, level, areas));
      const areaWeeks = (await visitWeeksByArea(ctx.db, period, today, level, areas)).filter((w) => w.rep_days !== 0);
      expect(sorted(areaWeeks, 'label', 'group_id'), areaLabel).toEqual(await rawAreaWeeks(period, level, areas));
    }
  }
}

/** The kept tables equal a rebuild from scratch (rows of zero left aside), checked inside a rolled-back transaction. */
async function expectSameAsRebuild() {
  const snapshot = async (db: typeof ctx.db) => ({
    results: await queryRows(db, sql`select * from result_stats where total <> 0 order by 1, 2, 3`),
    months: await queryRows(db, sql`select * from result_month_stats where total <> 0 order by 1, 2`),
    visits: await queryRows(db, sql`select * from visit_stats order by 1, 2, 3`),
    weeks: await queryRows(db, sql`select * from visit_week_stats where rep_days <> 0 order by 1, 2`),
    visitMonths: await queryRows(db, sql`select * from visit_month_stats where visits <> 0 order by 1, 2, 3`),
    years: await queryRows(db, sql`select * from result_year_stats where total <> 0 order by 1, 2`),
    visitYears: await queryRows(db, sql`select * from visit_year_stats where visits <> 0 order by 1, 2, 3`),
    rollups: await Promise.all(
      ['result_month_district_stats', 'result_month_region_stats'].map((table) =>
        queryRows(db, sql`select * from ${sql.raw(table)} where total <> 0 or approval_us <> 0 order by 1, 2`),
      ),
    ),
    visitRollups: await Promise.all(
      ['visit_week_district_stats', 'visit_week_region_stats', 'visit_day_district_stats', 'visit_day_region_stats'].map((table) =>
        queryRows(db, sql`select * from ${sql.raw(table)} where rep_days <> 0 or visit_us <> 0 order by 1, 2`),
      ),
    ),
    personDays: await Promise.all(
      ['visit_day_district_users', 'visit_day_region_users'].map((table) =>
        queryRows(db, sql`select * from ${sql.raw(table)} order by 1, 2, 3`),
      ),
    ),
  });
  const kept = await snapshot(ctx.db);
  let rebuilt: typeof kept | undefined;
  await ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`select rebuild_dashboard_stats()`);
      rebuilt = await snapshot(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
    });
  expect(kept.results.length).toBeGreaterThan(0);
  expect(kept.years.length > 0 && kept.visitYears.length > 0).toBe(true);
  expect(
    kept.rollups.every((rows) => rows.length > 0) &&
      kept.visitRollups.every((rows) => rows.length > 0) &&
      kept.personDays.every((rows) => rows.length > 0),
  ).toBe(true);
  expect(kept).toEqual(rebuilt);
}

beforeAll(async () => {
  territories = (await queryRows<{ id: number }>(ctx.db, sql`select id from territories where deleted_at is null order by id`)).map(
    (r) => r.id,
  );
  const [range] = await queryRows<{ first: string; last: string; today: string }>(
    ctx.db,
    sql`select to_char(min(due_date) - 20, 'YYYY-MM-DD') as first, to_char(max(due_date) + 20, 'YYYY-MM-DD') as last,
               to_char(now() at time zone 'America/Toronto', 'YYYY-MM-DD') as today from objectives`,
  );
  bounds = { startDate: range.first, endDate: range.last };
  today = range.today;
});

describe('dashboard aggregates', () => {
  it(
    'hold demo data of every kind and agree with the raw tables on random periods and areas',
    async () => {
      const [counts] = await queryRows<{ results: number; visits: number; approved: number }>(
        ctx.db,
        sql`select (select count(*) from store_objectives)::int as results, (select count(*) from visits where checkout_at is not null)::int as visits,
                 (select count(*) from store_objectives where status_id = 3)::int as approved`,
      );
      expect(counts.results).toBeGreaterThan(100);
      expect(counts.visits).toBeGreaterThan(10);
      expect(counts.approved).toBeGreaterThan(10);
      await expectAgreement(25);
      await expectAgreement(0, lastYears());
      expect(yearPeriods).toBeGreaterThan(4);
      await expectSameAsRebuild();
    },
    HEAVY,
  );

  it('a rebuild repairs year tables that drifted from their months', async () => {
    const yearsOfMonths = sql`select date_trunc('year', month)::date as year, territory_id, sum(total)::int as total
                                from result_month_stats group by 1, 2 having sum(total) <> 0 order by 1, 2`;
    const visitYearsOfMonths = sql`select date_trunc('year', month)::date as year, territory_id, user_id, sum(visits)::int as visits
                                     from visit_month_stats group by 1, 2, 3 having sum(visits) <> 0 order by 1, 2, 3`;
    let repaired: { years: unknown[]; visitYears: unknown[]; months: unknown[]; visitMonths: unknown[] } | undefined;
    await ctx.db
      .transaction(async (tx) => {
        // Sums that no longer match their months, as after triggers disabled by hand.
        await tx.execute(sql`update result_year_stats set total = total + 7`);
        await tx.execute(sql`update visit_year_stats set visits = visits + 3`);
        await tx.execute(sql`select rebuild_dashboard_stats()`);
        repaired = {
          years: await queryRows(tx, sql`select year, territory_id, total from result_year_stats order by 1, 2`),
          visitYears: await queryRows(tx, sql`select year, territory_id, user_id, visits from visit_year_stats order by 1, 2, 3`),
          months: await queryRows(tx, yearsOfMonths),
          visitMonths: await queryRows(tx, visitYearsOfMonths),
        };
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect(repaired!.years.length).toBeGreaterThan(0);
    expect(repaired!.years).toEqual(repaired!.months);
    expect(repaired!.visitYears).toEqual(repaired!.visitMonths);
  });

  it('the SQL time zones of the provinces are the contract’s', async () => {
    const rows = await queryRows<{ id: number; tz: string }>(
      ctx.db,
      sql`select id, province_time_zone(id) as tz from (values ${zones}) as pz(id, tz)`,
    );
    expect(rows).toEqual(PROVINCES.map((p) => ({ id: p.id, tz: p.timeZone })));
  });

  it('count a person once a day in a district and in a region, whatever territories of it they visit', async () => {
    // A Wednesday four weeks back: its whole week (read from the week rollups) and the week cut
    // from that day (from the day rollups).
    const day = addDays(mondayOf(today), -26);
    const week = mondayOf(day);
    const periods: Period[] = [
      { startDate: week, endDate: addDays(week, 6) },
      { startDate: day, endDate: addDays(week, 6) },
    ];
    // Two live territories of a district (a, b) and one of another district of its region (c), each with a store.
    const places = await queryRows<{ territory: number; district: number; region: number; store: number }>(
      ctx.db,
      sql`select distinct on (t.id) t.id as territory, t.district_id as district, d.region_id as region, s.id as store
            from territories t join districts d on d.id = t.district_id join stores s on s.territory_id = t.id
           where t.deleted_at is null order by t.id, s.id`,
    );
    const a = places.find(
      (p) =>
        places.some((q) => q.district === p.district && q.territory !== p.territory) &&
        places.some((q) => q.region === p.region && q.district !== p.district),
    )!;
    const b = places.find((q) => q.district === a.district && q.territory !== a.territory)!;
    const c = places.find((q) => q.region === a.region && q.district !== a.district)!;
    const [otherRegion] = await queryRows<{ id: number }>(ctx.db, sql`select id from regions where id <> ${a.region} order by id limit 1`);
    // Someone without visits around that day (nor one open).
    const [person] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select u.id from users u where u.deleted_at is null and not exists (select 1 from visits v where v.user_id = u.id
            and (v.checkout_at is null or v.checkin_at between ${day}::date - 3 and ${day}::date + 4)) order by u.id limit 1`,
    );
    expect(a && b && c && otherRegion && person).toBeTruthy();

    const HOUR_US = 3_600_000_000;
    type Point = { rep_days: number; visit_us: number };
    /** The week's point of a's district, c's district and their region, for both periods. */
    const points = async (db: DbOrTx) => {
      const read = (level: AreaLevel, area: number) =>
        Promise.all(
          periods.map(async (period): Promise<Point> => {
            const w = (await visitWeeksByArea(db, period, today, level, [area])).find((x) => x.label === week);
            return { rep_days: w?.rep_days ?? 0, visit_us: w?.visit_us ?? 0 };
          }),
        );
      return {
        district: await read('district', a.district),
        other: await read('district', c.district),
        region: await read('region', a.region),
      };
    };
    /** The rollups of these areas agree with the raw visits, a rep-day being a person's day in the area. */
    const expectRaw = async (db: DbOrTx, step: string) => {
      for (const period of periods) {
        for (const [level, areas] of [
          ['district', [a.district, c.district]],
          ['region', [a.region, otherRegion.id]],
        ] as const) {
          const kept = (await visitWeeksByArea(db, period, today, level, [...areas])).filter((w) => w.rep_days !== 0);
          expect(sorted(kept, 'label', 'group_id'), `${step}: ${level}s, ${period.startDate}`).toEqual(
            await rawAreaWeeks(period, level, [...areas], db),
          );
        }
      }
    };

    await ctx.db
      .transaction(async (tx) => {
        const before = await points(tx);
        /** What the steps so far added to each point: [rep-days, hours in store] of a's district, c's district and the region. */
        const expectAdded = async (step: string, added: Record<keyof typeof before, [number, number]>) => {
          const now = await points(tx);
          for (const key of Object.keys(before) as (keyof typeof before)[]) {
            periods.forEach((period, i) =>
              expect(
                { rep_days: now[key][i].rep_days - before[key][i].rep_days, visit_us: now[key][i].visit_us - before[key][i].visit_us },
                `${step}: ${key}, ${period.startDate}`,
              ).toEqual({ rep_days: added[key][0], visit_us: added[key][1] * HOUR_US }),
            );
          }
          await expectRaw(tx, step);
        };
        const visit = async (store: number, from: string, to: string | null) =>
          (
            await queryRows<{ id: number }>(
              tx,
              sql`insert into visits (user_id, store_id, checkin_at, checkout_at)
                  values (${person.id}, ${store}, ${`${day}T${from}:00Z`}::timestamptz, ${to && `${day}T${to}:00Z`}::timestamptz) returning id`,
            )
          )[0].id;

        // Noon or so everywhere in Canada: the same local day in every store's zone.
        const first = await visit(a.store, '13:00', '14:00');
        await expectAdded('a visit in a', { district: [1, 1], other: [0, 0], region: [1, 1] });
        const second = await visit(b.store, '15:00', null);
        await tx.execute(sql`update visits set checkout_at = ${`${day}T17:00:00Z`}::timestamptz where id = ${second}`);
        await expectAdded('then one in b, checked out', { district: [1, 3], other: [0, 0], region: [1, 3] });
        const third = await visit(c.store, '18:00', '22:00');
        await expectAdded('then one in c, in another district', { district: [1, 3], other: [1, 4], region: [1, 7] });
        await tx.execute(sql`update visits set checkout_at = checkin_at + interval '10 hours', forced = true where id = ${third}`);
        await expectAdded('c forced closed', { district: [1, 3], other: [1, 10], region: [1, 13] });
        await tx.execute(sql`delete from visits where id = ${first}`);
        await expectAdded('a deleted', { district: [1, 2], other: [1, 10], region: [1, 12] });
        // Moves: b to c's district (its visits by others with it), c's district to another region, then back.
        await tx.execute(sql`update territories set district_id = ${c.district} where id = ${b.territory}`);
        await expectRaw(tx, 'b moved to c’s district');
        await tx.execute(sql`update districts set region_id = ${otherRegion.id} where id = ${c.district}`);
        await expectRaw(tx, 'c’s district moved to another region');
        await tx.execute(sql`update districts set region_id = ${a.region} where id = ${c.district}`);
        await tx.execute(sql`update territories set district_id = ${a.district} where id = ${b.territory}`);
        await expectAdded('moved back', { district: [1, 2], other: [1, 10], region: [1, 12] });
        await tx.execute(sql`delete from visits where id = any(${intArray([second, third])})`);
        await expectAdded('all deleted', { district: [0, 0], other: [0, 0], region: [0, 0] });
        const [{ left }] = await queryRows<{ left: number }>(
          tx,
          sql`select (select count(*) from visit_day_district_users where user_id = ${person.id} and day = ${day}::date)::int
                     + (select count(*) from visit_day_region_users where user_id = ${person.id} and day = ${day}::date)::int as left`,
        );
        expect(left, 'person-days back to zero are deleted').toBe(0);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });

  it(
    'follow every kind of write in the same transaction',
    async () => {
      const db = ctx.db;
      const pickResult = async (status: number) =>
        (
          await queryRows<{ id: number }>(
            db,
            sql`select so.id from store_objectives so join objectives o on o.id = so.objective_id
                                                where so.status_id = ${status} and o.deleted_at is null order by random() limit 5`,
          )
        ).map((r) => r.id);
      await db.execute(sql`select setseed(0.1010)`);
      // Complete, approve, reopen, close as not completed.
      const open = await pickResult(1);
      await db.execute(
        sql`update store_objectives set status_id = 2, completed_at = now() - interval '30 hours' where id = any(${intArray(open)})`,
      );
      const done = await pickResult(2);
      await db.execute(
        sql`update store_objectives set status_id = 3, approved_at = now(), approved_by = 1 where id = any(${intArray(done)})`,
      );
      const approved = await pickResult(3);
      await db.execute(
        sql`update store_objectives set status_id = 1, completed_at = null, approved_at = null, reopened_at = now(), reopen_comment = 'Again'
           where id = ${approved[0]}`,
      );
      await db.execute(sql`update store_objectives set status_id = 4, incomplete_reason_id = 1 where id = ${(await pickResult(1))[0]}`);
      // A comment alone changes no figure.
      await db.execute(sql`update store_objectives set comments = 'Seen' where id = any(${intArray(done)})`);

      // Visits: one opened and closed, one forced, one moved to another day, one deleted.
      const [rep] = await queryRows<{ user_id: number; store_id: number }>(
        db,
        sql`select u.id as user_id, s.id as store_id from users u join stores s on s.territory_id = u.area_id
           where u.role = 4 and u.deleted_at is null and not exists (select 1 from visits v where v.user_id = u.id and v.checkout_at is null)
           order by u.id limit 1`,
      );
      const [visit] = await queryRows<{ id: number }>(
        db,
        sql`insert into visits (user_id, store_id, checkin_at) values (${rep.user_id}, ${rep.store_id}, now() - interval '3 hours') returning id`,
      );
      await db.execute(sql`update visits set checkout_at = now() where id = ${visit.id}`);
      await db.execute(sql`update visits set checkout_at = checkin_at + interval '10 hours', forced = true
                          where id = (select id from visits where checkout_at is not null and not forced order by id limit 1)`);
      await db.execute(sql`update visits set checkin_at = checkin_at - interval '1 day', checkout_at = checkout_at - interval '1 day'
                          where id = (select id from visits where checkout_at is not null order by id desc offset 3 limit 1)`);
      await db.execute(
        sql`delete from visits where id = (select id from visits where checkout_at is not null order by id offset 5 limit 1)`,
      );

      // Objectives: archived through the API, restored, moved to another month, one store taken off, one deleted outright.
      const [objective] = await queryRows<{ id: number }>(
        db,
        sql`select o.id from objectives o where o.deleted_at is null and exists (select 1 from store_objectives so where so.objective_id = o.id and so.status_id = 2)
           order by o.id limit 1`,
      );
      expect((await call('DELETE', `/objective/${objective.id}`, undefined, 'admin')).statusCode).toBe(204);
      const [{ archived }] = await queryRows<{ archived: boolean }>(
        db,
        sql`select deleted_at is not null as archived from objectives where id = ${objective.id}`,
      );
      expect(archived).toBe(true);
      await expectAgreement(8);
      await db.execute(sql`update objectives set deleted_at = null where id = ${objective.id}`);
      await db.execute(sql`update objectives set due_date = due_date + 31, objective_type_id = 1 + objective_type_id % 3
                          where id = (select id from objectives where deleted_at is null order by id desc limit 1)`);
      await db.execute(
        sql`delete from store_objectives where id = (select id from store_objectives where status_id = 3 order by id limit 1)`,
      );
      await db.execute(sql`delete from objectives where id = (select o.id from objectives o where o.deleted_at is null and not exists
                          (select 1 from store_objective_files f join store_objectives so on so.id = f.store_objective_id where so.objective_id = o.id)
                          order by o.id desc limit 1)`);

      // A store with results and visits moves to another district's territory and province.
      const [store] = await queryRows<{ id: number; territory_id: number }>(
        db,
        sql`select s.id, s.territory_id from stores s where exists (select 1 from visits v where v.store_id = s.id and v.checkout_at is not null)
           and exists (select 1 from store_objectives so where so.store_id = s.id and so.status_id = 3) order by s.id limit 1`,
      );
      const [target] = await queryRows<{ id: number }>(
        db,
        sql`select t.id from territories t where t.deleted_at is null and t.district_id <> (select district_id from territories where id = ${store.territory_id})
           order by t.id limit 1`,
      );
      await db.execute(
        sql`update stores set territory_id = ${target.id}, province = case when province = 2 then 1 else 2 end where id = ${store.id}`,
      );
      await expectAgreement(10);
      await expectAgreement(0, lastYears());

      // A territory with results and visits moves to a district of another region, another one is
      // archived, and a district moves to another region: the rollups follow.
      const [moving] = await queryRows<{ id: number; district_id: number; region_id: number }>(
        db,
        sql`select t.id, t.district_id, d.region_id from territories t join districts d on d.id = t.district_id
           where t.deleted_at is null and exists (select 1 from stores s join store_objectives so on so.store_id = s.id where s.territory_id = t.id)
             and exists (select 1 from stores s join visits v on v.store_id = s.id where s.territory_id = t.id and v.checkout_at is not null)
           order by t.id limit 1`,
      );
      const [away] = await queryRows<{ id: number }>(
        db,
        sql`select id from districts where region_id <> ${moving.region_id} order by id limit 1`,
      );
      expect(away).toBeDefined();
      await db.execute(sql`update territories set district_id = ${away.id} where id = ${moving.id}`);
      const [shelved] = await queryRows<{ id: number }>(
        db,
        sql`select t.id from territories t where t.deleted_at is null and t.id <> ${moving.id}
           and exists (select 1 from stores s join store_objectives so on so.store_id = s.id where s.territory_id = t.id) order by t.id desc limit 1`,
      );
      await db.execute(sql`update territories set deleted_at = now() where id = ${shelved.id}`);
      const [region] = await queryRows<{ id: number }>(db, sql`select id from regions where id <> ${moving.region_id} order by id limit 1`);
      await db.execute(sql`update districts set region_id = ${region.id} where id = ${moving.district_id}`);
      const [{ moved }] = await queryRows<{ moved: number }>(
        db,
        sql`select count(*)::int as moved from result_month_district_stats where district_id = ${away.id} and total <> 0`,
      );
      expect(moved).toBeGreaterThan(0);
      await expectAgreement(12);
      await expectSameAsRebuild();
      // Restored, it counts again; moved back, its first district has it again.
      await db.execute(sql`update territories set deleted_at = null where id = ${shelved.id}`);
      await db.execute(sql`update territories set district_id = ${moving.district_id} where id = ${moving.id}`);

      await expectAgreement(12);
      await expectSameAsRebuild();
    },
    HEAVY,
  );
});
