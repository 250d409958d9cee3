import { en, type Notification } from '@fieldops/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { publishAfterCommit } from '../../lib/events.js';

const LIST_LIMIT = 100;

export async function listNotifications(db: DbOrTx, userId: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map(toNotification);
}

const toNotification = (n: typeof notifications.$inferSelect): Notification => ({
  id: n.id,
  subject: n.subject,
  message: n.message,
  date: n.createdAt.toISOString(),
  isRead: n.readAt ? 1 : 0,
  link: n.link,
});

export async function markNotificationRead(db: DbOrTx, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length > 0) return;
  const [exists] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!exists) throw notFound(en.shell.notificationNotFound);
}

/** Creates a notification for each user (used by the areas that raise events). */
export async function notifyUsers(
  db: DbOrTx,
  userIds: number[],
  note: { subject: string; message: string; link?: string | null },
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values([...new Set(userIds)].map((userId) => ({ userId, subject: note.subject, message: note.message, link: note.link ?? null })))
    .returning();
  // The open streams hear of them once the caller's transaction has committed (lib/events.ts).
  publishAfterCommit(rows.map((n) => ({ userId: n.userId, event: { type: 'notification', notification: toNotification(n) } })));
}
