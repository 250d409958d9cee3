import { ROLE } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from './sessions.js';

/**
 * DESIGN §4, "Areas, strictly": each role below admin sees the data of its own area and nothing
 * else — on lists, searches, exports and reads by id alike (a record outside the area answers
 * 404, as if it did not exist); admins see everything. These conditions are the one place that
 * rule is written: every query that reads area-bound records takes its condition from here.
 *
 * Each function answers `undefined` for an admin (no condition) and a condition otherwise. A
 * user whose area is gone (none set, or a territory since archived) sees nothing.
 */

/** The territories of a user's area, as a subquery (a rep's only while their territory is live). */
function areaTerritories(user: SessionUser, areaId: number): SQL {
  switch (user.role) {
    case ROLE.regionalManager:
      return sql`select at.id from territories at join districts ad on ad.id = at.district_id where ad.region_id = ${areaId}`;
    case ROLE.districtSupervisor:
      return sql`select at.id from territories at where at.district_id = ${areaId}`;
    default:
      return sql`select at.id from territories at where at.id = ${areaId} and at.deleted_at is null`;
  }
}

/** The territories a user sees: a condition on a territory id. */
export function territoryAreaCondition(user: SessionUser, territoryId: SQL): SQL | undefined {
  if (user.role === ROLE.admin) return undefined;
  if (user.areaId === null) return sql`false`;
  return sql`${territoryId} in (${areaTerritories(user, user.areaId)})`;
}

/** The stores a user sees: a condition on a store's territory id. */
export const storeAreaCondition = (user: SessionUser, territoryId: SQL): SQL | undefined => territoryAreaCondition(user, territoryId);

/** The districts a user sees: the manager's region's, the supervisor's own, the district of the rep's territory. */
export function districtAreaCondition(user: SessionUser, districtId: SQL): SQL | undefined {
  if (user.role === ROLE.admin) return undefined;
  if (user.areaId === null) return sql`false`;
  if (user.role === ROLE.districtSupervisor) return sql`${districtId} = ${user.areaId}`;
  if (user.role === ROLE.regionalManager) return sql`${districtId} in (select ad.id from districts ad where ad.region_id = ${user.areaId})`;
  return sql`${districtId} in (select at.district_id from territories at where at.id in (${areaTerritories(user, user.areaId)}))`;
}

/** The objectives a user sees: those assigned to at least one store of their area. */
export function objectiveAreaCondition(user: SessionUser, objectiveId: SQL): SQL | undefined {
  const stores = storeAreaCondition(user, sql`ast.territory_id`);
  if (!stores) return undefined;
  return sql`exists (select 1 from store_objectives aso join stores ast on ast.id = aso.store_id
                      where aso.objective_id = ${objectiveId} and ${stores})`;
}

/**
 * The playbooks a user sees: an admin every one; anyone else those shown to at least one active
 * store of their area (DESIGN §4) — outside it a playbook is absent, on lists and reads alike.
 */
export function playbookAreaCondition(user: SessionUser, playbookId: SQL): SQL | undefined {
  const stores = storeAreaCondition(user, sql`aps_s.territory_id`);
  if (!stores) return undefined;
  return sql`exists (select 1 from playbook_stores aps join stores aps_s on aps_s.id = aps.store_id
                      where aps.playbook_id = ${playbookId} and aps_s.deleted_at is null and ${stores})`;
}

/**
 * The people a user sees (`u` is the users table): themselves and everyone whose area lies
 * above or below their own in the region → district → territory chain — a rep sees their
 * supervisor and regional manager, a supervisor their reps and their manager.
 */
export function userAreaCondition(user: SessionUser): SQL | undefined {
  if (user.role === ROLE.admin) return undefined;
  const self = sql`u.id = ${user.id}`;
  if (user.areaId === null) return self;
  const territories = areaTerritories(user, user.areaId);
  const districts =
    user.role === ROLE.regionalManager
      ? sql`select ad.id from districts ad where ad.region_id = ${user.areaId}`
      : user.role === ROLE.districtSupervisor
        ? sql`select ${user.areaId}::int`
        : sql`select at.district_id from territories at where at.id in (${territories})`;
  const region =
    user.role === ROLE.regionalManager
      ? sql`select ${user.areaId}::int`
      : sql`select ad.region_id from districts ad where ad.id in (${districts})`;
  return sql`(${self}
    or (u.role = ${ROLE.regionalManager} and u.area_id in (${region}))
    or (u.role = ${ROLE.districtSupervisor} and u.area_id in (${districts}))
    or (u.role = ${ROLE.fieldSalesRep} and u.area_id in (${territories})))`;
}
