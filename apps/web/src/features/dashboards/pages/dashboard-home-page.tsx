import { ROLE, type Area } from '@fieldops/contract';
import { Alert, Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { lazyExport } from '../../../lib/lazy-export';
import { useCurrentUser } from '../../../lib/session-context';
import { useDashboard } from '../api/get-dashboard';
import { useErrorPopup } from '../components/use-error-popup';
import { loadFilter } from '../model/filter-storage';
import { periodOfFilter } from '../model/period';

/** Fetched for the admins it opens for: the other roles are sent on without its charts and carousel (issue 13). */
const NationalDashboardPage = lazyExport(() => import('./national-dashboard-page'), 'NationalDashboardPage');

/**
 * /dashboard opens each user's own level (issue 10): admins the national dashboard, a regional
 * manager their region, a supervisor their district and a rep their territory. A district's region
 * and a territory's district come from their dashboard, which the next page reads again from cache.
 */
export function DashboardHomePage() {
  const user = useCurrentUser();
  if (user.role === ROLE.admin || !user.area)
    return (
      <Suspense fallback={null}>
        <NationalDashboardPage />
      </Suspense>
    );
  if (user.area.type === 'region') return <Navigate replace to={paths.dashboardRegion.url(user.area.id)} />;
  return <OwnAreaRedirect area={user.area} />;
}

function OwnAreaRedirect({ area }: { area: Area }) {
  const period = periodOfFilter(loadFilter());
  const district = useDashboard({ type: 'district', districtID: area.id }, period, area.type === 'district');
  const territory = useDashboard({ type: 'territory', territoryID: area.id }, period, area.type === 'territory');
  const error = district.error ?? territory.error;
  useErrorPopup(error);
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (district.data) return <Navigate replace to={paths.dashboardDistrict.url(area.id, district.data.region.id)} />;
  if (territory.data) {
    const { district: d, region } = territory.data;
    return <Navigate replace to={paths.dashboardRep.url(area.id, d.id, region.id)} />;
  }
  return <Skeleton variant="rounded" height={240} aria-busy />;
}
