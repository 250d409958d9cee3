import { z } from 'zod';
import { fieldWorkMessages } from '../messages-field-work.js';
import { MAX_ID } from './form-fields.js';
import { storeObjectiveSchema } from './store-objective.js';

/** At most this many results in one bulk approval. */
export const MAX_BULK_APPROVE = 100;
export const REOPEN_COMMENT_MAX = 1000;
/** Results on one page of the approval queue (the screen and the API's default). */
export const APPROVAL_QUEUE_PAGE_SIZE = 20;

const resultKeySchema = z.object({
  storeID: z.number().int().positive().max(MAX_ID),
  objectiveID: z.number().int().positive().max(MAX_ID),
});
export type ResultKey = z.infer<typeof resultKeySchema>;

/** GET /store_objective/approvals?page&perPage: the Completed results of the caller's area, oldest completion first, with photos and answers. */
export const approvalQueueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(APPROVAL_QUEUE_PAGE_SIZE),
});
export const approvalQueueItemSchema = storeObjectiveSchema;

/** POST /store_objective/approve: approves several results at once. */
export const approveBodySchema = z.object({ items: z.array(resultKeySchema).min(1).max(MAX_BULK_APPROVE) });
export type ApproveBody = z.infer<typeof approveBodySchema>;

/**
 * One answer per item, in the order sent: `ok` with the approved result, or the HTTP status and
 * message the item alone would have answered (404 outside the area, 409 not Completed any more…).
 */
export const approveItemResultSchema = z.union([
  resultKeySchema.extend({ ok: z.literal(true), result: storeObjectiveSchema }),
  resultKeySchema.extend({ ok: z.literal(false), statusCode: z.number().int(), message: z.string() }),
]);
export type ApproveItemResult = z.infer<typeof approveItemResultSchema>;

/** POST /store_objective/reopen: sends a Completed result back to the rep as Incomplete, with the reason. */
export const reopenBodySchema = resultKeySchema.extend({
  comment: z.string().trim().min(1, fieldWorkMessages.approvals.reopenCommentRequired).max(REOPEN_COMMENT_MAX),
});
export type ReopenBody = z.input<typeof reopenBodySchema>;
