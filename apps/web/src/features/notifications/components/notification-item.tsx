import type { Notification } from '@fieldops/contract';
import { InboxItem } from '../../../components/inbox-item';
import { timeAgo } from '../../../lib/format';

/** One row of the bell's list: subject, message and how long ago. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  return (
    <InboxItem
      subject={notification.subject}
      text={notification.message}
      meta={timeAgo(notification.date)}
      unread={notification.isRead === 0}
      onOpen={() => onOpen(notification)}
    />
  );
}
