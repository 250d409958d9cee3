import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Lookup lists named by the specification. Their rows are inserted by a migration, so they exist
 * with or without the demo data; ids are fixed where DESIGN §4 fixes them.
 */
const lookup = (name: string) =>
  pgTable(name, {
    id: integer().primaryKey(),
    name: text().notNull(),
  });

export const brands = lookup('brands');
export const trades = lookup('trades');
export const objectiveTypes = lookup('objective_types');
/** 1 Incomplete · 2 Completed · 3 Approved · 4 Not Completed. */
export const objectiveStatuses = lookup('objective_statuses');
export const incompleteReasons = lookup('incomplete_reasons');
/** Ids 1–5; their colours are in the contract. */
export const scheduleTypes = lookup('schedule_types');
export const winTypes = lookup('win_types');

/** CRM contact subscriptions: one per newsletter type (win, weekly_good, e_learning). */
export const contactSubscriptionTypes = pgTable('contact_subscription_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
  type: text().notNull().unique(),
});
