import { en, type UploadedFile, type UploadMime } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { newFileKey, type FileStorage } from '../../storage/file-storage.js';
import { toUploadedFile } from '../files/service.js';

type Source = { id: number; kind: string; key: string; name: string; content_type: string; size: number; upload_type: string };

/**
 * POST /objective/{id}/copyMedia: fresh copies of the source's pictures and playbook files, as new
 * unattached file records of the caller, for the copy form to save with the new objective.
 */
export async function copyObjectiveMedia(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  userId: number,
): Promise<{ images: UploadedFile[]; playbook: UploadedFile[] }> {
  const [objective] = await queryRows<{ id: number }>(db, sql`select id from objectives where id = ${id} and deleted_at is null`);
  if (!objective) throw notFound(en.objectives.notFound);
  const sources = await queryRows<Source>(
    db,
    sql`select l.kind, f.id, f.key, f.name, f.content_type, f.size, f.upload_type from objective_files l join files f on f.id = l.file_id
         where l.objective_id = ${id} order by l.kind, l.position, f.id`,
  );
  const copies = await Promise.all(
    sources.map(async (source) => {
      const key = newFileKey(source.content_type as UploadMime);
      await storage.copy(source.key, key);
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into files (key, name, content_type, size, upload_type, uploaded_by)
            values (${key}, ${source.name}, ${source.content_type}, ${source.size}, ${source.upload_type}, ${userId}) returning id`,
      );
      return {
        kind: source.kind,
        file: toUploadedFile({ id: row.id, key, name: source.name, contentType: source.content_type, size: source.size }),
      };
    }),
  );
  return {
    images: copies.filter((c) => c.kind === 'image').map((c) => c.file),
    playbook: copies.filter((c) => c.kind === 'playbook').map((c) => c.file),
  };
}
