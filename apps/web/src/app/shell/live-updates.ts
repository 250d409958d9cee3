import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { messageKeys } from '../../features/messages';
import { notificationsKey } from '../../features/notifications';
// The keys alone, not the feature: the calendar's code still loads with its screen.
import { scheduleKeys } from '../../features/schedule/api/schedule-keys';
import { listenToLiveEvents } from '../../lib/live-events';
import { useSession } from '../../lib/session-context';

/**
 * What a notification tells has changed, by the page it leads to: its queries are refreshed with the
 * bell (only those shown now are fetched again). A schedule notice (an admin added, moved or removed
 * an entry of the person's) refreshes the calendar, which would otherwise refuse the next drag.
 */
const REFRESHED_BY_LINK: readonly { page: string; queryKey: QueryKey }[] = [{ page: paths.schedule.url(), queryKey: scheduleKeys.entries }];

/** Whether `link` leads to `page` or below it (`/schedule`, `/schedule?…`, `/schedule/…`). */
const leadsTo = (link: string, page: string) => link === page || ['/', '?', '#'].some((sign) => link.startsWith(page + sign));

/**
 * Keeps the bell and the messages current without reloading: each event of the live stream
 * refreshes its list (notices removed too: their objective gone or out of the person's reach) (a notification also the queries of its page, REFRESHED_BY_LINK), and `ready`
 * (a connection, first or again) refreshes them all, since events may have been missed while it
 * was down. One stream per signed-in user; closed on sign-out, and opened again with the new token
 * when the person signs in again after their session ended.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { status, user, sessionKey } = useSession();
  const userId = status === 'signedIn' ? user?.id : undefined;

  useEffect(() => {
    if (userId === undefined) return;
    let first = true;
    return listenToLiveEvents((event) => {
      if (event.type === 'notification' || event.type === 'notificationsRemoved' || (event.type === 'ready' && !first))
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
      if (event.type === 'message' || (event.type === 'ready' && !first)) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      for (const { page, queryKey } of REFRESHED_BY_LINK) {
        const link = event.type === 'notification' ? event.notification.link : null;
        if ((link !== null && leadsTo(link, page)) || (event.type === 'ready' && !first)) void queryClient.invalidateQueries({ queryKey });
      }
      if (event.type === 'ready') first = false;
    });
  }, [queryClient, userId, sessionKey]);
}
