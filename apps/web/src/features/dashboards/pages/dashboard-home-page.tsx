import { ROLE } from '@fieldops/contract';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyExport } from '../../../lib/lazy-export';
import { useCurrentUser } from '../../../lib/session-context';
import { OwnAreaRedirect } from '../components/own-level-redirect';

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
