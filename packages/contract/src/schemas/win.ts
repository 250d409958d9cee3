import { z } from 'zod';
import { winMessages } from '../messages-wins.js';
import { ROLE, type RoleId } from '../roles.js';
import type { UploadType } from '../uploads.js';
import { fileRefSchema } from './file.js';
import { optionalText, requiredDate, requiredId, requiredText } from './form-fields.js';
import { listQuerySchema } from './common.js';
import { namedRefSchema } from './geography.js';
import { recordVersionSchema } from './record-version.js';

const F = winMessages.fields;

/** Wins shown per page of the feed (GET /win?page=n). */
export const WIN_PAGE_SIZE = 20;
/** A win's photo is uploaded as `image` (3 MB, PNG or JPEG) and a win has exactly one. */
export const WIN_IMAGE_UPLOADS: readonly UploadType[] = ['image'];

/**
 * A win as the feed and GET /win/{id} give it (spec 3 §3: id, date, title, approved,
 * image.fileURL, description), with its type's label and its author.
 */
export const winSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  date: z.string(),
  title: z.string(),
  description: z.string(),
  approved: z.boolean(),
  winTypeID: z.number().int(),
  winType: z.string(),
  image: fileRefSchema.nullable(),
  /** Who posted it; null once that account is gone. */
  user: namedRefSchema.nullable(),
});
export type Win = z.infer<typeof winSchema>;

/** GET /win?page=n: newest first. */
export const winListQuerySchema = listQuerySchema.pick({ page: true }).extend({
  perPage: listQuerySchema.shape.perPage.unwrap().default(WIN_PAGE_SIZE),
});
export type WinListQuery = z.infer<typeof winListQuerySchema>;

/**
 * POST /win and PUT /win/{id}. Type, title, date and photo are required ('Some fields are
 * required!' names them); the photo is the id of a file uploaded with POST /image (type `image`).
 */
export const winBodySchema = z.object({
  winTypeID: requiredId(F.winTypeID),
  title: requiredText(F.title, 200),
  description: optionalText(2000).transform((v) => v ?? ''),
  date: requiredDate(F.date),
  image: z.object({ id: requiredId(F.image) }, { error: F.image }),
});
export type WinBody = z.input<typeof winBodySchema>;
export type WinInput = z.output<typeof winBodySchema>;

/**
 * Who may edit or delete a win (DESIGN §4): an admin always; its author until it is approved.
 * Approving is for admins (the route table).
 */
export function canChangeWin(viewer: { id: number; role: RoleId }, win: { approved: boolean; authorId: number | null }): boolean {
  return viewer.role === ROLE.admin || (!win.approved && win.authorId === viewer.id);
}
