import { z } from 'zod';
import { isOfferedYear } from '../calc.js';
import { playbookMessages } from '../messages-playbooks.js';
import { listQuerySchema } from './common.js';
import { isCalendarDay, MAX_ID, optionalText, requiredDate, requiredId, requiredText } from './form-fields.js';
import { sortSchema } from './lists.js';
import { recordVersionSchema } from './record-version.js';

const V = playbookMessages.validation;

export const PLAYBOOK_CSV_FILE = 'playbooks.csv';
/** The upload type of a playbook's file: PDF only, 10 MiB (uploads.ts). */
export const PLAYBOOK_UPLOAD_TYPE = 'pdf' as const;

/** The first of a date's month, YYYY-MM-01: a playbook is dated by its month (spec 3 §3). */
export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The file of a playbook as lists and reads give it. */
export const playbookFileSchema = z.object({ id: z.number().int(), fileURL: z.string(), name: z.string() });
export type PlaybookFile = z.infer<typeof playbookFileSchema>;

/**
 * A row of GET /playbook. `storeCount` counts the stores it is shown to — for a user below admin,
 * those of their own area (DESIGN §4); `viewCount` one view per user and day.
 */
export const playbookRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** YYYY-MM-01. */
  date: z.string(),
  storeCount: z.number().int(),
  file: playbookFileSchema.nullable(),
  viewCount: z.number().int(),
});
export type PlaybookRow = z.infer<typeof playbookRowSchema>;

/** GET /playbook/{id}: the row with its version and the ids of its stores (the caller's area's, below admin). */
export const playbookSchema = playbookRowSchema.extend({
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  stores: z.array(z.number().int()),
});
export type Playbook = z.infer<typeof playbookSchema>;

export const PLAYBOOK_SORTS = ['id', 'name', 'date', 'month', 'year', 'storeCount', 'viewCount'] as const;
export type PlaybookSort = (typeof PLAYBOOK_SORTS)[number];

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /playbook: the list query, newest first by default, with the month and year filters. */
export const playbookListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(PLAYBOOK_SORTS),
  year: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .refine((year) => isOfferedYear(year, new Date()), V.date)
      .optional(),
  ),
  month: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(12).optional()),
});
export type PlaybookListQuery = z.output<typeof playbookListQuerySchema>;

/** GET /playbook/{id}: `skipTracking=true` reads without counting a view (the admin's form and preview). */
export const playbookReadQuerySchema = z.object({
  skipTracking: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional()),
});

/**
 * POST /playbook and PUT /playbook/{id} (spec 3 §5): the PDF is required, as is the title; the
 * date's month and year are kept (stored as YYYY-MM-01, whatever day is sent), the year being one
 * of 2018 to next year. `stores` are active store ids; none means every store of a known region.
 */
export const playbookBodySchema = z.object({
  file: z.object({ id: requiredId(V.file) }, { error: V.file }),
  name: requiredText(V.name, 200),
  description: optionalText(5000).transform((v) => v ?? ''),
  // Judged on today's date at each parse: a year opens on 1 January without a restart.
  date: requiredDate(V.date)
    .refine((d) => !isCalendarDay(d) || isOfferedYear(Number(d.slice(0, 4)), new Date()), V.date)
    .transform(firstOfMonth),
  stores: z.array(z.number().int().positive().max(MAX_ID)).max(20_000).default([]),
});
export type PlaybookBody = z.input<typeof playbookBodySchema>;
export type PlaybookInput = z.output<typeof playbookBodySchema>;
