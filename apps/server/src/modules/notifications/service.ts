import { en, isLanguage, translateText, type Language, type Notification } from '@fieldops/contract';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { publishAfterCommit } from '../../lib/events.js';

const LIST_LIMIT = 100;

/**
 * The languages of these users. A notification is stored as the English catalog text the server
 * wrote (spec wording); each reader gets it in their language, the reverse index of the catalog
 * naming the text and the values filled into it (a title, a store name stay as written).
 */
async function languagesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, Language>> {
  const rows = await db.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, isLanguage(r.language) ? r.language : 'en']));
}

const inLanguage = (n: Notification, language: Language = 'en'): Notification =>
  language === 'en' ? n : { ...n, subject: translateText(language, n.subject), message: translateText(language, n.message) };

export async function listNotifications(db: DbOrTx, userId: number): Promise<Notification[]> {
  const language = (await languagesOf(db, [userId])).get(userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map((n) => inLanguage(toNotification(n), language));
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

/** What a notification says and where it leads; `notifyEach` takes one per user. */
type Note = { subject: string; message: string; link?: string | null };

/** Creates a notification for each user (used by the areas that raise events). */
export async function notifyUsers(db: DbOrTx, userIds: number[], note: Note): Promise<void> {
  await notifyEach(
    db,
    [...new Set(userIds)].map((userId) => ({ ...note, userId })),
  );
}

/** Creates one notification per entry, each to its own user and with its own text, in one insert. */
export async function notifyEach(db: DbOrTx, notes: (Note & { userId: number })[]): Promise<void> {
  if (notes.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(notes.map((n) => ({ userId: n.userId, subject: n.subject, message: n.message, link: n.link ?? null })))
    .returning();
  // The open streams hear of them once the caller's transaction has committed (lib/events.ts).
  const languages = await languagesOf(
    db,
    rows.map((n) => n.userId),
  );
  publishAfterCommit(
    rows.map((n) => ({
      userId: n.userId,
      event: { type: 'notification', notification: inLanguage(toNotification(n), languages.get(n.userId)) },
    })),
  );
}

/**
 * Deletes the notifications `where` picks (a condition on `n`, the notifications table), read or
 * not, and tells each owner's open streams which went, once the caller's transaction has
 * committed: an open bell drops them without waiting for its next refresh.
 */
export async function removeNotifications(db: DbOrTx, where: SQL): Promise<void> {
  const removed = await queryRows<{ user_id: number; ids: number[] }>(
    db,
    sql`with removed as (delete from notifications n where ${where} returning n.id, n.user_id)
        select user_id, json_agg(id order by id) as ids from removed group by user_id order by user_id`,
  );
  publishAfterCommit(removed.map((r) => ({ userId: r.user_id, event: { type: 'notificationsRemoved', ids: r.ids } })));
}

/**
 * Deletes every notification leading to `link`, for everyone: the record it pointed to is gone (a
 * deleted objective), and a notice that leads to "not found" helps no one.
 */
export async function removeNotificationsLinkedTo(db: DbOrTx, link: string): Promise<void> {
  await removeNotifications(db, sql`n.link = ${link}`);
}
