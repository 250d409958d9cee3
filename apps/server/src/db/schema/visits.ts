import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, real, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';
import { users } from './users.js';

/**
 * Store visits (DESIGN §4 "Field work"): a check-in and, once closed, a check-out, each with the
 * position the phone gave and its distance to the store in metres. `verified` when the check-in was
 * within CHECKIN_RADIUS_M plus the reported accuracy; `forced` when the server closed it after
 * VISIT_MAX_HOURS. One open visit per user, kept by a partial unique index.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    checkinAt: timestamp({ withTimezone: true }).notNull(),
    checkinLatitude: doublePrecision(),
    checkinLongitude: doublePrecision(),
    checkinAccuracy: real(),
    checkinDistance: real(),
    checkoutAt: timestamp({ withTimezone: true }),
    checkoutLatitude: doublePrecision(),
    checkoutLongitude: doublePrecision(),
    checkoutAccuracy: real(),
    checkoutDistance: real(),
    verified: boolean().notNull().default(false),
    forced: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_one_open_uq')
      .on(t.userId)
      .where(sql`${t.checkoutAt} is null`),
    index('visits_user_checkin_idx').on(t.userId, t.checkinAt),
    index('visits_store_checkin_idx').on(t.storeId, t.checkinAt),
  ],
);
