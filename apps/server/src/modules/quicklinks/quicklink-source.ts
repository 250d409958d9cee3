import {
  displayName,
  QUICKLINK_FILE_TYPE_KEYS,
  QUICKLINK_FILE_TYPES,
  translate,
  type Quicklink,
  type QuicklinkSort,
} from '@fieldops/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ListSource, textMatch } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import { readingLanguage } from '../../lib/reading-language.js';
import { contentFilesOf } from '../files/content-files.js';

export type QuicklinkRow = {
  id: number;
  version: string;
  name: string;
  file_type: string;
  is_url: boolean;
  url: string | null;
  comments: string;
  date: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
};

/**
 * A quicklink's file type as the reader reads it, in lower case ('guide' for 'Playbook' in French):
 * what the File Type column shows is what it sorts and searches by. Rendered when the query runs.
 */
const fileTypeLabel: SQLWrapper = {
  getSQL: (): SQL => {
    const language = readingLanguage();
    const label = (type: (typeof QUICKLINK_FILE_TYPES)[number]) =>
      (translate(language, `quicklink.fileTypes.${QUICKLINK_FILE_TYPE_KEYS[type]}`) ?? type).toLocaleLowerCase(language);
    const cases = QUICKLINK_FILE_TYPES.map((type) => sql`when ${type} then ${label(type)}`);
    return sql`(case q.file_type ${sql.join(cases, sql` `)} else lower(q.file_type) end)`;
  },
};

/** Quicklinks are the same for the whole organisation: no area condition. */
export const quicklinkSource: ListSource<QuicklinkSort> = {
  columns: sql`q.id, q.name, q.file_type, q.is_url, q.url, q.comments, to_char(q.date, 'YYYY-MM-DD') as date,
               u.id as user_id, u.first_name, u.last_name, ${versionSql(sql`q.updated_at`)} as version`,
  from: sql`from quicklinks q left join users u on u.id = q.user_id`,
  search: (text) => {
    return textMatch(text, [sql`q.name`, fileTypeLabel, sql`q.comments`, sql`coalesce(q.url, '')`]);
  },
  sorts: { id: sql`q.id`, name: sql`lower(q.name)`, fileType: sql`${fileTypeLabel}`, date: sql`q.date` },
  defaultSort: 'name',
  tiebreak: sql`q.id`,
};

/** Rows with their file (one query for all of them). */
export async function toQuicklinks(db: DbOrTx, rows: QuicklinkRow[]): Promise<Quicklink[]> {
  const files = await contentFilesOf(
    db,
    'quicklinks',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    name: r.name,
    fileType: r.file_type,
    isUrl: r.is_url ? 1 : 0,
    url: r.url,
    files: files.get(r.id) ?? [],
    comments: r.comments,
    date: r.date,
    user: r.user_id === null ? null : { id: r.user_id, name: displayName(r.first_name ?? '', r.last_name ?? '') },
  }));
}
