import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An uploaded file. The bytes live in the file storage under `key` (128 random bits in hex plus
 * the extension of the type found in the bytes); the record says what it is and who sent it.
 */
export const files = pgTable(
  'files',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    /** The name the client gave, cleaned; shown to people, never used as a path. */
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** The upload type of the contract's UPLOAD_RULES it was accepted as. */
    uploadType: text().notNull(),
    uploadedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_key_uq').on(t.key),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    index('files_created_at_idx').on(t.createdAt),
  ],
);
