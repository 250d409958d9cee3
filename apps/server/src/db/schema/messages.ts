import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Messages from admins (DESIGN §4): one row per recipient; a message sent to a role or an area is
 * the same `batchId` (the first row's id) in every recipient's row.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    batchId: integer(),
    senderId: integer().references(() => users.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The durable mail outbox: a message is written here in the transaction that causes it and sent
 * by a job, retried with back-off, never twice (`dedupeKey` unique; `sentAt` set once sent).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    dedupeKey: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey), index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);
