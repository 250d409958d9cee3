import type { CurrentUser } from '@fieldops/contract';
import type { QueryClient } from '@tanstack/react-query';
import { loadFilter } from '../model/filter-storage';
import { dashboardLevelOf, levelFromParams, ownLevel, roleOpens } from '../model/levels';
import { periodOfFilter, type Period } from '../model/period';
import { dashboardQueryOptions } from './get-dashboard';

/**
 * Asks for the answer a dashboard route shows (its level from the route's parameters, the period
 * of the kept filter, as the page asks for it) before the page has loaded and rendered: the page
 * then finds it in react-query's cache, or on its way. Not for a level above the user's own (the
 * page takes them to their own dashboard) nor for a route whose ids are not ids.
 */
export function prefetchDashboard(params: Record<string, string | undefined>, user: CurrentUser, queryClient: QueryClient): void {
  const level = levelFromParams(params);
  if (!level || !roleOpens(user.role, level.type)) return;
  void queryClient.prefetchQuery(dashboardQueryOptions(dashboardLevelOf(level), periodOfFilter(loadFilter())));
}

/**
 * /dashboard: the user's own level for the kept period, which its page reads to find the route of
 * that level (a district's region, a territory's district), or shows (the national dashboard).
 */
export function prefetchOwnDashboard(_params: Record<string, string | undefined>, user: CurrentUser, queryClient: QueryClient): void {
  const level = ownLevel(user);
  if (level) void queryClient.prefetchQuery(dashboardQueryOptions(level, periodOfFilter(loadFilter())));
}

/** The home page's card of the user's own area: its dashboard for this month or `period`; null without an area. */
export function myAreaQueryOptions(user: CurrentUser, period?: Period) {
  const level = ownLevel(user);
  return level && dashboardQueryOptions(level, period);
}
