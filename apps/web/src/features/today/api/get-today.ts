import { todaySchema, todayStoreDetailSchema, type CurrentUser, type Today, type TodayStoreDetail } from '@fieldops/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { positiveId } from '../../../lib/route-id';
import { useOnline } from '../../../lib/use-online';
import { useRetryOnMount } from '../../../lib/use-retry-on-mount';
import { invalidateFigures } from '../../../lib/invalidate-figures';

/** Every query of the rep's day starts with the endpoint: one invalidation refreshes the list and the stores. */
export const todayKeys = {
  all: ['/today'] as const,
  list: (params: TodayParams) => [...todayKeys.all, 'list', params] as const,
  store: (storeID: number) => [...todayKeys.all, 'store', storeID] as const,
};

export interface TodayParams {
  latitude?: number;
  longitude?: number;
  q?: string;
}

function queryString(params: TodayParams): string {
  const search = new URLSearchParams();
  if (params.latitude !== undefined && params.longitude !== undefined) {
    search.set('latitude', String(params.latitude));
    search.set('longitude', String(params.longitude));
  }
  if (params.q) search.set('q', params.q);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /today: the stores of my area with work this month, and my open visit. */
export const getToday = (params: TodayParams): Promise<Today> => api.get(`/today${queryString(params)}`, todaySchema);

/**
 * The day's reads are tried without signal too ('offlineFirst', not paused as react-query does
 * offline): the service worker answers the last copy it kept (vite.config.ts), so a reload in a
 * store without signal shows the day and the store again.
 */
const offlineFirst = { networkMode: 'offlineFirst' } as const;

export const todayQueryOptions = (params: TodayParams) =>
  queryOptions({ queryKey: todayKeys.list(params), queryFn: () => getToday(params), ...offlineFirst });

/**
 * The day's whole list (no search) loaded last, whatever position it was asked with: what a list
 * asked for without signal shows when its own position or search was never loaded.
 */
function lastLoadedDay(queryClient: QueryClient): Today | undefined {
  const lists = queryClient
    .getQueryCache()
    .findAll({ queryKey: [...todayKeys.all, 'list'] })
    .filter((query) => query.state.data !== undefined && !(query.queryKey[2] as TodayParams | undefined)?.q)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return lists[0]?.state.data as Today | undefined;
}

/** The day's list; the previous one stays on screen while another loads, and without signal the last one loaded. */
export function useToday(params: TodayParams, enabled = true) {
  const queryClient = useQueryClient();
  const online = useOnline();
  return useQuery({
    ...todayQueryOptions(params),
    enabled,
    placeholderData: (previous) => (online ? previous : (lastLoadedDay(queryClient) ?? previous)),
  });
}

/** GET /today/{storeId}: the store, its objectives this month, my open visit and my visits there today. */
export const getTodayStore = (storeID: number): Promise<TodayStoreDetail> => api.get(`/today/${storeID}`, todayStoreDetailSchema);

export const todayStoreQueryOptions = (storeID: number) =>
  queryOptions({ queryKey: todayKeys.store(storeID), queryFn: () => getTodayStore(storeID), ...offlineFirst });

export function useTodayStore(storeID: number | null) {
  const options = todayStoreQueryOptions(storeID ?? 0);
  return useQuery({ ...options, enabled: storeID !== null, retryOnMount: useRetryOnMount(options.queryKey) });
}

/** /today/{storeId}: the store, asked for as the route opens (app/signed-in-screens.ts), beside the page's code. */
export function prefetchTodayStore(params: Record<string, string | undefined>, _user: CurrentUser, queryClient: QueryClient): void {
  const storeID = positiveId(params.storeID);
  if (storeID !== null) void queryClient.prefetchQuery(todayStoreQueryOptions(storeID));
}

/** After a check-in or a check-out: the day, and the in-store figures of the dashboards. */
export const invalidateToday = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: todayKeys.all }), invalidateFigures(queryClient)]);
