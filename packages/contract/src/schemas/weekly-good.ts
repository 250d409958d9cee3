import { z } from 'zod';
import { newsletterMessages } from '../messages-newsletters.js';
import { isCalendarDay, requiredDate, requiredId, requiredText } from './form-fields.js';
import { listQueryWith } from './lists.js';
import { offeredYearOf, yearRangeMessage } from './offered-years.js';
import { recordVersionSchema } from './record-version.js';

const N = newsletterMessages;

/** CSV download of the weekly goods list (spec 3 §9). */
export const WEEKLY_GOODS_CSV = 'weekly_goods.csv';

/** The PDF of a weekly good or newsletter record, as lists and GET by id give it. */
export const contentPdfSchema = z.object({ id: z.number().int(), fileURL: z.string(), name: z.string() });
export type ContentPdf = z.infer<typeof contentPdfSchema>;

/** `file: { id }` of a body: the uploaded PDF (spec 3 §7); absent, null or id 0 is the missing 'File'. */
export const requiredFileSchema = z.object({ id: requiredId(N.fields.file) }, { error: N.fields.file });

/**
 * `?skipTracking=true` on GET by id: the admin's preview or edit form reads the record without
 * counting a view (spec 3 §9); anything else counts one per user and day.
 */
export const viewQuerySchema = z.object({
  skipTracking: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const weeklyGoodSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  date: z.string(),
  /** Null only when the PDF was deleted on its own (DELETE /image/{id}). */
  file: contentPdfSchema.nullable(),
  viewCount: z.number().int(),
});
export type WeeklyGood = z.infer<typeof weeklyGoodSchema>;

export const WEEKLY_GOOD_SORTS = ['id', 'name', 'date', 'viewCount'] as const;
export type WeeklyGoodSort = (typeof WEEKLY_GOOD_SORTS)[number];

/** GET /weekly_good: the whole list in the spec (unpaged), here paged like every list; `format=csv` gives all. */
export const weeklyGoodListQuerySchema = listQueryWith(WEEKLY_GOOD_SORTS);
export type WeeklyGoodListQuery = z.infer<typeof weeklyGoodListQuerySchema>;

/** POST /weekly_good and PUT /weekly_good/{id}: Title, Date and File are required (spec 3 §5). */
export const weeklyGoodBodySchema = z.object({
  name: requiredText(N.fields.name),
  date: requiredDate(N.fields.date, N.realDate).refine((v) => !isCalendarDay(v) || offeredYearOf(v), yearRangeMessage),
  file: requiredFileSchema,
});
export type WeeklyGoodBody = z.input<typeof weeklyGoodBodySchema>;
export type WeeklyGoodInput = z.output<typeof weeklyGoodBodySchema>;
