import { storeObjectiveSchema, type StoreObjective } from '@fieldops/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { incompleteReasonsQueryOptions, objectiveStatusesQueryOptions } from './get-lookups';

export interface StoreObjectiveRef {
  storeID: number;
  objectiveID: number;
}

/** GET /store/{storeId}/objective/{objectiveId}: one store's result for one objective. */
export const getStoreObjective = ({ storeID, objectiveID }: StoreObjectiveRef): Promise<StoreObjective> =>
  api.get(`/store/${storeID}/objective/${objectiveID}`, storeObjectiveSchema);

/**
 * One result's query. Tried without signal too ('offlineFirst'): the service worker answers the
 * last copy it kept (vite.config.ts), so a rep's result opens in a store without signal.
 */
export const storeObjectiveQueryOptions = (ref: StoreObjectiveRef) =>
  queryOptions({
    queryKey: ['/store_objective', 'one', ref.storeID, ref.objectiveID],
    queryFn: () => getStoreObjective(ref),
    networkMode: 'offlineFirst',
  });

export const useStoreObjective = (ref: StoreObjectiveRef | null) =>
  useQuery({ ...storeObjectiveQueryOptions(ref ?? { storeID: 0, objectiveID: 0 }), enabled: ref !== null });

/**
 * Loads the results of a store's objectives and the lookups their dialog needs, so they open
 * later in the store without signal: kept in the page's cache and by the service worker (after a
 * reload). What is fresh in the cache is not asked again.
 */
export function prefetchStoreResults(queryClient: QueryClient, storeID: number, objectiveIDs: readonly number[]): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(objectiveStatusesQueryOptions),
    queryClient.prefetchQuery(incompleteReasonsQueryOptions),
    ...objectiveIDs.map((objectiveID) => queryClient.prefetchQuery(storeObjectiveQueryOptions({ storeID, objectiveID }))),
  ]).then(() => undefined);
}
