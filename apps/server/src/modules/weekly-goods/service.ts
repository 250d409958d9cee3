import { en, type WeeklyGood, type WeeklyGoodInput } from '@fieldops/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { weeklyGoods } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { lockAtVersion } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteStoredKeys } from '../files/service.js';
import { enqueueSubscriberMails, type SubscriberMailConfig } from '../mail-outbox/subscribers.js';
import { attachPdf, deletePdfRecord, viewCountAfter, type ViewOf } from '../newsletters/pdf-record.js';
import { weeklyGoodSource, withPdfs, type WeeklyGoodRow } from './list.js';

const W = en.newsletters.weeklyGoods;

/**
 * GET /weekly_good/{id}: the weekly good with its PDF. Opened with a `view`, it counts one view
 * of that user for the day and answers the count after it (spec 3 §9).
 */
export async function getWeeklyGood(db: DbOrTx, id: number, view: ViewOf | null): Promise<WeeklyGood> {
  const [row] = await queryRows<WeeklyGoodRow>(db, sql`select ${weeklyGoodSource.columns} ${weeklyGoodSource.from} where w.id = ${id}`);
  if (!row) throw notFound(W.notFound);
  const viewCount = await viewCountAfter(db, 'weekly_goods', id, row.view_count, view);
  const [weeklyGood] = await withPdfs(db, [{ ...row, view_count: viewCount }]);
  return weeklyGood;
}

/**
 * POST /weekly_good: the record and its PDF in one transaction, with the e-mails to the contacts
 * subscribed to weekly goods (queued in the outbox).
 */
export async function createWeeklyGood(
  db: DbOrTx,
  config: SubscriberMailConfig,
  input: WeeklyGoodInput,
  user: SessionUser,
): Promise<WeeklyGood> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(weeklyGoods)
      .values({ name: input.name, date: input.date, userId: user.id })
      .returning({ id: weeklyGoods.id });
    await attachPdf(tx, user, 'weekly_goods', row.id, input.file.id);
    await enqueueSubscriberMails(tx, config, {
      type: 'weekly_good',
      name: input.name,
      fileId: input.file.id,
      recordKey: `weekly_good:${row.id}`,
    });
    return row.id;
  });
  return getWeeklyGood(db, id, null);
}

/**
 * PUT /weekly_good/{id}: title, date and PDF; a replaced PDF is deleted after the commit. Made on
 * `expected` (If-Match), it is refused once someone has saved the weekly good since.
 */
export async function updateWeeklyGood(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  input: WeeklyGoodInput,
  user: SessionUser,
  expected: string | null = null,
): Promise<WeeklyGood> {
  const dropped = await db.transaction(async (tx) => {
    await lockAtVersion(tx, 'weekly_goods', id, expected, W.notFound);
    await tx.update(weeklyGoods).set({ name: input.name, date: input.date, updatedAt: new Date() }).where(eq(weeklyGoods.id, id));
    return attachPdf(tx, user, 'weekly_goods', id, input.file.id);
  });
  await deleteStoredKeys(storage, dropped);
  return getWeeklyGood(db, id, null);
}

/** DELETE /weekly_good/{id}: the record, its PDF and its views. */
export async function deleteWeeklyGood(db: DbOrTx, storage: FileStorage, id: number): Promise<void> {
  const keys = await db.transaction((tx) => deletePdfRecord(tx, 'weekly_goods', id, W.notFound));
  await deleteStoredKeys(storage, keys);
}
