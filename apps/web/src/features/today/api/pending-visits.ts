import { useOfflineQueue } from '../../../lib/offline-queue';
import type { VisitMeta } from './visit-writes';
import type { PendingVisit } from '../components/visit-state';

const isVisitMeta = (meta: Record<string, unknown> | undefined): meta is VisitMeta =>
  !!meta &&
  (meta.kind === 'checkin' || meta.kind === 'checkout') &&
  typeof meta.storeID === 'number' &&
  typeof meta.at === 'string' &&
  typeof meta.storeName === 'string' &&
  typeof meta.timeZone === 'string';

/** My check-ins and check-outs still waiting to send (refused ones with the server's message), oldest first. */
export function usePendingVisits(): PendingVisit[] {
  const { items } = useOfflineQueue();
  return items.flatMap((item) =>
    isVisitMeta(item.meta) ? [{ key: item.key, meta: item.meta, error: item.state === 'refused' ? item.error : undefined }] : [],
  );
}
