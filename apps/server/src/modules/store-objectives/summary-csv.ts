import { en, objectiveSummaryCsvFile, type StoreObjective } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { toCsv, type CsvColumn, type CsvFile } from '../../lib/csv.js';
import { whereClause } from '../../lib/list-query.js';
import { objectiveAreaCondition, storeAreaCondition } from '../../lib/area-scope.js';
import type { Viewer } from '../../lib/viewer.js';
import { resultColumns, resultFrom, toResult, type ResultRow } from './result-source.js';

/** Columns of a store-result line: store, number, area, rep, status label, reason, comments, dates, approver. */
export function resultCsvColumns(withObjective: boolean): CsvColumn<StoreObjective>[] {
  return [
    ...(withObjective ? [{ header: 'Objective', value: (r: StoreObjective) => r.objective.title }] : []),
    { header: 'Store', value: (r) => r.store.name },
    { header: 'Store Number', value: (r) => r.store.storeNumber },
    { header: 'Territory', value: (r) => r.store.territory.name },
    { header: 'District', value: (r) => r.store.district.name },
    { header: 'Region', value: (r) => r.store.region.name },
    { header: 'Rep', value: (r) => r.store.user?.name },
    { header: 'Status', value: (r) => r.statusLabel },
    { header: 'Reason', value: (r) => (r.incompleteReasonID ? r.statusLabel : '') },
    { header: 'Comments', value: (r) => r.comments },
    { header: 'Completed At', value: (r) => r.completedAt },
    { header: 'Approved At', value: (r) => r.approvedAt },
    { header: 'Approved By', value: (r) => r.approvedBy?.name },
  ];
}

/** An active objective the viewer sees (through their stores); 404 otherwise, as on GET /objective/{id}. */
export async function assertVisibleObjective(db: DbOrTx, id: number, viewer: Viewer): Promise<void> {
  const [objective] = await queryRows<{ id: number }>(
    db,
    sql`select o.id from objectives o ${whereClause([sql`o.id = ${id}`, sql`o.deleted_at is null`, objectiveAreaCondition(viewer.user, sql`o.id`)])}`,
  );
  if (!objective) throw notFound(en.objectives.notFound);
}

/**
 * GET /objective/{id}/CSVsummary: one line per store result of the objective, of the viewer's
 * stores only; an objective outside the viewer's area is 404, as on GET /objective/{id}.
 */
export async function objectiveSummaryCsv(db: DbOrTx, id: number, viewer: Viewer): Promise<CsvFile> {
  await assertVisibleObjective(db, id, viewer);
  const area = storeAreaCondition(viewer.user, sql`s.territory_id`);
  const rows = await queryRows<ResultRow>(
    db,
    sql`select ${resultColumns} ${resultFrom} ${whereClause([sql`so.objective_id = ${id}`, area])}
        order by lower(r.name), lower(d.name), lower(t.name), lower(s.name), so.id`,
  );
  return { fileName: objectiveSummaryCsvFile(id), body: toCsv(resultCsvColumns(false), rows.map(toResult)) };
}
