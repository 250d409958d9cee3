import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { masterDataMessages } from '../messages-master-data.js';
import { ROLE, type RoleId } from '../roles.js';
import { areaSchema, languageSchema, passwordSchema } from './auth.js';
import { calendarDateSchema, idFilterSchema, isPhoneNumber, MAX_ID, optionalText, requiredText } from './form-fields.js';
import { listQueryWith, USER_SORTS } from './lists.js';
import { recordVersionSchema } from './record-version.js';

const U = masterDataMessages.masterData.users;

export const USER_SEARCH_LIMIT = 20;

/** What a role with an area must pick, by role (spec 2 §5). */
export const AREA_REQUIRED_MESSAGE: Record<Exclude<RoleId, 1>, string> = {
  2: U.regionRequired,
  3: U.districtRequired,
  4: U.territoryRequired,
};

const roleSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: U.roleInvalid });

const userFields = {
  firstName: requiredText(U.firstNameRequired, 100),
  lastName: requiredText(U.lastNameRequired, 100),
  email: requiredText(U.emailRequired, 320)
    .toLowerCase()
    .refine((v) => v === '' || z.regexes.email.test(v), U.emailInvalid),
  /** 4 (field sales rep) when left out. */
  role: roleSchema.default(ROLE.fieldSalesRep),
  /** Region (role 2), district (3) or territory (4) id; ignored for role 1. */
  areaID: z.number().int().positive().max(MAX_ID).nullish(),
  phone: optionalText(40).refine((v) => v === null || isPhoneNumber(v), masterDataMessages.masterData.phoneFormat),
  startDate: z
    .union([z.literal(''), calendarDateSchema])
    .nullish()
    .transform((v) => v || null),
  /** Screens and e-mails: 'en' when a new user leaves it out; an edit without it keeps the user's. */
  language: languageSchema.optional(),
  /** Take the territory from its current manager (see 409 MANAGER_HAS_TERRITORY). */
  confirmReassign: z.boolean().optional(),
};

function requireArea(user: { role: RoleId; areaID?: number | null }, ctx: z.RefinementCtx) {
  if (user.role !== ROLE.admin && !user.areaID) {
    ctx.addIssue({ code: 'custom', path: ['areaID'], message: AREA_REQUIRED_MESSAGE[user.role] });
  }
}

/** The area rule runs whenever role and area themselves are valid, so one answer lists every problem. */
const areaCheckable = z.object({ role: userFields.role, areaID: userFields.areaID });
const whenAreaCheckable = { when: (payload: { value: unknown }) => areaCheckable.safeParse(payload.value).success };

export const userCreateSchema = z.object({ ...userFields, password: passwordSchema }).superRefine(requireArea, whenAreaCheckable);
export type UserCreateBody = z.input<typeof userCreateSchema>;
export type UserCreateInput = z.output<typeof userCreateSchema>;

/** PUT /user/{id}: the same fields without the password (changed through its own call). */
export const userUpdateSchema = z.object(userFields).superRefine(requireArea, whenAreaCheckable);
export type UserUpdateBody = z.input<typeof userUpdateSchema>;
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** PUT /user/{id}/password (admin). */
export const userPasswordBodySchema = z.object({
  id: z.number().int().positive().max(MAX_ID).optional(),
  password: passwordSchema,
});

/** PUT /user/me/password (My Account). */
export const myPasswordBodySchema = z.object({
  currentPassword: z.string({ error: U.currentPasswordRequired }).min(1, U.currentPasswordRequired).max(1000),
  password: passwordSchema,
});

/** A user as the list rows and GET /user/{id} give them. */
export const userSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  roleName: z.string(),
  areaID: z.number().int().nullable(),
  area: areaSchema.nullable(),
  phone: z.string().nullable(),
  startDate: z.string().nullable(),
  language: languageSchema,
  date: z.string(),
});
export type User = z.infer<typeof userSchema>;

const roleFilterSchema = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(4).optional());

export const userListQuerySchema = listQueryWith(USER_SORTS).extend({ role: roleFilterSchema });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Role ids, one or several comma-separated ('4', '3,4'); blank for any. */
const roleListFilterSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : String(v).split(',')),
  z.array(z.coerce.number().int().min(1).max(4)).max(4).optional(),
);

/** Whose people a search offers: the caller's area, or (`schedule`) those whose calendars the caller reads. */
export const USER_SEARCH_SCOPES = ['area', 'schedule'] as const;
export type UserSearchScope = (typeof USER_SEARCH_SCOPES)[number];

/**
 * GET /user/search?type=4&q=: `type` is a role id, or several ('3,4'); districtID narrows reps to a
 * district; `scope=schedule` offers the people whose calendars the caller reads (a rep's district).
 */
export const userSearchQuerySchema = z.object({
  type: roleListFilterSchema,
  q: z.string().trim().max(200).optional(),
  districtID: idFilterSchema,
  scope: z.enum(USER_SEARCH_SCOPES).default('area'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(USER_SEARCH_LIMIT),
});

/** Manager / rep option of a picker. */
export const userOptionSchema = z.object({ value: z.number().int(), label: z.string(), email: z.string() });
export type UserOption = z.infer<typeof userOptionSchema>;

export const roleOptionSchema = z.object({ id: roleSchema, name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;
