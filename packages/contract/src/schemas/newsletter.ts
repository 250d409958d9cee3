import { z } from 'zod';
import { lastOfferedYear } from '../calc.js';
import { FIRST_YEAR } from '../constants.js';
import { newsletterMessages } from '../messages-newsletters.js';
import { requiredText } from './form-fields.js';
import { listQueryWith } from './lists.js';
import { NEWSLETTER_TYPES, type NewsletterType } from './lookups.js';
import { recordVersionSchema } from './record-version.js';
import { offeredYearOf, yearRangeMessage } from './offered-years.js';
import { contentPdfSchema, requiredFileSchema } from './weekly-good.js';

const N = newsletterMessages;

/** The CSV download of a newsletter page is named after its type (spec 3 §9). */
export const NEWSLETTER_CSV: Record<NewsletterType, string> = {
  win: 'win.csv',
  weekly_good: 'weekly_good.csv',
  e_learning: 'e_learning.csv',
};
/** The CSV of a list asked for without a type (no page of the app does). */
export const ALL_NEWSLETTERS_CSV = 'newsletters.csv';

export const newsletterTypeSchema = z.enum(NEWSLETTER_TYPES, { error: N.typeInvalid });

export const newsletterSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  /** YYYY-MM-01. */
  date: z.string(),
  type: newsletterTypeSchema,
  file: contentPdfSchema.nullable(),
  viewCount: z.number().int(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const NEWSLETTER_SORTS = ['id', 'name', 'date', 'month', 'year', 'viewCount'] as const;
export type NewsletterSort = (typeof NEWSLETTER_SORTS)[number];

/** An optional whole-number filter; an empty value means no filter. */
const numberFilter = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

/** GET /newsletter?type=&year=&month=: paged, filtered by type, year and month; `format=csv` gives all. */
export const newsletterListQuerySchema = listQueryWith(NEWSLETTER_SORTS).extend({
  type: z.preprocess((v) => (v === '' ? undefined : v), newsletterTypeSchema.optional()),
  year: numberFilter(FIRST_YEAR, 9999).refine((y) => y === undefined || y <= lastOfferedYear(new Date()), yearRangeMessage),
  month: numberFilter(1, 12),
});
export type NewsletterListQuery = z.infer<typeof newsletterListQuerySchema>;

/**
 * POST /newsletter and PUT /newsletter/{id}: Title and File are required; the date is the first
 * of the month and year chosen (spec 3 §5), the year one of the offered years.
 */
export const newsletterBodySchema = z.object({
  name: requiredText(N.fields.name),
  date: z
    .string({ error: N.fields.date })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, N.firstOfMonth)
    .refine((v) => !/^\d{4}/.test(v) || offeredYearOf(v), yearRangeMessage),
  file: requiredFileSchema,
  type: newsletterTypeSchema,
});
export type NewsletterBody = z.input<typeof newsletterBodySchema>;
export type NewsletterInput = z.output<typeof newsletterBodySchema>;

/** YYYY-MM-01 of a month and year. */
export const newsletterDate = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
