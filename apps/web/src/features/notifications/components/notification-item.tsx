import type { Notification } from '@fieldops/contract';
import { Box, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { timeAgo } from '../../../lib/format';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One row of the bell's list: subject, message and how long ago; unread rows stand out. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.isRead === 0;
  // In a list item of its own: the list holds only items (WCAG 1.3.1).
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(notification)}
        data-unread={unread ? 'true' : 'false'}
        sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unread ? 'action.hover' : undefined, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box
          aria-hidden
          sx={{ mt: 0.9, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <ListItemText
          primary={notification.subject}
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {notification.message}
              </Typography>
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                {timeAgo(notification.date)}
              </Typography>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}
