import type { SessionUser } from './sessions.js';

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
