import type { Message } from '@fieldops/contract';
import { Box, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { timeAgo } from '../../../lib/format';

interface MessageItemProps {
  message: Message;
  onOpen: (message: Message) => void;
}

/** One message of the top bar's list: subject, text, sender and how long ago; unread ones stand out. */
export function MessageItem({ message, onOpen }: MessageItemProps) {
  const { t } = useTranslation();
  const unread = message.isRead === 0;
  // In a list item of its own: the list holds only items (WCAG 1.3.1).
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(message)}
        data-unread={unread ? 'true' : 'false'}
        aria-label={unread ? `${message.subject} — ${t('inbox.markRead')}` : message.subject}
        sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unread ? 'action.hover' : undefined, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box
          aria-hidden
          sx={{ mt: 0.9, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <ListItemText
          primary={message.subject}
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'pre-line' }}>
                {message.message}
              </Typography>
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                {[message.from ? t('inbox.from', { name: message.from }) : null, timeAgo(message.date)].filter(Boolean).join(' · ')}
              </Typography>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}
