import { dateIn } from '@fieldops/contract';
import type { SessionUser } from './sessions.js';

/** Who asks, and what day it is in the organisation's time zone (overdue is judged on it). */
export interface Viewer {
  user: SessionUser;
  /** YYYY-MM-DD in TZ_ORG. */
  today: string;
}

export const viewerOf = (user: SessionUser, timeZone: string, now = new Date()): Viewer => ({ user, today: dateIn(timeZone, now) });
