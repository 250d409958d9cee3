import { en, OBJECTIVE_CSV_FILE, type ObjectiveRow, type ObjectiveSort, type Paged } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { monthNameOf, toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, type ListRequest } from '../../lib/list-query.js';
import { intArray } from '../../lib/sql-array.js';
import { countsFor, percentOf } from './counts.js';
import { objectiveSource, toObjectiveRow, type ObjectiveDbRow } from './objective-source.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import type { Viewer } from '../../lib/viewer.js';

/** The parsed filter settings (spec 2: regions, users, stores, status, dates, brand, month, year). */
export type ObjectiveFilterInput = {
  regions?: number[];
  users?: number[];
  stores?: number[];
  status: string;
  fromDate?: string;
  toDate?: string;
  brandID?: number;
  input_month?: number;
  input_year?: number;
  startDate?: string;
};
export type ObjectiveListInput = ObjectiveFilterInput & ListRequest & { showCounts?: number };

/**
 * Conditions on the objective `o`. The store-level settings (regions, users, stores, status and the
 * viewer's area) must hold for one and the same store result. An objective not assigned to any store
 * yet is kept by the default region filter alone, so a new objective never vanishes from the list.
 */
export function objectiveFilters(f: ObjectiveFilterInput, viewer: Viewer): SQL[] {
  const area = storeAreaCondition(viewer.user, sql`fs.territory_id`);
  const status = Number(f.status);
  const store: SQL[] = [
    ...(f.regions?.length
      ? [
          sql`fs.territory_id in (select ft.id from territories ft join districts fd on fd.id = ft.district_id where fd.region_id = any(${intArray(f.regions)}))`,
        ]
      : []),
    ...(f.users?.length
      ? [sql`fs.territory_id in (select ft.id from territories ft where ft.manager_id = any(${intArray(f.users)}))`]
      : []),
    ...(f.stores?.length ? [sql`fso.store_id = any(${intArray(f.stores)})`] : []),
    ...(status ? [sql`fso.status_id = ${status}`] : []),
    ...(area ? [area] : []),
  ];
  const onlyRegions = f.regions?.length && store.length === 1;
  const conditions: SQL[] = [];
  if (store.length > 0) {
    const assigned = sql`exists (select 1 from store_objectives fso join stores fs on fs.id = fso.store_id
                                  where fso.objective_id = o.id and ${sql.join(store, sql` and `)})`;
    conditions.push(
      onlyRegions ? sql`(${assigned} or not exists (select 1 from store_objectives nso where nso.objective_id = o.id))` : assigned,
    );
  }
  if (f.fromDate) conditions.push(sql`o.end_date >= ${f.fromDate}::date`);
  if (f.toDate) conditions.push(sql`o.start_date <= ${f.toDate}::date`);
  if (f.brandID) conditions.push(sql`o.brand_id = ${f.brandID}`);
  if (f.input_month) conditions.push(sql`extract(month from o.start_date) = ${f.input_month}`);
  if (f.input_year) conditions.push(sql`extract(year from o.start_date) = ${f.input_year}`);
  if (f.startDate) conditions.push(sql`o.start_date = date_trunc('month', ${f.startDate}::date)::date`);
  return conditions;
}

/** GET /objective and POST /objective/filter: one page query, one count, one grouped counts query. */
export async function listObjectives(db: DbOrTx, query: ObjectiveListInput, viewer: Viewer): Promise<Paged<ObjectiveRow>> {
  const { rows, meta } = await runList<ObjectiveDbRow, ObjectiveSort>(db, objectiveSource(viewer), query, objectiveFilters(query, viewer));
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
    viewer,
  );
  return {
    data: rows.map((r) => {
      const c = counts.get(r.id)!;
      return toObjectiveRow(r, c, percentOf(c), query.showCounts === 1);
    }),
    meta,
  };
}

const C = en.objectives.columns;

/** objectives.csv: every matching objective with its percent and counts. */
export async function objectivesCsv(db: DbOrTx, query: ObjectiveListInput, viewer: Viewer): Promise<CsvFile> {
  const rows = await runListAll<ObjectiveDbRow, ObjectiveSort>(db, objectiveSource(viewer), query, objectiveFilters(query, viewer));
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
    viewer,
  );
  const data = rows.map((r) => ({ r, c: counts.get(r.id)! }));
  const body = toCsv<(typeof data)[number]>(
    [
      { header: 'ID', value: (x) => x.r.id },
      { header: C.title, value: (x) => x.r.title },
      { header: C.type, value: (x) => x.r.type_name },
      { header: 'BRAND', value: (x) => x.r.brand_name },
      { header: 'PRIORITY', value: (x) => x.r.priority },
      { header: C.month, value: (x) => monthNameOf(x.r.start_date) },
      { header: C.year, value: (x) => x.r.year },
      { header: C.dueDate, value: (x) => x.r.due_date },
      { header: C.expiryOn, value: (x) => x.r.expiry_date },
      { header: C.status, value: (x) => `${percentOf(x.c)}%` },
      { header: 'COMPLETED', value: (x) => x.c.completed },
      { header: 'OVERDUE', value: (x) => x.c.overdue },
      { header: 'INCOMPLETE', value: (x) => x.c.incomplete },
      { header: 'TOTAL', value: (x) => x.c.total },
    ],
    data,
  );
  return { fileName: OBJECTIVE_CSV_FILE, body };
}
