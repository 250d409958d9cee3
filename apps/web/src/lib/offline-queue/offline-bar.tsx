import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { lazyExport } from '../lazy-export';
import { useSession } from '../session-context';
import { useNoSignalSaid, useOnline } from '../use-online';
import { NoSignalBar } from './no-signal-bar';
import { configureOfflineQueue, flushQueue, queueSnapshot, resetBackoff } from './queue';
import { useOfflineQueue } from './use-offline-queue';

/** The bar, its details and the discard confirmation: fetched when a change first waits (issue 13). */
const OfflineBarPanel = lazyExport(() => import('./offline-bar-panel'), 'OfflineBarPanel');

/** While writes wait, the queue is tried this often (each write also keeps its own back-off). */
const RETRY_INTERVAL_MS = 5_000;

/**
 * Runs the queue for the signed-in user: on start, when the network returns, and every few
 * seconds while something waits; after a write is sent every query is refreshed, so the screens
 * show what the server now holds.
 */
function useQueueRunner(userID: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    configureOfflineQueue(userID, () => void queryClient.invalidateQueries());
    if (userID === null) return;
    void flushQueue();
    const onOnline = () => void resetBackoff().then(flushQueue);
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (queueSnapshot().items.some((item) => item.state !== 'refused')) void flushQueue();
    }, RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
      configureOfflineQueue(null);
    };
  }, [userID, queryClient]);
}

/**
 * Runs the signed-in user's queue, and shows 'n changes waiting to send' under the top bar while
 * writes made without signal wait (offline-bar-panel.tsx), 'No signal' while there is none and
 * nothing waits (no-signal-bar.tsx).
 */
export function OfflineBar() {
  const { user } = useSession();
  useQueueRunner(user?.id ?? null);
  const { waiting } = useOfflineQueue();
  const online = useOnline();
  const screenSaysIt = useNoSignalSaid();
  // Kept once shown: the panel hides itself when nothing waits, its confirmation closing in place.
  const [shown, setShown] = useState(waiting > 0);
  if (waiting > 0 && !shown) setShown(true);
  return (
    <>
      {!online && waiting === 0 && !screenSaysIt && <NoSignalBar />}
      {shown && (
        <Suspense fallback={null}>
          <OfflineBarPanel />
        </Suspense>
      )}
    </>
  );
}
