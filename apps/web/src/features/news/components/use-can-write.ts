import { canAccess, webRoutes } from '@fieldops/contract';
import { useCurrentUser } from '../../../lib/session-context';
import { paths } from '../../../config/paths';

/** Whether the signed-in user may write news (the route table's rule for /news/create: admins). */
export function useCanWriteNews(): boolean {
  return canAccess(webRoutes[paths.newsCreate.path], useCurrentUser().role);
}
