import { en, NEWS_IMAGE_UPLOADS, type News, type NewsInput, type NewsListQuery, type NewsSort, type Paged } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { runList, whereClause } from '../../lib/list-query.js';
import { lockAtVersion } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteContentFiles, setContentFiles } from '../files/content-files.js';
import { deleteStoredKeys } from '../files/service.js';
import { notifyUsers } from '../notifications/service.js';
import { newsSource, toNews, type NewsRow } from './news-source.js';

const N = en.news;

export async function listNews(db: DbOrTx, query: NewsListQuery): Promise<Paged<News>> {
  const { rows, meta } = await runList<NewsRow, NewsSort>(db, newsSource, query);
  return { data: await toNews(db, rows), meta };
}

export async function getNews(db: DbOrTx, id: number): Promise<News> {
  const [row] = await queryRows<NewsRow>(db, sql`select ${newsSource.columns} ${newsSource.from} ${whereClause([sql`n.id = ${id}`])}`);
  if (!row) throw notFound(N.notFound);
  const [news] = await toNews(db, [row]);
  return news;
}

/**
 * POST /news: the post, its images and a bell notification to every active user (linking to
 * /news), in one transaction: nobody is told of news that was not saved.
 */
export async function createNews(db: DbOrTx, input: NewsInput, user: SessionUser): Promise<News> {
  const id = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into news (subject, content, date, user_id) values (${input.subject}, ${input.content}, ${input.date}::date, ${user.id})
          returning id`,
    );
    await setContentFiles(tx, user, { recordType: 'news', recordId: row.id }, 'images', input.images, NEWS_IMAGE_UPLOADS);
    const everyone = await queryRows<{ id: number }>(tx, sql`select id from users where deleted_at is null`);
    await notifyUsers(
      tx,
      everyone.map((u) => u.id),
      { subject: N.notification.subject, message: N.notification.message.replace('{{subject}}', input.subject), link: '/news' },
    );
    return row.id;
  });
  return getNews(db, id);
}

/**
 * PUT /news/{id}: new texts and images; images no longer named are deleted after the commit. Made on
 * `expected` (If-Match), it is refused once someone has saved the post since.
 */
export async function updateNews(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  input: NewsInput,
  user: SessionUser,
  expected: string | null = null,
): Promise<News> {
  const dropped = await db.transaction(async (tx) => {
    await lockAtVersion(tx, 'news', id, expected, N.notFound);
    await tx.execute(
      sql`update news set subject = ${input.subject}, content = ${input.content}, date = ${input.date}::date, updated_at = now()
           where id = ${id}`,
    );
    return setContentFiles(tx, user, { recordType: 'news', recordId: id }, 'images', input.images, NEWS_IMAGE_UPLOADS);
  });
  await deleteStoredKeys(storage, dropped);
  return getNews(db, id);
}

/** DELETE /news/{id}: the post and its images. */
export async function deleteNews(db: DbOrTx, storage: FileStorage, id: number): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [current] = await queryRows<{ id: number }>(tx, sql`select id from news where id = ${id} for update`);
    if (!current) throw notFound(N.notFound);
    const files = await deleteContentFiles(tx, 'news', [id]);
    await tx.execute(sql`delete from news where id = ${id}`);
    return files;
  });
  await deleteStoredKeys(storage, keys);
}
