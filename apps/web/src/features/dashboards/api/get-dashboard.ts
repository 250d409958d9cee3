import {
  districtDashboardSchema,
  nationalDashboardSchema,
  regionDashboardSchema,
  territoryDashboardSchema,
  type DistrictDashboard,
  type NationalDashboard,
  type RegionDashboard,
  type TerritoryDashboard,
} from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ZodType } from 'zod';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';
import { prepareNumberFormats } from '../../../lib/format';
import { useRetryOnMount } from '../../../lib/use-retry-on-mount';
import type { Period } from '../model/period';

/** One dashboard level with its area id (spec 1 §7). */
export type DashboardLevel =
  | { type: 'national' }
  | { type: 'region'; regionID: number }
  | { type: 'district'; districtID: number }
  | { type: 'territory'; territoryID: number };

export interface DashboardOf {
  national: NationalDashboard;
  region: RegionDashboard;
  district: DistrictDashboard;
  territory: TerritoryDashboard;
}

const schemas: { [K in keyof DashboardOf]: ZodType<DashboardOf[K]> } = {
  national: nationalDashboardSchema,
  region: regionDashboardSchema,
  district: districtDashboardSchema,
  territory: territoryDashboardSchema,
};

export const dashboardKeys = {
  all: ['/dashboard_data'] as const,
  level: (level: DashboardLevel, period?: Period) => [...dashboardKeys.all, level, period ?? 'current'] as const,
};

/** The area id parameters of a level, as every dashboard call takes them. */
export function areaParams(level: DashboardLevel): Record<string, number | undefined> {
  return {
    regionID: level.type === 'region' ? level.regionID : undefined,
    districtID: level.type === 'district' ? level.districtID : undefined,
    territoryID: level.type === 'territory' ? level.territoryID : undefined,
  };
}

/** GET /dashboard_data?type=…&{area}ID&startDate&endDate; without a period, the server's current month. */
export function getDashboard<L extends DashboardLevel>(level: L, period?: Period): Promise<DashboardOf[L['type']]> {
  const schema = schemas[level.type] as ZodType<DashboardOf[L['type']]>;
  prepareNumberFormats();
  return api.get(`/dashboard_data${toQueryString({ type: level.type, ...areaParams(level), ...period })}`, schema);
}

export const dashboardQueryOptions = <L extends DashboardLevel>(level: L, period?: Period) =>
  queryOptions({ queryKey: dashboardKeys.level(level, period), queryFn: () => getDashboard(level, period) });

/**
 * A dashboard level and its period. Its answer is drawn as a deferred value: React renders the
 * dashboard in slices between which the page keeps answering (a whole dashboard is one long task
 * on a slow phone otherwise), and it stays pending, its skeleton shown, until that render is done.
 */
export function useDashboard<L extends DashboardLevel>(level: L, period?: Period, enabled = true) {
  const options = dashboardQueryOptions(level, period);
  const query = useQuery({ ...options, enabled, retryOnMount: useRetryOnMount(options.queryKey) });
  const data = useDeferredValue(query.data);
  return { data, error: query.error, isPending: data === undefined };
}
