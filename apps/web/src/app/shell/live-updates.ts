import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageKeys } from '../../features/messages';
import { notificationsKey } from '../../features/notifications';
import { listenToLiveEvents } from '../../lib/live-events';
import { useSession } from '../../lib/session-context';

/**
 * Keeps the bell and the messages current without reloading: each event of the live stream
 * refreshes its list, and `ready` (a connection, first or again) refreshes both, since events
 * may have been missed while it was down. One stream per signed-in user; closed on sign-out, and
 * opened again with the new token when the person signs in again after their session ended.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { status, user, sessionKey } = useSession();
  const userId = status === 'signedIn' ? user?.id : undefined;

  useEffect(() => {
    if (userId === undefined) return;
    let first = true;
    return listenToLiveEvents((event) => {
      if (event.type === 'notification' || (event.type === 'ready' && !first))
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
      if (event.type === 'message' || (event.type === 'ready' && !first)) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      if (event.type === 'ready') first = false;
    });
  }, [queryClient, userId, sessionKey]);
}
