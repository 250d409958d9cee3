import { UNATTACHED_FILE_TTL_HOURS } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteStoredKeys } from './service.js';

/** How often the server looks for unattached uploads. */
export const SWEEP_EVERY_MS = 60 * 60_000;
/** Files deleted per statement, so one round never holds a huge lock set. */
const BATCH = 500;

/**
 * Deletes uploads that were never attached to a record (no row in the view `attached_files`, the
 * one 'attached to' notion: objective files, store result files, content files) and were sent
 * before `olderThan`; then their stored bytes. A record's own files go with the record, so this
 * only removes what a form left behind (an upload whose form was never saved).
 *
 * Per batch, candidates are locked first, skipping rows another transaction holds (SKIP LOCKED:
 * an attach in flight holds the file's row through its foreign key, another instance's sweep its
 * own batch); the delete then checks `attached_files` again with a fresh snapshot, so a file
 * attached between the two statements stays. Answers the number of files deleted.
 */
export async function sweepUnattachedFiles(db: DbOrTx, storage: FileStorage, olderThan: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const candidates = await queryRows<{ id: number }>(
        tx,
        sql`select f.id from files f
             where f.created_at < ${olderThan.toISOString()}
               and not exists (select 1 from attached_files a where a.file_id = f.id)
             order by f.id
             limit ${BATCH}
               for update skip locked`,
      );
      if (candidates.length === 0) return { found: 0, keys: [] as string[] };
      const deleted = await queryRows<{ key: string }>(
        tx,
        sql`delete from files f
             where f.id = any(${intArray(candidates.map((c) => c.id))})
               and not exists (select 1 from attached_files a where a.file_id = f.id)
            returning f.key`,
      );
      return { found: candidates.length, keys: deleted.map((d) => d.key) };
    });
    await deleteStoredKeys(storage, keys.keys);
    total += keys.keys.length;
    if (keys.found < BATCH) return total;
  }
}

/**
 * Sweeps unattached uploads older than UNATTACHED_FILE_TTL_HOURS every hour (lib/jobs.ts). A round
 * cut short by a crash leaves its uncommitted batches for the next round; only the bytes of a batch
 * committed just before the crash can stay behind in the storage, with no record naming them.
 */
export const fileSweepJob = fp(
  async (app: FastifyInstance) => {
    app.jobs.add({
      name: 'files-sweep',
      everyMs: SWEEP_EVERY_MS,
      run: async () => {
        const olderThan = new Date(Date.now() - UNATTACHED_FILE_TTL_HOURS * 3600_000);
        const count = await sweepUnattachedFiles(app.db, app.storage, olderThan);
        app.log.info({ files: count }, 'unattached uploads swept');
      },
    });
  },
  { name: 'files-sweep', dependencies: ['context', 'storage', 'jobs'] },
);
