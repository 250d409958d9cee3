import { z } from 'zod';
import { messageParamsSchema } from '../errors.js';
import { crmMessages } from '../messages-crm.js';
import { masterDataMessages } from '../messages-master-data.js';
import { PROVINCES } from '../provinces.js';
import { languageSchema } from './auth.js';
import { namedRefSchema } from './geography.js';
import {
  EMAIL_MAX,
  flagSchema,
  isPhoneNumber,
  isSingleLine,
  optionalEmail,
  optionalIdSchema,
  requiredId,
  requiredText,
} from './form-fields.js';
import { listQueryWith } from './lists.js';
import { recordVersionSchema } from './record-version.js';

const C = crmMessages;
const F = C.fields;

/** Columns the CRM list sorts on (`sort=name`, `sort=-company`…). */
export const CONTACT_SORTS = ['id', 'name', 'phone', 'company', 'email', 'trade', 'province', 'brand'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** Rows one BULK LIST file may hold. */
export const CONTACT_IMPORT_MAX_ROWS = 5000;
/** Characters one cell of an imported row may hold, where its field has no limit of its own. */
export const CONTACT_IMPORT_MAX_CELL = 500;
/** Characters a contact's free-text fields may hold: the form's limits, and those of an import's cells. */
export const CONTACT_TEXT_MAX = { firstName: 100, lastName: 100, phone: 40, company: 200, email: EMAIL_MAX } as const;

/**
 * The columns of the BULK LIST template, in its order; crm.csv has the same ones after an ID
 * column (which an import ignores), so an exported list can be edited and imported again.
 */
export const CONTACT_COLUMNS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  company: 'Company',
  email: 'Email',
  brand: 'Brand',
  currentBrand: 'Current Brand',
  trade: 'Trade',
  province: 'Province',
  conversionOpportunity: 'Conversion Opportunity',
  notifyOn: 'Notify On',
  /** en or fr: the language of the contact's subscriber e-mails; optional in a file (English). */
  language: 'Language',
} as const;
export const CONTACT_ID_COLUMN = 'ID';
export const CONTACT_TEMPLATE_FILE = 'crm-template.csv';
/** The CRM list's download (spec 3 §9). */
export const CRM_CSV_FILE = 'crm.csv';
/** Separates the subscriptions of one 'Notify On' cell ('Wins; Weekly Goods'). */
export const NOTIFY_ON_SEPARATOR = '; ';

/** Free text of one line that may be left empty; stored as '' (the contact table keeps no nulls there). */
const blankText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(isSingleLine, C.oneLine)
    .nullish()
    .transform((v) => v ?? '');

/** The province's label (spec 3 §3), or '' for none. */
export const contactProvinceSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || PROVINCES.some((p) => p.name === v), C.provinceInvalid);

/** Subscription type ids as strings (spec 3 §3 `notifyOn`); numbers are taken too, duplicates dropped. */
export const notifyOnSchema = z
  .array(
    z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().regex(/^[1-9]\d{0,8}$/, C.subscriptionInvalid)),
  )
  .max(20, C.subscriptionInvalid)
  .optional()
  .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => Number(a) - Number(b)));

/**
 * POST /contact and PUT /contact/{id}, the contact modal, and each row of a BULK LIST import once
 * its names are resolved to ids (spec 3 §3, §5). Brand, First Name and Trade are required (in this
 * order, the order the 'Some fields are required!' dialog lists them): missing, the answer is 422
 * 'Some fields are required!' with `errors` naming each. Each of its texts holds one line: a line
 * break typed, pasted or imported in one is refused (a contact has no multi-line field).
 */
export const contactBodySchema = z.object({
  brandID: requiredId(F.brandID),
  currentBrandID: optionalIdSchema,
  firstName: requiredText(F.firstName, CONTACT_TEXT_MAX.firstName).refine(isSingleLine, C.oneLine),
  lastName: blankText(CONTACT_TEXT_MAX.lastName),
  tradeID: requiredId(F.tradeID),
  province: contactProvinceSchema,
  phone: blankText(CONTACT_TEXT_MAX.phone).refine((v) => v === '' || isPhoneNumber(v), masterDataMessages.masterData.phoneFormat),
  company: blankText(CONTACT_TEXT_MAX.company),
  email: optionalEmail(C.emailInvalid),
  conversionOpportunity: flagSchema,
  notifyOn: notifyOnSchema,
  /** The language of the subscriber e-mails: 'en' for a new contact without it; an edit without it keeps it. */
  language: languageSchema.optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactInput = z.output<typeof contactBodySchema>;

/** A contact as the list and GET /contact/{id} give it: the spec's fields plus the names shown. */
export const contactSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  brandID: z.number().int(),
  currentBrandID: z.number().int().nullable(),
  tradeID: z.number().int(),
  province: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  company: z.string(),
  email: z.string().nullable(),
  conversionOpportunity: z.union([z.literal(0), z.literal(1)]),
  notifyOn: z.array(z.string()),
  language: languageSchema,
  name: z.string(),
  brand: namedRefSchema,
  currentBrand: namedRefSchema.nullable(),
  trade: namedRefSchema,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuerySchema = listQueryWith(CONTACT_SORTS);
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/**
 * POST /contact/import: the rows of a BULK LIST file as the browser parsed them, keyed by the
 * template's column names, in file order (line = index + 2, the header being line 1). Rows whose
 * cells are all blank are skipped. A cell's length is not checked here: a cell too long refuses
 * its row, by line and column, not the whole file (the route's body limit bounds the file).
 */
export const contactImportSchema = z.object({
  rows: z
    .array(z.record(z.string().max(100), z.string()))
    .min(1, C.import.noRows)
    .max(CONTACT_IMPORT_MAX_ROWS, C.import.tooManyRows.replace('{{max}}', String(CONTACT_IMPORT_MAX_ROWS))),
});
export type ContactImportBody = z.infer<typeof contactImportSchema>;

/** A catalog text by its key path and the values of its placeholders (KeyedMessage). */
const keyedMessageSchema = z.object({ key: z.string(), params: messageParamsSchema.optional() });

/**
 * One reason a line was refused, by its catalog key and placeholder values, so that the web says it
 * in the reader's language as it does the server's error bodies (messageKey, params). A value that
 * is itself a catalog text (the `message` of crm.import.fieldMessage, the contact form's own
 * message after the column's name) is named by its key in `paramKeys`, to be said in that
 * language too.
 */
export const contactImportReasonSchema = keyedMessageSchema.extend({
  paramKeys: z.record(z.string(), keyedMessageSchema).optional(),
});
export type ContactImportReason = z.infer<typeof contactImportReasonSchema>;

/** A refused line: its reasons in English (`messages`) and, in the same order, by key (`reasons`). */
export const contactImportErrorSchema = z.object({
  line: z.number().int(),
  messages: z.array(z.string()),
  reasons: z.array(contactImportReasonSchema),
});
export type ContactImportError = z.infer<typeof contactImportErrorSchema>;

export const contactImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(contactImportErrorSchema),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;
