import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

/** '3 hours ago' for an ISO timestamp; empty when it cannot be read. */
export function timeAgo(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : '';
}

/** A YYYY-MM-DD day as 'Jan 5, 2025'; the text as given when it is not a date. */
export function formatDay(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'PP') : day;
}

/** A date as YYYY-MM-DD, the API's day format. */
export function toApiDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
