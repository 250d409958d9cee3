import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The dashboards' aggregates (issue 10, DESIGN §5 "Dashboards answer from … pre-aggregated data").
 * Kept by triggers of migration 0008 in the same transaction as every write to store_objectives,
 * objectives, stores and visits, so no write path can forget them; `rebuild_dashboard_stats()`
 * recomputes them all from the raw tables (the migration's backfill, the benchmark's bulk load).
 * Durations are whole microseconds and times of day whole seconds, so sums stay exact.
 */

/** The sums of a results aggregate by month or year: results, completed, approved and their approval time. */
const resultSums = () => ({
  total: integer().notNull().default(0),
  completed: integer().notNull().default(0),
  approved: integer().notNull().default(0),
  approvalUs: bigint({ mode: 'number' }).notNull().default(0),
});

/** The sums of a visits aggregate per user: closed visits, their time in store, check-in and check-out times of day, forced ones. */
const visitSums = () => ({
  visits: integer().notNull().default(0),
  visitUs: bigint({ mode: 'number' }).notNull().default(0),
  checkinS: bigint({ mode: 'number' }).notNull().default(0),
  checkoutS: bigint({ mode: 'number' }).notNull().default(0),
  forced: integer().notNull().default(0),
});

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
    ...resultSums(),
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
    ...visitSums(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.territoryId, t.userId] }),
    // A territory's days (the district chart's cut weeks, a territory moved to another district).
    index('visit_stats_territory_day_idx').on(t.territoryId, t.day),
  ],
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
  (t) => [
    primaryKey({ columns: [t.week, t.territoryId] }),
    // A district's territories over a year's weeks (the district chart), a territory moved.
    index('visit_week_stats_territory_week_idx').on(t.territoryId, t.week),
  ],
);

/** visit_stats per month (the 1st), territory and user, for the in-store leaderboard. */
export const visitMonthStats = pgTable(
  'visit_month_stats',
  {
    month: date({ mode: 'string' }).notNull(),
    territoryId: integer().notNull(),
    userId: integer().notNull(),
    ...visitSums(),
  },
  (t) => [primaryKey({ columns: [t.month, t.territoryId, t.userId] })],
);

/*
 * Rollups of migration 0011 (issue 10): the territory aggregates above summed per district and per
 * region, so the national and region dashboards read a few hundred rows a year whatever the number
 * of territories. A territory counts in its district's and region's rows while it is live (not
 * archived); triggers on the territory aggregates, on territories (district_id, deleted_at) and on
 * districts (region_id) keep them in the same transaction as every write. Their rep-days are not
 * the territories' summed: since migration 0019 a person counts once a day in an area (DESIGN §4),
 * kept from the person-days below.
 */

/** result_month_stats per month and district (the live territories of the district). */
export const resultMonthDistrictStats = pgTable(
  'result_month_district_stats',
  {
    month: date({ mode: 'string' }).notNull(),
    districtId: integer().notNull(),
    ...resultSums(),
  },
  (t) => [primaryKey({ columns: [t.month, t.districtId] })],
);

/** result_month_stats per month and region (the live territories of the region's districts). */
export const resultMonthRegionStats = pgTable(
  'result_month_region_stats',
  {
    month: date({ mode: 'string' }).notNull(),
    regionId: integer().notNull(),
    ...resultSums(),
  },
  (t) => [primaryKey({ columns: [t.month, t.regionId] })],
);

/**
 * A person's day in a district (migration 0019): in how many of its live territories they have a
 * visit_stats row that day. One rep-day of the district's rollups while not zero, so a supervisor
 * visiting two territories of the district in a day counts one rep-day, not two. Rows of zero are
 * deleted.
 */
export const visitDayDistrictUsers = pgTable(
  'visit_day_district_users',
  {
    districtId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    userId: integer().notNull(),
    territories: integer().notNull().default(0),
  },
  // The district first: a district moved to another region reads its rows by it.
  (t) => [primaryKey({ columns: [t.districtId, t.day, t.userId] })],
);

/** The same per region: a person's day in the live territories of the region's districts. */
export const visitDayRegionUsers = pgTable(
  'visit_day_region_users',
  {
    regionId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    userId: integer().notNull(),
    territories: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.day, t.userId] })],
);

/** Per week (its Monday) and district: the person-days of visit_day_district_users and their time in store (visit_week_stats summed). */
export const visitWeekDistrictStats = pgTable(
  'visit_week_district_stats',
  {
    week: date({ mode: 'string' }).notNull(),
    districtId: integer().notNull(),
    repDays: integer().notNull().default(0),
    visitUs: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.districtId] })],
);

/** The same per week and region. */
export const visitWeekRegionStats = pgTable(
  'visit_week_region_stats',
  {
    week: date({ mode: 'string' }).notNull(),
    regionId: integer().notNull(),
    repDays: integer().notNull().default(0),
    visitUs: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.regionId] })],
);

/** Per day and district: its person-days and their time in store, for the chart's cut weeks. */
export const visitDayDistrictStats = pgTable(
  'visit_day_district_stats',
  {
    day: date({ mode: 'string' }).notNull(),
    districtId: integer().notNull(),
    repDays: integer().notNull().default(0),
    visitUs: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.districtId] })],
);

/** The same per day and region. */
export const visitDayRegionStats = pgTable(
  'visit_day_region_stats',
  {
    day: date({ mode: 'string' }).notNull(),
    regionId: integer().notNull(),
    repDays: integer().notNull().default(0),
    visitUs: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.regionId] })],
);

/*
 * Year tables of migration 0014 (issue 10): result_month_stats and visit_month_stats per calendar
 * year (its 1 January), kept by statement triggers on the month tables. A period's whole months
 * are read as whole years, with the months of those years outside the period taken away, when that
 * is fewer rows: the last twelve months cost three rows per territory (or user), not twelve.
 */

/** result_month_stats per year (1 January) and territory. */
export const resultYearStats = pgTable(
  'result_year_stats',
  {
    year: date({ mode: 'string' }).notNull(),
    territoryId: integer().notNull(),
    ...resultSums(),
  },
  (t) => [primaryKey({ columns: [t.year, t.territoryId] })],
);

/** visit_month_stats per year (1 January), territory and user. */
export const visitYearStats = pgTable(
  'visit_year_stats',
  {
    year: date({ mode: 'string' }).notNull(),
    territoryId: integer().notNull(),
    userId: integer().notNull(),
    ...visitSums(),
  },
  (t) => [primaryKey({ columns: [t.year, t.territoryId, t.userId] })],
);
