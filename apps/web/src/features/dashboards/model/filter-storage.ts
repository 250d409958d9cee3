import { isOfferedYear } from '@fieldops/contract';
import { NO_FILTER, type DashboardFilter } from './period';
import { orgToday } from '../../../lib/org-today';

/** Session storage key of the Filters dialog's month and year (spec 1 §4: kept for the session). */
export const FILTER_KEY = 'dashboardFilter';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const validMonth = (m: unknown): m is number => typeof m === 'number' && Number.isInteger(m) && m >= 1 && m <= 12;

/** The kept filter; anything unreadable counts as no filter. */
export function loadFilter(today = orgToday()): DashboardFilter {
  try {
    const raw = JSON.parse(storage()?.getItem(FILTER_KEY) ?? 'null') as { month?: unknown; year?: unknown } | null;
    if (!raw) return NO_FILTER;
    return {
      month: validMonth(raw.month) ? raw.month : null,
      year: typeof raw.year === 'number' && isOfferedYear(raw.year, today) ? raw.year : null,
    };
  } catch {
    return NO_FILTER;
  }
}

/** APPLY keeps the choice; CLEAR FILTER (both unset) removes it. */
export function saveFilter(filter: DashboardFilter): void {
  if (filter.month === null && filter.year === null) storage()?.removeItem(FILTER_KEY);
  else storage()?.setItem(FILTER_KEY, JSON.stringify(filter));
}
