import { z } from 'zod';

/** Ids are PostgreSQL integers: anything larger cannot name a record. */
export const MAX_ID = 2_147_483_647;

/**
 * Field builders shared by the forms. No check aborts, so a form's own cross-field rules (the
 * user's area, an objective's media) still run and one answer lists every problem; checks that
 * follow a required one accept the empty value, so an empty field gets only its required message.
 * A required field answers its `message` (the
 * field's label, or the specification's prompt) whether it is absent, null, blank or 0, so the
 * client and the server list the same missing fields.
 */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, `At most ${max} characters`);

/** An id picked from a list (a territory, a province…): absent, null or 0 is missing. */
export const requiredId = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, message);

/**
 * A telephone number as people write it: 7 to 15 digits, with spaces, dots, dashes, brackets, a
 * leading + and an extension ('613-555-0142', '+1 (613) 555 0142 ext. 12', '416.555.0178 x3').
 */
export function isPhoneNumber(text: string): boolean {
  const match = /^(\+?[\d\s().-]+?)(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i.exec(text.trim());
  const digits = match ? match[1]!.replace(/\D/g, '').length : 0;
  return digits >= 7 && digits <= 15;
}

/** Whether a text holds no line break (a name, a phone number: fields of one line). */
export const isSingleLine = (text: string): boolean => !/[\r\n\u2028\u2029]/.test(text);

/** Free text that may be left empty; blank becomes null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Characters an e-mail address may hold (RFC 5321's 64 + @ + 255). */
export const EMAIL_MAX = 320;

/** An e-mail address that may be left empty; blank becomes null, stored in lower case. */
export const optionalEmail = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX)
    .refine((v) => v === '' || z.regexes.email.test(v), message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A 0/1 flag (true/false accepted too); absent is 0. */
export const flagSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .optional()
  .transform((v): 0 | 1 => (v === 1 || v === true ? 1 : 0));

/** An optional id the client may also send as null, 0 or '' for 'none'. */
export const optionalIdSchema = z
  .union([z.number().int().min(0).max(MAX_ID), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** Whether a validation issue means 'this required field is missing' (see the builders above). */
export function isMissingIssue(issue: { code?: string; keyword?: string; minimum?: unknown; params?: { minimum?: unknown } }): boolean {
  const code = issue.code ?? issue.keyword;
  const minimum = issue.minimum ?? issue.params?.minimum;
  return code === 'invalid_type' || (code === 'too_small' && minimum === 1);
}

/** Query filter by id; an empty value (`?districtID=`) means no filter. */
export const idFilterSchema = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().max(MAX_ID).optional());

/**
 * What a form's date field holds while the date typed in it is not a real day (02/30/2026, or one
 * half typed): every form schema refuses it as a date that is not real, never as a missing one, so
 * the form says so at the field and does not save the record without it.
 */
export const NOT_A_DAY = '0000-00-00';

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar day as YYYY-MM-DD ('2024-02-30' and '' are not). */
export function isCalendarDay(text: string): boolean {
  if (!DAY_FORMAT.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** A real calendar day as YYYY-MM-DD (2024-02-30 is refused). */
export const calendarDateSchema = z.string().regex(DAY_FORMAT, 'Use the form YYYY-MM-DD').refine(isCalendarDay, 'Enter a real date');

/**
 * A form's required date: absent, null or blank answers the field's `message` alone (missing, as
 * the other required builders); anything else that is not a real day answers `invalidMessage`.
 * A further check of the day should pass what `isCalendarDay` refuses, so it adds no second message.
 */
export const requiredDate = (message: string, invalidMessage = 'Enter a real date') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((v) => v === '' || isCalendarDay(v), invalidMessage);
