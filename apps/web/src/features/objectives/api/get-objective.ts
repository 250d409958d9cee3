import { objectiveSchema, type Objective } from '@fieldops/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** List and detail queries of objectives start with the endpoint: one invalidation covers both. */
export const objectivesKey = ['/objective'] as const;

/** Store-objective lists and the status counts (keys start with '/store_objective…'). */
export const invalidateStoreObjectives = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/store_objective'),
  });

/** GET /objective/{id}: the objective with its files, stores and counts. */
export const getObjective = (id: number): Promise<Objective> => api.get(`/objective/${id}`, objectiveSchema);

export const objectiveQueryOptions = (id: number) => queryOptions({ queryKey: [...objectivesKey, id], queryFn: () => getObjective(id) });

export const useObjective = (id: number | null) => useQuery({ ...objectiveQueryOptions(id ?? 0), enabled: id !== null });
