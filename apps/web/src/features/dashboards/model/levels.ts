import { ROLE, type CurrentUser, type RoleId } from '@fieldops/contract';
import { paths } from '../../../config/paths';
import { positiveId } from '../../../lib/route-id';
import type { DashboardLevel } from '../api/get-dashboard';

/** A dashboard route's level with every id its URL carries (spec 1 §2.5–2.7). */
export type LevelRoute =
  | { type: 'national' }
  | { type: 'region'; regionID: number }
  | { type: 'district'; districtID: number; regionID: number }
  | { type: 'territory'; territoryID: number; districtID: number; regionID: number };

export type DetailKind = 'ds-performance' | 'fsr-leaderboard' | 'in-story-time';
export const DETAIL_KINDS: readonly DetailKind[] = ['ds-performance', 'fsr-leaderboard', 'in-story-time'];

/** The level of a dashboard or detail route from its parameters; null when an id is not one. */
export function levelFromParams(params: Record<string, string | undefined>): LevelRoute | null {
  const regionID = positiveId(params.regionID);
  if (params.territoryID !== undefined) {
    const territoryID = positiveId(params.territoryID);
    const districtID = positiveId(params.dsID);
    return territoryID && districtID && regionID ? { type: 'territory', territoryID, districtID, regionID } : null;
  }
  if (params.districtID !== undefined) {
    const districtID = positiveId(params.districtID);
    return districtID && regionID ? { type: 'district', districtID, regionID } : null;
  }
  if (params.regionID !== undefined) return regionID ? { type: 'region', regionID } : null;
  return { type: 'national' };
}

/** The URL of a level's dashboard: the base of its detail routes and their back link. */
export function levelUrl(level: LevelRoute): string {
  switch (level.type) {
    case 'national':
      return paths.dashboard.url();
    case 'region':
      return paths.dashboardRegion.url(level.regionID);
    case 'district':
      return paths.dashboardDistrict.url(level.districtID, level.regionID);
    case 'territory':
      return paths.dashboardRep.url(level.territoryID, level.districtID, level.regionID);
  }
}

/** What a district's or territory's dashboard answer says of the areas above it. */
interface AreasAbove {
  region?: { id: number };
  district?: { id: number };
}

/**
 * The level with the region and district its dashboard's answer names: the URL's are only what a
 * link carried (/dashboard/ds/101/7 for a district of region 2), and the page's breadcrumb, back
 * link and area links must lead to the right ones. The level itself when nothing differs.
 */
export function levelOfAnswer(level: LevelRoute, answer: AreasAbove | undefined): LevelRoute {
  if (!answer?.region) return level;
  if (level.type === 'district' && answer.region.id !== level.regionID) return { ...level, regionID: answer.region.id };
  if (level.type === 'territory' && answer.district && (answer.district.id !== level.districtID || answer.region.id !== level.regionID))
    return { ...level, districtID: answer.district.id, regionID: answer.region.id };
  return level;
}

/** The dashboard_data call of a level. */
export function dashboardLevelOf(level: LevelRoute): DashboardLevel {
  switch (level.type) {
    case 'national':
      return { type: 'national' };
    case 'region':
      return { type: 'region', regionID: level.regionID };
    case 'district':
      return { type: 'district', districtID: level.districtID };
    case 'territory':
      return { type: 'territory', territoryID: level.territoryID };
  }
}

const DEPTH = { national: 0, region: 1, district: 2, territory: 3 } as const;
const ROLE_DEPTH: Record<RoleId, number> = {
  [ROLE.admin]: 0,
  [ROLE.regionalManager]: 1,
  [ROLE.districtSupervisor]: 2,
  [ROLE.fieldSalesRep]: 3,
};

/** Whether a role may open a level's dashboard at all (its own area and below; the server checks which area). */
export const roleOpens = (role: RoleId, type: LevelRoute['type']) => ROLE_DEPTH[role] <= DEPTH[type];

/** The dashboard level of the user's own area: admins the country; none for another role without an area. */
export function ownLevel(user: CurrentUser): DashboardLevel | null {
  if (user.role === ROLE.admin) return { type: 'national' };
  if (!user.area) return null;
  if (user.area.type === 'region') return { type: 'region', regionID: user.area.id };
  if (user.area.type === 'district') return { type: 'district', districtID: user.area.id };
  return { type: 'territory', territoryID: user.area.id };
}
