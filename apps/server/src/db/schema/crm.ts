import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, contactSubscriptionTypes, trades } from './lookups.js';

/** CRM contacts (spec 3 §3 Contact). The e-mail is unique (case-insensitively) when given. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    currentBrandId: integer().references(() => brands.id),
    tradeId: integer()
      .notNull()
      .references(() => trades.id),
    /** The province's label (spec 3 §3), one of the contract's provinces. */
    province: text().notNull().default(''),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    company: text().notNull().default(''),
    email: text(),
    conversionOpportunity: boolean().notNull().default(false),
    /** The language subscriber e-mails go out in: 'en' or 'fr' (fr-CA). */
    language: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    index('contacts_name_idx').on(t.firstName, t.lastName),
  ],
);

/** A contact's subscriptions (`notifyOn`): the newsletter types it is e-mailed about. */
export const contactSubscriptions = pgTable(
  'contact_subscriptions',
  {
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer()
      .notNull()
      .references(() => contactSubscriptionTypes.id),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.subscriptionTypeId] })],
);
