import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: integer().primaryKey(),
  name: text().notNull(),
  /** The region's French name, read by French users; null reads `name`. */
  nameFr: text(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    /** Retired on the settings screen (issue 12): kept on old records, gone from the pickers. */
    retiredAt: timestamp({ withTimezone: true }),
    /** Set by every write of the district (rename, region, retire): its version (lib/record-version.ts). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('districts_region_idx').on(t.regionId), index('districts_name_idx').on(sql`lower(${t.name})`)],
);

export const territories = pgTable(
  'territories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    /** At most one territory per manager (DESIGN §4, spec 3 §4). */
    managerId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by every write of the territory, its manager's too: its version (lib/record-version.ts). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('territories_district_idx').on(t.districtId),
    uniqueIndex('territories_manager_uq').on(t.managerId),
    index('territories_name_idx').on(sql`lower(${t.name})`),
  ],
);
