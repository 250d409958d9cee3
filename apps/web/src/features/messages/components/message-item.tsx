import type { Message } from '@fieldops/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampedText } from '../../../components/clamped-text';
import { InboxItem } from '../../../components/inbox-item';
import { timeAgo } from '../../../lib/format';

/**
 * One message of the top bar's list: subject, text, sender and how long ago. A long text is cut at
 * three lines, so one message does not fill a phone's list; opening the message (a click on it)
 * shows it whole, and a second click cuts it again.
 */
export function MessageItem({ message, onOpen }: { message: Message; onOpen: (message: Message) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = message.isRead === 0;
  return (
    <InboxItem
      subject={message.subject}
      text={<ClampedText text={message.message} open={open} />}
      meta={[message.from ? t('inbox.from', { name: message.from }) : null, timeAgo(message.date)].filter(Boolean).join(' · ')}
      unread={unread}
      onOpen={() => {
        setOpen(!open);
        onOpen(message);
      }}
      // Read, the button is named by what it shows (WCAG 2.5.3): the subject alone left its text out.
      ariaLabel={unread ? `${message.subject} — ${t('inbox.markRead')}` : undefined}
    />
  );
}
