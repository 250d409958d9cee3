import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Sign-in tokens, stored only as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Password reset tokens: random, single use, one hour, stored hashed. */
export const passwordResets = pgTable('password_resets', {
  id: serial().primaryKey(),
  tokenHash: text().notNull().unique(),
  userId: integer()
    .notNull()
    .references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/**
 * Attempts counted per account, beside the per-client limit kept in memory: failed sign-ins and
 * reset requests by e-mail, wrong current passwords by user. Kept in the database so every server
 * instance counts the same attempts; rows older than the window are deleted as new ones arrive.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial().primaryKey(),
    /** 'login', 'reset' or 'password' (see lib/account-throttle.ts). */
    kind: text().notNull(),
    /** SHA-256 of the e-mail or user id, so typed e-mails are not stored as they were typed. */
    keyHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.kind, t.keyHash, t.createdAt), index('auth_attempts_created_idx').on(t.createdAt)],
);

/**
 * Per-client request counters of the rate limiter (@fastify/rate-limit's store), kept in the
 * database so every instance of a fleet counts the same requests.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
