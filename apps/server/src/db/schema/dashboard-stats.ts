import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The dashboards' aggregates (issue 10, DESIGN §5 "Dashboards answer from … pre-aggregated data").
 * Kept by triggers of migration 0008 in the same transaction as every write to store_objectives,
 * objectives, stores and visits, so no write path can forget them; `rebuild_dashboard_stats()`
 * recomputes them all from the raw tables (the migration's backfill, the benchmark's bulk load).
 * Durations are whole microseconds and times of day whole seconds, so sums stay exact.
 */

/**
 * Store results per territory (the store's), due date and objective type, archived objectives
 * left out. `open` = status 1 (overdue once the due date has passed); `approved` = status 3 with
 * both times, `approval_us` the sum of their approved − completed.
 */
export const resultStats = pgTable(
  'result_stats',
  {
    territoryId: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    objectiveTypeId: integer().notNull(),
    total: integer().notNull().default(0),
    completed: integer().notNull().default(0),
    open: integer().notNull().default(0),
    approved: integer().notNull().default(0),
    approvalUs: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.territoryId, t.dueDate, t.objectiveTypeId] }), index('result_stats_due_date_idx').on(t.dueDate)],
);

/** The same per territory and month of the due date (the 1st), so a year reads 12 rows per territory. */
export const resultMonthStats = pgTable(
  'result_month_stats',
  {
    month: date({ mode: 'string' }).notNull(),
    territoryId: integer().notNull(),
    total: integer().notNull().default(0),
    completed: integer().notNull().default(0),
    approved: integer().notNull().default(0),
    approvalUs: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.territoryId] })],
);

/**
 * Closed visits per day, territory (the store's) and user. `day` is the check-in's date in the
 * store's time zone (from its province); `checkin_s` / `checkout_s` sum the seconds of the day of
 * check-in and check-out in that zone. One row is one rep-day of the in-store chart.
 */
export const visitStats = pgTable(
  'visit_stats',
  {
    day: date({ mode: 'string' }).notNull(),
    territoryId: integer().notNull(),
    userId: integer().notNull(),
    visits: integer().notNull().default(0),
    visitUs: bigint({ mode: 'number' }).notNull().default(0),
    checkinS: bigint({ mode: 'number' }).notNull().default(0),
    checkoutS: bigint({ mode: 'number' }).notNull().default(0),
    forced: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.territoryId, t.userId] })],
);

/** visit_stats per week (its Monday) and territory: how many rep-days and their time in store. */
export const visitWeekStats = pgTable(
  'visit_week_stats',
  {
    week: date({ mode: 'string' }).notNull(),
    territoryId: integer().notNull(),
    repDays: integer().notNull().default(0),
    visitUs: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.territoryId] })],
);

/** visit_stats per month (the 1st), territory and user, for the in-store leaderboard. */
export const visitMonthStats = pgTable(
  'visit_month_stats',
  {
    month: date({ mode: 'string' }).notNull(),
    territoryId: integer().notNull(),
    userId: integer().notNull(),
    visits: integer().notNull().default(0),
    visitUs: bigint({ mode: 'number' }).notNull().default(0),
    checkinS: bigint({ mode: 'number' }).notNull().default(0),
    checkoutS: bigint({ mode: 'number' }).notNull().default(0),
    forced: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.territoryId, t.userId] })],
);
