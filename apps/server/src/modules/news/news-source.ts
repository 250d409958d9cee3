import { displayName, type News, type NewsSort } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ListSource, textMatch } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import { contentFilesOf } from '../files/content-files.js';

export type NewsRow = {
  id: number;
  version: string;
  subject: string;
  content: string;
  date: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
};

const authorName = sql`lower(u.first_name || ' ' || u.last_name)`;

/** News is the same for the whole organisation: no area condition, only `q` and `sort`. */
export const newsSource: ListSource<NewsSort> = {
  columns: sql`n.id, n.subject, n.content, to_char(n.date, 'YYYY-MM-DD') as date, u.id as user_id, u.first_name, u.last_name,
            ${versionSql(sql`n.updated_at`)} as version`,
  from: sql`from news n left join users u on u.id = n.user_id`,
  search: (q) => {
    return textMatch(q, [sql`n.subject`, sql`n.content`]);
  },
  sorts: { id: sql`n.id`, subject: sql`lower(n.subject)`, date: [sql`n.date`, sql`n.created_at`], user: authorName },
  defaultSort: '-date',
  tiebreak: sql`n.id`,
};

/** Rows with their images (one query for all of them, DESIGN §2). */
export async function toNews(db: DbOrTx, rows: NewsRow[]): Promise<News[]> {
  const images = await contentFilesOf(
    db,
    'news',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    subject: r.subject,
    content: r.content,
    date: r.date,
    images: images.get(r.id) ?? [],
    user: r.user_id === null ? null : { id: r.user_id, name: displayName(r.first_name ?? '', r.last_name ?? '') },
  }));
}
