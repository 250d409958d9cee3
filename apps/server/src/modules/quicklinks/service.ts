import {
  en,
  QUICKLINK_UPLOADS,
  type Paged,
  type Quicklink,
  type QuicklinkInput,
  type QuicklinkListQuery,
  type QuicklinkSort,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { runList, whereClause } from '../../lib/list-query.js';
import { lockAtVersion } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import type { Viewer } from '../../lib/viewer.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteContentFiles, setContentFiles } from '../files/content-files.js';
import { deleteStoredKeys } from '../files/service.js';
import { quicklinkSource, toQuicklinks, type QuicklinkRow } from './quicklink-source.js';

const Q = en.quicklink;

export async function listQuicklinks(db: DbOrTx, query: QuicklinkListQuery): Promise<Paged<Quicklink>> {
  const { rows, meta } = await runList<QuicklinkRow, QuicklinkSort>(db, quicklinkSource, query);
  return { data: await toQuicklinks(db, rows), meta };
}

export async function getQuicklink(db: DbOrTx, id: number): Promise<Quicklink> {
  const [row] = await queryRows<QuicklinkRow>(
    db,
    sql`select ${quicklinkSource.columns} ${quicklinkSource.from} ${whereClause([sql`q.id = ${id}`])}`,
  );
  if (!row) throw notFound(Q.notFound);
  const [quicklink] = await toQuicklinks(db, [row]);
  return quicklink;
}

/** Makes the quicklink's file the one named ([] for a URL, so a file it had is deleted). */
const setFile = (tx: DbOrTx, user: SessionUser, id: number, input: QuicklinkInput) =>
  setContentFiles(tx, user, { recordType: 'quicklinks', recordId: id }, 'files', input.files, QUICKLINK_UPLOADS);

/** POST /quicklink: dated the day it is added (the organisation's day). */
export async function createQuicklink(db: DbOrTx, input: QuicklinkInput, viewer: Viewer): Promise<Quicklink> {
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into quicklinks (name, file_type, is_url, url, comments, date, user_id)
          values (${input.name}, ${input.fileType}, ${input.isUrl === 1}, ${input.url}, ${input.comments ?? ''}, ${viewer.today}::date, ${viewer.user.id})
          returning id`,
    );
    await setFile(tx, viewer.user, row.id, input);
    return row.id;
  });
  return getQuicklink(db, id);
}

/**
 * PUT /quicklink/{id}: a switch from file to URL deletes the file once the change has committed.
 * Made on `expected` (If-Match), it is refused once someone has saved the quicklink since.
 */
export async function updateQuicklink(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  input: QuicklinkInput,
  user: SessionUser,
  expected: string | null = null,
): Promise<Quicklink> {
  const dropped = await db.transaction(async (tx) => {
    await lockAtVersion(tx, 'quicklinks', id, expected, Q.notFound);
    await tx.execute(
      sql`update quicklinks set name = ${input.name}, file_type = ${input.fileType}, is_url = ${input.isUrl === 1}, url = ${input.url},
                 comments = ${input.comments ?? ''}, updated_at = now()
           where id = ${id}`,
    );
    return setFile(tx, user, id, input);
  });
  await deleteStoredKeys(storage, dropped);
  return getQuicklink(db, id);
}

/** DELETE /quicklink/{id}: the quicklink and its file. */
export async function deleteQuicklink(db: DbOrTx, storage: FileStorage, id: number): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [current] = await queryRows<{ id: number }>(tx, sql`select id from quicklinks where id = ${id} for update`);
    if (!current) throw notFound(Q.notFound);
    const files = await deleteContentFiles(tx, 'quicklinks', [id]);
    await tx.execute(sql`delete from quicklinks where id = ${id}`);
    return files;
  });
  await deleteStoredKeys(storage, keys);
}
