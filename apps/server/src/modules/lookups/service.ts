import {
  CSV_FILES,
  NEWSLETTER_TYPES,
  PROVINCES,
  SCHEDULE_TYPE_COLORS,
  type ContactSubscription,
  type ListQuery,
  type Lookup,
  type LookupRow,
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

/** The lists with retired values (issue 12); objective statuses are fixed. */
const RETIRABLE = new Set<keyof typeof LOOKUP_TABLES>(['trade', 'objectiveType', 'incompleteReason']);

/**
 * The active values (the pickers); `all` (an admin's settings screen) adds the retired ones, flagged.
 * Records that use a retired value still name it: they join the table by id.
 */
export async function listLookup(db: DbOrTx, kind: keyof typeof LOOKUP_TABLES, all = false): Promise<LookupRow[]> {
  const table = sql.identifier(LOOKUP_TABLES[kind]);
  if (!RETIRABLE.has(kind)) return queryRows<Lookup>(db, sql`select id, name from ${table} order by id`);
  if (all) return queryRows<LookupRow>(db, sql`select id, name, retired_at is not null as retired from ${table} order by id`);
  return queryRows<Lookup>(db, sql`select id, name from ${table} where retired_at is null order by id`);
}

const brandSource = (all: boolean): ListSource<LookupSort> => ({
  columns: all ? sql`b.id, b.name, b.retired_at is not null as retired` : sql`b.id, b.name`,
  from: sql`from brands b`,
  base: all ? [] : [sql`b.retired_at is null`],
  search: (q) => sql`lower(b.name) like ${likePattern(q.toLowerCase())}`,
  sorts: { id: sql`b.id`, name: sql`lower(b.name)` },
  defaultSort: 'name',
  tiebreak: sql`b.id`,
});

/** GET /brand: paged like every list (a picker asks for the largest page, MAX_PAGE_SIZE); `all` adds the retired. */
export async function listBrands(db: DbOrTx, query: ListQuery, all = false): Promise<Paged<LookupRow>> {
  const { rows, meta } = await runList<LookupRow, LookupSort>(db, brandSource(all), query);
  return { data: rows, meta };
}

export async function brandsCsv(db: DbOrTx, query: ListQuery): Promise<CsvFile> {
  const rows = await runListAll<Lookup, LookupSort>(db, brandSource(false), query);
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

export async function listWinTypes(db: DbOrTx, all = false): Promise<(WinType & { retired?: boolean })[]> {
  if (all) return queryRows(db, sql`select id, name as label, retired_at is not null as retired from win_types order by id`);
  return queryRows<WinType>(db, sql`select id, name as label from win_types where retired_at is null order by id`);
}

export async function listContactSubscriptions(db: DbOrTx): Promise<ContactSubscription[]> {
  const rows = await queryRows<{ id: number; name: string; type: string }>(
    db,
    sql`select id, name, type from contact_subscription_types order by id`,
  );
  return rows.filter((r): r is ContactSubscription => (NEWSLETTER_TYPES as readonly string[]).includes(r.type));
}

export const listProvinces = (): ProvinceOption[] => PROVINCES.map(({ id, code, name }) => ({ id, code, name }));
