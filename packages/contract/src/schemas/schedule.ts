import { z } from 'zod';
import { ROLE, type RoleId } from '../roles.js';
import { scheduleMessages } from '../messages-schedule.js';
import { calendarDateSchema, isCalendarDay, optionalIdSchema, optionalText, requiredDate, requiredId } from './form-fields.js';
import { namedRefSchema } from './geography.js';
import { recordVersionSchema } from './record-version.js';

const S = scheduleMessages;

/** Schedule dates are kept between these years (PostgreSQL has no year 0; nobody plans for 2200). */
export const SCHEDULE_YEARS = { from: 2000, to: 2100 } as const;
/** The widest range one schedule read may ask for (a calendar shows six weeks at most). */
export const SCHEDULE_MAX_RANGE_DAYS = 366;
/** Calendar height on the Schedule page (spec 3 §9). */
export const SCHEDULE_CALENDAR_HEIGHT = 600;
/** The longest notes an entry keeps. */
export const SCHEDULE_NOTES_MAX = 1000;
/** Whose calendars hold entries (DESIGN §4: reps and supervisors plan their own days). */
export const SCHEDULE_OWNER_ROLES: readonly RoleId[] = [ROLE.districtSupervisor, ROLE.fieldSalesRep];

const inYears = (d: string) => {
  const year = Number(d.slice(0, 4));
  return year >= SCHEDULE_YEARS.from && year <= SCHEDULE_YEARS.to;
};
const yearMessage = S.yearRange.replace('{{from}}', String(SCHEDULE_YEARS.from)).replace('{{to}}', String(SCHEDULE_YEARS.to));
const scheduleDate = calendarDateSchema.refine(inYears, yearMessage);

/** A schedule entry (spec 3 §3): one day of a rep's or supervisor's calendar. */
export const scheduleEntrySchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  date: z.string(),
  notes: z.string(),
  scheduleTypeID: z.number().int(),
  user: namedRefSchema,
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/**
 * `?start=&end=` (YYYY-MM-DD, both days included) of GET /district/{id}/schedule and
 * GET /schedule/user/{id}, so a calendar loads only the days it shows. Without them: the current
 * month of the organisation's time zone.
 */
export const scheduleRangeQuerySchema = z
  .object({ start: scheduleDate.optional(), end: scheduleDate.optional() })
  .refine((q) => !q.start || !q.end || q.end >= q.start, { error: S.rangeOrder, path: ['end'] })
  .refine((q) => !q.start || !q.end || dayNumber(q.end) - dayNumber(q.start) < SCHEDULE_MAX_RANGE_DAYS, {
    error: S.rangeTooLong.replace('{{days}}', String(SCHEDULE_MAX_RANGE_DAYS)),
    path: ['end'],
  });
export type ScheduleRangeQuery = z.infer<typeof scheduleRangeQuerySchema>;

/**
 * POST /schedule and PUT /schedule/{id}. `userID` names whose entry it is: an admin picks a rep or
 * supervisor; anyone else may leave it out (their own) or name themselves.
 */
export const scheduleEntryBodySchema = z.object({
  date: requiredDate(S.fields.date).refine((d) => !isCalendarDay(d) || inYears(d), yearMessage),
  scheduleTypeID: requiredId(S.fields.scheduleTypeID),
  notes: optionalText(SCHEDULE_NOTES_MAX).transform((v) => v ?? ''),
  userID: optionalIdSchema,
});
export type ScheduleEntryBody = z.input<typeof scheduleEntryBodySchema>;
export type ScheduleEntryInput = z.output<typeof scheduleEntryBodySchema>;

/** Who may change an entry (DESIGN §4): admins anyone's, supervisors and reps their own. */
export function canWriteSchedule(viewer: { id: number; role: RoleId }, ownerId: number): boolean {
  if (viewer.role === ROLE.admin) return true;
  return SCHEDULE_OWNER_ROLES.includes(viewer.role) && viewer.id === ownerId;
}

/**
 * GET /schedule/feed: the caller's calendar feed. Only a hash of its secret is kept, so `url` is
 * given only by POST /schedule/feed, which makes a new secret (revoking the old link); GET tells
 * whether one exists and since when.
 */
export const scheduleFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type ScheduleFeed = z.infer<typeof scheduleFeedSchema>;

/** POST /schedule/feed: an empty JSON object (the call carries no data; anything else is refused, 422). */
export const scheduleFeedRenewBodySchema = z.object({}).strict();

/** GET /schedule/feed/{secret}: the secret as the link carries it, `.ics` allowed at the end. */
export const scheduleFeedParamsSchema = z.object({ secret: z.string().max(100) });
