import { addDays, chartWeeks, monthOf, type Period } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import { localName } from '../../lib/reading-language.js';

/**
 * Readers of the aggregates of migrations 0008, 0011 and 0014 (db/schema/dashboard-stats.ts). A
 * period is read from the month tables for its whole months and from the day tables for the days
 * before and after them, so a year costs twelve rows per territory (or user), not one per day; the
 * results and visits per territory or user read the year tables too (monthParts: the last twelve
 * months in three rows); the national and region levels read the district and region rollups, a
 * few hundred rows a year.
 */

type Pending = { query: SQL; resolve: (rows: unknown[]) => void; reject: (error: unknown) => void };
const batches = new WeakMap<DbOrTx, Pending[]>();

const parsed = (rows: unknown): unknown[] => (typeof rows === 'string' ? (JSON.parse(rows) as unknown[]) : (rows as unknown[]));

/** Runs the queued queries of one connection or transaction as ONE statement, a JSON array per query. */
async function flush(db: DbOrTx, pending: Pending[]): Promise<void> {
  batches.delete(db);
  try {
    const columns = sql.join(
      pending.map((p, i) => sql`(${p.query}) as ${sql.raw(`r${i}`)}`),
      sql`, `,
    );
    const [row] = await queryRows<Record<string, unknown>>(db, sql`select ${columns}`);
    pending.forEach((p, i) => p.resolve(parsed(row[`r${i}`])));
  } catch (error) {
    for (const p of pending) p.reject(error);
  }
}

/**
 * Runs a query and returns its rows, handed over by the database as ONE JSON array: PGlite decodes
 * each row and field of a result apart (about 10 µs a row), so a few hundred rows cost more as rows
 * than as one JSON text parsed by the driver. The queries a dashboard starts together (before the
 * event loop's next turn) go to the database as one statement: one round trip instead of one each.
 * Numbers must be int, bigint or float8 (exact in JSON); `orderBy` names the columns of `x`.
 */
export function queryJson<T>(db: DbOrTx, query: SQL, orderBy?: SQL): Promise<T[]> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return new Promise<T[]>((resolve, reject) => {
    let pending = batches.get(db);
    if (!pending) {
      const batch: Pending[] = [];
      pending = batch;
      batches.set(db, batch);
      setImmediate(() => void flush(db, batch));
    }
    pending.push({
      query: sql`select coalesce(json_agg(x${order}), '[]') from (${query}) x`,
      resolve: resolve as (rows: unknown[]) => void,
      reject,
    });
  });
}

/** The whole months inside a period: the 1st of the first and the last day of the last; null without one. */
export function wholeMonths(period: Period): Period | null {
  const first = period.startDate.endsWith('-01') ? period.startDate : monthOf(period.startDate, 1).startDate;
  const lastMonth = monthOf(period.endDate);
  const last = period.endDate === lastMonth.endDate ? period.endDate : addDays(lastMonth.startDate, -1);
  return first <= last ? { startDate: first, endDate: last } : null;
}

/**
 * The territories (or districts) a read covers: their ids; null, every live one; or a query of their
 * ids, for a read started before the area's own row is read, in the same statement as that row
 * (dashboard-data.ts areaReads).
 */
export type AreaIds = number[] | null | SQL;

/** No area at all: an empty list of ids (a query or null is read). */
const noArea = (ids: AreaIds) => Array.isArray(ids) && ids.length === 0;

/** `column` (territory_id by default) among the areas `ids`; null: every live territory (the nation, read without a list of ids). */
const inArea = (ids: AreaIds, column: SQL = sql`territory_id`): SQL =>
  ids === null
    ? sql`${column} in (select id from territories where deleted_at is null)`
    : Array.isArray(ids)
      ? sql`${column} = any(${intArray(ids)})`
      : // Evaluated once as an array (an init plan), so the tables are read by their index as with a list of ids.
        sql`${column} = any(array(${ids}))`;

/** The period's days outside its whole months: none, the days before them, after them, or the whole period. */
function edgeRanges(period: Period, months: Period | null): Period[] {
  if (!months) return [period];
  const ranges: Period[] = [];
  if (period.startDate < months.startDate) ranges.push({ startDate: period.startDate, endDate: addDays(months.startDate, -1) });
  if (period.endDate > months.endDate) ranges.push({ startDate: addDays(months.endDate, 1), endDate: period.endDate });
  return ranges;
}

const between = (column: SQL, range: Period) => sql`${column} >= ${range.startDate}::date and ${column} <= ${range.endDate}::date`;

/**
 * A period's rows: `monthly` for its whole months, `daily` for each range of days outside them (one
 * range scan each: a condition with `not (…)` would read the whole period from the day table).
 */
function periodRows(period: Period, monthly: (months: Period) => SQL, daily: (days: Period) => SQL): SQL {
  const months = wholeMonths(period);
  const parts = [...(months ? [monthly(months)] : []), ...edgeRanges(period, months).map(daily)];
  return sql.join(parts, sql` union all `);
}

/** A part of a period's whole months: a range of months or of whole years (their 1 January), added (1) or taken away (-1). */
export type MonthPart = { table: 'month' | 'year'; range: Period; sign: 1 | -1 };

const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

/**
 * The whole months `months` as the fewest rows of the month and year tables: a calendar year of
 * which more than half the months are in the period is read as its year row, the months of that
 * year outside the period taken away (the last twelve months: one month, one year, one month out,
 * three rows per territory instead of twelve). Adjacent parts of the same kind are one range.
 */
export function monthParts(months: Period): MonthPart[] {
  const parts: MonthPart[] = [];
  const push = (table: MonthPart['table'], range: Period, sign: 1 | -1) => {
    const last = parts.at(-1);
    const next =
      table === 'year' ? `${Number(last?.range.endDate.slice(0, 4)) + 1}-01-01` : addDays(last?.range.endDate ?? range.startDate, 1);
    if (last && last.table === table && last.sign === sign && next === range.startDate)
      last.range = { ...last.range, endDate: range.endDate };
    else parts.push({ table, range, sign });
  };
  for (let year = Number(months.startDate.slice(0, 4)); year <= Number(months.endDate.slice(0, 4)); year += 1) {
    const first = `${year}-01-01`;
    const last = `${year}-12-31`;
    const start = months.startDate > first ? months.startDate : first;
    const end = months.endDate < last ? months.endDate : last;
    const inside = monthNumber(end) - monthNumber(start) + 1;
    if (1 + (12 - inside) < inside) {
      push('year', { startDate: first, endDate: first }, 1);
      if (start > first) push('month', { startDate: first, endDate: addDays(start, -1) }, -1);
      if (end < last) push('month', { startDate: addDays(end, 1), endDate: last }, -1);
    } else {
      push('month', { startDate: start, endDate: end }, 1);
    }
  }
  return parts;
}

/**
 * A period's rows from a territory aggregate with month and year tables (`columns(sign)` its
 * columns, negated for a part taken away): whole months as monthParts, days outside them from the
 * day table.
 */
function periodRowsByYear(
  period: Period,
  tables: { month: string; year: string },
  columns: (sign: 1 | -1) => SQL,
  where: SQL,
  daily: (days: Period) => SQL,
): SQL {
  const months = wholeMonths(period);
  const parts = [
    ...(months ? monthParts(months) : []).map(
      (part) => sql`select ${columns(part.sign)} from ${sql.raw(tables[part.table])}
                     where ${between(sql.raw(`"${part.table}"`), part.range)} and ${where}`,
    ),
    ...edgeRanges(period, months).map(daily),
  ];
  return sql.join(parts, sql` union all `);
}

export type ResultSums = { total: number; completed: number; approved: number; approval_us: number };
export type BucketSums = { total: number; completed: number; overdue: number };

/** Store results due in the period, per territory: total, completed, approved and their approval time. */
export async function resultsByTerritory(db: DbOrTx, period: Period, territoryIds: AreaIds): Promise<Map<number, ResultSums>> {
  if (noArea(territoryIds)) return new Map();
  const ids = inArea(territoryIds);
  const cols = (sign: 1 | -1) =>
    sign === 1
      ? sql`territory_id, total, completed, approved, approval_us`
      : sql`territory_id, -total as total, -completed as completed, -approved as approved, -approval_us as approval_us`;
  const rows = await queryJson<ResultSums & { territory_id: number }>(
    db,
    sql`select territory_id, sum(total)::int as total, sum(completed)::int as completed, sum(approved)::int as approved,
               sum(approval_us)::float8 as approval_us
          from (${periodRowsByYear(
            period,
            { month: 'result_month_stats', year: 'result_year_stats' },
            cols,
            ids,
            (days) => sql`select ${cols(1)} from result_stats where ${between(sql`due_date`, days)} and ${ids}`,
          )}) x
         group by territory_id`,
  );
  return new Map(rows.map((r) => [r.territory_id, r]));
}

/** A level of the rollups: the districts or the regions. */
export type AreaLevel = 'district' | 'region';
const AREA_COLUMN: Record<AreaLevel, SQL> = { district: sql`district_id`, region: sql`region_id` };
const inAreas = (level: AreaLevel, areaIds: AreaIds): SQL => (areaIds === null ? sql`true` : inArea(areaIds, AREA_COLUMN[level]));

/** The live territories' part of `table` (a territory aggregate) with their district and region ids. */
const withAreas = (table: SQL) =>
  sql`${table} a join territories t on t.id = a.territory_id and t.deleted_at is null join districts d on d.id = t.district_id`;

/**
 * Store results due in the period per district or region (their live territories), from the
 * rollups for whole months: the same figures as resultsByTerritory summed over the area.
 */
export async function resultsByArea(
  db: DbOrTx,
  period: Period,
  level: AreaLevel,
  areaIds: number[] | null,
): Promise<Map<number, ResultSums>> {
  if (areaIds?.length === 0) return new Map();
  const areaOf = level === 'district' ? sql`t.district_id` : sql`d.region_id`;
  const rows = await queryJson<ResultSums & { area_id: number }>(
    db,
    sql`select area_id, sum(total)::int as total, sum(completed)::int as completed, sum(approved)::int as approved,
               sum(approval_us)::float8 as approval_us
          from (${periodRows(
            period,
            (months) => sql`select ${AREA_COLUMN[level]} as area_id, total, completed, approved, approval_us
                              from ${sql.raw(`result_month_${level}_stats`)}
                             where ${between(sql`month`, months)} and ${inAreas(level, areaIds)}`,
            (days) => sql`select area_id, total, completed, approved, approval_us
                            from (select ${areaOf} as area_id, a.total, a.completed, a.approved, a.approval_us
                                    from ${withAreas(sql`result_stats`)} where ${between(sql`a.due_date`, days)}) e
                           where ${areaIds === null ? sql`true` : sql`area_id = any(${intArray(areaIds)})`}`,
          )}) x
         group by area_id`,
  );
  return new Map(rows.map((r) => [r.area_id, r]));
}

export type TypeSums = { territory_id: number; objective_type_id: number; total: number; completed: number; overdue: number };

/**
 * Store results due in the period per territory and objective type, with the overdue ones (still
 * Incomplete after a due date before today): one read serves a district's or territory's buckets
 * and conversions.
 */
export function resultsByType(db: DbOrTx, period: Period, territoryIds: AreaIds, today: string): Promise<TypeSums[]> {
  if (noArea(territoryIds)) return Promise.resolve([]);
  return queryJson<TypeSums>(
    db,
    sql`select territory_id, objective_type_id, sum(total)::int as total, sum(completed)::int as completed,
               coalesce(sum(open) filter (where due_date < ${today}::date), 0)::int as overdue
          from result_stats
         where ${inArea(territoryIds)} and ${between(sql`due_date`, period)}
         group by territory_id, objective_type_id`,
  );
}

/** Store results due in the period, per territory, with the overdue ones. */
export async function bucketsByTerritory(
  db: DbOrTx,
  period: Period,
  territoryIds: AreaIds,
  today: string,
  read: Promise<TypeSums[]> = resultsByType(db, period, territoryIds, today),
): Promise<Map<number, BucketSums>> {
  const buckets = new Map<number, BucketSums>();
  for (const r of await read) {
    const b = buckets.get(r.territory_id) ?? { total: 0, completed: 0, overdue: 0 };
    buckets.set(r.territory_id, { total: b.total + r.total, completed: b.completed + r.completed, overdue: b.overdue + r.overdue });
  }
  return buckets;
}

/** Every objective type, by id, named in the reader's language. */
export const objectiveTypes = (db: DbOrTx) =>
  queryJson<{ id: number; name: string }>(db, sql`select ot.id, ${localName('ot')} as name from objective_types ot`, sql`x.id`);

/** DESIGN §4 conversions: per objective type (all of them, by id), the results completed in the period. */
export async function conversionsOf(
  db: DbOrTx,
  period: Period,
  territoryIds: AreaIds,
  read: Promise<TypeSums[]> = resultsByType(db, period, territoryIds, period.startDate),
  typesRead = objectiveTypes(db),
) {
  const [types, rows] = await Promise.all([typesRead, read]);
  const completed = new Map<number, number>();
  for (const r of rows) completed.set(r.objective_type_id, (completed.get(r.objective_type_id) ?? 0) + r.completed);
  return types.map((t) => ({ objectiveType: { id: t.id, name: t.name }, count: completed.get(t.id) ?? 0 }));
}

export type WeekSums = { label: string; group_id: number; rep_days: number; visit_us: number };

/**
 * Rep-days and time in store per chart week (chartWeeks) and territory (`group_id`): whole weeks
 * from the week table, cut ones from the days. Per territory only: a person visiting two
 * territories on a day has a rep-day in each but one in their district or region (DESIGN §4), so
 * these are not summed into larger areas (visitWeeksByArea).
 */
export async function visitWeeks(db: DbOrTx, period: Period, today: string, territoryIds: AreaIds): Promise<WeekSums[]> {
  const weeks = chartWeeks(period, today);
  if (noArea(territoryIds) || weeks.length === 0) return [];
  const ids = inArea(territoryIds);
  // Consecutive weeks (only the first and the last can be cut): one range of the week table.
  const whole = weeks.filter((w) => w.whole).map((w) => w.label);
  const cut = weeks.filter((w) => !w.whole);
  const parts: SQL[] = [];
  if (whole.length > 0) {
    parts.push(sql`select week as label, territory_id, rep_days, visit_us from visit_week_stats
                    where week >= ${whole[0]}::date and week <= ${whole.at(-1)}::date and ${ids}`);
  }
  // One range scan per cut week (an `or` of ranges would read the table whole).
  for (const w of cut) {
    parts.push(
      sql`select ${w.label}::date as label, territory_id, 1 as rep_days, visit_us from visit_stats
           where day >= ${w.startDate}::date and day <= ${w.endDate}::date and ${ids}`,
    );
  }
  return queryJson<WeekSums>(
    db,
    sql`select to_char(x.label, 'YYYY-MM-DD') as label, x.territory_id as group_id, sum(x.rep_days)::int as rep_days,
               sum(x.visit_us)::float8 as visit_us
          from (${sql.join(parts, sql` union all `)}) x
         group by x.label, x.territory_id`,
  );
}

/**
 * Rep-days and time in store per chart week and district or region (their live territories), from
 * the rollups: whole weeks from the week rollup, cut ones from the day rollup. A rep-day is a
 * person's day in the area, whatever territories of it they visit (migration 0019); the time in
 * store is visitWeeks' summed over the area.
 */
export async function visitWeeksByArea(db: DbOrTx, period: Period, today: string, level: AreaLevel, areaIds: AreaIds): Promise<WeekSums[]> {
  const weeks = chartWeeks(period, today);
  if (noArea(areaIds) || weeks.length === 0) return [];
  const ids = inAreas(level, areaIds);
  const column = AREA_COLUMN[level];
  // Consecutive weeks, as in visitWeeks.
  const whole = weeks.filter((w) => w.whole).map((w) => w.label);
  const parts: SQL[] = [];
  if (whole.length > 0) {
    parts.push(sql`select week as label, ${column} as group_id, rep_days, visit_us from ${sql.raw(`visit_week_${level}_stats`)}
                    where week >= ${whole[0]}::date and week <= ${whole.at(-1)}::date and ${ids}`);
  }
  for (const w of weeks.filter((w) => !w.whole)) {
    parts.push(
      sql`select ${w.label}::date as label, ${column} as group_id, rep_days, visit_us from ${sql.raw(`visit_day_${level}_stats`)}
           where ${between(sql`day`, w)} and ${ids}`,
    );
  }
  return queryJson<WeekSums>(
    db,
    sql`select to_char(x.label, 'YYYY-MM-DD') as label, x.group_id, sum(x.rep_days)::int as rep_days, sum(x.visit_us)::float8 as visit_us
          from (${sql.join(parts, sql` union all `)}) x
         group by x.label, x.group_id`,
  );
}

/** The same per territory (the aggregates test compares it with the raw tables). */
export const visitWeeksByTerritory = async (db: DbOrTx, period: Period, today: string, territoryIds: number[]) =>
  (await visitWeeks(db, period, today, territoryIds)).map(({ group_id, ...w }) => ({ ...w, territory_id: group_id }));

export type UserVisitSums = {
  user_id: number;
  first_name: string;
  last_name: string;
  visits: number;
  visit_us: number;
  checkin_s: number;
  checkout_s: number;
  forced: number;
};

/** Closed visits of the period at stores of these territories, per user (their names with them). */
export async function visitsByUser(db: DbOrTx, period: Period, territoryIds: AreaIds): Promise<UserVisitSums[]> {
  if (noArea(territoryIds)) return [];
  const ids = inArea(territoryIds);
  const cols = (sign: 1 | -1) =>
    sign === 1
      ? sql`user_id, visits, visit_us, checkin_s, checkout_s, forced`
      : sql`user_id, -visits as visits, -visit_us as visit_us, -checkin_s as checkin_s, -checkout_s as checkout_s, -forced as forced`;
  return queryJson<UserVisitSums>(
    db,
    sql`select g.*, u.first_name, u.last_name
          from (select x.user_id, sum(x.visits)::int as visits, sum(x.visit_us)::float8 as visit_us,
                       sum(x.checkin_s)::float8 as checkin_s, sum(x.checkout_s)::float8 as checkout_s, sum(x.forced)::int as forced
                  from (${periodRowsByYear(
                    period,
                    { month: 'visit_month_stats', year: 'visit_year_stats' },
                    cols,
                    ids,
                    (days) => sql`select ${cols(1)} from visit_stats where ${between(sql`day`, days)} and ${ids}`,
                  )}) x
                 group by x.user_id
                having sum(x.visits) > 0) g
          join users u on u.id = g.user_id`,
  );
}

export type Person = { id: number; first_name: string; last_name: string; area_id: number };

/**
 * The live users of a role whose area is one of `areaIds` (supervisors by district, reps by
 * territory); null: every one with an area (the caller keeps those of its areas).
 */
export async function peopleOf(db: DbOrTx, role: number, areaIds: AreaIds): Promise<Person[]> {
  if (noArea(areaIds)) return [];
  const area = areaIds === null ? sql`area_id is not null` : inArea(areaIds, sql`area_id`);
  return queryJson<Person>(
    db,
    sql`select id, first_name, last_name, area_id from users where role = ${role} and deleted_at is null and ${area}`,
  );
}
