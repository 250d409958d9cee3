import {
  ALL_NEWSLETTERS_CSV,
  NEWSLETTER_CSV,
  type Newsletter,
  type NewsletterListQuery,
  type NewsletterSort,
  type NewsletterType,
  type Paged,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { monthNameOf, toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, type ListSource, textMatch } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import { pdfsOf } from './pdf-record.js';

export type NewsletterRow = { id: number; version: string; name: string; date: string; type: NewsletterType; view_count: number };

/** Newsletter records belong to the whole organisation (spec 3 §1): every role reads every one. */
export const newsletterSource: ListSource<NewsletterSort> = {
  columns: sql`n.id, ${versionSql(sql`n.updated_at`)} as version, n.name, to_char(n.date, 'YYYY-MM-DD') as date, n.type, n.view_count`,
  from: sql`from newsletters n`,
  search: (q) => textMatch(q, [sql`n.name`]),
  sorts: {
    id: sql`n.id`,
    name: sql`lower(n.name)`,
    date: sql`n.date`,
    month: [sql`extract(month from n.date)`, sql`n.date`],
    year: sql`n.date`,
    viewCount: sql`n.view_count`,
  },
  defaultSort: '-date',
  tiebreak: sql`n.id`,
};

/** The type, year and month filters; a year alone is the range of its days, so the (type, date) index serves it. */
function filtersOf(q: Pick<NewsletterListQuery, 'type' | 'year' | 'month'>): SQL[] {
  const filters: SQL[] = [];
  if (q.type) filters.push(sql`n.type = ${q.type}`);
  if (q.year && q.month)
    filters.push(sql`n.date >= make_date(${q.year}, ${q.month}, 1) and n.date < make_date(${q.year}, ${q.month}, 1) + interval '1 month'`);
  else if (q.year) filters.push(sql`n.date >= make_date(${q.year}, 1, 1) and n.date < make_date(${q.year} + 1, 1, 1)`);
  else if (q.month) filters.push(sql`extract(month from n.date) = ${q.month}`);
  return filters;
}

export async function withPdfs(db: DbOrTx, rows: NewsletterRow[]): Promise<Newsletter[]> {
  const pdfs = await pdfsOf(
    db,
    'newsletters',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    name: r.name,
    date: r.date,
    type: r.type,
    file: pdfs.get(r.id) ?? null,
    viewCount: r.view_count,
  }));
}

/** GET /newsletter?type=&year=&month=: newest first unless sorted otherwise; `q` searches the title. */
export async function listNewsletters(db: DbOrTx, query: NewsletterListQuery): Promise<Paged<Newsletter>> {
  const { rows, meta } = await runList<NewsletterRow, NewsletterSort>(db, newsletterSource, query, filtersOf(query));
  return { data: await withPdfs(db, rows), meta };
}

/** Every matching record as a CSV named after the type (win.csv, weekly_good.csv, e_learning.csv; spec 3 §9). */
export async function newslettersCsv(db: DbOrTx, query: NewsletterListQuery): Promise<CsvFile> {
  const rows = await runListAll<NewsletterRow, NewsletterSort>(db, newsletterSource, query, filtersOf(query));
  const body = toCsv<NewsletterRow>(
    [
      { header: 'ID', value: (n) => n.id },
      { header: 'TITLE', value: (n) => n.name },
      { header: 'MONTH', value: (n) => monthNameOf(n.date) },
      { header: 'YEAR', value: (n) => n.date.slice(0, 4) },
      { header: 'NUM. VIEWS', value: (n) => n.view_count },
    ],
    rows,
  );
  return { fileName: query.type ? NEWSLETTER_CSV[query.type] : ALL_NEWSLETTERS_CSV, body };
}
