import { storeRegionSchema, type StoreRegion } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

/** GET /store/regions: every region with its active stores, sorted by name. */
export const getStoreRegions = async (): Promise<StoreRegion[]> => {
  const regions = await api.get('/store/regions', z.array(storeRegionSchema));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return regions.map((r) => ({ ...r, stores: [...r.stores].sort(byName) })).sort(byName);
};

export const useStoreRegions = () => useQuery({ queryKey: ['/store', 'regions'], queryFn: getStoreRegions, staleTime: 60_000 });
