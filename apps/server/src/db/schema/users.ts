import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** 1 admin · 2 regional manager · 3 district supervisor · 4 field sales rep */
    role: integer().notNull().default(4),
    /** Region, district or territory id, by role; null for admins. */
    areaId: integer(),
    phone: text(),
    startDate: date(),
    /** The language of the user's screens and e-mails: 'en' or 'fr' (fr-CA). */
    language: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A deleted user keeps their history but can no longer sign in. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_uq')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_role_area_idx').on(t.role, t.areaId),
    // Sorted and searched columns of the user list.
    index('users_name_idx').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`),
    index('users_last_name_idx').on(sql`lower(${t.lastName})`),
  ],
);
