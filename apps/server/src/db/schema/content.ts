import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { winTypes } from './lookups.js';
import { stores } from './stores.js';
import { users } from './users.js';

const created = () => ({
  userId: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** News posts (spec 2 §3 News): read by everyone, written by admins; images in `content_files`. */
export const news = pgTable(
  'news',
  {
    id: serial().primaryKey(),
    subject: text().notNull(),
    content: text().notNull(),
    date: date().notNull(),
    ...created(),
  },
  (t) => [index('news_date_idx').on(t.date, t.id)],
);

/** Surveys (spec 2 §3 Survey): a link to an outside survey. */
export const surveys = pgTable('surveys', {
  id: serial().primaryKey(),
  name: text().notNull(),
  url: text().notNull(),
  comments: text().notNull().default(''),
  ...created(),
});

/** Quicklinks (spec 2 §3 Quicklink): a PDF (in `content_files`) or a URL, `isUrl` choosing. */
export const quicklinks = pgTable('quicklinks', {
  id: serial().primaryKey(),
  name: text().notNull(),
  url: text(),
  /** One of the contract's QUICKLINK_FILE_TYPES. */
  fileType: text().notNull(),
  comments: text().notNull().default(''),
  isUrl: boolean().notNull().default(false),
  date: date().notNull(),
  ...created(),
});

/**
 * Playbooks (spec 3 §3): a monthly PDF shown to the stores in `playbook_stores` (all stores of a
 * known region when saved with none). `viewCount` counts `content_views` rows (one per user and day).
 */
export const playbooks = pgTable(
  'playbooks',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** First of the month, YYYY-MM-01. */
    date: date().notNull(),
    viewCount: integer().notNull().default(0),
    ...created(),
  },
  (t) => [index('playbooks_date_idx').on(t.date)],
);

export const playbookStores = pgTable(
  'playbook_stores',
  {
    playbookId: integer()
      .notNull()
      .references(() => playbooks.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
  },
  (t) => [primaryKey({ columns: [t.playbookId, t.storeId] }), index('playbook_stores_store_idx').on(t.storeId)],
);

/** Weekly goods (spec 3 §3): a dated PDF with a view counter. */
export const weeklyGoods = pgTable(
  'weekly_goods',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    date: date().notNull(),
    viewCount: integer().notNull().default(0),
    ...created(),
  },
  (t) => [index('weekly_goods_date_idx').on(t.date)],
);

/** Newsletter records (spec 3 §3): one of three types, a PDF, dated the first of a month. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    date: date().notNull(),
    type: text().notNull(),
    viewCount: integer().notNull().default(0),
    ...created(),
  },
  (t) => [
    index('newsletters_type_date_idx').on(t.type, t.date),
    check('newsletters_type_ck', sql`${t.type} in ('win', 'weekly_good', 'e_learning')`),
  ],
);

/** Wins (spec 3 §3): posted by anyone with a photo (in `content_files`), approved by an admin. */
export const wins = pgTable(
  'wins',
  {
    id: serial().primaryKey(),
    winTypeId: integer()
      .notNull()
      .references(() => winTypes.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    date: date().notNull(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: integer().references(() => users.id),
    ...created(),
  },
  (t) => [index('wins_date_idx').on(t.date, t.id)],
);

/**
 * The files of content records (news images, a quicklink's, playbook's, weekly good's or
 * newsletter's PDF, a win's photo): `recordType` is the table name, `recordId` its row. A file
 * belongs to one record only. Together with `objective_files` and `store_objective_files` it makes
 * the view `attached_files`, the one answer to "is this file attached to something".
 */
export const contentFiles = pgTable(
  'content_files',
  {
    fileId: integer()
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    recordType: text().notNull(),
    recordId: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('content_files_record_idx').on(t.recordType, t.recordId, t.position)],
);

/** One row per user, record and day it was opened (spec 3 §9 view counters). */
export const contentViews = pgTable(
  'content_views',
  {
    recordType: text().notNull(),
    recordId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    day: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordType, t.recordId, t.userId, t.day] })],
);
