import { z } from 'zod';
import { fieldWorkMessages } from '../messages-field-work.js';
import { calendarDateSchema, MAX_ID, requiredId } from './form-fields.js';
import { namedRefSchema } from './geography.js';
import { PRIORITIES } from './objective.js';

const V = fieldWorkMessages.visits;

/** DESIGN §4 "Field work": the defaults of CHECKIN_RADIUS_M and VISIT_MAX_HOURS. */
export const CHECKIN_RADIUS_M = 300;
export const VISIT_MAX_HOURS = 10;
/** How far back a visit recorded offline may date its check-in or check-out (`at`). */
export const VISIT_AT_MAX_AGE_HOURS = 24;

/** A latitude or longitude: a number in its range, or absent. */
export const latitudeSchema = z.number({ error: V.latitude }).min(-90, V.latitude).max(90, V.latitude);
export const longitudeSchema = z.number({ error: V.longitude }).min(-180, V.longitude).max(180, V.longitude);

/**
 * Where the phone was when the rep tapped, as the Geolocation API gives it: both coordinates or
 * neither, and the accuracy radius in metres.
 */
const positionShape = {
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  accuracy: z.number({ error: V.accuracy }).min(0, V.accuracy).max(100_000, V.accuracy).optional(),
  /**
   * The moment of the tap when it was recorded offline (ISO 8601). The server accepts it within
   * the last VISIT_AT_MAX_AGE_HOURS and not in the future (422 `atRange` otherwise); absent, now.
   */
  at: z.iso.datetime({ offset: true, error: V.atFormat }).optional(),
};
const bothOrNeither = (p: { latitude?: number; longitude?: number }) => (p.latitude === undefined) === (p.longitude === undefined);

/** POST /checkin: opens a visit of the caller at a store of their area. */
export const checkinBodySchema = z
  .object({ storeID: requiredId('Choose a store'), ...positionShape })
  .refine(bothOrNeither, { message: V.positionPair, path: ['latitude'] });
export type CheckinBody = z.input<typeof checkinBodySchema>;

/** PUT /checkin/{id}: closes the caller's open visit. */
export const checkoutBodySchema = z.object(positionShape).refine(bothOrNeither, { message: V.positionPair, path: ['latitude'] });
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/**
 * A visit (check-in to check-out). Timestamps are UTC ISO; `timeZone` is the store's (from its
 * province). `checkinLocal` and `checkoutLocal` are the same moments on the store's wall clock,
 * 'YYYY-MM-DDTHH:mm', by the server's time zone rules, those of its in-store figures (average
 * check-in and check-out times): shown as they are, so the two always agree. `distance` is metres from the store at check-in
 * (null without a position or store coordinates); `verified` when within CHECKIN_RADIUS_M plus
 * the reported accuracy. `forced`: closed by the server after VISIT_MAX_HOURS. `storeTime` in hours
 * (null while open).
 */
export const visitSchema = z.object({
  id: z.number().int(),
  storeID: z.number().int(),
  store: namedRefSchema,
  userID: z.number().int(),
  checkin: z.string(),
  checkout: z.string().nullable(),
  checkinLocal: z.string(),
  checkoutLocal: z.string().nullable(),
  storeTime: z.number().nullable(),
  distance: z.number().nullable(),
  verified: z.boolean(),
  forced: z.boolean(),
  timeZone: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

/** GET /user/{id}/checkin?startDate&endDate (spec 1 §7): the user's visits, newest first. */
export const userCheckinQuerySchema = z.object({ startDate: calendarDateSchema.optional(), endDate: calendarDateSchema.optional() });

/** GET /today?latitude&longitude&q: one store of the caller's area with work this month. */
export const todayStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storeNumber: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Metres from the position given in the query, when both are known. */
  distance: z.number().nullable(),
  /** Store results of this month's objectives not completed yet, and those of them past due. */
  open: z.number().int(),
  overdue: z.number().int(),
  lastVisit: z.string().nullable(),
});
export type TodayStore = z.infer<typeof todayStoreSchema>;

export const todayQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  q: z.string().trim().max(200).optional(),
});

/** GET /today: the stores (by distance when a position is given, else by name) and the caller's open visit. */
export const todaySchema = z.object({ stores: z.array(todayStoreSchema), openVisit: visitSchema.nullable() });
export type Today = z.infer<typeof todaySchema>;

/** One objective of a store in the rep's day: priority A first, then by due date. */
export const todayObjectiveSchema = z.object({
  objectiveID: z.number().int(),
  title: z.string(),
  priority: z.enum(PRIORITIES),
  dueDate: z.string(),
  isCustom: z.union([z.literal(0), z.literal(1)]),
  status: z.object({ id: z.number().int(), name: z.string() }),
  statusLabel: z.string(),
  overdue: z.boolean(),
});
export type TodayObjective = z.infer<typeof todayObjectiveSchema>;

/** GET /today/{storeId}: one store of the day, its objectives of the month and the caller's visits there today. */
export const todayStoreDetailSchema = z.object({
  store: todayStoreSchema.extend({ timeZone: z.string() }),
  objectives: z.array(todayObjectiveSchema),
  openVisit: visitSchema.nullable(),
  visitsToday: z.array(visitSchema),
});
export type TodayStoreDetail = z.infer<typeof todayStoreDetailSchema>;

export const storeIdParamsSchema = z.object({ storeId: z.coerce.number().int().positive().max(MAX_ID) });
