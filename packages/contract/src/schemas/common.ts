import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants.js';

/** Reusable pieces defined once. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idSchema });

export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD');
export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid e-mail address');

/** Query of every paged list: ?page=1&perPage=50&q=…&sort=field|-field */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_.]+$/)
    .optional(),
  format: z.enum(['json', 'csv']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageMetaSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
export const pagedEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
