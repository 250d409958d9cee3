import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { brands, incompleteReasons, objectiveStatuses, objectiveTypes } from './lookups.js';
import { stores } from './stores.js';
import { users } from './users.js';

/** A monthly task (spec 2 §3). Start is the 1st, end and expiry the last day of the due date's month. */
export const objectives = pgTable(
  'objectives',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    objectiveTypeId: integer()
      .notNull()
      .references(() => objectiveTypes.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    /** A, B or C. */
    priority: text().notNull().default('A'),
    isCustom: smallint().notNull().default(0),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** An objective with recorded results is archived on delete, so its history stays. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('objectives_start_date_idx').on(t.startDate),
    index('objectives_due_date_idx').on(t.dueDate),
    index('objectives_title_idx').on(sql`lower(${t.title})`),
  ],
);

/** The pictures (`image`) and playbook files (`playbook`) of an objective. */
export const objectiveFiles = pgTable(
  'objective_files',
  {
    objectiveId: integer()
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.objectiveId, t.fileId] }), uniqueIndex('objective_files_file_uq').on(t.fileId)],
);

/** One store's result for one objective: status 1 Incomplete · 2 Completed · 3 Approved · 4 Not Completed. */
export const storeObjectives = pgTable(
  'store_objectives',
  {
    id: serial().primaryKey(),
    objectiveId: integer()
      .notNull()
      .references(() => objectives.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    statusId: integer()
      .notNull()
      .default(1)
      .references(() => objectiveStatuses.id),
    incompleteReasonId: integer().references(() => incompleteReasons.id),
    comments: text(),
    estimatedCompletionDate: date({ mode: 'string' }),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: integer().references(() => users.id),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: integer().references(() => users.id),
    /** The last time an approver sent the result back to the rep, and why. */
    reopenedAt: timestamp({ withTimezone: true }),
    reopenedBy: integer().references(() => users.id),
    reopenComment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_objectives_objective_store_uq').on(t.objectiveId, t.storeId),
    index('store_objectives_objective_status_idx').on(t.objectiveId, t.statusId),
    // A store's results with their objective and status in the index itself: the rep dashboard
    // lists every result of its stores in the period (dashboards/dashboard-data.ts territoryStores)
    // with an index-only scan, a few index pages per store, rather than a heap page per result.
    index('store_objectives_store_results_idx').on(t.storeId, t.objectiveId, t.statusId),
  ],
);

/**
 * The photos of a store result (at most 3, `ref` null) and the files of its photo answers (`ref` =
 * the answer's field). Both are the result's own, so they share its viewing rights and its removal.
 */
export const storeObjectiveFiles = pgTable(
  'store_objective_files',
  {
    storeObjectiveId: integer()
      .notNull()
      .references(() => storeObjectives.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    ref: text(),
  },
  (t) => [primaryKey({ columns: [t.storeObjectiveId, t.fileId] }), uniqueIndex('store_objective_files_file_uq').on(t.fileId)],
);
