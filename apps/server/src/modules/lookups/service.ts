import {
  CSV_FILES,
  NEWSLETTER_TYPES,
  PROVINCES,
  SCHEDULE_TYPE_COLORS,
  type ContactSubscription,
  type ListQuery,
  type Lookup,
  type LookupSort,
  type Paged,
  type ProvinceOption,
  type ScheduleType,
  type WinType,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { toCsv, type CsvFile } from '../../lib/csv.js';
import { likePattern, runList, runListAll, type ListSource } from '../../lib/list-query.js';

/** The simple `{ id, name }` lookup tables, by the name their route uses. */
export const LOOKUP_TABLES = {
  trade: 'trades',
  objectiveType: 'objective_types',
  objectiveStatus: 'objective_statuses',
  incompleteReason: 'incomplete_reasons',
} as const;

export async function listLookup(db: DbOrTx, kind: keyof typeof LOOKUP_TABLES): Promise<Lookup[]> {
  return queryRows<Lookup>(db, sql`select id, name from ${sql.identifier(LOOKUP_TABLES[kind])} order by id`);
}

const brandSource: ListSource<LookupSort> = {
  columns: sql`b.id, b.name`,
  from: sql`from brands b`,
  search: (q) => sql`lower(b.name) like ${likePattern(q.toLowerCase())}`,
  sorts: { id: sql`b.id`, name: sql`lower(b.name)` },
  defaultSort: 'name',
  tiebreak: sql`b.id`,
};

/** GET /brand: paged like every list (a picker asks for the largest page, MAX_PAGE_SIZE). */
export async function listBrands(db: DbOrTx, query: ListQuery): Promise<Paged<Lookup>> {
  const { rows, meta } = await runList<Lookup, LookupSort>(db, brandSource, query);
  return { data: rows, meta };
}

export async function brandsCsv(db: DbOrTx, query: ListQuery): Promise<CsvFile> {
  const rows = await runListAll<Lookup, LookupSort>(db, brandSource, query);
  const body = toCsv<Lookup>(
    [
      { header: 'ID', value: (b) => b.id },
      { header: 'Brand', value: (b) => b.name },
    ],
    rows,
  );
  return { fileName: CSV_FILES.brands, body };
}

export async function listScheduleTypes(db: DbOrTx): Promise<ScheduleType[]> {
  const rows = await queryRows<Lookup>(db, sql`select id, name from schedule_types order by id`);
  return rows.map((r) => ({ ...r, color: SCHEDULE_TYPE_COLORS[r.id] ?? '#757575' }));
}

export async function listWinTypes(db: DbOrTx): Promise<WinType[]> {
  return queryRows<WinType>(db, sql`select id, name as label from win_types order by id`);
}

export async function listContactSubscriptions(db: DbOrTx): Promise<ContactSubscription[]> {
  const rows = await queryRows<{ id: number; name: string; type: string }>(
    db,
    sql`select id, name, type from contact_subscription_types order by id`,
  );
  return rows.filter((r): r is ContactSubscription => (NEWSLETTER_TYPES as readonly string[]).includes(r.type));
}

export const listProvinces = (): ProvinceOption[] => PROVINCES.map(({ id, code, name }) => ({ id, code, name }));
