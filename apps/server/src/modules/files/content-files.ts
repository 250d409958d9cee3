import type { UploadedFile, UploadType } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import type { SessionUser } from '../../lib/sessions.js';
import { fileUrlOf } from '../../storage/file-storage.js';
import { checkAttachable, linkOrRefuse } from './attach.js';

/** The content tables whose records own files through `content_files` (their table names). */
export type ContentRecordType = 'news' | 'quicklinks' | 'playbooks' | 'weekly_goods' | 'newsletters' | 'wins';

export interface ContentRecord {
  recordType: ContentRecordType;
  recordId: number;
}

/**
 * Makes `ids` the files of a content record, in that order: each must be usable (checkAttachable:
 * of a type in `types`, the record's own or an unattached upload of the caller), else 422 naming
 * `field`. Files the record no longer names are deleted; their storage keys are answered, to
 * remove with deleteStoredKeys once the transaction has committed.
 */
export async function setContentFiles(
  tx: DbOrTx,
  user: SessionUser,
  record: ContentRecord,
  field: string,
  ids: number[],
  types: readonly UploadType[],
): Promise<string[]> {
  await checkAttachable(tx, user, record, [{ field, ids, types }]);
  const mine = sql`record_type = ${record.recordType} and record_id = ${record.recordId}`;
  const dropped = await queryRows<{ key: string }>(
    tx,
    sql`delete from files where id in (select file_id from content_files where ${mine} and not (file_id = any(${intArray(ids)})))
        returning key`,
  );
  await tx.execute(sql`delete from content_files where ${mine}`);
  if (ids.length > 0) {
    await linkOrRefuse(field, () =>
      tx.execute(
        sql`insert into content_files (file_id, record_type, record_id, position)
            values ${sql.join(
              ids.map((id, i) => sql`(${id}, ${record.recordType}, ${record.recordId}, ${i})`),
              sql`, `,
            )}`,
      ),
    );
  }
  return dropped.map((d) => d.key);
}

/** Deletes the files of content records (before or with the records); answers their storage keys. */
export async function deleteContentFiles(tx: DbOrTx, recordType: ContentRecordType, recordIds: number[]): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`delete from files where id in (select file_id from content_files
                                        where record_type = ${recordType} and record_id = any(${intArray(recordIds)}))
        returning key`,
  );
  return rows.map((r) => r.key);
}

/** The files of many records of one type, in their order, in one query (for a list page). */
export async function contentFilesOf(db: DbOrTx, recordType: ContentRecordType, recordIds: number[]): Promise<Map<number, UploadedFile[]>> {
  const byRecord = new Map<number, UploadedFile[]>(recordIds.map((id) => [id, []]));
  if (recordIds.length === 0) return byRecord;
  const rows = await queryRows<{ record_id: number; id: number; key: string; name: string; content_type: string; size: number }>(
    db,
    sql`select cf.record_id, f.id, f.key, f.name, f.content_type, f.size
          from content_files cf join files f on f.id = cf.file_id
         where cf.record_type = ${recordType} and cf.record_id = any(${intArray(recordIds)})
         order by cf.record_id, cf.position`,
  );
  for (const r of rows) {
    byRecord.get(r.record_id)?.push({ id: r.id, fileURL: fileUrlOf(r.key), name: r.name, contentType: r.content_type, size: r.size });
  }
  return byRecord;
}
