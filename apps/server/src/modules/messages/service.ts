import { en, type Message, type MessageSend, type MessageSent } from '@fieldops/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { messages, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { publishAfterCommit } from '../../lib/events.js';
import { messageRecipients } from './recipients.js';

const LIST_LIMIT = 100;

type MessageRow = typeof messages.$inferSelect;

const toMessage = (m: MessageRow, from: string | null): Message => ({
  id: m.id,
  subject: m.subject,
  message: m.body,
  date: m.createdAt.toISOString(),
  isRead: m.readAt ? 1 : 0,
  from,
});

const senderName = sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`;

/** GET /user/me/messages: the signed-in user's own messages, newest first (spec 3 §2). */
export async function listMessages(db: DbOrTx, userId: number): Promise<Message[]> {
  const rows = await db
    .select({ m: messages, from: senderName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => toMessage(r.m, r.from));
}

/** PUT /message/{id}/readStatus: only the recipient's own; anyone else's answers 404 as a missing one. */
export async function markMessageRead(db: DbOrTx, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.id, id), eq(messages.userId, userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (updated.length > 0) return;
  const [exists] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  if (!exists) throw notFound(en.inbox.notFound);
}

/**
 * POST /message (admins): one row per recipient in one transaction, all sharing the first row's id
 * as `batchId`; each recipient's open stream hears of it after the commit.
 */
export async function sendMessage(db: DbOrTx, input: MessageSend, sender: { id: number }): Promise<MessageSent> {
  const sent = await db.transaction(async (tx) => {
    const recipients = await messageRecipients(tx, input, sender.id);
    const rows = await tx
      .insert(messages)
      .values(recipients.map((userId) => ({ senderId: sender.id, userId, subject: input.subject, body: input.message })))
      .returning();
    const batchId = Math.min(...rows.map((r) => r.id));
    await tx
      .update(messages)
      .set({ batchId })
      .where(
        inArray(
          messages.id,
          rows.map((r) => r.id),
        ),
      );
    const [from] = await tx.select({ name: senderName }).from(users).where(eq(users.id, sender.id));
    return { batchId, rows: rows.map((r) => ({ ...r, batchId })), from: from?.name ?? null };
  });
  publishAfterCommit(sent.rows.map((r) => ({ userId: r.userId, event: { type: 'message', message: toMessage(r, sent.from) } })));
  return { batchId: sent.batchId, recipients: sent.rows.length };
}
