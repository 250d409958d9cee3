import { z } from 'zod';
import { NEWS_TRUNCATE_AT } from '../constants.js';
import { contentMessages } from '../messages-content.js';
import { tooManyFilesText, UPLOAD_RULES, type UploadType } from '../uploads.js';
import { uploadedFileSchema } from './file.js';
import { isCalendarDay, MAX_ID, requiredDate, requiredText } from './form-fields.js';
import { namedRefSchema } from './geography.js';
import { listQueryWith } from './lists.js';
import { recordVersionSchema } from './record-version.js';
import { offeredYearOf, yearRangeMessage } from './offered-years.js';

const N = contentMessages.news;

/** Upload type of news images: photos, 3 files of 3 MB (spec 2 §9). */
export const NEWS_IMAGE_UPLOADS: readonly UploadType[] = ['image'];

/** Ids of files uploaded with POST /image, at most `max`. */
export const contentFileIds = (max: number) => z.array(z.number().int().positive().max(MAX_ID)).max(max, tooManyFilesText(max)).default([]);

export const NEWS_SORTS = ['id', 'subject', 'date', 'user'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];
/** GET /news: ?page=&perPage=&q=&sort= (newest first by default; no CSV). */
export const newsListQuerySchema = listQueryWith(NEWS_SORTS).omit({ format: true });
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** POST /news and PUT /news/{id}: `images` are ids of `image` uploads, at most 3. */
export const newsBodySchema = z.object({
  subject: requiredText(N.validation.subject, 200),
  content: requiredText(N.validation.content, 20_000),
  // A year the app offers (FIRST_YEAR to next year), as the other content's dates: not 1900 or 2999.
  date: requiredDate(N.validation.date, N.validation.dateInvalid).refine((v) => !isCalendarDay(v) || offeredYearOf(v), yearRangeMessage),
  images: contentFileIds(UPLOAD_RULES.image.maxFiles),
});
export type NewsBody = z.input<typeof newsBodySchema>;
export type NewsInput = z.output<typeof newsBodySchema>;

/** A news post (spec 2 §3 News); `user` is who posted it (null once that account is gone). */
export const newsSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  subject: z.string(),
  content: z.string(),
  date: z.string(),
  images: z.array(uploadedFileSchema),
  user: namedRefSchema.nullable(),
});
export type News = z.infer<typeof newsSchema>;

/** The list's short text: the content cut at NEWS_TRUNCATE_AT characters (spec 2 §2, §9), '…' when cut. */
export function truncateNews(content: string, at: number = NEWS_TRUNCATE_AT): { text: string; cut: boolean } {
  const chars = Array.from(content);
  if (chars.length <= at) return { text: content, cut: false };
  return { text: `${chars.slice(0, at).join('').trimEnd()}…`, cut: true };
}
