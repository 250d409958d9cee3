import type { QueryClient } from '@tanstack/react-query';
import { prefetchStoreResults } from '../../objectives';
import { todayStoreQueryOptions } from './get-today';

/** How many stores of the list, nearest first, are loaded ahead: a rep's day, not a supervisor's whole district. */
const STORES_LOADED_AHEAD = 10;

/**
 * Loads ahead, with signal, what the page of each store of the day needs (the store, then its
 * results and the lookups of their dialog), so a store not opened yet opens later without signal:
 * kept in the page's cache, and by the service worker for a reload (vite.config.ts `REP_READS`).
 * One store at a time, so a store the rep taps meanwhile is not queued behind all the others; what
 * is fresh in the cache is not asked again.
 */
export async function prefetchDayStores(queryClient: QueryClient, storeIDs: readonly number[]): Promise<void> {
  for (const storeID of storeIDs.slice(0, STORES_LOADED_AHEAD)) {
    const detail = await queryClient.fetchQuery(todayStoreQueryOptions(storeID)).catch(() => null);
    const objectiveIDs = detail?.objectives.map((o) => o.objectiveID) ?? [];
    if (objectiveIDs.length > 0) await prefetchStoreResults(queryClient, storeID, objectiveIDs);
  }
}
