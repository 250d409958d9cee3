import { PERIOD_MODES, offeredYears } from '@fieldops/contract';
import { endOfMonth, format, isValid, parse, startOfMonth, startOfYear } from 'date-fns';

/** A dashboard period: calendar days YYYY-MM-DD, both included. */
export interface Period {
  startDate: string;
  endDate: string;
}

/** The Filters dialog's choice (spec 1 §4): a month 1–12 and a year, each possibly unset. */
export interface DashboardFilter {
  month: number | null;
  year: number | null;
}

export const NO_FILTER: DashboardFilter = { month: null, year: null };

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The first to the last day of a month (month 1–12). */
export function monthPeriod(year: number, month: number): Period {
  const first = new Date(year, month - 1, 1);
  return { startDate: day(first), endDate: day(endOfMonth(first)) };
}

/**
 * The period the dashboards ask for: the chosen month when both month and year are set (spec 1 §5:
 * "startDate only when both month and year are chosen"), otherwise none, and the server answers for
 * the current month of the organisation's time zone.
 */
export function periodOfFilter(filter: DashboardFilter): Period | undefined {
  return filter.month && filter.year ? monthPeriod(filter.year, filter.month) : undefined;
}

/** 'YYYY-MM' of a period's first day: the detail routes' filterDate (spec 1 §2.4). */
export const filterDateOf = (period: Period) => period.startDate.slice(0, 7);

/** The detail pages' period from the route's filterDate 'YYYY-MM': first to last day of that month; null when malformed. */
export function periodOfFilterDate(filterDate: string | undefined, today = new Date()): Period | null {
  if (!filterDate || !/^\d{4}-\d{2}$/.test(filterDate)) return null;
  const date = parse(`${filterDate}-01`, 'yyyy-MM-dd', today);
  if (!isValid(date) || !offeredYears(today).includes(date.getFullYear())) return null;
  return monthPeriod(date.getFullYear(), date.getMonth() + 1);
}

/** The filter that shows a filterDate's month. */
export function filterOfFilterDate(filterDate: string): DashboardFilter {
  const [year, month] = filterDate.split('-').map(Number);
  return { year: year ?? null, month: month ?? null };
}

export type PeriodMode = (typeof PERIOD_MODES)[keyof typeof PERIOD_MODES];

/**
 * The three period modes of spec 1 §4: Current Month (first to last day), Year to Date (1 January to
 * today) and Custom (the chosen days; an end before the start is swapped).
 */
export function periodOfMode(mode: PeriodMode, today: Date, custom?: Period): Period {
  if (mode === PERIOD_MODES.yearToDate) return { startDate: day(startOfYear(today)), endDate: day(today) };
  if (mode === PERIOD_MODES.custom && custom) {
    return custom.startDate <= custom.endDate ? custom : { startDate: custom.endDate, endDate: custom.startDate };
  }
  return { startDate: day(startOfMonth(today)), endDate: day(endOfMonth(today)) };
}

/** The Custom mode's default (spec 1 §4): today's day in the current month to the same day next month. */
export function defaultCustomPeriod(today: Date): Period {
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const nextDay = Math.min(today.getDate(), endOfMonth(next).getDate());
  return { startDate: day(today), endDate: day(new Date(next.getFullYear(), next.getMonth(), nextDay)) };
}
