import {
  en,
  rejectionKey,
  ROLE,
  translate,
  UPLOAD_RULES,
  UPLOAD_TYPES,
  type UploadedFile,
  type UploadMime,
  type UploadType,
} from '@fieldops/contract';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError, invalid } from '../../lib/app-error.js';
import { objectiveAreaCondition, storeAreaCondition } from '../../lib/area-scope.js';
import { assertCanChangeResult } from '../../lib/result-change.js';
import { reopenUncompleted } from '../../lib/result-completion.js';
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
    const key = rejectionKey(!typeOk, tooBig);
    const message = translate('en', key, { name: input.name }) ?? F.rejected;
    throw new AppError(typeOk ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', message, { file: [message] }).keyed(key, {
      name: input.name,
    });
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

/** The store result a photo belongs to, as the caller sees it. */
type PhotoOf = { store_objective_id: number; ref: string | null; status_id: number; reachable: boolean };
/** The file, and the objective it belongs to if any. */
type FileOf = {
  key: string;
  uploaded_by: number | null;
  objective_id: number | null;
  objective_reachable: boolean;
  content_record: string | null;
};

/**
 * DELETE /image/{id}. A file follows the rights of the record it is attached to, at that record's
 * current status: a result photo needs the right to re-save that result as it stands
 * (`canChangeResult(role, status, status)`, so nobody below a DS strips an approved result); an
 * objective file needs an admin, who alone edits objectives; a content record's file (news, win,
 * playbook, …) is never deleted alone (409: its record's write removes it); a file attached nowhere, its
 * uploader or an admin. A file whose record lies outside the caller's area, or someone else's
 * unattached upload, answers 404 as if it did not exist (DESIGN §4); one they see but may not
 * change, 403.
 */
export async function deleteFile(db: DbOrTx, storage: FileStorage, id: number, user: SessionUser): Promise<void> {
  const admin = user.role === ROLE.admin;
  const key = await db.transaction(async (tx) => {
    // The result row is locked first, as a result update locks it, so an approval and the
    // deletion of one of its photos run one after the other and never deadlock.
    const [photo] = await queryRows<PhotoOf>(
      tx,
      sql`select so.id as store_objective_id, sof.ref, so.status_id, (o.deleted_at is null and ${storeAreaCondition(user, sql`s.territory_id`) ?? sql`true`}) as reachable
            from store_objective_files sof
            join store_objectives so on so.id = sof.store_objective_id
            join objectives o on o.id = so.objective_id
            join stores s on s.id = so.store_id
           where sof.file_id = ${id}
           for update of so`,
    );
    const [file] = await queryRows<FileOf>(
      tx,
      sql`select f.key, f.uploaded_by, ofl.objective_id, cf.record_type as content_record,
                 exists (select 1 from objectives fo
                          where fo.id = ofl.objective_id and fo.deleted_at is null
                            and ${objectiveAreaCondition(user, sql`fo.id`) ?? sql`true`}) as objective_reachable
            from files f
            left join objective_files ofl on ofl.file_id = f.id
            left join content_files cf on cf.file_id = f.id
           where f.id = ${id}
           for update of f`,
    );
    if (!file) throw new AppError('NOT_FOUND', F.notFound);
    // A content record's file (news image, win photo, a playbook's or newsletter's PDF) leaves only
    // through that record's own write, which checks its rights and keeps its required file.
    if (file.content_record !== null) {
      if (!admin && file.uploaded_by !== user.id) throw new AppError('NOT_FOUND', F.notFound);
      throw new AppError('CONFLICT', F.contentFileOfRecord);
    }
    if (photo) {
      if (!admin && !photo.reachable) throw new AppError('NOT_FOUND', F.notFound);
      assertCanChangeResult(user.role, photo.status_id, photo.status_id);
    } else if (file.objective_id !== null) {
      if (!admin && !file.objective_reachable) throw new AppError('NOT_FOUND', F.notFound);
      if (!admin) throw new AppError('FORBIDDEN', F.objectiveFileAdminOnly);
    } else if (!admin && file.uploaded_by !== user.id) {
      throw new AppError('NOT_FOUND', F.notFound);
    }
    // Links to an objective or a store result go with it (on delete cascade).
    await tx.delete(files).where(eq(files.id, id));
    if (photo?.ref != null) await dropFromAnswer(tx, photo.store_objective_id, photo.ref, id);
    return file.key;
  });
  await deleteStoredKeys(storage, [key]);
}

/**
 * Takes a deleted file out of the photo answer that named it (an answer left with none goes), so
 * the answer names only files that exist, as its links do; a completed result whose form is then
 * no longer wholly answered goes back to Incomplete (reopenUncompleted).
 */
async function dropFromAnswer(tx: DbOrTx, storeObjectiveId: number, ref: string, fileId: number): Promise<void> {
  const answer = sql`store_objective_id = ${storeObjectiveId} and ref = ${ref}`;
  await tx.execute(
    sql`update store_objective_answers
           set value = (select coalesce(jsonb_agg(e.v order by e.i), '[]'::jsonb)
                          from jsonb_array_elements(value) with ordinality as e(v, i) where e.v <> to_jsonb(${fileId}::int)),
               updated_at = now()
         where ${answer} and jsonb_typeof(value) = 'array'`,
  );
  await tx.execute(sql`delete from store_objective_answers where ${answer} and value = '[]'::jsonb`);
  await reopenUncompleted(tx, [storeObjectiveId]);
}

/**
 * Removes stored bytes once their records are gone (after the transaction). A failure is not an
 * error: bytes without a record are unreachable, never a broken record.
 */
export async function deleteStoredKeys(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
