import { format, isValid, parse } from 'date-fns';

const DAY_FORMAT = 'yyyy-MM-dd';

/** '' or null is no date; anything else the day it names (an unreadable one: no date). */
export function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parse(value, DAY_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/**
 * The form's value for what the date picker holds: 'YYYY-MM-DD' for a real day, `notADay` for a date
 * typed that is not one (02/30, an invalid Date) or only partly typed, '' once every part is empty.
 * The picker gives no date (null) while a part is still empty (MUI X v8 on), so whether any part is
 * typed (`typed`) tells a half-typed date from no date.
 */
export function dateValue(date: Date | null, typed: boolean, notADay: string): string {
  if (date) return isValid(date) ? format(date, DAY_FORMAT) : notADay;
  return typed ? notADay : '';
}
