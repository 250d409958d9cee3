import { z } from 'zod';
import { LANGUAGES } from '../catalog.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { en } from '../messages.js';
import { roleIdSchema } from '../roles.js';
import { emailSchema } from './common.js';

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(320),
  password: z.string().max(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const areaSchema = z.object({
  type: z.enum(['region', 'district', 'territory']),
  id: z.number().int(),
  name: z.string(),
});
export type Area = z.infer<typeof areaSchema>;

/** The language of a user's screens and e-mails, or of a contact's subscriber e-mails. */
export const languageSchema = z.enum(LANGUAGES, { error: en.errors.validation });

/** PUT /user/me/language (My Account, the sign-in page's switch once signed in). */
export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** The signed-in user as GET /user/me and the login answer give it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleIdSchema,
  areaID: z.number().int().nullable(),
  area: areaSchema.nullable(),
  /** The language the web app shows once signed in, and of the user's e-mails. */
  language: languageSchema,
  /** The organisation's time zone (TZ_ORG): the day it is there is "today" for the web app's defaults, as for the server. */
  timeZone: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  user: currentUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const resetRequestBodySchema = z.object({ email: emailSchema });
export type ResetRequestBody = z.infer<typeof resetRequestBodySchema>;

/** Counted in code points, so an emoji is one character as the user sees it. */
const characters = (v: string) => Array.from(v).length;

/**
 * The one rule for every password that is set (reset link, new user, admin set, My Account):
 * 8 to 128 characters. Empty gets only 'Enter the password'. The upper bound keeps hashing cheap.
 */
export const passwordSchema = z
  .string({ error: en.auth.passwordRequired })
  .min(1, { error: en.auth.passwordRequired })
  .refine((v) => v === '' || characters(v) >= PASSWORD_MIN_LENGTH, en.auth.passwordTooShort)
  .refine((v) => characters(v) <= PASSWORD_MAX_LENGTH, en.auth.passwordTooLong);

export const newPasswordBodySchema = z.object({ password: passwordSchema });
export type NewPasswordBody = z.infer<typeof newPasswordBodySchema>;

/** A reset link's token: one cut short or made up answers as an unknown one does, in words the user can act on. */
export const tokenParamsSchema = z.object({
  token: z.string().min(10, { error: en.auth.resetTokenInvalid }).max(200, { error: en.auth.resetTokenInvalid }),
});

export const messageResultSchema = z.object({ message: z.string() });
