import { en, ROLE, type UploadType } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { intArray } from '../../lib/sql-array.js';
import type { SessionUser } from '../../lib/sessions.js';
import type { ContentRecordType } from './content-files.js';

const F = en.files;

/** The file ids one field of a form names, and the upload types it takes. */
export interface AttachRequest {
  field: string;
  ids: number[];
  types: readonly UploadType[];
  /** For a photo answer of a store result: its field's ref (its files are the result's under that ref). */
  answerRef?: string;
}

/**
 * The record the files are for: its own files may be named again. Content records (news, wins,
 * playbooks, …) are named by their table and id, as `content_files` and `attached_files` name them.
 */
export type FileOwner = { objectiveId: number } | { storeObjectiveId: number } | { recordType: ContentRecordType; recordId: number } | null;

type Candidate = {
  id: number;
  upload_type: string;
  uploaded_by: number | null;
  record_type: string | null;
  record_id: number | null;
  ref: string | null;
};

function ownsFile(owner: FileOwner, file: Candidate, answerRef: string | null): boolean {
  if (owner === null) return false;
  if ('objectiveId' in owner) return file.record_type === 'objectives' && file.record_id === owner.objectiveId;
  if ('storeObjectiveId' in owner) {
    // A result's photos and each of its photo answers keep their own files.
    return file.record_type === 'store_objectives' && file.record_id === owner.storeObjectiveId && file.ref === answerRef;
  }
  return file.record_type === owner.recordType && file.record_id === owner.recordId;
}

/**
 * Every file named must exist, be of a type the field takes, and be either already the owner's
 * or not attached anywhere and sent by the caller (an admin may attach anyone's). A file names
 * one field only. Otherwise 422 naming the field.
 */
export async function checkAttachable(tx: DbOrTx, user: SessionUser, owner: FileOwner, requests: AttachRequest[]): Promise<void> {
  const all = requests.flatMap((r) => r.ids);
  if (all.length === 0) return;
  const rows = await queryRows<Candidate>(
    tx,
    sql`select f.id, f.upload_type, f.uploaded_by, a.record_type, a.record_id, sof.ref
          from files f
          left join attached_files a on a.file_id = f.id
          left join store_objective_files sof on sof.file_id = f.id
         where f.id = any(${intArray(all)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<number>();
  for (const request of requests) {
    for (const id of request.ids) {
      const file = byId.get(id);
      const mine = file !== undefined && ownsFile(owner, file, request.answerRef ?? null);
      const free = file !== undefined && file.record_type === null;
      const sender = file !== undefined && (user.role === ROLE.admin || file.uploaded_by === user.id);
      const ok =
        file !== undefined &&
        (request.types as readonly string[]).includes(file.upload_type) &&
        (mine || (free && sender)) &&
        !seen.has(id);
      if (!ok) {
        const message = F.notUsable.replace('{{id}}', String(id));
        throw invalid(message, { [request.field]: [message] });
      }
      seen.add(id);
    }
  }
}

/** A file taken by another record between the check and the insert (two saves at once): 422, not 500. */
export async function linkOrRefuse(field: string, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw invalid(F.inUse, { [field]: [F.inUse] });
  }
}

/**
 * Makes `images` and `playbook` the files of an objective, in that order. Files it no longer
 * names are deleted (they belonged to it alone); their storage keys are answered, to remove
 * once the transaction has committed.
 */
export async function setObjectiveFiles(tx: DbOrTx, objectiveId: number, images: number[], playbook: number[]): Promise<string[]> {
  const keep = [...images, ...playbook];
  const dropped = await queryRows<{ key: string }>(
    tx,
    sql`delete from files where id in (select file_id from objective_files where objective_id = ${objectiveId}
                                          and not (file_id = any(${intArray(keep)})))
        returning key`,
  );
  await tx.execute(sql`delete from objective_files where objective_id = ${objectiveId}`);
  const rows = [...images.map((id, i) => ({ id, kind: 'image', i })), ...playbook.map((id, i) => ({ id, kind: 'playbook', i }))];
  if (rows.length > 0) {
    await linkOrRefuse('images', () =>
      tx.execute(
        sql`insert into objective_files (objective_id, file_id, kind, position)
            values ${sql.join(
              rows.map((r) => sql`(${objectiveId}, ${r.id}, ${r.kind}, ${r.i})`),
              sql`, `,
            )}`,
      ),
    );
  }
  return dropped.map((d) => d.key);
}

/** Makes `images` the photos of a store result; answers the keys of the photos it dropped. */
export function setResultFiles(tx: DbOrTx, storeObjectiveId: number, images: number[]): Promise<string[]> {
  return linkResultFiles(tx, storeObjectiveId, null, images, 'images');
}

/** Makes `ids` the files of the result's photo answer `ref` ([] removes them); answers the dropped keys. */
export function setAnswerFiles(tx: DbOrTx, storeObjectiveId: number, ref: string, ids: number[]): Promise<string[]> {
  return linkResultFiles(tx, storeObjectiveId, ref, ids, `answers.${ref}`);
}

async function linkResultFiles(tx: DbOrTx, storeObjectiveId: number, ref: string | null, ids: number[], field: string): Promise<string[]> {
  const mine = sql`store_objective_id = ${storeObjectiveId} and ref is not distinct from ${ref}`;
  const dropped = await queryRows<{ key: string }>(
    tx,
    sql`delete from files where id in (select file_id from store_objective_files where ${mine}
                                          and not (file_id = any(${intArray(ids)})))
        returning key`,
  );
  await tx.execute(sql`delete from store_objective_files where ${mine}`);
  if (ids.length > 0) {
    await linkOrRefuse(field, () =>
      tx.execute(
        sql`insert into store_objective_files (store_objective_id, file_id, position, ref)
            values ${sql.join(
              ids.map((id, i) => sql`(${storeObjectiveId}, ${id}, ${i}, ${ref})`),
              sql`, `,
            )}`,
      ),
    );
  }
  return dropped.map((d) => d.key);
}
