import { districtSchema, regionSchema, territorySchema } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client';
import { toQueryString } from '../lib/download';
import { useCurrentUser } from '../lib/session-context';
import type { SelectOption } from './form';

export type AreaKind = 'region' | 'district' | 'territory';

/** Narrows districts to a region, territories to a district or a region. */
export interface AreaFilter {
  regionID?: number | null;
  districtID?: number | null;
}

const ENDPOINT: Record<AreaKind, string> = { region: '/region', district: '/district', territory: '/territory/all' };
const LIST: Record<AreaKind, z.ZodType<{ id: number; name: string }[]>> = {
  region: z.array(regionSchema),
  district: z.array(districtSchema),
  territory: z.array(territorySchema),
};

/**
 * The choices of a region, district or territory picker, by name. Query keys start with the
 * endpoint ('/territory'…), so saving a territory refreshes the pickers along with the list.
 * Districts and territories come scoped by the server; the regions are a public lookup, so a
 * regional manager's region picker keeps their own region only (DESIGN §4: what is outside the
 * area is absent from their lists).
 */
export function useAreaOptions(kind: AreaKind | null, filter: AreaFilter = {}) {
  const { area } = useCurrentUser();
  const ownRegion = kind === 'region' && area?.type === 'region' ? area.id : null;
  const params = kind === 'region' ? {} : { regionID: filter.regionID, districtID: kind === 'territory' ? filter.districtID : undefined };
  const path = kind ? `${ENDPOINT[kind]}${toQueryString(params)}` : '';
  return useQuery({
    queryKey: [kind ? ENDPOINT[kind].replace('/all', '') : 'none', 'options', path],
    queryFn: async (): Promise<SelectOption[]> => {
      const rows = await api.get(path, LIST[kind!]);
      return rows.map((r) => ({ value: r.id, label: r.name }));
    },
    select: ownRegion === null ? undefined : (options: SelectOption[]) => options.filter((o) => o.value === ownRegion),
    enabled: kind !== null,
    staleTime: 60_000,
  });
}
