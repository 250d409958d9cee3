import { WEEKLY_GOODS_CSV, type Paged, type WeeklyGood, type WeeklyGoodListQuery, type WeeklyGoodSort } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, type ListSource, textMatch } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import { pdfsOf } from '../newsletters/pdf-record.js';

export type WeeklyGoodRow = { id: number; version: string; name: string; date: string; view_count: number };

/** Weekly goods belong to the whole organisation (spec 3 §1): every role reads every one. */
export const weeklyGoodSource: ListSource<WeeklyGoodSort> = {
  columns: sql`w.id, ${versionSql(sql`w.updated_at`)} as version, w.name, to_char(w.date, 'YYYY-MM-DD') as date, w.view_count`,
  from: sql`from weekly_goods w`,
  search: (q) => textMatch(q, [sql`w.name`]),
  sorts: { id: sql`w.id`, name: sql`lower(w.name)`, date: sql`w.date`, viewCount: sql`w.view_count` },
  defaultSort: '-date',
  tiebreak: sql`w.id`,
};

/** Rows with their PDFs (one query for the files of all of them). */
export async function withPdfs(db: DbOrTx, rows: WeeklyGoodRow[]): Promise<WeeklyGood[]> {
  const pdfs = await pdfsOf(
    db,
    'weekly_goods',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    name: r.name,
    date: r.date,
    file: pdfs.get(r.id) ?? null,
    viewCount: r.view_count,
  }));
}

/** GET /weekly_good: newest first unless sorted otherwise; `q` searches the title. */
export async function listWeeklyGoods(db: DbOrTx, query: WeeklyGoodListQuery): Promise<Paged<WeeklyGood>> {
  const { rows, meta } = await runList<WeeklyGoodRow, WeeklyGoodSort>(db, weeklyGoodSource, query);
  return { data: await withPdfs(db, rows), meta };
}

/** Every matching weekly good as weekly_goods.csv (spec 3 §9), with the list's headers. */
export async function weeklyGoodsCsv(db: DbOrTx, query: WeeklyGoodListQuery): Promise<CsvFile> {
  const rows = await runListAll<WeeklyGoodRow, WeeklyGoodSort>(db, weeklyGoodSource, query);
  const body = toCsv<WeeklyGoodRow>(
    [
      { header: 'ID', value: (w) => w.id },
      { header: 'TITLE', value: (w) => w.name },
      { header: 'DATE', value: (w) => w.date },
      { header: 'NUM. VIEWS', value: (w) => w.view_count },
    ],
    rows,
  );
  return { fileName: WEEKLY_GOODS_CSV, body };
}
