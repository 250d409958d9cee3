import { z } from 'zod';
import { GEO_PAGE_SIZE, GEO_PAGE_SIZE_OPTIONS, GEO_SUMMARY_WEEKS } from '../constants.js';
import { addDays, mondayOf } from '../dashboard-figures.js';
import { geoMessages } from '../messages-geo.js';
import { idSchema } from './common.js';
import { sortSchema } from './lists.js';

/**
 * Geo tracking (spec 2 §2, §3, §7): the visits of the field-work area seen per week.
 *
 * - A week runs Monday to Sunday and is named by its Monday, 'YYYY-MM-DD' (the dashboards' weeks,
 *   `mondayOf` in dashboard-figures.ts). A visit belongs to the day of its check-in in its store's
 *   time zone (as in the dashboards' in-store figures); "this week" is the week of today in TZ_ORG.
 * - Hours in store are the dashboards' storeTime: check-out − check-in of closed visits; the
 *   average of a week is its hours per rep-day (`inStorePoint`), a rep-day being one user's day
 *   with at least one closed visit.
 * - Scope: a rep sees themself; a DS their district's reps and themself; a DSM their region's reps
 *   and DSs and themself; an admin everyone. Any other user answers 404 as an unknown one.
 */

const WEEK_RE = /^\d{4}-\d{2}-\d{2}$/;
const isMonday = (day: string) => WEEK_RE.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && mondayOf(day) === day;

/** A week's Monday, 'YYYY-MM-DD'. */
export const geoWeekSchema = z.string().refine(isMonday, { message: geoMessages.weekInvalid });

const monthDay = (day: string, year: boolean, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'fr' ? 'fr-CA' : 'en-US', {
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });

/** The label of a week, its Monday and Sunday: 'Nov 16 – Nov 22, 2026' / '16 nov. – 22 nov. 2026'. */
export const geoWeekLabel = (monday: string, language = 'en'): string =>
  `${monthDay(monday, false, language)} – ${monthDay(addDays(monday, 6), true, language)}`;

/** The weeks of the chart: GEO_SUMMARY_WEEKS Mondays up to the week of `today`, oldest first. */
export const geoSummaryWeeks = (today: string, count = GEO_SUMMARY_WEEKS): string[] => {
  const last = mondayOf(today);
  return Array.from({ length: count }, (_, i) => addDays(last, -7 * (count - 1 - i)));
};

/** `perPage` of the geo tables: one of 10, 20, 40, 100 (spec 2 §9). */
const geoPerPageSchema = z.coerce
  .number()
  .int()
  .refine((n) => (GEO_PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
    message: `perPage must be one of ${GEO_PAGE_SIZE_OPTIONS.join(', ')}`,
  })
  .default(GEO_PAGE_SIZE);

export const GEO_USER_SORTS = ['name', 'role', 'area', 'visits', 'stores', 'hours', 'avgHours'] as const;
export type GeoUserSort = (typeof GEO_USER_SORTS)[number];

/**
 * GET /geoitem/topUsers: the reps (and DSs) of the caller's area with closed visits in the chosen
 * week, or in the chart's weeks without one; `q` searches the name, sort defaults to `-hours`.
 */
export const geoTopUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: geoPerPageSchema,
  q: z.string().trim().max(200).optional(),
  sort: sortSchema(GEO_USER_SORTS),
  week: z.preprocess((v) => (v === '' ? undefined : v), geoWeekSchema.optional()),
});
export type GeoTopUsersQuery = z.infer<typeof geoTopUsersQuerySchema>;

export const geoWeekRefSchema = z.object({ week: z.string(), label: z.string() });
export type GeoWeekRef = z.infer<typeof geoWeekRefSchema>;

/** GET /geoitem/weeks: the weeks with visits of the caller's area, newest first. */
export const geoWeeksSchema = z.array(geoWeekRefSchema);

/** GET /geoitem/weeklySummary: one point per chart week, oldest first (0 hours without visits). */
export const geoWeekPointSchema = geoWeekRefSchema.extend({
  /** Mean hours in store per rep-day, two decimals. */
  hours: z.number(),
  repDays: z.number().int(),
  visits: z.number().int(),
});
export type GeoWeekPoint = z.infer<typeof geoWeekPointSchema>;
export const geoWeeklySummarySchema = z.object({
  data: z.array(geoWeekPointSchema),
  /** The mean of the points that have rep-days, two decimals (0 without any). */
  meta: z.object({ average: z.number() }),
});

/** A row of the reps table. */
export const geoUserRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.number().int(),
  area: z.string().nullable(),
  visits: z.number().int(),
  stores: z.number().int(),
  /** Total hours in store, two decimals. */
  hours: z.number(),
  /** Hours in store per rep-day, two decimals. */
  avgHours: z.number(),
});
export type GeoUserRow = z.infer<typeof geoUserRowSchema>;

/** GET /geoitem/user/{id}: the user and their weeks with visits, newest first. */
export const geoUserWeekSchema = geoWeekRefSchema.extend({
  visits: z.number().int(),
  stores: z.number().int(),
  hours: z.number(),
  avgHours: z.number(),
});
export type GeoUserWeek = z.infer<typeof geoUserWeekSchema>;
export const geoUserSummarySchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), role: z.number().int(), area: z.string().nullable() }),
  weeks: z.array(geoUserWeekSchema),
});
export type GeoUserSummary = z.infer<typeof geoUserSummarySchema>;

export const geoUserParamsSchema = z.object({ id: idSchema });
export const geoUserWeekParamsSchema = z.object({ id: idSchema, week: geoWeekSchema });

/**
 * A geo visit (spec 2 §3): `entryTime` and `exitTime` are wall-clock times 'YYYY-MM-DD HH:mm' in
 * the store's time zone (`timeZone`), `duration` whole minutes (null while open), `eventDuration`
 * the same length as hours and minutes, `weekLabel` the week's label. Positions: the store's and
 * the check-in's (null when unknown).
 */
export const geoVisitSchema = z.object({
  id: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string(), storeNumber: z.string() }),
  entryTime: z.string(),
  exitTime: z.string().nullable(),
  duration: z.number().int().nullable(),
  eventDuration: z.object({ hours: z.number().int(), minutes: z.number().int() }).nullable(),
  weekLabel: z.string(),
  timeZone: z.string(),
  forced: z.boolean(),
  storeLatitude: z.number().nullable(),
  storeLongitude: z.number().nullable(),
  checkinLatitude: z.number().nullable(),
  checkinLongitude: z.number().nullable(),
});
export type GeoVisit = z.infer<typeof geoVisitSchema>;

/** GET /geoitem/user/{id}/week/{week}: the visits by entry time; `mapTileUrl` is MAP_TILE_URL (null: markers only). */
export const geoWeekVisitsSchema = z.object({
  data: z.array(geoVisitSchema),
  meta: z.object({ week: z.string(), label: z.string(), mapTileUrl: z.string().nullable() }),
});
export type GeoWeekVisits = z.infer<typeof geoWeekVisitsSchema>;

/** The whole minutes from one instant to another (ISO texts): a visit's length as /today shows it. */
export const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** Minutes as whole hours and minutes (the visit table's DURATION). */
export const hoursAndMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
