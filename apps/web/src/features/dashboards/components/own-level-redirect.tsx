import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { roleOpens, type LevelRoute } from '../model/levels';

/**
 * Whether the user's role sees a level of dashboard: each role sees its own area and below, so the
 * levels above (the national one for a regional manager, a region for a supervisor or a rep) are
 * answered 404 by the server. Those routes take the user to their own dashboard instead.
 */
export function useAboveOwnLevel(type: LevelRoute['type'] | undefined): boolean {
  const { role } = useCurrentUser();
  return type !== undefined && !roleOpens(role, type);
}

/** To the user's own dashboard (/dashboard opens each user's level). */
export const ToOwnDashboard = () => <Navigate replace to={paths.dashboard.url()} />;
