import { canAccess, webRoutes } from '@fieldops/contract';
import MailIcon from '@mui/icons-material/Mail';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InboxMenu } from '../../../components/inbox-menu';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { useMyMessages } from '../api/get-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessageItem } from './message-item';

/**
 * The top bar's messages (spec 3 §2 "the current user's messages can be listed and marked read"):
 * a badge counting unread ones and the list, where opening an unread message marks it read.
 * Admins also find the way to compose one here.
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const mayCompose = canAccess(webRoutes[paths.messageCompose.path], user?.role);
  return (
    <InboxMenu
      title={t('inbox.messages')}
      buttonLabel={(unread) => (unread > 0 ? t('inbox.openMessagesUnread', { count: unread }) : t('inbox.openMessages'))}
      empty={t('inbox.noMessages')}
      icon={<MailIcon />}
      badgeTestId="messages-badge"
      read={useMyMessages()}
      markRead={useMarkMessageRead()}
      renderItem={(m, open) => <MessageItem message={m} onOpen={open} />}
      action={(close) =>
        mayCompose && (
          <Button size="small" component={Link} to={paths.messageCompose.url()} onClick={close}>
            {t('inbox.compose')}
          </Button>
        )
      }
    />
  );
}
