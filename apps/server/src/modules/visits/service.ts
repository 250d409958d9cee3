import { en, VISIT_AT_MAX_AGE_HOURS, type CheckinBody, type CheckoutBody, type Period, type Visit } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { whereClause } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import type { Viewer } from '../../lib/viewer.js';
import { periodOf } from '../../lib/period.js';
import { getUser } from '../users/service.js';
import { isoSql } from '../store-objectives/result-source.js';
import { closeExpiredVisits } from './forced-close.js';
import { distanceMetres, isVerified } from '../../lib/geo.js';
import { toVisit, visitColumns, visitFrom, type VisitRow } from './visit-source.js';

const V = en.visits;
const HOUR_MS = 3600_000;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 60_000;

/** The rules a visit is judged by: CHECKIN_RADIUS_M, VISIT_MAX_HOURS and TZ_ORG of the configuration. */
export interface VisitRules {
  radiusM: number;
  maxHours: number;
  timeZone: string;
}

/** The moment of the tap: `at` when the rep recorded it offline (last 24 h, not in the future), else now. */
export function tapTime(at: string | undefined, now = new Date()): Date {
  if (at === undefined) return now;
  const time = new Date(at);
  if (time.getTime() > now.getTime() + CLOCK_SKEW_MS || time.getTime() < now.getTime() - VISIT_AT_MAX_AGE_HOURS * HOUR_MS) {
    throw invalid(V.atRange, { at: [V.atRange] });
  }
  return time.getTime() > now.getTime() ? now : time;
}

export async function findVisit(db: DbOrTx, id: number, rules: VisitRules): Promise<Visit> {
  const [row] = await queryRows<VisitRow>(db, sql`select ${visitColumns} ${visitFrom} where v.id = ${id}`);
  if (!row) throw notFound(V.notFound);
  return toVisit(row, rules.timeZone);
}

/** The user's open visit, if any (after closing it as forced when it ran past the limit). */
export async function openVisitOf(db: DbOrTx, userId: number, rules: VisitRules): Promise<Visit | null> {
  await closeExpiredVisits(db, rules.maxHours, userId);
  const [row] = await queryRows<VisitRow>(
    db,
    sql`select ${visitColumns} ${visitFrom} where v.user_id = ${userId} and v.checkout_at is null`,
  );
  return row ? toVisit(row, rules.timeZone) : null;
}

type StorePlace = { id: number; latitude: number | null; longitude: number | null };

/**
 * POST /checkin: opens a visit at a store of the caller's area (404 outside it, as for an unknown
 * store). The distance is recorded and the visit verified within the radius plus the accuracy, but
 * never refused. One open visit per user: another one open answers 409 naming its store; the same
 * store again answers that open visit (`created: false`, 200), so a second tap is harmless.
 */
export async function checkIn(
  db: DbOrTx,
  input: CheckinBody,
  user: SessionUser,
  rules: VisitRules,
): Promise<{ visit: Visit; created: boolean }> {
  const at = tapTime(input.at);
  const [store] = await queryRows<StorePlace>(
    db,
    sql`select s.id, s.latitude, s.longitude from stores s
        ${whereClause([sql`s.id = ${input.storeID}`, sql`s.deleted_at is null`, storeAreaCondition(user, sql`s.territory_id`)])}`,
  );
  if (!store) throw notFound(en.masterData.stores.notFound);
  const open = await openVisitOf(db, user.id, rules);
  if (open) return sameStoreOrConflict(open, store.id);

  const distance = distanceMetres(input, store);
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into visits (user_id, store_id, checkin_at, checkin_latitude, checkin_longitude, checkin_accuracy, checkin_distance, verified)
          values (${user.id}, ${store.id}, ${at.toISOString()}, ${input.latitude ?? null}, ${input.longitude ?? null},
                  ${input.accuracy ?? null}, ${distance}, ${isVerified(distance, input.accuracy, rules.radiusM)})
          returning id`,
    );
    // A check-in recorded offline longer ago than the limit is already over: closed as forced now, as the next read would.
    await closeExpiredVisits(db, rules.maxHours, user.id);
    return { visit: await findVisit(db, row.id, rules), created: true };
  } catch (error) {
    // Two check-ins of one user at once: the partial unique index lets one through; the other is told as above.
    if (!isUniqueViolation(error, 'visits_one_open_uq')) throw error;
    const winner = await openVisitOf(db, user.id, rules);
    if (!winner) throw error;
    return sameStoreOrConflict(winner, store.id);
  }
}

function sameStoreOrConflict(open: Visit, storeId: number): { visit: Visit; created: false } {
  if (open.storeID !== storeId) {
    throw conflict(V.alreadyOpen.replace('{{store}}', open.store.name), { storeID: [V.alreadyOpen.replace('{{store}}', open.store.name)] });
  }
  return { visit: open, created: false };
}

type Locked = {
  id: number;
  checkin_at: string;
  checkout_at: string | null;
  forced: boolean;
  latitude: number | null;
  longitude: number | null;
};

/**
 * PUT /checkin/{id}: closes the caller's own visit (404 for anyone else's). A check-out later than
 * VISIT_MAX_HOURS after the check-in closes it as forced at the limit. A visit the server already
 * closed as forced still takes the rep's real check-out when it was recorded offline (`at`) within
 * the limit, so a check-out sent late is not lost; any other closed visit answers 409.
 */
export async function checkOut(db: DbOrTx, id: number, input: CheckoutBody, user: SessionUser, rules: VisitRules): Promise<Visit> {
  const at = tapTime(input.at);
  await db.transaction(async (tx) => {
    const [visit] = await queryRows<Locked>(
      tx,
      sql`select v.id, ${isoSql(sql`v.checkin_at`)} as checkin_at, ${isoSql(sql`v.checkout_at`)} as checkout_at, v.forced, s.latitude, s.longitude
            from visits v join stores s on s.id = v.store_id
           where v.id = ${id} and v.user_id = ${user.id}
           for update of v`,
    );
    if (!visit) throw notFound(V.notFound);
    const checkin = new Date(visit.checkin_at);
    if (at.getTime() < checkin.getTime()) throw invalid(V.checkoutBeforeCheckin, { at: [V.checkoutBeforeCheckin] });
    const limit = new Date(checkin.getTime() + rules.maxHours * HOUR_MS);
    const withinLimit = at.getTime() <= limit.getTime();
    const lateRealCheckout = visit.checkout_at !== null && visit.forced && input.at !== undefined && withinLimit;
    if (visit.checkout_at !== null && !lateRealCheckout) throw conflict(V.alreadyClosed);
    const distance = distanceMetres(input, visit);
    await tx.execute(
      sql`update visits set checkout_at = ${(withinLimit ? at : limit).toISOString()}, forced = ${!withinLimit},
                 checkout_latitude = ${input.latitude ?? null}, checkout_longitude = ${input.longitude ?? null},
                 checkout_accuracy = ${input.accuracy ?? null}, checkout_distance = ${distance}
           where id = ${visit.id}`,
    );
  });
  return findVisit(db, id, rules);
}

/**
 * GET /user/{id}/checkin (spec 1 §7): the visits of a user the caller sees (404 otherwise, like
 * GET /user/{id}) whose check-in falls in the period, calendar days in TZ_ORG, newest first; only
 * visits at stores of the caller's area. The period follows the rule of the user panel's other lists
 * (`periodOf`): a month from a lone start or to a lone end, this month without either, 422 reversed.
 */
export async function userCheckins(db: DbOrTx, userId: number, q: Partial<Period>, viewer: Viewer, rules: VisitRules): Promise<Visit[]> {
  const period = periodOf(q, viewer.today);
  await getUser(db, userId, viewer.user);
  await closeExpiredVisits(db, rules.maxHours, userId);
  const rows = await queryRows<VisitRow>(
    db,
    sql`select ${visitColumns} ${visitFrom}
        ${whereClause([
          sql`v.user_id = ${userId}`,
          sql`v.checkin_at >= (${period.startDate}::date)::timestamp at time zone ${rules.timeZone}`,
          sql`v.checkin_at < (${period.endDate}::date + 1)::timestamp at time zone ${rules.timeZone}`,
          storeAreaCondition(viewer.user, sql`s.territory_id`),
        ])}
        order by v.checkin_at desc, v.id desc`,
  );
  return rows.map((r) => toVisit(r, rules.timeZone));
}
