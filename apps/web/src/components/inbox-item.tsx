import { Box, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface InboxItemProps {
  subject: string;
  /** The text, or a ClampedText of it (a message). */
  text: ReactNode;
  /** The line under the text: who sent it, how long ago. */
  meta: string;
  unread: boolean;
  onOpen: () => void;
  /** The button's name when it should say more than the subject. */
  ariaLabel?: string;
}

/**
 * One entry of a top-bar list (the bell's notifications, the messages): subject, text and a line of
 * who and when, with a dot and bold subject while unread.
 */
export function InboxItem({ subject, text, meta, unread, onOpen, ariaLabel }: InboxItemProps) {
  // In a list item of its own: the list holds only items (WCAG 1.3.1).
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={onOpen}
        data-unread={unread ? 'true' : 'false'}
        aria-label={ariaLabel}
        sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unread ? 'action.hover' : undefined, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box
          aria-hidden
          sx={{ mt: 0.9, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        {/* A long word or address in a message wraps rather than running off the list's edge. */}
        <ListItemText
          primary={subject}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } }, secondary: { component: 'div' } }}
          secondary={
            <>
              <Typography component="div" variant="body2" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'pre-line' }}>
                {text}
              </Typography>
              <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                {meta}
              </Typography>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}
