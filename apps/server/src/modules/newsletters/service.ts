import { en, type Newsletter, type NewsletterInput } from '@fieldops/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { newsletters } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { lockAtVersion } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import { enqueueSubscriberMails, type SubscriberMailConfig } from '../mail-outbox/subscribers.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteStoredKeys } from '../files/service.js';
import { newsletterSource, withPdfs, type NewsletterRow } from './list.js';
import { attachPdf, deletePdfRecord, viewCountAfter, type ViewOf } from './pdf-record.js';

const N = en.newsletters;

/**
 * GET /newsletter/{id}: the record with its PDF. Opened with a `view`, it counts one view of that
 * user for the day and answers the count after it (spec 3 §9).
 */
export async function getNewsletter(db: DbOrTx, id: number, view: ViewOf | null): Promise<Newsletter> {
  const [row] = await queryRows<NewsletterRow>(db, sql`select ${newsletterSource.columns} ${newsletterSource.from} where n.id = ${id}`);
  if (!row) throw notFound(N.notFound);
  const viewCount = await viewCountAfter(db, 'newsletters', id, row.view_count, view);
  const [newsletter] = await withPdfs(db, [{ ...row, view_count: viewCount }]);
  return newsletter;
}

const columnsOf = (input: NewsletterInput) => ({ name: input.name, date: input.date, type: input.type });

/**
 * POST /newsletter: the record and its PDF in one transaction, with the e-mails to the contacts
 * subscribed to its type (queued in the outbox, so they leave only if the record is created).
 */
export async function createNewsletter(
  db: DbOrTx,
  config: SubscriberMailConfig,
  input: NewsletterInput,
  user: SessionUser,
): Promise<Newsletter> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletters)
      .values({ ...columnsOf(input), userId: user.id })
      .returning({ id: newsletters.id });
    await attachPdf(tx, user, 'newsletters', row.id, input.file.id);
    await enqueueSubscriberMails(tx, config, {
      type: input.type,
      name: input.name,
      fileId: input.file.id,
      recordKey: `newsletter:${row.id}`,
    });
    return row.id;
  });
  return getNewsletter(db, id, null);
}

/**
 * PUT /newsletter/{id}: title, month, type and PDF; a replaced PDF is deleted after the commit.
 * Made on `expected` (If-Match), it is refused once someone has saved the record since.
 */
export async function updateNewsletter(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  input: NewsletterInput,
  user: SessionUser,
  expected: string | null = null,
): Promise<Newsletter> {
  const dropped = await db.transaction(async (tx) => {
    await lockAtVersion(tx, 'newsletters', id, expected, N.notFound);
    await tx
      .update(newsletters)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(newsletters.id, id));
    return attachPdf(tx, user, 'newsletters', id, input.file.id);
  });
  await deleteStoredKeys(storage, dropped);
  return getNewsletter(db, id, null);
}

/** DELETE /newsletter/{id}: the record, its PDF and its views. */
export async function deleteNewsletter(db: DbOrTx, storage: FileStorage, id: number): Promise<void> {
  const keys = await db.transaction((tx) => deletePdfRecord(tx, 'newsletters', id, N.notFound));
  await deleteStoredKeys(storage, keys);
}
