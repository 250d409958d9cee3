import { z } from 'zod';
import { isOfferedYear } from '../calc.js';
import { ALL_STATUSES, DEFAULT_FILTER_REGIONS } from '../constants.js';
import { objectiveMessages } from '../messages-objectives.js';
import { tooManyFilesText, UPLOAD_RULES } from '../uploads.js';
import { uploadedFileSchema } from './file.js';
import {
  calendarDateSchema,
  flagSchema,
  idFilterSchema,
  isCalendarDay,
  MAX_ID,
  optionalText,
  requiredDate,
  requiredId,
  requiredText,
} from './form-fields.js';
import { lookupSchema, OBJECTIVE_STATUS } from './lookups.js';
import { formFieldSchema } from './objective-form.js';
import { listQuerySchema } from './common.js';
import { sortSchema } from './lists.js';
import { recordVersionSchema } from './record-version.js';

const V = objectiveMessages.objectives.validation;

export const DEFAULT_DUE_DAY = 15;
export const PRIORITIES = ['A', 'B', 'C'] as const;
export const OBJECTIVE_CSV_FILE = 'objectives.csv';
/** GET /objective/{id}/CSVsummary. */
export const objectiveSummaryCsvFile = (id: number) => `objective-${id}-summary.csv`;

const idList = z.array(z.number().int().positive().max(MAX_ID)).max(20_000);
const fileIds = (max: number) => z.array(z.number().int().positive().max(MAX_ID)).max(max, tooManyFilesText(max)).default([]);

const mediaFields = z.object({ isCustom: flagSchema, images: idList.default([]), playbook: idList.default([]) });

/**
 * POST /objective and PUT /objective/{id}. The form picks month, year and due day and sends
 * `dueDate`; the server derives start (1st), end and expiry (last day of that month).
 * `images` and `playbook` are ids of files uploaded with POST /image; `stores` are store ids.
 * `confirmRemoveResults` lets a PUT delete worked results of the stores it takes off (409 without).
 */
export const objectiveBodySchema = z
  .object({
    title: requiredText(V.title),
    description: optionalText(5000),
    objectiveTypeID: requiredId(V.type),
    brandID: requiredId(V.brand),
    priority: z.enum(PRIORITIES).default('A'),
    isCustom: flagSchema,
    // Judged on today's date at each parse: a year opens on 1 January without a restart.
    dueDate: requiredDate(V.dueDate).refine((d) => !isCalendarDay(d) || isOfferedYear(Number(d.slice(0, 4)), new Date()), V.dueDate),
    images: fileIds(UPLOAD_RULES.objective.maxFiles),
    playbook: fileIds(UPLOAD_RULES.playbook.maxFiles),
    stores: idList.default([]),
    /** PUT: taking off a store whose result someone has worked on deletes that result, so it is confirmed first. */
    confirmRemoveResults: z.boolean().default(false),
  })
  .superRefine(
    (value, ctx) => {
      if (value.isCustom === 0 && value.images.length + value.playbook.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['images'], message: V.media });
      }
    },
    // Checked whenever the media fields themselves are valid, alongside any other problem.
    { when: (payload) => mediaFields.safeParse(payload.value).success },
  );
export type ObjectiveBody = z.input<typeof objectiveBodySchema>;
export type ObjectiveInput = z.output<typeof objectiveBodySchema>;

/** Store-objective counts of an objective (DESIGN §4 defines each). */
export const objectiveCountsSchema = z.object({
  complete_nocomment: z.number().int(),
  complete_comment: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
  incomplete: z.number().int(),
  total: z.number().int(),
});
export type ObjectiveCounts = z.infer<typeof objectiveCountsSchema>;

const objectiveCore = {
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  objectiveTypeID: z.number().int(),
  objectiveType: lookupSchema,
  brandID: z.number().int(),
  brand: lookupSchema,
  priority: z.enum(PRIORITIES),
  isCustom: z.union([z.literal(0), z.literal(1)]),
  startDate: z.string(),
  endDate: z.string(),
  dueDate: z.string(),
  expiryDate: z.string(),
  /** Percent complete, truncated (spec 2 §4). */
  status: z.number().int(),
};

/** A row of GET /objective (counts with ?showCounts=1). */
export const objectiveRowSchema = z.object({
  ...objectiveCore,
  month: z.number().int(),
  year: z.number().int(),
  counts: objectiveCountsSchema.optional(),
});
export type ObjectiveRow = z.infer<typeof objectiveRowSchema>;

/** GET /objective/{id}. */
export const objectiveSchema = z.object({
  ...objectiveCore,
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  images: z.array(uploadedFileSchema),
  playbook: z.array(uploadedFileSchema),
  stores: z.array(z.number().int()),
  store_objectives: z.array(z.object({ storeID: z.number().int() })),
  counts: objectiveCountsSchema,
  /** The form of a custom objective, in display order; empty until it is built (and always for a standard one). */
  fields: z.array(formFieldSchema),
  /** The form's version, which changes with every save of it: the form builder's If-Match (record-version.ts). */
  formVersion: recordVersionSchema,
});
export type Objective = z.infer<typeof objectiveSchema>;

/** POST /objective/{id}/copyMedia: fresh copies of the source's files for the copy. */
export const copyMediaSchema = z.object({ images: z.array(uploadedFileSchema), playbook: z.array(uploadedFileSchema) });

/** The status filter's values: All or one objective status, as text (a select's and a query's value). */
const STATUS_FILTER_VALUES = [ALL_STATUSES, ...Object.values(OBJECTIVE_STATUS)].map(String);

const commaIds = z.preprocess((v) => (typeof v === 'string' ? (v === '' ? undefined : v.split(',').map(Number)) : v), idList.optional());

/**
 * Filter settings (spec 1 §3): POST /objective/filter body; GET /objective takes them as query
 * (ids comma-separated). regions, users (reps: their territory's stores), stores and status match
 * objectives with at least one store result meeting all of them at once; an objective with no
 * store yet passes the regions filter alone. fromDate/toDate keep objectives whose month overlaps
 * the range; input_month/input_year and startDate (any day of the month) pick the objective's month.
 */
export const objectiveFilterSchema = z.object({
  regions: commaIds.default([...DEFAULT_FILTER_REGIONS]),
  users: commaIds,
  stores: commaIds,
  /** Store-objective status; ALL_STATUSES ('0') means All. */
  status: z.coerce
    .string()
    .refine((v) => STATUS_FILTER_VALUES.includes(v))
    .default(String(ALL_STATUSES)),
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
  brandID: idFilterSchema,
  input_month: z.coerce.number().int().min(1).max(12).optional(),
  input_year: z.coerce
    .number()
    .refine((year) => isOfferedYear(year, new Date()), V.year)
    .optional(),
  startDate: calendarDateSchema.optional(),
});
export type ObjectiveFilter = z.input<typeof objectiveFilterSchema>;

export const OBJECTIVE_SORTS = ['id', 'title', 'type', 'month', 'year', 'dueDate', 'expiryDate', 'status'] as const;
export type ObjectiveSort = (typeof OBJECTIVE_SORTS)[number];
const showCounts = z.coerce.number().int().min(0).max(1).optional();
/** GET /objective: the list query plus the filter settings (ids comma-separated), `showCounts=1` adds `counts`. */
export const objectiveListQuerySchema = listQuerySchema
  .extend(objectiveFilterSchema.shape)
  .extend({ sort: sortSchema(OBJECTIVE_SORTS), showCounts });
export type ObjectiveListQuery = z.output<typeof objectiveListQuerySchema>;
/** POST /objective/filter: the filter settings (ids as arrays) plus page, perPage, q, sort, showCounts. */
export const objectiveFilterBodySchema = objectiveFilterSchema.extend({
  page: listQuerySchema.shape.page,
  perPage: listQuerySchema.shape.perPage,
  q: listQuerySchema.shape.q,
  sort: sortSchema(OBJECTIVE_SORTS),
  showCounts,
});
export type ObjectiveFilterBody = z.input<typeof objectiveFilterBodySchema>;
