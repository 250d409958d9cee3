import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { territories } from './geography.js';

export const stores = pgTable(
  'stores',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    storeNumber: text().notNull(),
    territoryId: integer()
      .notNull()
      .references(() => territories.id),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    /** Province id, 1–13 (see the province list in the contract). */
    province: integer().notNull(),
    postalCode: text().notNull(),
    phoneNo: text().notNull(),
    isSSR: smallint().notNull().default(0),
    isOptOut: smallint().notNull().default(0),
    storeManager: text(),
    smEmail: text(),
    assistantManager: text(),
    amEmail: text(),
    hardwareDS: text(),
    hdsEmail: text(),
    seasonalDS: text(),
    sdsEmail: text(),
    /** Where the store is, for verified visits and distances (both or neither). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A store with history is archived, never erased. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('stores_territory_idx').on(t.territoryId),
    index('stores_name_idx').on(sql`lower(${t.name})`),
    index('stores_number_idx').on(t.storeNumber),
    // The number identifies a store: two live stores never share one; an archived store's is free again.
    uniqueIndex('stores_number_uq')
      .on(t.storeNumber)
      .where(sql`${t.deletedAt} is null`),
    // Sort keys of the store list (name and number above).
    index('stores_city_idx').on(sql`lower(${t.city})`),
    index('stores_postal_code_idx').on(t.postalCode),
    index('stores_province_idx').on(t.province),
  ],
);
