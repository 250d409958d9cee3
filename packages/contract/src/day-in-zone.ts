/**
 * Which calendar day it is in a time zone: the organisation's (TZ_ORG) decides "today" for the
 * server's figures and for the web app's defaults alike, whatever zone the device is set to.
 */

/** The day of `now` in `timeZone`, as YYYY-MM-DD. */
export function dateIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
