import { z } from 'zod';
import { masterDataMessages } from '../messages-master-data.js';
import { PROVINCES } from '../provinces.js';
import { flagSchema, idFilterSchema, isPhoneNumber, optionalEmail, optionalText, requiredId, requiredText } from './form-fields.js';
import { namedRefSchema } from './geography.js';
import { listQueryWith, STORE_SORTS } from './lists.js';
import { fieldWorkMessages } from '../messages-field-work.js';
import { latitudeSchema, longitudeSchema } from './visit.js';
import { recordVersionSchema } from './record-version.js';

const positionPair = fieldWorkMessages.visits.positionPair;

/** An optional coordinate of the store form: blank is none, typed text is read as a number. */
const optionalCoordinate = (schema: z.ZodNumber) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
      schema.nullable(),
    )
    .optional();

const S = masterDataMessages.masterData.stores;
const F = S.fields;

/** Canadian postal code, stored without spaces: letter-digit-letter digit-letter-digit. */
export const POSTAL_CODE_PATTERN = /^[A-Z]\d[A-Z]\d[A-Z]\d$/;
export const STORE_SEARCH_LIMIT = 20;

/** Spaces removed and upper-cased before the mask is checked. */
export const postalCodeSchema = z
  .string({ error: F.postalCode })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: F.postalCode, abort: true }).regex(POSTAL_CODE_PATTERN, S.postalCodeFormat));

/** Shows a stored postal code as 'K1A 0B1'. */
export const formatPostalCode = (code: string): string => (code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code);

/**
 * Spec 2 §5's postal mask on what is typed: letters upper-cased, each character kept only where
 * the mask takes its kind (letter-digit-letter digit-letter-digit), the space after the third,
 * at most six ('k7l-3n6x' → 'K7L 3N6').
 */
export function maskPostalCode(typed: string): string {
  let code = '';
  for (const char of typed.toUpperCase()) {
    if (code.length === 6) break;
    if ((code.length % 2 === 0 ? /[A-Z]/ : /\d/).test(char)) code += char;
  }
  return code.length > 3 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

/**
 * POST /store and PUT /store/{id}, and the store form (spec 2 §3 and §5). Missing required
 * fields answer 422 'Some fields are required!' with `errors` naming each one.
 */
export const storeBodySchema = z
  .object({
    territoryID: requiredId(F.territoryID),
    name: requiredText(F.name),
    storeNumber: requiredText(F.storeNumber, 20).regex(/^\d*$/, S.storeNumberNumeric),
    addressLine1: requiredText(F.addressLine1),
    addressLine2: optionalText(),
    city: requiredText(F.city, 100),
    province: requiredId(F.province).max(PROVINCES.length, S.provinceInvalid),
    postalCode: postalCodeSchema,
    phoneNo: requiredText(F.phoneNo, 40).refine((v) => v === '' || isPhoneNumber(v), masterDataMessages.masterData.phoneFormat),
    isSSR: flagSchema,
    isOptOut: flagSchema,
    storeManager: optionalText(),
    SMEmail: optionalEmail(S.emailInvalid),
    assistantManager: optionalText(),
    AMEmail: optionalEmail(S.emailInvalid),
    hardwareDS: optionalText(),
    HDSEmail: optionalEmail(S.emailInvalid),
    seasonalDS: optionalText(),
    SDSEmail: optionalEmail(S.emailInvalid),
    /** Where the store is (DESIGN §4 "Field work"): both or neither. */
    latitude: optionalCoordinate(latitudeSchema),
    longitude: optionalCoordinate(longitudeSchema),
  })
  .refine((s) => (s.latitude == null) === (s.longitude == null), { message: positionPair, path: ['longitude'] });
export type StoreBody = z.input<typeof storeBodySchema>;
export type StoreInput = z.output<typeof storeBodySchema>;

/** A store as the list rows and GET /store/{id} give it; `user` is the territory's FSR. */
export const storeSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  storeNumber: z.string(),
  territoryID: z.number().int(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  province: z.number().int(),
  postalCode: z.string(),
  phoneNo: z.string(),
  isSSR: z.union([z.literal(0), z.literal(1)]),
  isOptOut: z.union([z.literal(0), z.literal(1)]),
  storeManager: z.string().nullable(),
  SMEmail: z.string().nullable(),
  assistantManager: z.string().nullable(),
  AMEmail: z.string().nullable(),
  hardwareDS: z.string().nullable(),
  HDSEmail: z.string().nullable(),
  seasonalDS: z.string().nullable(),
  SDSEmail: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  territory: namedRefSchema,
  district: namedRefSchema,
  region: namedRefSchema,
  user: namedRefSchema.nullable(),
  date: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeListQuerySchema = listQueryWith(STORE_SORTS).extend({
  regionID: idFilterSchema,
  districtID: idFilterSchema,
  territoryID: idFilterSchema,
});
export type StoreListQuery = z.infer<typeof storeListQuerySchema>;

/** `{ value, label }` option of a picker. */
export const pairSchema = z.object({ value: z.number().int(), label: z.string() });
export type Pair = z.infer<typeof pairSchema>;

export const storeSearchQuerySchema = z.object({
  output: z.enum(['pair']).default('pair'),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STORE_SEARCH_LIMIT),
});

/** GET /store/regions: each region with its active stores, for 'select stores by region'. */
export const storeRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stores: z.array(namedRefSchema),
});
export type StoreRegion = z.infer<typeof storeRegionSchema>;
