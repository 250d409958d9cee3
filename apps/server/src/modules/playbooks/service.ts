import { en, PLAYBOOK_UPLOAD_TYPE, type Playbook, type PlaybookInput } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { countView, deleteViews } from '../../lib/content-views.js';
import { lockAtVersion } from '../../lib/record-version.js';
import type { Viewer } from '../../lib/viewer.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteContentFiles, setContentFiles } from '../files/content-files.js';
import { deleteStoredKeys } from '../files/service.js';
import { notifyPublished, resolveStores, setPlaybookStores } from './audience.js';
import { findPlaybook, playbookStoreIds } from './list.js';

const M = en.playbooks;
const RECORD = 'playbooks' as const;

/**
 * GET /playbook/{id}: a playbook the viewer sees (else 404, as for an unknown id), with its
 * stores. Opening it counts one view per user and day (spec 3 §9) and answers the count after it;
 * `skipTracking` (the admin's form) reads without counting.
 */
export async function getPlaybook(db: DbOrTx, id: number, viewer: Viewer, options: { skipTracking?: boolean } = {}): Promise<Playbook> {
  const row = await findPlaybook(db, id, viewer.user);
  if (!row) throw notFound(M.notFound);
  const viewCount = options.skipTracking ? row.viewCount : await countView(db, RECORD, id, viewer.user.id, viewer.today);
  return { ...row, viewCount, stores: await playbookStoreIds(db, id, viewer.user) };
}

/** The file and stores of a playbook, written in the caller's transaction; answers storage keys to drop after commit. */
async function writeContent(tx: DbOrTx, id: number, input: PlaybookInput, viewer: Viewer): Promise<string[]> {
  const dropped = await setContentFiles(
    tx,
    viewer.user,
    { recordType: RECORD, recordId: id },
    'file',
    [input.file.id],
    [PLAYBOOK_UPLOAD_TYPE],
  );
  const stores = await resolveStores(tx, input.stores);
  const added = await setPlaybookStores(tx, id, stores);
  await notifyPublished(tx, { name: input.name }, added);
  return dropped;
}

/** POST /playbook: the playbook, its PDF and its stores in one transaction; its stores' people are notified. */
export async function createPlaybook(db: DbOrTx, input: PlaybookInput, viewer: Viewer): Promise<Playbook> {
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into playbooks (name, description, date, user_id)
          values (${input.name}, ${input.description}, ${input.date}::date, ${viewer.user.id})
          returning id`,
    );
    await writeContent(tx, row.id, input, viewer);
    return row.id;
  });
  return getPlaybook(db, id, viewer, { skipTracking: true });
}

/**
 * PUT /playbook/{id}: new fields, file and stores; the people of stores it newly reaches are notified.
 * Made on `expected` (If-Match), it is refused once someone has saved the playbook since.
 */
export async function updatePlaybook(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  input: PlaybookInput,
  viewer: Viewer,
  expected: string | null = null,
): Promise<Playbook> {
  const dropped = await db.transaction(async (tx) => {
    await lockAtVersion(tx, RECORD, id, expected, M.notFound);
    await tx.execute(
      sql`update playbooks set name = ${input.name}, description = ${input.description}, date = ${input.date}::date, updated_at = now()
           where id = ${id}`,
    );
    return writeContent(tx, id, input, viewer);
  });
  await deleteStoredKeys(storage, dropped);
  return getPlaybook(db, id, viewer, { skipTracking: true });
}

/** DELETE /playbook/{id}: the playbook with its file (record and bytes) and its views. */
export async function deletePlaybook(db: DbOrTx, storage: FileStorage, id: number): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [current] = await queryRows<{ id: number }>(tx, sql`select id from playbooks where id = ${id} for update`);
    if (!current) throw notFound(M.notFound);
    const fileKeys = await deleteContentFiles(tx, RECORD, [id]);
    await deleteViews(tx, RECORD, [id]);
    await tx.execute(sql`delete from playbooks where id = ${id}`);
    return fileKeys;
  });
  await deleteStoredKeys(storage, keys);
}
