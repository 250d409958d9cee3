import { COMPLETED_STATUSES, OBJECTIVE_STATUS, objectivePercent, type ObjectiveCounts } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import type { Viewer } from '../../lib/viewer.js';

export const emptyCounts = (): ObjectiveCounts => ({
  complete_nocomment: 0,
  complete_comment: 0,
  completed: 0,
  overdue: 0,
  incomplete: 0,
  total: 0,
});

/**
 * Store-result counts of several objectives in ONE grouped query (DESIGN §4):
 * completed = statuses 2 and 3, split by whether the comments are non-empty; overdue = still
 * status 1 (Incomplete) after the due date, judged on the organisation's today; incomplete = the
 * rest, which includes status 4 (Not Completed: closed, so never overdue). Only the stores of the
 * viewer's area count.
 */
export async function countsFor(db: DbOrTx, ids: number[], viewer: Viewer): Promise<Map<number, ObjectiveCounts>> {
  const result = new Map<number, ObjectiveCounts>(ids.map((id) => [id, emptyCounts()]));
  if (ids.length === 0) return result;
  const area = storeAreaCondition(viewer.user, sql`s.territory_id`);
  const isCompleted = sql`so.status_id = any(${intArray(COMPLETED_STATUSES)})`;
  const rows = await queryRows<{ id: number; complete_comment: number; complete_nocomment: number; overdue: number; total: number }>(
    db,
    sql`select so.objective_id as id,
               count(*) filter (where ${isCompleted} and coalesce(btrim(so.comments), '') <> '')::int as complete_comment,
               count(*) filter (where ${isCompleted} and coalesce(btrim(so.comments), '') = '')::int as complete_nocomment,
               count(*) filter (where so.status_id = ${OBJECTIVE_STATUS.incomplete} and o.due_date < ${viewer.today}::date)::int as overdue,
               count(*)::int as total
          from store_objectives so
          join objectives o on o.id = so.objective_id
          ${area ? sql`join stores s on s.id = so.store_id` : sql``}
         where so.objective_id = any(${intArray(ids)}) ${area ? sql`and ${area}` : sql``}
         group by so.objective_id`,
  );
  for (const r of rows) {
    const completed = r.complete_comment + r.complete_nocomment;
    result.set(r.id, {
      complete_comment: r.complete_comment,
      complete_nocomment: r.complete_nocomment,
      completed,
      overdue: r.overdue,
      incomplete: r.total - completed - r.overdue,
      total: r.total,
    });
  }
  return result;
}

export const percentOf = (counts: ObjectiveCounts): number => objectivePercent(counts);
