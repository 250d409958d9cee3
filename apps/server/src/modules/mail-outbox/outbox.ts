import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface OutboxMail {
  /** Names the mail once for ever: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Writes mails to the durable outbox inside the caller's transaction, so a mail exists exactly
 * when the change that causes it does; the outbox job sends them. Answers how many were new.
 */
export async function enqueueMails(tx: DbOrTx, mails: readonly OutboxMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = await tx
    .insert(mailOutbox)
    .values(mails.map((m) => ({ dedupeKey: m.dedupeKey, toAddress: m.to, subject: m.subject, text: m.text, html: m.html ?? null })))
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** How many mails wait to be sent (not sent, not given up); for health and tests. */
export async function pendingMailCount(db: DbOrTx, maxAttempts: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.attempts} < ${maxAttempts}`);
  return row?.n ?? 0;
}
