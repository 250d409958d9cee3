import { ROLE } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from './sessions.js';

/**
 * DESIGN §4: each role below admin sees the data of its own area on dashboards and lists;
 * admins see everything. These conditions are the one place that rule is written.
 */

/** The stores a user sees: a condition on a store's territory id (none for a user without an area). */
export function storeAreaCondition(user: SessionUser, territoryId: SQL): SQL | undefined {
  if (user.role === ROLE.admin) return undefined;
  if (user.areaId === null) return sql`false`;
  switch (user.role) {
    case ROLE.regionalManager:
      return sql`${territoryId} in (select at.id from territories at join districts ad on ad.id = at.district_id where ad.region_id = ${user.areaId})`;
    case ROLE.districtSupervisor:
      return sql`${territoryId} in (select at.id from territories at where at.district_id = ${user.areaId})`;
    default:
      return sql`${territoryId} = ${user.areaId}`;
  }
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
  const a = user.areaId;
  const [region, district, territory] =
    user.role === ROLE.regionalManager
      ? [sql`${a}`, null, null]
      : user.role === ROLE.districtSupervisor
        ? [sql`(select region_id from districts where id = ${a})`, sql`${a}`, null]
        : [
            sql`(select d.region_id from territories t join districts d on d.id = t.district_id where t.id = ${a})`,
            sql`(select district_id from territories where id = ${a})`,
            sql`${a}`,
          ];
  const districts = district ? sql`(${district})` : sql`(select id from districts where region_id = ${region})`;
  const territories = territory
    ? sql`(${territory})`
    : sql`(select id from territories where district_id in ${districts})`;
  return sql`(${self}
    or (u.role = ${ROLE.regionalManager} and u.area_id = ${region})
    or (u.role = ${ROLE.districtSupervisor} and u.area_id in ${districts})
    or (u.role = ${ROLE.fieldSalesRep} and u.area_id in ${territories}))`;
}
