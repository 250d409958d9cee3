import type { PageMeta } from '@fieldops/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';

/**
 * One list, described once: what it selects, from where, how `q` searches and which columns
 * `sort` may name. `runList` turns `page`, `perPage`, `q` and `sort` into one SQL query for the
 * page plus one count; `runListAll` gives every matching row (CSV downloads).
 */
export interface ListSource<K extends string> {
  /** The select list, e.g. sql`s.id, s.name, t.name as territory_name`. */
  columns: SQL;
  /** `from` and joins of the page query (and of the count, unless `countFrom` is given). */
  from: SQL;
  /**
   * A lighter `from` for the count, when the conditions (base, filters, search) only name the
   * main table: counting then reads no joined table at all.
   */
  countFrom?: SQL;
  /**
   * With `countFrom`: the main table's key and the sort keys it can order by alone. A page
   * sorted on one of them is picked from the main table first (`key = any(array(…limit…))`) and only its
   * rows are joined, so deep pages and searches do not join the whole table.
   */
  deferredJoin?: { key: SQL; sorts: readonly K[] };
  /** Conditions every row must meet (e.g. not archived). */
  base?: SQL[];
  /** The condition `q` adds (already trimmed and non-empty). */
  search?: (q: string) => SQL;
  /** Sort key → expression (or expressions); the contract's list of keys names them. */
  sorts: Record<K, SQL | SQL[]>;
  defaultSort: K | `-${K}`;
  /** Unique last sort key, so pages never overlap. */
  tiebreak: SQL;
}

export interface ListRequest {
  page: number;
  perPage: number;
  q?: string;
  sort?: string;
}

export function whereClause(conditions: (SQL | undefined | false)[]): SQL {
  const kept = conditions.filter((c): c is SQL => Boolean(c));
  return kept.length ? sql`where ${sql.join(kept, sql` and `)}` : sql``;
}

/** `order by` for `name` / `-name`; an unknown key falls back to the default (the schema refuses it first). */
export function orderClause<K extends string>(source: ListSource<K>, sort?: string): SQL {
  const wanted = sort || source.defaultSort;
  const desc = wanted.startsWith('-');
  const key = (desc ? wanted.slice(1) : wanted) as K;
  const chosen = source.sorts[key] ?? source.sorts[source.defaultSort.replace(/^-/, '') as K];
  const direction = desc ? sql`desc` : sql`asc`;
  const terms = (Array.isArray(chosen) ? chosen : [chosen]).map((e) => sql`${e} ${direction}`);
  return sql`order by ${sql.join(terms, sql`, `)}, ${source.tiebreak} asc`;
}

/**
 * Whether any of `columns` holds `q` (or starts with it: `prefix`), letter case and accents aside:
 * 'chloe' finds 'Chloé' (the SQL function `fold`, migration 0018, folds both sides alike).
 */
export function textMatch(q: string, columns: SQLWrapper[], mode: 'contains' | 'prefix' = 'contains'): SQL {
  const pattern = sql`fold(${likePattern(q, mode)})`;
  return sql`(${sql.join(
    columns.map((column) => sql`fold(${column}) like ${pattern}`),
    sql` or `,
  )})`;
}

/** `%text%` (or `text%`) for LIKE, with LIKE's own wildcards escaped. */
export function likePattern(text: string, mode: 'contains' | 'prefix' = 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

function conditionsOf<K extends string>(source: ListSource<K>, q: string | undefined, filters: (SQL | undefined | false)[]) {
  const text = q?.trim();
  return whereClause([...(source.base ?? []), ...filters, text && source.search ? source.search(text) : undefined]);
}

export async function runList<Row, K extends string>(
  db: DbOrTx,
  source: ListSource<K>,
  request: ListRequest,
  filters: (SQL | undefined | false)[] = [],
): Promise<{ rows: Row[]; meta: PageMeta }> {
  const where = conditionsOf(source, request.q, filters);
  const offset = (request.page - 1) * request.perPage;
  const order = orderClause(source, request.sort);
  const sortKey = (request.sort || source.defaultSort).replace(/^-/, '') as K;
  const deferred = source.countFrom && source.deferredJoin?.sorts.includes(sortKey) ? source.deferredJoin : undefined;
  const page = deferred
    ? sql`select ${source.columns} ${source.from}
           where ${deferred.key} = any(array(select ${deferred.key} ${source.countFrom} ${where} ${order} limit ${request.perPage} offset ${offset}))
           ${order}`
    : sql`select ${source.columns} ${source.from} ${where} ${order} limit ${request.perPage} offset ${offset}`;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(db, page),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${source.countFrom ?? source.from} ${where}`),
  ]);
  return { rows, meta: { page: request.page, perPage: request.perPage, total: count?.total ?? 0 } };
}

/** Every row matching `q` and the filters, in the requested order (for CSV downloads). */
export async function runListAll<Row, K extends string>(
  db: DbOrTx,
  source: ListSource<K>,
  request: Pick<ListRequest, 'q' | 'sort'>,
  filters: (SQL | undefined | false)[] = [],
): Promise<Row[]> {
  const where = conditionsOf(source, request.q, filters);
  return queryRows<Row>(db, sql`select ${source.columns} ${source.from} ${where} ${orderClause(source, request.sort)}`);
}
