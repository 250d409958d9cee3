/**
 * Which calendar day it is in a time zone: the organisation's (TZ_ORG) decides "today" for the
 * server's figures and for the web app's defaults alike, whatever zone the device is set to.
 */

/** One formatter per zone: making one costs far more than using it, and today is asked for often (each day of a calendar). */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
};

/** The day of `now` in `timeZone`, as YYYY-MM-DD. */
export function dateIn(timeZone: string, now = new Date()): string {
  const parts = formatOf(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
