import { addMonths, getDaysInMonth, lastDayOfMonth, lightFormat, parseISO, setDate, startOfMonth } from 'date-fns';
import { FIRST_YEAR } from './constants.js';

/** Pure calculations shared by the server, the web app and the tests. */

/** Completed / total × 100, truncated; 0 when there is nothing to complete (spec 1 §9). */
export function percentComplete(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.trunc((completed / total) * 100);
}

// In a module without date-fns: the web app's first screen shows the name.
export { displayName } from './display-name.js';

/** Years from `first` to `last`, inclusive. */
export function yearRange(first: number, last: number): number[] {
  const years: number[] = [];
  for (let y = first; y <= last; y += 1) years.push(y);
  return years;
}

/**
 * The last year offered and accepted: next year (DESIGN §4, Years). A fixed end year would lock
 * out next month's work every December, so it moves with the calendar.
 */
export function lastOfferedYear(today: Date): number {
  return today.getFullYear() + 1;
}

/** Every year picker (objective form and copy, list filters, By Store): 2018 to next year. */
export function offeredYears(today: Date): number[] {
  return yearRange(FIRST_YEAR, lastOfferedYear(today));
}

/** Whether a year is one of `offeredYears(today)`. */
export function isOfferedYear(year: number, today: Date): boolean {
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= lastOfferedYear(today);
}

/** Percent complete of an objective: (complete_nocomment + complete_comment) / total (spec 2 §4). */
export function objectivePercent(counts: { complete_nocomment: number; complete_comment: number; total: number }): number {
  return percentComplete(counts.complete_nocomment + counts.complete_comment, counts.total);
}

/** The 1st and last day of the due date's month: an objective's start, end and expiry. */
export function objectiveDates(dueDate: string): { startDate: string; endDate: string; dueDate: string; expiryDate: string } {
  const due = parseISO(dueDate);
  const endDate = lightFormat(lastDayOfMonth(due), 'yyyy-MM-dd');
  return { startDate: lightFormat(startOfMonth(due), 'yyyy-MM-dd'), endDate, dueDate, expiryDate: endDate };
}

/**
 * Due date of a new objective: the due day of next month (spec 2 §9). Next month always lies
 * within the offered years, which run to next year.
 */
export function defaultObjectiveDueDate(today: Date, dueDay: number): string {
  return lightFormat(setDate(startOfMonth(addMonths(today, 1)), dueDay), 'yyyy-MM-dd');
}

/** The same due day one month later, kept inside that month (a copy moves to the next month). */
export function nextMonthDueDate(dueDate: string): string {
  const due = parseISO(dueDate);
  const next = startOfMonth(addMonths(due, 1));
  return lightFormat(setDate(next, Math.min(due.getDate(), getDaysInMonth(next))), 'yyyy-MM-dd');
}
