import { canChangeWin, en, WIN_IMAGE_UPLOADS, type Win, type WinInput } from '@fieldops/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { wins } from '../../db/schema/index.js';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import { whereClause } from '../../lib/list-query.js';
import { checkVersion, versionSql } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteContentFiles, setContentFiles } from '../files/content-files.js';
import { deleteStoredKeys } from '../files/service.js';
import { notifyUsers } from '../notifications/service.js';
import { getWin, winVisible } from './win-read.js';
import { usableValue } from '../../lib/usable-lookup.js';

const W = en.wins;

export interface WinWrite {
  db: DbOrTx;
  storage: FileStorage;
  user: SessionUser;
}

/** An active win type, or (`winId`) the one the win already has. */
async function checkWinType(tx: DbOrTx, winTypeId: number, winId: number | null = null): Promise<void> {
  const [found] = await queryRows<{ usable: boolean }>(
    tx,
    sql`select ${usableValue('win_types', winTypeId, sql`(select win_type_id from wins where id = ${winId ?? 0})`)} as usable`,
  );
  if (!found.usable) throw invalid(W.winTypeNotFound, { winTypeID: [W.winTypeNotFound] });
}

type Locked = { id: number; version: string; title: string; approved: boolean; user_id: number | null; author_active: boolean };

/** The win locked for a change, as the user sees it: 404 when they do not see it at all. */
async function lockWin(tx: DbOrTx, id: number, user: SessionUser): Promise<Locked> {
  const [row] = await queryRows<Locked>(
    tx,
    sql`select w.id, ${versionSql(sql`w.updated_at`)} as version, w.title, w.approved_at is not null as approved, w.user_id,
               exists (select 1 from users u where u.id = w.user_id and u.deleted_at is null) as author_active
          from wins w ${whereClause([sql`w.id = ${id}`, winVisible(user)])}
           for update of w`,
  );
  if (!row) throw notFound(W.notFound);
  return row;
}

/** Edit and delete: an admin always, the author until an admin approves the win (403 otherwise). */
async function lockForChange(tx: DbOrTx, id: number, user: SessionUser): Promise<Locked> {
  const win = await lockWin(tx, id, user);
  if (!canChangeWin(user, { approved: win.approved, authorId: win.user_id })) {
    throw new AppError('FORBIDDEN', win.user_id === user.id ? W.approvedLocked : W.notYours);
  }
  return win;
}

/** POST /win: anyone posts a win with one photo (an `image` upload of theirs, attached nowhere). */
export async function createWin({ db, user }: WinWrite, input: WinInput): Promise<Win> {
  const id = await db.transaction(async (tx) => {
    await checkWinType(tx, input.winTypeID);
    const [created] = await tx
      .insert(wins)
      .values({ winTypeId: input.winTypeID, title: input.title, description: input.description, date: input.date, userId: user.id })
      .returning({ id: wins.id });
    await setContentFiles(tx, user, { recordType: 'wins', recordId: created.id }, 'image', [input.image.id], WIN_IMAGE_UPLOADS);
    return created.id;
  });
  return getWin(db, id, user);
}

/**
 * PUT /win/{id}: a replaced photo is deleted, its bytes once the change has committed. Made on
 * `expected` (If-Match), it is refused once someone has saved (or approved) the win since.
 */
export async function updateWin(
  { db, storage, user }: WinWrite,
  id: number,
  input: WinInput,
  expected: string | null = null,
): Promise<Win> {
  const dropped = await db.transaction(async (tx) => {
    const win = await lockForChange(tx, id, user);
    checkVersion(win.version, expected);
    await checkWinType(tx, input.winTypeID, id);
    await tx
      .update(wins)
      .set({ winTypeId: input.winTypeID, title: input.title, description: input.description, date: input.date, updatedAt: new Date() })
      .where(eq(wins.id, id));
    return setContentFiles(tx, user, { recordType: 'wins', recordId: id }, 'image', [input.image.id], WIN_IMAGE_UPLOADS);
  });
  await deleteStoredKeys(storage, dropped);
  return getWin(db, id, user);
}

/** DELETE /win/{id}: the win and its photo (row, then bytes after the commit). */
export async function deleteWin({ db, storage, user }: WinWrite, id: number): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    await lockForChange(tx, id, user);
    const removed = await deleteContentFiles(tx, 'wins', [id]);
    await tx.delete(wins).where(eq(wins.id, id));
    return removed;
  });
  await deleteStoredKeys(storage, keys);
}

/**
 * POST /win/{id}/approve (admins, by the route table): the win becomes approved, once (spec 3 §4:
 * no reverse; approving it again changes nothing), and its author is told, unless they approved it
 * themselves (DESIGN §4).
 */
export async function approveWin({ db, user }: WinWrite, id: number): Promise<Win> {
  await db.transaction(async (tx) => {
    const win = await lockWin(tx, id, user);
    if (win.approved) return;
    // A write of the win like any other: its version moves on (an edit form opened before is asked about).
    await tx.update(wins).set({ approvedAt: new Date(), approvedBy: user.id, updatedAt: new Date() }).where(eq(wins.id, id));
    if (win.user_id !== null && win.user_id !== user.id && win.author_active) {
      await notifyUsers(tx, [win.user_id], {
        subject: W.approvedSubject,
        message: W.approvedMessage.replace('{{title}}', () => win.title),
        link: '/wins',
      });
    }
  });
  return getWin(db, id, user);
}
