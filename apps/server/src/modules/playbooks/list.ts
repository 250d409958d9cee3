import { en, PLAYBOOK_CSV_FILE, type Paged, type PlaybookListQuery, type PlaybookRow, type PlaybookSort } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { playbookAreaCondition, storeAreaCondition } from '../../lib/area-scope.js';
import { monthNameOf, readerText, toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, whereClause, type ListSource, textMatch } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import { fileUrlOf } from '../../storage/file-storage.js';

const C = en.playbooks.columns;

export type PlaybookDbRow = {
  id: number;
  name: string;
  description: string;
  date: string;
  view_count: number;
  store_count: number;
  file_id: number | null;
  file_key: string | null;
  file_name: string | null;
};

/** The active stores a playbook is shown to, limited to the viewer's area below admin (`ps.store_id` is one). */
const visibleStores = (viewer: SessionUser) =>
  whereClause([sql`ps.playbook_id = p.id`, sql`ps_s.deleted_at is null`, storeAreaCondition(viewer, sql`ps_s.territory_id`)]);

const storeCountOf = (viewer: SessionUser) =>
  sql`(select count(*)::int from playbook_stores ps join stores ps_s on ps_s.id = ps.store_id ${visibleStores(viewer)})`;

/** The list described once for `runList`: the file through a lateral join, so a page is one query. */
export function playbookSource(viewer: SessionUser): ListSource<PlaybookSort> {
  const storeCount = storeCountOf(viewer);
  return {
    columns: sql`p.id, p.name, p.description, p.date::text as date, p.view_count, ${storeCount} as store_count,
                 pf.id as file_id, pf.key as file_key, pf.name as file_name`,
    from: sql`from playbooks p
              left join lateral (select f.id, f.key, f.name from content_files cf join files f on f.id = cf.file_id
                                  where cf.record_type = 'playbooks' and cf.record_id = p.id
                                  order by cf.position limit 1) pf on true`,
    countFrom: sql`from playbooks p`,
    search: (q) => textMatch(q, [sql`p.name`]),
    sorts: {
      id: sql`p.id`,
      name: sql`lower(p.name)`,
      date: sql`p.date`,
      month: [sql`extract(month from p.date)`, sql`p.date`],
      year: sql`p.date`,
      storeCount,
      viewCount: sql`p.view_count`,
    },
    // Spec 3 §2: sorted by id, newest first.
    defaultSort: '-id',
    tiebreak: sql`p.id`,
  };
}

export function toPlaybookRow(r: PlaybookDbRow): PlaybookRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    date: r.date,
    storeCount: r.store_count,
    viewCount: r.view_count,
    file: r.file_id !== null && r.file_key !== null ? { id: r.file_id, fileURL: fileUrlOf(r.file_key), name: r.file_name ?? '' } : null,
  };
}

const filtersOf = (query: { year?: number; month?: number }, viewer: SessionUser): (SQL | undefined)[] => [
  query.year ? sql`extract(year from p.date) = ${query.year}` : undefined,
  query.month ? sql`extract(month from p.date) = ${query.month}` : undefined,
  playbookAreaCondition(viewer, sql`p.id`),
];

export async function listPlaybooks(db: DbOrTx, query: PlaybookListQuery, viewer: SessionUser): Promise<Paged<PlaybookRow>> {
  const { rows, meta } = await runList<PlaybookDbRow, PlaybookSort>(db, playbookSource(viewer), query, filtersOf(query, viewer));
  return { data: rows.map(toPlaybookRow), meta };
}

/** One playbook the viewer sees, with its version (null outside their area, as for an unknown id). */
export async function findPlaybook(db: DbOrTx, id: number, viewer: SessionUser): Promise<(PlaybookRow & { version: string }) | null> {
  const source = playbookSource(viewer);
  const [row] = await queryRows<PlaybookDbRow & { version: string }>(
    db,
    sql`select ${source.columns}, ${versionSql(sql`p.updated_at`)} as version ${source.from}
         ${whereClause([sql`p.id = ${id}`, playbookAreaCondition(viewer, sql`p.id`)])}`,
  );
  return row ? { ...toPlaybookRow(row), version: row.version } : null;
}

/** The ids of the active stores a playbook is shown to, of the viewer's area below admin. */
export async function playbookStoreIds(db: DbOrTx, id: number, viewer: SessionUser): Promise<number[]> {
  const rows = await queryRows<{ store_id: number }>(
    db,
    sql`select ps.store_id from playbooks p join playbook_stores ps on ps.playbook_id = p.id join stores ps_s on ps_s.id = ps.store_id
         ${visibleStores(viewer)} and p.id = ${id} order by ps.store_id`,
  );
  return rows.map((r) => r.store_id);
}

/** playbooks.csv: every playbook matching the filters (all pages), comma separated (spec 3 §9). */
export async function playbooksCsv(db: DbOrTx, query: PlaybookListQuery, viewer: SessionUser): Promise<CsvFile> {
  const rows = (await runListAll<PlaybookDbRow, PlaybookSort>(db, playbookSource(viewer), query, filtersOf(query, viewer))).map(
    toPlaybookRow,
  );
  const body = toCsv<PlaybookRow>(
    [
      { header: 'ID', value: (p) => p.id },
      { header: C.title, value: (p) => p.name },
      { header: C.month, value: (p) => monthNameOf(p.date) },
      { header: C.year, value: (p) => Number(p.date.slice(0, 4)) },
      { header: C.visibleTo, value: (p) => readerText('playbooks.storeCount', { count: p.storeCount }) },
      { header: C.views, value: (p) => p.viewCount },
    ],
    rows,
  );
  return { fileName: PLAYBOOK_CSV_FILE, body };
}
