import {
  ALL_STATUSES,
  en,
  STORE_OBJECTIVE_CSV_FILE,
  type Paged,
  type StoreObjective,
  type StoreObjectiveListQuery,
  type StoreObjectiveSort,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, whereClause } from '../../lib/list-query.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import type { Viewer } from '../../lib/viewer.js';
import { hasGalleryPhotoSql, resultCountFrom, resultSource, toResult, type ResultRow } from './result-source.js';
import { resultCsvColumns } from './summary-csv.js';
import { localName } from '../../lib/reading-language.js';

const M = en.objectives;

type StatusFilters = { objectiveID?: number; regionID?: number; startDate?: string; showGallery?: number };

/** Status 0 = All; the objective, region and month filters; with photos only, own or the form's (gallery); only the stores of the viewer's area. */
function resultFilters(status: number, q: StatusFilters, viewer: Viewer): SQL[] {
  const area = storeAreaCondition(viewer.user, sql`s.territory_id`);
  return [
    ...(status !== ALL_STATUSES ? [sql`so.status_id = ${status}`] : []),
    ...(q.objectiveID ? [sql`so.objective_id = ${q.objectiveID}`] : []),
    ...(q.regionID ? [sql`d.region_id = ${q.regionID}`] : []),
    ...(q.startDate ? [sql`o.start_date = date_trunc('month', ${q.startDate}::date)::date`] : []),
    ...(q.showGallery === 1 ? [hasGalleryPhotoSql] : []),
    ...(area ? [area] : []),
  ];
}

/** GET /store_objective/status/{status}/list: a page of store results. */
export async function listResults(
  db: DbOrTx,
  status: number,
  query: StoreObjectiveListQuery,
  viewer: Viewer,
): Promise<Paged<StoreObjective>> {
  const { rows, meta } = await runList<ResultRow, StoreObjectiveSort>(db, resultSource, query, resultFilters(status, query, viewer));
  return { data: rows.map(toResult), meta };
}

/** The same list, every row, as store-objectives.csv. */
export async function resultsCsv(db: DbOrTx, status: number, query: StoreObjectiveListQuery, viewer: Viewer): Promise<CsvFile> {
  const rows = await runListAll<ResultRow, StoreObjectiveSort>(db, resultSource, query, resultFilters(status, query, viewer));
  return { fileName: STORE_OBJECTIVE_CSV_FILE, body: toCsv(resultCsvColumns(true), rows.map(toResult)) };
}

/** GET /store_objective/status/{status}: the status ('All' for 0, 'No found' for an unknown id) and its count. */
export async function statusInfo(db: DbOrTx, status: number, query: StatusFilters, viewer: Viewer) {
  if (status !== ALL_STATUSES) {
    const [known] = await queryRows<{ id: number; name: string }>(
      db,
      sql`select st.id, ${localName('st')} as name from objective_statuses st where st.id = ${status}`,
    );
    if (!known) return { status: { id: status, name: M.statusNotFound }, count: 0 };
  }
  const [row] = await queryRows<{ name: string | null; count: number }>(
    db,
    sql`select (select ${localName('st')} from objective_statuses st where st.id = ${status}) as name, count(*)::int as count
          ${resultCountFrom} ${whereClause(resultFilters(status, query, viewer))}`,
  );
  return { status: { id: status, name: row.name ?? M.statusAll }, count: row.count };
}
