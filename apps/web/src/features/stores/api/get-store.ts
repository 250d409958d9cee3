import { storeSchema, type Store } from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** List and detail queries of stores start with the endpoint, so one invalidation covers both. */
export const storesKey = ['/store'] as const;

/** GET /store/{id}: 404 for an unknown or deleted store. */
export const getStore = (id: number): Promise<Store> => api.get(`/store/${id}`, storeSchema);

export const storeQueryOptions = (id: number) => queryOptions({ queryKey: [...storesKey, id], queryFn: () => getStore(id) });

export const useStore = (id: number | null) => useQuery({ ...storeQueryOptions(id ?? 0), enabled: id !== null });
