import type { RoleId } from '@fieldops/contract';
import { paths } from '../../../config/paths';
import { levelUrl, roleOpens, type LevelRoute } from './levels';

export interface Crumb {
  label: string;
  to?: string;
}

/** The names of a level's areas, as its dashboard data gives them. */
export interface AreaNames {
  national: string;
  region?: string;
  district?: string;
  territory?: string;
}

/**
 * The areas down to the level (spec 1 §2.4–2.7): 'National' at the national level, else the region,
 * then the district ('Breadcrumb region / district'), then the territory. A crumb links to its
 * dashboard only when the user may open it, so a supervisor is not sent to a region they cannot see.
 */
export function levelCrumbs(level: LevelRoute, names: AreaNames, role: RoleId): Crumb[] {
  if (level.type === 'national')
    return [{ label: names.national, to: roleOpens(role, 'national') ? paths.dashboardNational.url() : undefined }];
  const crumbs: Crumb[] = [
    { label: names.region ?? '…', to: roleOpens(role, 'region') ? paths.dashboardRegion.url(level.regionID) : undefined },
  ];
  if (level.type === 'region') return crumbs;
  crumbs.push({
    label: names.district ?? '…',
    to: roleOpens(role, 'district') ? paths.dashboardDistrict.url(level.districtID, level.regionID) : undefined,
  });
  if (level.type === 'district') return crumbs;
  crumbs.push({ label: names.territory ?? '…', to: levelUrl(level) });
  return crumbs;
}

/**
 * The back link of a dashboard: region → /dashboard/type/national, district → its region, rep → its
 * district (spec 1 §2.5–2.7); none when the user may not open the level above.
 */
export function backOf(level: LevelRoute, role: RoleId): string | undefined {
  switch (level.type) {
    case 'national':
      return undefined;
    case 'region':
      return roleOpens(role, 'national') ? paths.dashboardNational.url() : undefined;
    case 'district':
      return roleOpens(role, 'region') ? paths.dashboardRegion.url(level.regionID) : undefined;
    case 'territory':
      return roleOpens(role, 'district') ? paths.dashboardDistrict.url(level.districtID, level.regionID) : undefined;
  }
}
