import { ROLE } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { districtAreaCondition, territoryAreaCondition } from '../../lib/area-scope.js';
import type { SessionUser } from '../../lib/sessions.js';

/**
 * The people whose visits a user may follow on the geo screens (`u` is the users table), built on
 * area-scope.ts: downwards only, unlike the user list — a rep themself; a DS themself and the reps
 * of their district; a DSM themself and the reps and DSs of their region; an admin everyone.
 * Archived users are left out for everyone.
 */
export function geoPeopleCondition(user: SessionUser): SQL {
  const live = sql`u.deleted_at is null`;
  if (user.role === ROLE.admin) return live;
  const self = sql`u.id = ${user.id}`;
  if (user.role === ROLE.fieldSalesRep || user.areaId === null) return sql`${live} and ${self}`;
  const reps = sql`(u.role = ${ROLE.fieldSalesRep} and ${territoryAreaCondition(user, sql`u.area_id`)})`;
  if (user.role === ROLE.districtSupervisor) return sql`${live} and (${self} or ${reps})`;
  const supervisors = sql`(u.role = ${ROLE.districtSupervisor} and ${districtAreaCondition(user, sql`u.area_id`)})`;
  return sql`${live} and (${self} or ${reps} or ${supervisors})`;
}
