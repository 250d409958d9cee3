import type { Message } from '@fieldops/contract';
import { useTranslation } from 'react-i18next';
import { InboxItem } from '../../../components/inbox-item';
import { timeAgo } from '../../../lib/format';

/** One message of the top bar's list: subject, text, sender and how long ago. */
export function MessageItem({ message, onOpen }: { message: Message; onOpen: (message: Message) => void }) {
  const { t } = useTranslation();
  const unread = message.isRead === 0;
  return (
    <InboxItem
      subject={message.subject}
      text={message.message}
      meta={[message.from ? t('inbox.from', { name: message.from }) : null, timeAgo(message.date)].filter(Boolean).join(' · ')}
      unread={unread}
      onOpen={() => onOpen(message)}
      ariaLabel={unread ? `${message.subject} — ${t('inbox.markRead')}` : message.subject}
    />
  );
}
