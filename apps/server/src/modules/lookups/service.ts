import {
  CSV_FILES,
  NEWSLETTER_TYPES,
  PROVINCES,
  provinceName,
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
  type WinTypeRow,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, type ListSource, textMatch } from '../../lib/list-query.js';
import { localName, readingLanguage } from '../../lib/reading-language.js';
import { versionSql } from '../../lib/record-version.js';

/** The simple `{ id, name }` lookup tables, by the name their route uses. */
export const LOOKUP_TABLES = {
  trade: 'trades',
  objectiveType: 'objective_types',
  objectiveStatus: 'objective_statuses',
  incompleteReason: 'incomplete_reasons',
} as const;

/**
 * An admin's read of a list (settings screen): both names as typed, whether it is retired, and the
 * version its rename form sends back (If-Match).
 */
const SETTINGS_COLUMNS = sql`id, ${versionSql(sql`updated_at`)} as version, name, name_fr as "nameFr", retired_at is not null as retired`;

/** The lists with retired values (issue 12); objective statuses are fixed. */
const RETIRABLE = new Set<keyof typeof LOOKUP_TABLES>(['trade', 'objectiveType', 'incompleteReason']);

/**
 * The active values (the pickers); `all` (an admin's settings screen) adds the retired ones, flagged.
 * Records that use a retired value still name it: they join the table by id.
 */
export async function listLookup(db: DbOrTx, kind: keyof typeof LOOKUP_TABLES, all = false): Promise<LookupRow[]> {
  const table = sql.identifier(LOOKUP_TABLES[kind]);
  if (!RETIRABLE.has(kind)) return queryRows<Lookup>(db, sql`select l.id, ${localName('l')} as name from ${table} l order by l.id`);
  if (all) return queryRows<LookupRow>(db, sql`select ${SETTINGS_COLUMNS} from ${table} order by id`);
  return queryRows<Lookup>(db, sql`select l.id, ${localName('l')} as name from ${table} l where l.retired_at is null order by l.id`);
}

const brandSource = (all: boolean): ListSource<LookupSort> => ({
  columns: all ? SETTINGS_COLUMNS : sql`b.id, ${localName('b')} as name`,
  from: sql`from brands b`,
  base: all ? [] : [sql`b.retired_at is null`],
  search: (q) => textMatch(q, [localName('b')]),
  sorts: { id: sql`b.id`, name: sql`lower(${localName('b')})` },
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
  const rows = await queryRows<Lookup>(db, sql`select t.id, ${localName('t')} as name from schedule_types t order by t.id`);
  return rows.map((r) => ({ ...r, color: SCHEDULE_TYPE_COLORS[r.id] ?? '#757575' }));
}

export async function listWinTypes(db: DbOrTx, all = false): Promise<WinTypeRow[]> {
  if (all) return queryRows<WinTypeRow>(db, sql`select ${SETTINGS_COLUMNS}, name as label from win_types order by id`);
  return queryRows<WinType>(db, sql`select w.id, ${localName('w')} as label from win_types w where w.retired_at is null order by w.id`);
}

export async function listContactSubscriptions(db: DbOrTx): Promise<ContactSubscription[]> {
  const rows = await queryRows<{ id: number; name: string; type: string }>(
    db,
    sql`select st.id, ${localName('st')} as name, st.type from contact_subscription_types st order by st.id`,
  );
  return rows.filter((r): r is ContactSubscription => (NEWSLETTER_TYPES as readonly string[]).includes(r.type));
}

export const listProvinces = (): ProvinceOption[] =>
  PROVINCES.map((p) => ({ id: p.id, code: p.code, name: provinceName(p, readingLanguage()) }));
