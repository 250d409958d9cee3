import { ROLE, type Area } from '@fieldops/contract';
import { Alert, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session-context';
import { useDashboard } from '../api/get-dashboard';
import { loadFilter } from '../model/filter-storage';
import { levelUrl, roleOpens, type LevelRoute } from '../model/levels';
import { periodOfFilter } from '../model/period';
import { NotFoundMessage } from './not-found-message';
import { useErrorPopup } from './use-error-popup';

/**
 * Whether the user's role sees a level of dashboard: each role sees its own area and below, so the
 * levels above (the national one for a regional manager, a region for a supervisor or a rep) are
 * answered 404 by the server. Those routes take the user to their own dashboard instead, when they
 * name the user's own area's region or district (`AboveOwnLevel`).
 */
export function useAboveOwnLevel(type: LevelRoute['type'] | undefined): boolean {
  const { role } = useCurrentUser();
  return type !== undefined && !roleOpens(role, type);
}

/** To the user's own dashboard (/dashboard opens each user's level). */
export const ToOwnDashboard = () => <Navigate replace to={paths.dashboard.url()} />;

/** The user's own area with the areas above it: a district's region, a territory's district and region. */
interface OwnChain {
  regionID?: number;
  districtID?: number;
  territoryID?: number;
}

/**
 * The user's own area and the areas above it, read from their own dashboard (the next page reads it
 * again from cache): `undefined` while it loads.
 */
function useOwnChain(area: Area | null): { chain?: OwnChain; error: unknown } {
  const period = periodOfFilter(loadFilter());
  const district = useDashboard({ type: 'district', districtID: area?.id ?? 0 }, period, area?.type === 'district');
  const territory = useDashboard({ type: 'territory', territoryID: area?.id ?? 0 }, period, area?.type === 'territory');
  const error = district.error ?? territory.error;
  if (!area || area.type === 'region') return { chain: { regionID: area?.id }, error: null };
  if (district.data) return { chain: { regionID: district.data.region.id, districtID: area.id }, error };
  if (territory.data) {
    const { district: d, region } = territory.data;
    return { chain: { regionID: region.id, districtID: d.id, territoryID: area.id }, error };
  }
  return { error };
}

/** Whether a level route names the areas above the user's own (the user's region, their district in it). */
function isAboveOwnArea(level: LevelRoute, chain: OwnChain): boolean {
  if (level.type === 'national') return true;
  if (level.regionID !== chain.regionID) return false;
  return level.type === 'region' || (level.type === 'district' && level.districtID === chain.districtID);
}

/**
 * A dashboard route above the user's own level: `children` (their own dashboard, say) when it names
 * the user's own region or district, and not-found when it names another area, as the server answers
 * for an area outside the user's (DESIGN §4).
 */
export function AboveOwnLevel({ level, children }: { level: LevelRoute; children: ReactNode }) {
  const { area, role } = useCurrentUser();
  const { chain, error } = useOwnChain(role === ROLE.admin ? null : area);
  if (level.type === 'national' || !area) return children;
  if (chain) return isAboveOwnArea(level, chain) ? children : <NotFoundMessage />;
  return error ? <Alert severity="error">{errorMessage(error)}</Alert> : <Skeleton variant="rounded" height={240} aria-busy />;
}

/** The user's own level with the areas above it, once they are known. */
function ownLevelOf(area: Area, chain: OwnChain): LevelRoute | undefined {
  if (area.type === 'region') return { type: 'region', regionID: area.id };
  if (chain.regionID === undefined) return undefined;
  if (area.type === 'district') return { type: 'district', districtID: area.id, regionID: chain.regionID };
  if (chain.districtID === undefined) return undefined;
  return { type: 'territory', territoryID: area.id, districtID: chain.districtID, regionID: chain.regionID };
}

/**
 * To a page of the user's own level, `to` building its URL (their dashboard, a detail list of
 * theirs), once the areas above their own are known.
 */
export function OwnLevelRedirect({ area, to }: { area: Area; to: (own: LevelRoute) => string }) {
  const { chain, error } = useOwnChain(area);
  useErrorPopup(error);
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const own = chain && ownLevelOf(area, chain);
  return own ? <Navigate replace to={to(own)} /> : <Skeleton variant="rounded" height={240} aria-busy />;
}

/** /dashboard for a supervisor or a rep: to their district's or territory's dashboard once its areas are known. */
export const OwnAreaRedirect = ({ area }: { area: Area }) => <OwnLevelRedirect area={area} to={levelUrl} />;
