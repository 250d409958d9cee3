import { ROLE } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.js';

/** Who asks, and what day it is in the organisation's time zone (overdue is judged on it). */
export interface Viewer {
  user: SessionUser;
  /** YYYY-MM-DD in TZ_ORG. */
  today: string;
}

/** Today's date in a time zone, as YYYY-MM-DD. */
export function dateIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const viewerOf = (user: SessionUser, timeZone: string, now = new Date()): Viewer => ({ user, today: dateIn(timeZone, now) });

/**
 * The stores a user sees results of (DESIGN §4: each role below admin sees its own area): a
 * condition on a store's territory id. Admins see every store; a user without an area sees none.
 */
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
