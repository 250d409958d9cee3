import { canAccess, webRoutes, type Message } from '@fieldops/contract';
import MailIcon from '@mui/icons-material/Mail';
import { Badge, Box, Button, IconButton, List, Popover, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { arrowKeyFocus } from '../../../lib/arrow-key-focus';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { useMyMessages } from '../api/get-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessageItem } from './message-item';
import { Hint } from '../../../components/hint';

/**
 * The top bar's messages (spec 3 §2 "the current user's messages can be listed and marked read"):
 * a badge counting unread ones and the list, where opening an unread message marks it read.
 * Admins also find the way to compose one here.
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { showError } = useErrorDialog();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const { data = [], error, errorUpdatedAt, isLoadingError, refetch } = useMyMessages();
  const markRead = useMarkMessageRead();
  const unread = data.filter((m) => m.isRead === 0).length;
  const mayCompose = canAccess(webRoutes[paths.messageCompose.path], user?.role);

  // As the bell: a failed first load is shown, a failed background refresh is not.
  useEffect(() => {
    if (error && isLoadingError) showError(error);
  }, [error, errorUpdatedAt, isLoadingError, showError]);

  const open = (message: Message) => {
    if (message.isRead === 0) markRead.mutate(message.id, { onError: (e) => showError(e) });
  };

  return (
    <>
      <Hint title={t('inbox.messages')}>
        <IconButton
          color="inherit"
          // The badge's number is part of the name (label in name, WCAG 2.5.3).
          aria-label={unread > 0 ? t('inbox.openMessagesUnread', { count: unread }) : t('inbox.openMessages')}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(e) => {
            setAnchor(e.currentTarget);
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
            data-testid="messages-badge"
          >
            <MailIcon />
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
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 520 } },
        }}
      >
        <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('inbox.messages')}
          </Typography>
          {mayCompose && (
            <Button size="small" component={Link} to={paths.messageCompose.url()} onClick={() => setAnchor(null)}>
              {t('inbox.compose')}
            </Button>
          )}
        </Box>
        {data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('inbox.noMessages')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('inbox.messages')}>
            {data.map((m) => (
              <MessageItem key={m.id} message={m} onOpen={open} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
