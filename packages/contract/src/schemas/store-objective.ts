import { z } from 'zod';
import { GALLERY_PAGE_ITEMS, MAX_PAGE_SIZE } from '../constants.js';
import { fieldWorkMessages } from '../messages-field-work.js';
import { objectiveMessages } from '../messages-objectives.js';
import { OBJECTIVE_STATUS } from './lookups.js';
import { fileRefSchema, uploadedFileSchema } from './file.js';
import { tooManyFilesText, UPLOAD_RULES } from '../uploads.js';
import { calendarDateSchema, idFilterSchema, MAX_ID } from './form-fields.js';
import { namedRefSchema } from './geography.js';
import { formFieldSchema, MAX_FORM_FIELDS } from './objective-form.js';
import { listQuerySchema } from './common.js';
import { sortSchema } from './lists.js';
import { recordVersionSchema } from './record-version.js';

const M = objectiveMessages.objectives;

const statusRefSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * One stored answer of a store's result, keyed by its field's `ref`. A photo answer's value is the
 * list of its file ids and `files` carries those files (in that order) so they can be shown.
 */
export const storeObjectiveAnswerSchema = z.object({
  ref: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.array(z.number())]),
  files: z.array(uploadedFileSchema).optional(),
});
export type StoreObjectiveAnswer = z.infer<typeof storeObjectiveAnswerSchema>;

/**
 * A picture a store gave as the answer to a photo field of the objective's form, with that field's
 * label: for a custom objective the form holds the evidence, so the galleries show these beside the
 * result's own photos (a photo field may also take a PDF, which is not one of them).
 */
export const answerPhotoSchema = fileRefSchema.extend({ label: z.string() });
export type AnswerPhoto = z.infer<typeof answerPhotoSchema>;

/** One store's result for one objective (spec 2 §3 Store objective). */
export const storeObjectiveSchema = z.object({
  id: z.number().int(),
  storeID: z.number().int(),
  objectiveID: z.number().int(),
  status: statusRefSchema,
  /** The incomplete reason's label where there is one, else the status name (spec 2 §4). */
  statusLabel: z.string(),
  incompleteReasonID: z.number().int().nullable(),
  comments: z.string().nullable(),
  /** The result's own photos (at most 3). */
  images: z.array(uploadedFileSchema),
  /** The pictures answering its form's photo fields, in form order ([] for a standard objective). */
  answerPhotos: z.array(answerPhotoSchema),
  updated_at: z.string(),
  /** The result's version (record-version.ts): the result dialog saves on it (If-Match), so a save over another's is asked first. */
  version: recordVersionSchema,
  estimatedCompletionDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  completedBy: namedRefSchema.nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: namedRefSchema.nullable(),
  /**
   * The last time an approver sent the result back (POST /store_objective/reopen), who did and why.
   * Kept while the rep works it again and completes it, so both sides still read why; cleared when
   * the result is approved.
   */
  reopenedAt: z.string().nullable(),
  reopenedBy: namedRefSchema.nullable(),
  reopenComment: z.string().nullable(),
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    storeNumber: z.string(),
    territory: namedRefSchema,
    district: namedRefSchema,
    region: namedRefSchema,
    user: namedRefSchema.nullable(),
  }),
  objective: z.object({ id: z.number().int(), title: z.string(), dueDate: z.string(), startDate: z.string() }),
  /**
   * The objective's form fields in order ([] for a standard objective) and this store's answers.
   * Only the one-result routes (GET and PUT /store/{storeId}/objective/{objectiveId}) fill them;
   * list rows carry [] for both.
   */
  fields: z.array(formFieldSchema),
  answers: z.array(storeObjectiveAnswerSchema),
});
export type StoreObjective = z.infer<typeof storeObjectiveSchema>;

/**
 * PUT /store/{storeId}/objective/{objectiveId}: a rep completes (2) with comments and photos; a DS
 * or admin approves (3); 'Not Completed' (4) needs an incomplete reason; 1 reopens.
 * `comments`, `images` and `estimatedCompletionDate` left out keep their value; null or '' clears.
 * `answers` merge by ref into the stored ones (an empty value removes that answer); each is checked
 * against its field with `answerSchemaOf`, and completing needs every required answer.
 */
/** How far back a result changed without signal may date its completion or approval (`at`). */
export const RESULT_AT_MAX_AGE_HOURS = 24;
/** The most characters a result's comments take. */
export const RESULT_COMMENTS_MAX = 2000;

export const storeObjectiveUpdateSchema = z
  .object({
    status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    comments: z.string().trim().max(RESULT_COMMENTS_MAX, `At most ${RESULT_COMMENTS_MAX} characters`).nullish(),
    images: z
      .array(z.number().int().positive().max(MAX_ID))
      .max(UPLOAD_RULES.image.maxFiles, tooManyFilesText(UPLOAD_RULES.image.maxFiles))
      .optional(),
    incompleteReasonID: z.number().int().positive().max(MAX_ID).nullish(),
    estimatedCompletionDate: calendarDateSchema.nullish(),
    answers: z
      .array(z.object({ ref: z.string().max(40), value: z.unknown() }))
      .max(MAX_FORM_FIELDS)
      .optional(),
    /**
     * The moment of the tap (ISO 8601): a change made without signal reaches the server later. The
     * completion or approval is dated by it when within the last RESULT_AT_MAX_AGE_HOURS and not
     * ahead of the server's clock; otherwise by the server's clock (the change is not refused).
     */
    at: z.iso.datetime({ offset: true, error: fieldWorkMessages.visits.atFormat }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === OBJECTIVE_STATUS.notCompleted && !v.incompleteReasonID) {
      ctx.addIssue({ code: 'custom', path: ['incompleteReasonID'], message: M.incompleteReasonRequired });
    }
  });
export type StoreObjectiveUpdate = z.input<typeof storeObjectiveUpdateSchema>;

/** `{storeId}` and `{objectiveId}` of the store-result routes. */
export const storeObjectiveParamsSchema = z.object({
  storeId: z.coerce.number().int().positive().max(MAX_ID),
  objectiveId: z.coerce.number().int().positive().max(MAX_ID),
});
/** `{status}` of the status routes: 0 = All, 1–4 a status; any other id matches nothing ('No found'). */
export const storeObjectiveStatusParamsSchema = z.object({ status: z.coerce.number().int().min(0).max(MAX_ID) });

export const STORE_OBJECTIVE_SORTS = ['store', 'storeNumber', 'status', 'territory', 'district', 'region', 'updated_at'] as const;
export type StoreObjectiveSort = (typeof STORE_OBJECTIVE_SORTS)[number];
/** Filters of the status routes: one objective, one region, the objectives of startDate's month. */
export const storeObjectiveStatusQuerySchema = z.object({
  objectiveID: idFilterSchema,
  regionID: idFilterSchema,
  startDate: calendarDateSchema.optional(),
});
/**
 * GET /store_objective/status/{status}/list (status 0 = All); `q` searches store name and number;
 * `showGallery=1` keeps only results with photos, their own or their form's (the view's gallery).
 */
export const storeObjectiveListQuerySchema = listQuerySchema
  .extend(storeObjectiveStatusQuerySchema.shape)
  .extend({ sort: sortSchema(STORE_OBJECTIVE_SORTS), showGallery: z.coerce.number().int().min(0).max(1).optional() });
export type StoreObjectiveListQuery = z.output<typeof storeObjectiveListQuerySchema>;
export const STORE_OBJECTIVE_CSV_FILE = 'store-objectives.csv';
export const BY_AREA_CSV_FILE = 'objectives-by-store.csv';
/** GET /objective/{id}/answersCSV: the stores' answers to a custom objective's form. */
export const objectiveAnswersCsvFile = (id: number) => `objective-${id}-answers.csv`;

/** GET /store_objective/status/{status}: the status (or 'No found') and how many results have it. */
export const storeObjectiveStatusInfoSchema = z.object({
  status: statusRefSchema,
  count: z.number().int(),
});

/** GET /objective/byArea (spec 2 §7); gallery pages hold 12. */
export const byAreaQuerySchema = z.object({
  /** Part of the store name, the objective title or the rep's name. */
  q: z.string().trim().max(200).optional(),
  regionID: idFilterSchema,
  districtID: idFilterSchema,
  territoryID: idFilterSchema,
  storeID: idFilterSchema,
  startDate: calendarDateSchema.optional(),
  showGallery: z.coerce.number().int().min(0).max(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(GALLERY_PAGE_ITEMS),
  format: z.enum(['json', 'csv']).optional(),
});
export type ByAreaQuery = z.output<typeof byAreaQuerySchema>;

/** A row of GET /objective/byArea (spec 2 §3 ByArea row). */
export const byAreaRowSchema = z.object({
  id: z.number().int(),
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    territory: z.object({ id: z.number().int(), name: z.string(), manager: namedRefSchema.nullable() }),
    district: z.object({ id: z.number().int(), name: z.string(), region: namedRefSchema }),
  }),
  objective: z.object({ id: z.number().int(), title: z.string(), status: z.number().int() }),
  statusLabel: z.string(),
  images: z.array(fileRefSchema),
  /** As a store result's `answerPhotos`: the gallery shows them after `images`. */
  answerPhotos: z.array(answerPhotoSchema),
  comments: z.string().nullable(),
});
export type ByAreaRow = z.infer<typeof byAreaRowSchema>;
