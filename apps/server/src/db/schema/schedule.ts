import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { scheduleTypes } from './lookups.js';
import { users } from './users.js';

/** Schedule entries (spec 3 §3): one day of a rep's or supervisor's calendar. */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    date: date().notNull(),
    notes: text().notNull().default(''),
    scheduleTypeId: integer()
      .notNull()
      .references(() => scheduleTypes.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schedule_entries_user_date_idx').on(t.userId, t.date), index('schedule_entries_date_idx').on(t.date)],
);

/** A user's private iCalendar feed: the hash of its secret; a new secret revokes the old one. */
export const scheduleFeeds = pgTable('schedule_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
