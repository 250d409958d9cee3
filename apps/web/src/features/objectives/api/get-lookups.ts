import { lookupSchema, MAX_PAGE_SIZE, pagedEnvelope, type Lookup } from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client';

const lookupList = z.array(lookupSchema);
/** Lookups change rarely; the service worker keeps them, so they are tried without signal too. */
const options = { staleTime: 5 * 60_000, networkMode: 'offlineFirst' } as const;

/** GET /objective_types. */
export const useObjectiveTypes = () =>
  useQuery({ queryKey: ['/objective_types'], queryFn: () => api.get('/objective_types', lookupList), ...options });

/** GET /brand (a paged list; one page of the largest size holds them all). */
export const useBrands = () =>
  useQuery({
    queryKey: ['/brand', 'options'],
    queryFn: async (): Promise<Lookup[]> =>
      (await apiRequest(`/brand?perPage=${MAX_PAGE_SIZE}&sort=name`, { schema: pagedEnvelope(lookupSchema), whole: true })).data,
    ...options,
  });

/** GET /objective/status: Incomplete, Completed, Approved, Not Completed. */
export const objectiveStatusesQueryOptions = queryOptions({
  queryKey: ['/objective/status'],
  queryFn: () => api.get('/objective/status', lookupList),
  ...options,
});
export const useObjectiveStatuses = () => useQuery(objectiveStatusesQueryOptions);

/** GET /incomplete_reason. */
export const incompleteReasonsQueryOptions = queryOptions({
  queryKey: ['/incomplete_reason'],
  queryFn: () => api.get('/incomplete_reason', lookupList),
  ...options,
});
export const useIncompleteReasons = () => useQuery(incompleteReasonsQueryOptions);
