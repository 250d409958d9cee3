import type { Notification } from '@fieldops/contract';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, IconButton, List, Popover, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { arrowKeyFocus } from '../../../lib/arrow-key-focus';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';
import { Hint } from '../../../components/hint';

/** The top bar's bell: a badge counting unread notifications and a list that opens on click. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useErrorDialog();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const { data = [], error, errorUpdatedAt, isLoadingError, refetch } = useNotifications();
  const markRead = useMarkNotificationRead();
  const unread = data.filter((n) => n.isRead === 0).length;

  // A failed load is shown (spec 1 §8); a failed background poll is not: on one bar of signal it
  // would cover the rep's screen every minute, and the badge keeps its last count until the next.
  useEffect(() => {
    if (error && isLoadingError) showError(error);
  }, [error, errorUpdatedAt, isLoadingError, showError]);

  const open = (notification: Notification) => {
    if (notification.isRead === 0) markRead.mutate(notification.id, { onError: (e) => showError(e) });
    if (notification.link) {
      setAnchor(null);
      if (/^https?:\/\//i.test(notification.link)) window.location.assign(notification.link);
      else void navigate(notification.link);
    }
  };

  return (
    <>
      <Hint title={t('shell.notifications')}>
        <IconButton
          color="inherit"
          // The badge's number is part of the name (label in name, WCAG 2.5.3).
          aria-label={unread > 0 ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications')}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            // Opening the bell shows what arrived since the last poll, or why it could not.
            void refetch().then((result) => {
              if (result.isError && !result.isLoadingError) showError(result.error);
            });
          }}
        >
          <Badge
            badgeContent={unread}
            color="error"
            slotProps={{ badge: { 'aria-hidden': true } }}
            sx={{ '& .MuiBadge-invisible': { display: 'none' } }}
            data-testid="notifications-badge"
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Hint>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        onKeyDown={arrowKeyFocus}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // A dialog named by its heading: what the button's aria-haspopup announces.
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } },
        }}
      >
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('shell.notifications')}
          </Typography>
        </Box>
        {data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('shell.noNotifications')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('shell.notifications')}>
            {data.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={open} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
