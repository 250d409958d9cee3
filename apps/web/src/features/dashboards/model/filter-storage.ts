import { isOfferedYear } from '@fieldops/contract';
import { NO_FILTER, type DashboardFilter } from './period';
import { orgToday } from '../../../lib/org-today';
import { DASHBOARD_FILTER_KEY } from '../../../lib/session-keys';

/**
 * Session storage key of the Filters dialog's month and year (spec 1 §4: kept for the session; the
 * sign-out forgets it, lib/session.ts).
 */
export const FILTER_KEY = DASHBOARD_FILTER_KEY;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const validMonth = (m: unknown): m is number => typeof m === 'number' && Number.isInteger(m) && m >= 1 && m <= 12;

/**
 * The kept filter; anything unreadable counts as no filter. Today (for the years offered) is read
 * only when a year is kept: the organisation's today is the page's first Intl date format, whose
 * start (ICU's: 40–90 ms in a desktop Chromium, four times that on a slow phone) would otherwise
 * hold back the dashboard's request, which the prefetch sends from here on every first load.
 */
export function loadFilter(today?: Date): DashboardFilter {
  try {
    const raw = JSON.parse(storage()?.getItem(FILTER_KEY) ?? 'null') as { month?: unknown; year?: unknown } | null;
    if (!raw) return NO_FILTER;
    return {
      month: validMonth(raw.month) ? raw.month : null,
      year: typeof raw.year === 'number' && isOfferedYear(raw.year, today ?? orgToday()) ? raw.year : null,
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
