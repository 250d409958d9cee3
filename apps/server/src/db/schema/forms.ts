import type { AnswerValue, FormField } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { objectives, storeObjectives } from './objectives.js';
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

/**
 * One store's answer to one field of its objective's form, keyed by the field's stable `ref` (so a
 * form edit keeps it). `value` is as `answerSchemaOf` outputs it; a photo answer's file ids are also
 * linked in `store_objective_files` with this `ref`, which makes the files the result's own.
 */
export const storeObjectiveAnswers = pgTable(
  'store_objective_answers',
  {
    storeObjectiveId: integer()
      .notNull()
      .references(() => storeObjectives.id, { onDelete: 'cascade' }),
    ref: text().notNull(),
    value: jsonb().$type<AnswerValue>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeObjectiveId, t.ref] })],
);
