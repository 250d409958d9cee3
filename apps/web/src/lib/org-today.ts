import { dateIn } from '@fieldops/contract';
import { toApiDay } from './format';

/**
 * "Today" for the app's defaults (the current month, a new record's date, the years offered): the
 * day it is in the organisation's time zone (TZ_ORG, given with the signed-in user), the day the
 * server counts in, whatever zone the phone or computer is set to. A rep in Vancouver at 10 pm on
 * the last day of a month is already in the next month in Toronto, as the dashboards are. Before
 * sign-in, the device's own day.
 */
let orgTimeZone: string | null = null;

/** The session's user came or went (lib/session-context.tsx): their organisation's zone, or none. */
export function setOrgTimeZone(timeZone: string | null): void {
  orgTimeZone = timeZone;
}

/** Today in the organisation's zone, YYYY-MM-DD. */
export const orgDay = (now = new Date()): string => (orgTimeZone ? dateIn(orgTimeZone, now) : toApiDay(now));

/** Today in the organisation's zone as a local date at midnight: what date-fns, `getFullYear` and the pickers read. */
export function orgToday(now = new Date()): Date {
  const [year, month, day] = orgDay(now).split('-').map(Number);
  return new Date(year, month - 1, day);
}
