import { en, ROLE, UPLOAD_RULES, UPLOAD_TYPES, type UploadedFile, type UploadMime, type UploadType } from '@fieldops/contract';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError, invalid } from '../../lib/app-error.js';
import { fileUrlOf, newFileKey, type FileStorage } from '../../storage/file-storage.js';
import type { SessionUser } from '../../lib/sessions.js';

const F = en.files;

type FileRow = typeof files.$inferSelect;

export const toUploadedFile = (f: Pick<FileRow, 'id' | 'key' | 'name' | 'contentType' | 'size'>): UploadedFile => ({
  id: f.id,
  fileURL: fileUrlOf(f.key),
  name: f.name,
  contentType: f.contentType,
  size: f.size,
});

/** The type found in the bytes, if it is one of the accepted kinds at all. */
async function detectMime(bytes: Buffer): Promise<UploadMime | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.mime as UploadMime | undefined;
}

export interface NewUpload {
  type: string | undefined;
  name: string;
  bytes: Buffer | null;
  head: Buffer;
  tooBig: boolean;
  sawFile: boolean;
  userId: number;
}

/**
 * Checks an upload against the rule of its type, from its bytes (never its name or the client's
 * content type), stores it and records it. 415 for a type the rule does not take, 413 over size.
 */
export async function saveUpload(db: DbOrTx, storage: FileStorage, input: NewUpload): Promise<UploadedFile> {
  if (!input.sawFile) throw invalid(F.missing, { file: [F.missing] });
  if (!input.type || !(UPLOAD_TYPES as string[]).includes(input.type)) throw invalid(F.unknownType, { type: [F.unknownType] });
  const rule = UPLOAD_RULES[input.type as UploadType];

  const mime = await detectMime(input.bytes ?? input.head);
  const typeOk = mime !== undefined && (rule.mimes as readonly string[]).includes(mime);
  const tooBig = input.tooBig || (input.bytes?.length ?? 0) > rule.maxBytes;
  if (!typeOk || tooBig || !input.bytes) {
    const problems = [!typeOk ? F.typeNotSupported : null, tooBig ? F.tooBig : null].filter(Boolean);
    const message = [F.rejected.replace('{{name}}', input.name), ...problems].join(' ');
    throw new AppError(typeOk ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', message, { file: [message] });
  }

  const key = newFileKey(mime);
  await storage.put(key, input.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({ key, name: input.name, contentType: mime, size: input.bytes.length, uploadType: input.type, uploadedBy: input.userId })
      .returning();
    return toUploadedFile(row);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** DELETE /image/{id}: the uploader or an admin; anyone else is told it does not exist. */
export async function deleteFile(db: DbOrTx, storage: FileStorage, id: number, user: SessionUser): Promise<void> {
  const [file] = await db.select({ key: files.key, uploadedBy: files.uploadedBy }).from(files).where(eq(files.id, id));
  if (!file || (user.role !== ROLE.admin && file.uploadedBy !== user.id)) throw new AppError('NOT_FOUND', F.notFound);
  // Links to an objective or a store result go with it (on delete cascade).
  await db.delete(files).where(eq(files.id, id));
  await storage.delete(file.key);
}

/**
 * Removes stored bytes once their records are gone (after the transaction). A failure is not an
 * error: bytes without a record are unreachable, never a broken record.
 */
export async function deleteStoredKeys(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
