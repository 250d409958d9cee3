import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Lookup lists named by the specification. Their rows are inserted by a migration, so they exist
 * with or without the demo data; ids are fixed where DESIGN §4 fixes them. `name_fr` is the
 * value's French name, read by French users (`lib/localized-name.ts`); null reads `name`.
 */
const lookup = (name: string) =>
  pgTable(name, {
    id: integer().primaryKey(),
    name: text().notNull(),
    nameFr: text(),
  });

/**
 * Lists an admin keeps on the settings screen (issue 12): a retired value (retired_at set) stays on
 * old records and leaves the pickers. New ids are max(id)+1 under a table lock (ids 1… are fixed).
 */
const retirableLookup = (name: string) =>
  pgTable(name, {
    id: integer().primaryKey(),
    name: text().notNull(),
    nameFr: text(),
    retiredAt: timestamp({ withTimezone: true }),
    /** Set by every write of the value (rename, retire): its version (lib/record-version.ts). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  });

export const brands = retirableLookup('brands');
export const trades = retirableLookup('trades');
export const objectiveTypes = retirableLookup('objective_types');
/** 1 Incomplete · 2 Completed · 3 Approved · 4 Not Completed. */
export const objectiveStatuses = lookup('objective_statuses');
export const incompleteReasons = retirableLookup('incomplete_reasons');
/** Ids 1–5; their colours are in the contract. */
export const scheduleTypes = lookup('schedule_types');
export const winTypes = retirableLookup('win_types');

/** CRM contact subscriptions: one per newsletter type (win, weekly_good, e_learning). */
export const contactSubscriptionTypes = pgTable('contact_subscription_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
  nameFr: text(),
  type: text().notNull().unique(),
});
