import { canAccess, pagedEnvelope, webRoutes, type CurrentUser } from '@fieldops/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';
import { myAreaQueryOptions, periodOfRange } from '../../dashboards';
import { latestNewsQueryOptions } from '../../news';
import { firstQuicklinksQueryOptions } from '../../quicklinks';
import { todayQueryOptions } from '../../today';
import { orgToday } from '../../../lib/org-today';

/** Whether the user has a day of store visits: the home page then shows its card. */
export const hasDay = (user: CurrentUser) => canAccess(webRoutes[paths.today.path], user.role);

/** The news posts and quicklinks the home page lists. */
export const LATEST_NEWS = 3;
export const SHOWN_QUICKLINKS = 8;

/** What the home page reads of a GET /playbook row (the playbooks area owns the full row). */
const playbookItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  file: z.object({ id: z.number().int(), fileURL: z.string() }).nullable(),
});

/** GET /playbook?year=&month=: this month's playbooks, scoped by the server to the caller's stores. */
export function monthPlaybooksQueryOptions() {
  const now = orgToday();
  const query = { year: now.getFullYear(), month: now.getMonth() + 1, perPage: 20 };
  return queryOptions({
    queryKey: ['/playbook', 'month', query],
    queryFn: () => api.get(`/playbook${toQueryString(query)}`, pagedEnvelope(playbookItemSchema), { whole: true }),
    retry: false,
  });
}

/**
 * Asks for everything the home page shows as its route opens (app/signed-in-screens.ts), beside
 * the page's code: the day's card (for the roles with a day), the own area's ring (of the period
 * /home/{startDate}/{endDate} names), the latest news, this month's playbooks and the quicklinks.
 * The page's sections then find their answers in react-query's cache, or on their way.
 */
export function prefetchHome(params: Record<string, string | undefined>, user: CurrentUser, queryClient: QueryClient): void {
  if (hasDay(user)) void queryClient.prefetchQuery(todayQueryOptions({}));
  const myArea = myAreaQueryOptions(user, periodOfRange(params.startDate, params.endDate));
  if (myArea) void queryClient.prefetchQuery(myArea);
  void queryClient.prefetchQuery(latestNewsQueryOptions(LATEST_NEWS));
  void queryClient.prefetchQuery(firstQuicklinksQueryOptions(SHOWN_QUICKLINKS));
  // Last: its month is the organisation's today, the page's first Intl date format, whose start
  // (ICU's: 40–90 ms in a desktop Chromium, four times that on a slow phone) would hold back the
  // requests after it.
  void queryClient.prefetchQuery(monthPlaybooksQueryOptions());
}
