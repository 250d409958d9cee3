import type { PERIOD_MODES } from '@fieldops/contract';
import {
  calendarDateSchema,
  isOfferedYear,
  monthOf,
  periodOfFilterDate as contractPeriodOfFilterDate,
  periodOfMode as contractPeriodOfMode,
  type Period,
} from '@fieldops/contract';
import { lightFormat } from 'date-fns';
import { orgToday } from '../../../lib/org-today';

export type { Period };

/** The Filters dialog's choice (spec 1 §4): a month 1–12 and a year, each possibly unset. */
export interface DashboardFilter {
  month: number | null;
  year: number | null;
}

export const NO_FILTER: DashboardFilter = { month: null, year: null };

const day = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** The first to the last day of a month (month 1–12). */
export const monthPeriod = (year: number, month: number): Period => monthOf(`${year}-${String(month).padStart(2, '0')}-01`);

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

/** The detail pages' period from the route's filterDate (the contract's rule), within the offered years; null otherwise. */
export function periodOfFilterDate(filterDate: string | undefined, today = orgToday()): Period | null {
  const period = filterDate ? contractPeriodOfFilterDate(filterDate) : null;
  return period && isOfferedYear(Number(period.startDate.slice(0, 4)), today) ? period : null;
}

/** The period of /home/{startDate}/{endDate}: two real days, the first not after the second; else none. */
export function periodOfRange(startDate: string | undefined, endDate: string | undefined): Period | undefined {
  const real = (value: string | undefined) => calendarDateSchema.safeParse(value).success;
  return startDate && endDate && real(startDate) && real(endDate) && startDate <= endDate ? { startDate, endDate } : undefined;
}

/** The filter that shows a filterDate's month. */
export function filterOfFilterDate(filterDate: string): DashboardFilter {
  const [year, month] = filterDate.split('-').map(Number);
  return { year: year ?? null, month: month ?? null };
}

export type PeriodMode = (typeof PERIOD_MODES)[keyof typeof PERIOD_MODES];

/** Spec 1 §4's three modes (the contract's rule, for the browser's today); Custom as given (customPeriodOf). */
export function periodOfMode(mode: PeriodMode, today: Date, custom?: Period): Period {
  return contractPeriodOfMode(mode, day(today), custom);
}

/**
 * The Custom period to ask for from the two days typed: both real days of an offered year (a year
 * half typed, 0002 then 0020, is not one yet), the end not before the start; else none, and the
 * panel keeps the last one while its field says what is wrong.
 */
export function customPeriodOf(typed: Period, today: Date): Period | undefined {
  const offered = (value: string) => isOfferedYear(Number(value.slice(0, 4)), today);
  const period = periodOfRange(typed.startDate, typed.endDate);
  return period && offered(period.startDate) && offered(period.endDate) ? period : undefined;
}

/** The Custom mode's default (spec 1 §4): today's day in the current month to the same day next month. */
export function defaultCustomPeriod(today: Date): Period {
  const next = monthOf(day(today), 1);
  const lastDay = Number(next.endDate.slice(8));
  return { startDate: day(today), endDate: `${next.startDate.slice(0, 8)}${String(Math.min(today.getDate(), lastDay)).padStart(2, '0')}` };
}
