import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InboxMenu } from '../../../components/inbox-menu';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

/** The top bar's bell: a badge counting unread notifications and a list that opens on click; a notification's link is followed. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <InboxMenu
      title={t('shell.notifications')}
      buttonLabel={(unread) => (unread > 0 ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications'))}
      empty={t('shell.noNotifications')}
      icon={<NotificationsIcon />}
      badgeTestId="notifications-badge"
      read={useNotifications()}
      markRead={useMarkNotificationRead()}
      renderItem={(n, open) => <NotificationItem notification={n} onOpen={open} />}
      onOpen={(n, close) => {
        if (!n.link) return;
        close();
        if (/^https?:\/\//i.test(n.link)) window.location.assign(n.link);
        else void navigate(n.link);
      }}
    />
  );
}
