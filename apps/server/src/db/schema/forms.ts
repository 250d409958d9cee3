import type { FormField } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { objectives } from './objectives.js';
import { users } from './users.js';

/**
 * The form of a custom objective (spec 2 §3 "form field"). A field keeps its row while the form is
 * edited (matched by `ref`), so answers keyed by objective and ref survive an edit.
 */
export const objectiveFields = pgTable(
  'objective_fields',
  {
    id: serial().primaryKey(),
    objectiveId: integer()
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    ref: text().notNull(),
    type: text().notNull(),
    label: text().notNull(),
    required: boolean().notNull().default(false),
    displayOrder: integer().notNull(),
    /** options, size, minimum/maximum selected and uploads, as the contract's `FormField['meta']`. */
    meta: jsonb().$type<FormField['meta']>().notNull(),
  },
  (t) => [uniqueIndex('objective_fields_objective_ref_uq').on(t.objectiveId, t.ref)],
);

/** A saved form to start another objective's form from (spec 2 §2 "My Templates List"). */
export const objectiveFieldTemplates = pgTable(
  'objective_field_templates',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    fields: jsonb().$type<FormField[]>().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Templates are picked by name in the list, so two must not share one (case aside).
  (t) => [uniqueIndex('objective_field_templates_name_uq').on(sql`lower(${t.name})`)],
);
