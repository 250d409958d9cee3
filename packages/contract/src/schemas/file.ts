import { z } from 'zod';
import { UPLOAD_TYPES } from '../uploads.js';

/** A stored file as every record names it (spec 2 §3 File). */
export const fileRefSchema = z.object({ id: z.number().int(), fileURL: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** A file with what the upload component shows. */
export const uploadedFileSchema = fileRefSchema.extend({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The multipart field `type` of POST /image. */
export const uploadTypeSchema = z.enum(UPLOAD_TYPES as [string, ...string[]]);
