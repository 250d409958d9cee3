import {
  en,
  monthOf,
  OBJECTIVE_STATUS,
  orderDayStores,
  type Today,
  type TodayObjective,
  type TodayStore,
  type TodayStoreDetail,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import type { Viewer } from '../../lib/viewer.js';
import { isoSql } from '../store-objectives/result-source.js';
import { storeSearch } from '../stores/store-source.js';
import { distanceMetres, type Position } from '../../lib/geo.js';
import { openVisitOf, type VisitRules } from './service.js';
import { storeTimeZone, toVisit, visitColumns, visitFrom, type VisitRow } from './visit-source.js';
import { localName } from '../../lib/reading-language.js';

type TodayRow = {
  id: number;
  name: string;
  store_number: string;
  address_line1: string;
  city: string;
  province: number;
  latitude: number | null;
  longitude: number | null;
  open: number;
  overdue: number;
  last_visit: string | null;
};

/** Objectives active this month: their period (start to end date) overlaps the month of the organisation's today. */
function activeThisMonth(today: string): SQL {
  const month = monthOf(today);
  return sql`o.deleted_at is null and o.start_date <= ${month.endDate}::date and o.end_date >= ${month.startDate}::date`;
}

/**
 * Stores of the caller's area, each with its results of this month's objectives counted: open =
 * not Completed, Approved or Not Completed yet (Incomplete), overdue = open past the due date
 * (judged on the organisation's today). The last visit is anyone's (the rep's or a supervisor's),
 * so a store seen yesterday by either shows it. One query for the whole list.
 */
function todayStores(db: DbOrTx, viewer: Viewer, conditions: (SQL | undefined)[]): Promise<TodayRow[]> {
  return queryRows<TodayRow>(
    db,
    sql`select s.id, s.name, s.store_number, s.address_line1, s.city, s.province, s.latitude, s.longitude, c.open, c.overdue,
               (select ${isoSql(sql`max(lv.checkin_at)`)} from visits lv where lv.store_id = s.id) as last_visit
          from stores s
         cross join lateral (
           select count(*)::int as total,
                  count(*) filter (where so.status_id = ${OBJECTIVE_STATUS.incomplete})::int as open,
                  count(*) filter (where so.status_id = ${OBJECTIVE_STATUS.incomplete} and o.due_date < ${viewer.today}::date)::int as overdue
             from store_objectives so join objectives o on o.id = so.objective_id
            where so.store_id = s.id and ${activeThisMonth(viewer.today)}) c
        ${whereClause([sql`s.deleted_at is null`, storeAreaCondition(viewer.user, sql`s.territory_id`), ...conditions])}`,
  );
}

/** A store of the day; its distance from `position` when given (the day's list gets its own from orderDayStores). */
const toTodayStore = (r: TodayRow, position: Partial<Position> = {}): TodayStore => ({
  id: r.id,
  name: r.name,
  storeNumber: r.store_number,
  addressLine1: r.address_line1,
  city: r.city,
  latitude: r.latitude,
  longitude: r.longitude,
  distance: distanceMetres(position, r),
  open: r.open,
  overdue: r.overdue,
  lastVisit: r.last_visit,
});

/**
 * GET /today: the stores of the caller's area (a rep's territory, a supervisor's district) with
 * results of objectives active this month, by distance when a position is given, else by name;
 * `q` searches as the store list does (name, number, city, postal code). With the caller's open visit.
 */
export async function today(
  db: DbOrTx,
  query: { latitude?: number; longitude?: number; q?: string },
  viewer: Viewer,
  rules: VisitRules,
): Promise<Today> {
  const q = query.q?.trim();
  const rows = await todayStores(db, viewer, [sql`c.total > 0`, q ? storeSearch(q) : undefined]);
  const stores = orderDayStores(
    rows.map((r) => toTodayStore(r)),
    query,
  );
  return { stores, openVisit: await openVisitOf(db, viewer.user.id, rules) };
}

type ObjectiveRow = {
  objective_id: number;
  title: string;
  priority: TodayObjective['priority'];
  due_date: string;
  is_custom: number;
  status_id: number;
  status_name: string;
  reason_name: string | null;
};

/**
 * GET /today/{storeId}: a store of the caller's area (404 outside it, as for an unknown id), its
 * results of this month's objectives (priority A first, then by due date and title), the caller's
 * open visit and the caller's visits at this store today (the store's own calendar day).
 */
export async function todayStore(
  db: DbOrTx,
  storeId: number,
  position: Partial<Position>,
  viewer: Viewer,
  rules: VisitRules,
): Promise<TodayStoreDetail> {
  const [row] = await todayStores(db, viewer, [sql`s.id = ${storeId}`]);
  if (!row) throw notFound(en.masterData.stores.notFound);
  const timeZone = storeTimeZone(row.province, rules.timeZone);
  // First, so a visit it closes as forced reads closed below.
  const openVisit = await openVisitOf(db, viewer.user.id, rules);
  const objectives = await queryRows<ObjectiveRow>(
    db,
    sql`select o.id as objective_id, o.title, o.priority, o.due_date::text as due_date, o.is_custom, so.status_id,
               ${localName('st')} as status_name, ${localName('ir')} as reason_name
          from store_objectives so
          join objectives o on o.id = so.objective_id
          join objective_statuses st on st.id = so.status_id
          left join incomplete_reasons ir on ir.id = so.incomplete_reason_id
         where so.store_id = ${storeId} and ${activeThisMonth(viewer.today)}
         order by o.priority, o.due_date, lower(o.title), o.id`,
  );
  const visitsToday = await queryRows<VisitRow>(
    db,
    sql`select ${visitColumns} ${visitFrom}
         where v.user_id = ${viewer.user.id} and v.store_id = ${storeId}
           and (v.checkin_at at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date
         order by v.checkin_at, v.id`,
  );
  return {
    store: { ...toTodayStore(row, position), timeZone },
    objectives: objectives.map((o) => ({
      objectiveID: o.objective_id,
      title: o.title,
      priority: o.priority,
      dueDate: o.due_date,
      isCustom: o.is_custom ? 1 : 0,
      status: { id: o.status_id, name: o.status_name },
      statusLabel: o.reason_name ?? o.status_name,
      overdue: o.status_id === OBJECTIVE_STATUS.incomplete && o.due_date < viewer.today,
    })),
    openVisit,
    visitsToday: visitsToday.map((v) => toVisit(v, rules.timeZone)),
  };
}
