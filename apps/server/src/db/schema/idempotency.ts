import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Writes sent with an `Idempotency-Key` (DESIGN §4 "Field work"): the first request of a key
 * stores its answer, and a retry with the same key answers it again instead of applying the write
 * twice. `statusCode` is null while the first request is still running. Keys are per user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** "METHOD /path" and a hash of the body: the same key with another request is refused. */
    request: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    contentType: text(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
