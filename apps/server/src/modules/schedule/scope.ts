import { ROLE } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { districtAreaCondition } from '../../lib/area-scope.js';
import type { SessionUser } from '../../lib/sessions.js';

/**
 * Whose calendar a schedule entry is on, and who may read it (spec 3 §2, DESIGN §4). The schedule
 * is kept by district: a supervisor's calendar belongs to their district, a rep's to the district
 * of their territory. Each role reads the calendars of the districts of its area — a rep their
 * district's, read-only but for their own entries; a supervisor their district's; a regional
 * manager their region's — and always their own; outside it, 404 as for an unknown id.
 */

/** The district whose calendar user `u` is on (null for admins, managers and users without an area). */
export const scheduleDistrictOf = (u: SQL): SQL => sql`(case
  when ${u}.role = ${ROLE.districtSupervisor} then ${u}.area_id
  when ${u}.role = ${ROLE.fieldSalesRep} then (select st.district_id from territories st where st.id = ${u}.area_id and st.deleted_at is null)
end)`;

/** The users on one district's calendar: its supervisors and the reps of its live territories. */
export const onDistrictCalendar = (u: SQL, districtId: number): SQL => sql`(
  (${u}.role = ${ROLE.districtSupervisor} and ${u}.area_id = ${districtId})
  or (${u}.role = ${ROLE.fieldSalesRep}
      and ${u}.area_id in (select st.id from territories st where st.district_id = ${districtId} and st.deleted_at is null)))`;

/** The users whose calendars the viewer reads: a condition on the users alias `u` (none for admins). */
export function scheduleReadCondition(viewer: SessionUser, u: SQL): SQL | undefined {
  const districts = districtAreaCondition(viewer, scheduleDistrictOf(u));
  if (!districts) return undefined;
  return sql`(${u}.id = ${viewer.id} or ${districts})`;
}
