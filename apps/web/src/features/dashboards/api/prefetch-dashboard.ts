import type { RoleId } from '@fieldops/contract';
import type { QueryClient } from '@tanstack/react-query';
import { loadFilter } from '../model/filter-storage';
import { dashboardLevelOf, levelFromParams, roleOpens } from '../model/levels';
import { periodOfFilter } from '../model/period';
import { dashboardQueryOptions } from './get-dashboard';

/**
 * Asks for the answer a dashboard route shows (its level from the route's parameters, the period
 * of the kept filter, as the page asks for it) before the page has loaded and rendered: the page
 * then finds it in react-query's cache, or on its way. Not for a level above the user's own (the
 * page takes them to their own dashboard) nor for a route whose ids are not ids.
 */
export function prefetchDashboard(params: Record<string, string | undefined>, role: RoleId, queryClient: QueryClient): void {
  const level = levelFromParams(params);
  if (!level || !roleOpens(role, level.type)) return;
  void queryClient.prefetchQuery(dashboardQueryOptions(dashboardLevelOf(level), periodOfFilter(loadFilter())));
}
