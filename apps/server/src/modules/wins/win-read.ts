import { displayName, en, ROLE, type Paged, type Win, type WinListQuery } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { whereClause } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import { fileUrlOf } from '../../storage/file-storage.js';
import { localName } from '../../lib/reading-language.js';

type Row = {
  id: number;
  version: string;
  date: string;
  title: string;
  description: string;
  approved: boolean;
  win_type_id: number;
  win_type: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  file_id: number | null;
  file_key: string | null;
};

/** A win with its type, author and photo (its first file in `content_files`), one row each. */
const SELECT = sql`
  select w.id, ${versionSql(sql`w.updated_at`)} as version, to_char(w.date, 'YYYY-MM-DD') as date, w.title, w.description, w.approved_at is not null as approved,
         w.win_type_id, ${localName('wt')} as win_type, w.user_id, u.first_name, u.last_name, photo.id as file_id, photo.key as file_key
    from wins w
    join win_types wt on wt.id = w.win_type_id
    left join users u on u.id = w.user_id
    left join lateral (select f.id, f.key from content_files cf join files f on f.id = cf.file_id
                        where cf.record_type = 'wins' and cf.record_id = w.id
                        order by cf.position limit 1) photo on true`;

/**
 * Wins are org-wide once approved; before that only their author and admins see them (others get
 * the 404 of an unknown id).
 */
export const winVisible = (viewer: SessionUser): SQL | undefined =>
  viewer.role === ROLE.admin ? undefined : sql`(w.approved_at is not null or w.user_id = ${viewer.id})`;

function toWin(r: Row): Win {
  return {
    id: r.id,
    version: r.version,
    date: r.date,
    title: r.title,
    description: r.description,
    approved: r.approved,
    winTypeID: r.win_type_id,
    winType: r.win_type,
    image: r.file_id !== null && r.file_key !== null ? { id: r.file_id, fileURL: fileUrlOf(r.file_key) } : null,
    user: r.user_id !== null ? { id: r.user_id, name: displayName(r.first_name ?? '', r.last_name ?? '') } : null,
  };
}

/** GET /win?page=n: the wins the viewer sees, newest first (by date, then by posting). */
export async function listWins(db: DbOrTx, query: WinListQuery, viewer: SessionUser): Promise<Paged<Win>> {
  const where = whereClause([winVisible(viewer)]);
  const offset = (query.page - 1) * query.perPage;
  const rows = await queryRows<Row>(db, sql`${SELECT} ${where} order by w.date desc, w.id desc limit ${query.perPage} offset ${offset}`);
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from wins w ${where}`);
  return { data: rows.map(toWin), meta: { page: query.page, perPage: query.perPage, total } };
}

/** One win the viewer sees; 404 otherwise. */
export async function getWin(db: DbOrTx, id: number, viewer: SessionUser): Promise<Win> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} ${whereClause([sql`w.id = ${id}`, winVisible(viewer)])}`);
  if (!row) throw notFound(en.wins.notFound);
  return toWin(row);
}
