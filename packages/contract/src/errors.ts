import { z } from 'zod';

/** The values of a catalog text's `{{placeholders}}` (MessageParams). */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * The one error shape every failed API call answers with. `message` and `errors` are English;
 * `messageKey` and `fieldKeys` name the same texts in the message catalog (stable across wording
 * and languages), with the values of their `{{placeholders}}` in `params` and `fieldParams`. A
 * text that is not the catalog's (a library's) gets the generic key of its code, if it has one.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  messageKey: z.string().optional(),
  params: messageParamsSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Per field, the key of each message of `errors`, in the same order. */
  fieldKeys: z.record(z.string(), z.array(z.string())).optional(),
  /** Per field, the placeholder values of each message (null when it has none); only when some message has them. */
  fieldParams: z.record(z.string(), z.array(messageParamsSchema.nullable())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Error codes and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The chosen manager already holds another territory (or it has another manager): resend with confirmReassign. */
  MANAGER_HAS_TERRITORY: 409,
  /** The record changed since the version sent as If-Match (record-version.ts): nothing was written. */
  CHANGED_SINCE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The file storage (the S3 bucket) does not answer: nothing was stored or recorded. */
  STORAGE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
