import { z } from 'zod';
import { calendarDateSchema, idFilterSchema } from './form-fields.js';
import { listQueryWith } from './lists.js';

/**
 * The dashboards of spec 1 (§2.3–2.8, §3, §7) with the figures of DESIGN §4. Every figure is for a
 * period (`startDate`–`endDate`, calendar days in the organisation's zone, TZ_ORG); without one, the
 * current month. A store result belongs to the period when its objective's due date falls in it.
 */
export const DASHBOARD_TYPES = ['national', 'region', 'district', 'territory'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

/** Spec 1 §4: the period filter's three modes. */
export const PERIOD_MODES = { currentMonth: 1, yearToDate: 2, custom: 3 } as const;
/** How many rows each summary table of a dashboard shows (its detail list has them all). */
export const DASHBOARD_TOP_ROWS = 5;
/** Spec 1 §9: the detail lists' CSV. */
export const DASHBOARD_CSV_FILE = 'data.csv';
/** Spec 1 §9: slides visible at a time in the national, region and district carousels. */
export const CAROUSEL_SLIDES = { national: 1, region: 4, district: 3 } as const;

const periodShape = { startDate: calendarDateSchema.optional(), endDate: calendarDateSchema.optional() };
const areaShape = { regionID: idFilterSchema, districtID: idFilterSchema, territoryID: idFilterSchema };

/** GET /dashboard_data?type=…&regionID|districtID|territoryID&startDate&endDate. */
export const dashboardQuerySchema = z
  .object({ type: z.enum(DASHBOARD_TYPES), ...areaShape, ...periodShape })
  .refine((q) => q.type !== 'region' || q.regionID !== undefined, { message: 'regionID is required', path: ['regionID'] })
  .refine((q) => q.type !== 'district' || q.districtID !== undefined, { message: 'districtID is required', path: ['districtID'] })
  .refine((q) => q.type !== 'territory' || q.territoryID !== undefined, { message: 'territoryID is required', path: ['territoryID'] });
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });
const named = z.object({ name: z.string() });

/** Completed (statuses 2 and 3) out of total store results. */
export const completionSchema = z.object({ completed: z.number().int(), total: z.number().int() });
/** DESIGN §4 buckets: completed, overdue (not completed, due date passed), outstanding (the rest). */
export const bucketCountsSchema = completionSchema.extend({ overdue: z.number().int(), outstanding: z.number().int() });
export type BucketCounts = z.infer<typeof bucketCountsSchema>;

/** One point of the 'In Store Time' chart: a week of the period (label = its Monday, YYYY-MM-DD) and the mean hours in store per rep-day. */
export const inStoreTimePointSchema = z.object({ label: z.string(), time: z.number() });
export type InStoreTimePoint = z.infer<typeof inStoreTimePointSchema>;

/** DESIGN §4 working days: Monday–Friday days of the period. */
export const workingDaysSchema = z.array(z.object({ label: z.enum(['Total', 'Elapsed', 'Remaining']), count: z.number().int() }));

/** DS performance (spec 1 §3): completion % of the district's stores and mean approval time in hours. */
export const dsPerformanceRowSchema = z.object({
  rank: z.number().int(),
  userID: z.number().int(),
  user: named,
  district: named,
  objectivePercentage: z.number().int(),
  approvalTime: z.number().nullable(),
});
export type DsPerformanceRow = z.infer<typeof dsPerformanceRowSchema>;

/** FSR leaderboard (spec 1 §3): completion % of the stores of the rep's territory. */
export const fsrLeaderboardRowSchema = z.object({
  rank: z.number().int(),
  userID: z.number().int(),
  user: named,
  store: z.object({ territory: named }),
  completionPercent: z.number().int(),
});
export type FsrLeaderboardRow = z.infer<typeof fsrLeaderboardRowSchema>;

/**
 * In-store leaderboard (spec 1 §3, DESIGN §4): per FSR/DS, mean check-in and check-out time of day
 * ('HH:mm', store local time), mean hours per visit, and the number of forced check-outs.
 */
export const inStoreRowSchema = z.object({
  rank: z.number().int(),
  userID: z.number().int(),
  user: named,
  avg_checkin: z.string().nullable(),
  avg_checkout: z.string().nullable(),
  storeTime: z.number(),
  forced: z.number().int(),
});
export type InStoreRow = z.infer<typeof inStoreRowSchema>;

/** Conversions (DESIGN §4): per objective type, store results completed in the period. */
export const conversionSchema = z.object({ objectiveType: ref, count: z.number().int() });

export const dashboardSummarySchema = z.object({
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  workingDays: workingDaysSchema,
  /** District and territory dashboards only. */
  conversions: z.array(conversionSchema).optional(),
  topApprovalTime: z.array(dsPerformanceRowSchema),
  topFSR: z.array(fsrLeaderboardRowSchema),
  topInStoreTime: z.array(inStoreRowSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const nationalDashboardSchema = z.object({
  type: z.literal('national'),
  regions: z.array(z.object({ region: ref, objectives: completionSchema, inStoreTime: z.array(inStoreTimePointSchema) })),
  summary: dashboardSummarySchema,
});
export const regionDashboardSchema = z.object({
  type: z.literal('region'),
  region: ref,
  districts: z.array(z.object({ district: ref, objectives: completionSchema, inStoreTime: z.array(inStoreTimePointSchema) })),
  summary: dashboardSummarySchema,
});
export const districtDashboardSchema = z.object({
  type: z.literal('district'),
  region: ref,
  district: ref,
  territories: z.array(z.object({ territory: ref, objectives: bucketCountsSchema, inStoreTime: z.array(inStoreTimePointSchema) })),
  summary: dashboardSummarySchema,
});
/** The territory (rep) dashboard: per store its counts and its objectives grouped by status; `nextMonth` the counts of the month after the period's start (spec 1 §7). */
export const territoryDashboardSchema = z.object({
  type: z.literal('territory'),
  region: ref,
  district: ref,
  territory: ref,
  stores: z.array(
    z.object({
      store: ref,
      objectives: z.object({
        summary: z.object({ objectives: bucketCountsSchema }),
        store_objectives: z.array(
          z.object({
            status: ref,
            store_objectives: z.array(z.object({ objective: z.object({ id: z.number().int(), title: z.string() }) })),
          }),
        ),
      }),
    }),
  ),
  nextMonth: z.object({ startDate: z.string(), endDate: z.string(), objectives: bucketCountsSchema }),
  summary: dashboardSummarySchema,
});
export const dashboardDataSchema = z.discriminatedUnion('type', [
  nationalDashboardSchema,
  regionDashboardSchema,
  districtDashboardSchema,
  territoryDashboardSchema,
]);
export type DashboardData = z.infer<typeof dashboardDataSchema>;
export type NationalDashboard = z.infer<typeof nationalDashboardSchema>;
export type RegionDashboard = z.infer<typeof regionDashboardSchema>;
export type DistrictDashboard = z.infer<typeof districtDashboardSchema>;
export type TerritoryDashboard = z.infer<typeof territoryDashboardSchema>;

/** Sort keys of the three detail lists (spec 1 §2.4: sortable tables). */
export const DS_SUMMARY_SORTS = ['rank', 'name', 'district', 'objectivePercentage', 'approvalTime'] as const;
export const FSR_SUMMARY_SORTS = ['rank', 'name', 'territory', 'completionPercent'] as const;
export const CHECKIN_SUMMARY_SORTS = ['rank', 'name', 'avg_checkin', 'avg_checkout', 'storeTime', 'forced'] as const;

/** GET /ds_summary, /fsr_summary, /checkin: startDate, endDate, an optional area id; paged, sorted, `q`, `format=csv` (data.csv). */
const summaryQuery = <K extends string>(sorts: readonly K[]) => listQueryWith(sorts).extend({ ...areaShape, ...periodShape });
export const dsSummaryQuerySchema = summaryQuery(DS_SUMMARY_SORTS);
export const fsrSummaryQuerySchema = summaryQuery(FSR_SUMMARY_SORTS);
export const checkinSummaryQuerySchema = summaryQuery(CHECKIN_SUMMARY_SORTS);
export type SummaryQuery = z.output<typeof dsSummaryQuerySchema>;

/** The user panel (spec 1 §2.8): GET /user/{id}/approvals and /user/{id}/objectives?startDate&endDate. */
export const userPanelQuerySchema = z.object(periodShape);
export const userApprovalRowSchema = z.object({
  objective: z.object({ id: z.number().int(), title: z.string() }),
  store: z.object({ id: z.number().int(), name: z.string(), user: named.nullable() }),
  status: ref,
  completionDate: z.string().nullable(),
  approvalDate: z.string().nullable(),
  /** Hours from completion to approval. */
  approvalTime: z.number().nullable(),
});
export type UserApprovalRow = z.infer<typeof userApprovalRowSchema>;
export const userObjectiveRowSchema = z.object({
  objective: z.object({ id: z.number().int(), title: z.string() }),
  store: ref,
  completionDate: z.string().nullable(),
  status: ref,
});
export type UserObjectiveRow = z.infer<typeof userObjectiveRowSchema>;
