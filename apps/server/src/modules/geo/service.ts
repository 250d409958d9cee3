import {
  addDays,
  averageLine,
  displayName,
  en,
  geoSummaryWeeks,
  geoWeekLabel,
  hoursAndMinutes,
  inStorePoint,
  provinceById,
  roundHours,
  type GeoTopUsersQuery,
  type GeoUserRow,
  type GeoUserSort,
  type GeoUserSummary,
  type GeoVisit,
  type GeoWeekPoint,
  type GeoWeekRef,
  type Paged,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { runList, type ListSource, textMatch } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { geoPeopleCondition } from './scope.js';
import { localName, readingLanguage } from '../../lib/reading-language.js';

/**
 * Geo tracking (spec 2 §2, §7; the shapes and rules are documented in contract schemas/geo.ts).
 * A visit's day is its check-in's date in its store's time zone (`province_time_zone`, the SQL
 * function the dashboards' aggregates use; the contract's PROVINCES names the same zones), its week that day's Monday; hours are the closed
 * visits' check-out − check-in, averaged per rep-day with the dashboards' `inStorePoint`.
 */

const localIn = sql`(v.checkin_at at time zone province_time_zone(s.province))`;
const localDay = sql`(${localIn})::date`;
const weekOf = sql`to_char(date_trunc('week', ${localIn}), 'YYYY-MM-DD')`;
const seconds = sql`extract(epoch from v.checkout_at - v.checkin_at)`;

/** The visits of the people the user may follow (`v` joined to its store `s`). */
const visitsInScope = (user: SessionUser) => sql`v.user_id in (select u.id from users u where ${geoPeopleCondition(user)})`;

/** Check-ins whose store-local day lies within `from`–`to` (the coarse bound keeps the index usable). */
const daysBetween = (from: string, to: string) =>
  sql`v.checkin_at >= ${addDays(from, -1)}::date and v.checkin_at < ${addDays(to, 2)}::date
      and ${localDay} between ${from}::date and ${to}::date`;

type WeekSums = { week: string; visits: number; seconds: number; rep_days: number; stores: number };

/** A week (its Monday) and its label in the caller's language. */
export const weekRef = (week: string): GeoWeekRef => ({ week, label: geoWeekLabel(week, readingLanguage()) });

/** GET /geoitem/weeks: the weeks with visits of the caller's area, newest first. */
export async function geoWeeks(db: DbOrTx, user: SessionUser): Promise<GeoWeekRef[]> {
  const rows = await queryRows<{ week: string }>(
    db,
    sql`select distinct ${weekOf} as week from visits v join stores s on s.id = v.store_id where ${visitsInScope(user)} order by 1 desc`,
  );
  return rows.map((r) => weekRef(r.week));
}

/** GET /geoitem/weeklySummary: the chart's weeks up to today's (TZ_ORG), mean hours per rep-day. */
export async function geoWeeklySummary(
  db: DbOrTx,
  user: SessionUser,
  today: string,
): Promise<{ data: GeoWeekPoint[]; meta: { average: number } }> {
  const weeks = geoSummaryWeeks(today);
  const rows = await queryRows<WeekSums>(
    db,
    sql`select ${weekOf} as week, count(*)::int as visits, coalesce(sum(${seconds}), 0)::float8 as seconds,
               count(distinct (v.user_id, ${localDay}))::int as rep_days
          from visits v join stores s on s.id = v.store_id
         where v.checkout_at is not null and ${visitsInScope(user)} and ${daysBetween(weeks[0], addDays(weeks[weeks.length - 1], 6))}
         group by 1`,
  );
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  const data = weeks.map((week) => {
    const r = byWeek.get(week);
    return {
      ...weekRef(week),
      hours: inStorePoint((r?.seconds ?? 0) * 1e6, r?.rep_days ?? 0),
      repDays: r?.rep_days ?? 0,
      visits: r?.visits ?? 0,
    };
  });
  return { data, meta: { average: averageLine([data.filter((p) => p.repDays > 0).map((p) => ({ time: p.hours }))]) } };
}

type UserRow = {
  id: number;
  first_name: string;
  last_name: string;
  role: number;
  area: string | null;
  visits: number;
  stores: number;
  seconds: number;
  rep_days: number;
};

const areaJoins = sql`left join territories at on u.role = 4 and at.id = u.area_id
                      left join districts ad on u.role = 3 and ad.id = u.area_id
                      left join regions ar on u.role = 2 and ar.id = u.area_id`;
const areaName = sql`coalesce(at.name, ad.name, ${localName('ar')})`;
const fullName = sql`lower(u.first_name || ' ' || u.last_name)`;

const toUserRow = (r: UserRow): GeoUserRow => ({
  id: r.id,
  name: displayName(r.first_name, r.last_name),
  role: r.role,
  area: r.area,
  visits: r.visits,
  stores: r.stores,
  hours: roundHours(r.seconds / 3600),
  avgHours: inStorePoint(r.seconds * 1e6, r.rep_days),
});

/** GET /geoitem/topUsers: the people of the caller's area with closed visits in the week (or the chart's weeks). */
export async function geoTopUsers(db: DbOrTx, query: GeoTopUsersQuery, user: SessionUser, today: string): Promise<Paged<GeoUserRow>> {
  const weeks = query.week ? [query.week] : geoSummaryWeeks(today);
  const sums = sql`(select v.user_id, count(*)::int as visits, count(distinct v.store_id)::int as stores,
                          sum(${seconds})::float8 as seconds, count(distinct ${localDay})::int as rep_days
                     from visits v join stores s on s.id = v.store_id
                    where v.checkout_at is not null and ${visitsInScope(user)}
                      and ${daysBetween(weeks[0], addDays(weeks[weeks.length - 1], 6))}
                    group by v.user_id) g`;
  const source: ListSource<GeoUserSort> = {
    columns: sql`u.id, u.first_name, u.last_name, u.role, ${areaName} as area, g.visits, g.stores, g.seconds, g.rep_days`,
    from: sql`from ${sums} join users u on u.id = g.user_id ${areaJoins}`,
    search: (q) => textMatch(q, [fullName]),
    sorts: {
      name: fullName,
      role: sql`u.role`,
      area: sql`lower(${areaName})`,
      visits: sql`g.visits`,
      stores: sql`g.stores`,
      hours: sql`g.seconds`,
      avgHours: sql`g.seconds / g.rep_days`,
    },
    defaultSort: '-hours',
    tiebreak: sql`u.id`,
  };
  const { rows, meta } = await runList<UserRow, GeoUserSort>(db, source, query);
  return { data: rows.map(toUserRow), meta };
}

/** The user when the caller may follow them; else the 404 of an unknown user. */
async function personOf(db: DbOrTx, id: number, viewer: SessionUser) {
  const [row] = await queryRows<{ id: number; first_name: string; last_name: string; role: number; area: string | null }>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.role, ${areaName} as area from users u ${areaJoins}
         where u.id = ${id} and ${geoPeopleCondition(viewer)}`,
  );
  if (!row) throw notFound(en.geo.userNotFound);
  return row;
}

/** GET /geoitem/user/{id}: the user and their weeks with closed visits, newest first. */
export async function geoUserSummary(db: DbOrTx, id: number, viewer: SessionUser): Promise<GeoUserSummary> {
  const person = await personOf(db, id, viewer);
  const rows = await queryRows<WeekSums>(
    db,
    sql`select ${weekOf} as week, count(*)::int as visits, count(distinct v.store_id)::int as stores,
               sum(${seconds})::float8 as seconds, count(distinct ${localDay})::int as rep_days
          from visits v join stores s on s.id = v.store_id
         where v.user_id = ${id} and v.checkout_at is not null
         group by 1 order by 1 desc`,
  );
  return {
    user: { id: person.id, name: displayName(person.first_name, person.last_name), role: person.role, area: person.area },
    weeks: rows.map((r) => ({
      ...weekRef(r.week),
      visits: r.visits,
      stores: r.stores,
      hours: roundHours(r.seconds / 3600),
      avgHours: inStorePoint(r.seconds * 1e6, r.rep_days),
    })),
  };
}

type VisitRow = {
  id: number;
  store_id: number;
  store_name: string;
  store_number: string;
  province: number;
  entry: string;
  exit: string | null;
  minutes: number | null;
  forced: boolean;
  store_lat: number | null;
  store_lng: number | null;
  in_lat: number | null;
  in_lng: number | null;
};

/** GET /geoitem/user/{id}/week/{week}: the user's visits of the week (open ones too), by entry time. */
export async function geoWeekVisits(db: DbOrTx, id: number, week: string, viewer: SessionUser, orgTimeZone: string): Promise<GeoVisit[]> {
  await personOf(db, id, viewer);
  const local = (column: SQL) => sql`to_char(${column} at time zone province_time_zone(s.province), 'YYYY-MM-DD HH24:MI')`;
  const rows = await queryRows<VisitRow>(
    db,
    sql`select v.id, s.id as store_id, s.name as store_name, s.store_number, s.province,
               ${local(sql`v.checkin_at`)} as entry, ${local(sql`v.checkout_at`)} as exit,
               round(${seconds} / 60)::int as minutes, v.forced,
               s.latitude::float8 as store_lat, s.longitude::float8 as store_lng,
               v.checkin_latitude::float8 as in_lat, v.checkin_longitude::float8 as in_lng
          from visits v join stores s on s.id = v.store_id
         where v.user_id = ${id} and ${daysBetween(week, addDays(week, 6))}
         order by v.checkin_at, v.id`,
  );
  const weekLabel = weekRef(week).label;
  return rows.map((r) => ({
    id: r.id,
    store: { id: r.store_id, name: r.store_name, storeNumber: r.store_number },
    entryTime: r.entry,
    exitTime: r.exit,
    duration: r.minutes,
    eventDuration: r.minutes === null ? null : hoursAndMinutes(r.minutes),
    weekLabel,
    timeZone: provinceById(r.province)?.timeZone ?? orgTimeZone,
    forced: r.forced,
    storeLatitude: r.store_lat,
    storeLongitude: r.store_lng,
    checkinLatitude: r.in_lat,
    checkinLongitude: r.in_lng,
  }));
}
