import { en, interpolate, OBJECTIVE_STATUS } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { intArray } from '../../lib/sql-array.js';
import { noticeNewStores, removeStrandedObjectiveNotices } from './objective-notices.js';

const M = en.objectives;

/** How many stores a refusal names before it counts the rest. */
const NAMED_STORES = 5;

/**
 * A result nobody has worked on: still Incomplete, with no comment, reason, estimated date or
 * reopen (an approver's note), and no answers or photos. Taking its store off loses nothing.
 */
const untouched = (so: SQL): SQL =>
  sql`${so}.status_id = ${OBJECTIVE_STATUS.incomplete} and nullif(btrim(${so}.comments), '') is null
      and ${so}.incomplete_reason_id is null and ${so}.estimated_completion_date is null and ${so}.reopened_at is null
      and not exists (select 1 from store_objective_answers a where a.store_objective_id = ${so}.id)
      and not exists (select 1 from store_objective_files f where f.store_objective_id = ${so}.id)`;

/**
 * Refuses (409) to take stores off while any of their results has been worked on, unless
 * `confirmed`: that work (status, comments, answers, photos) would be lost for good. The results
 * are locked first, so one a rep saves meanwhile is judged as saved.
 */
async function checkDroppedResults(tx: DbOrTx, objectiveId: number, ids: SQL, confirmed: boolean): Promise<void> {
  const locked = await queryRows<{ id: number }>(
    tx,
    sql`select id from store_objectives where objective_id = ${objectiveId} and not (store_id = any(${ids})) order by id for update`,
  );
  if (locked.length === 0 || confirmed) return;
  const worked = await queryRows<{ name: string }>(
    tx,
    sql`select s.name from store_objectives so join stores s on s.id = so.store_id
         where so.id = any(${intArray(locked.map((r) => r.id))}) and not (${untouched(sql`so`)})
         order by s.name, s.id`,
  );
  if (worked.length === 0) return;
  const names = worked.map((w) => `'${w.name}'`);
  const message =
    names.length > NAMED_STORES
      ? interpolate(M.removeResultsMore, { stores: names.slice(0, NAMED_STORES).join(', '), count: names.length - NAMED_STORES })
      : interpolate(M.removeResults, { stores: names.join(', ') });
  throw conflict(message, { confirmRemoveResults: [message] });
}

/**
 * Makes `storeIds` the stores of an objective, inside the caller's transaction: stores no longer
 * named lose their result (one someone has worked on only when `confirmRemoveResults`, 409
 * otherwise); each newly named (active) store gets one result in status 1, and its rep a
 * notification naming it (objective-notices.ts), and a rep left with none of its stores loses its
 * notices; results of stores that stay are not touched at
 * all (never rewritten), so a rep completing one of them at the same time loses nothing. Answers
 * the storage keys of the photos of dropped results, to delete once the transaction has committed.
 */
export async function assignStores(
  tx: DbOrTx,
  objective: { id: number; title: string },
  storeIds: number[],
  confirmRemoveResults: boolean,
): Promise<string[]> {
  const ids = intArray([...new Set(storeIds)]);
  await checkDroppedResults(tx, objective.id, ids, confirmRemoveResults);
  // The photos of a dropped result belong to it alone: their records go now, their bytes after commit.
  const dropped = await queryRows<{ key: string }>(
    tx,
    sql`delete from files where id in (
          select sof.file_id from store_objective_files sof join store_objectives so on so.id = sof.store_objective_id
           where so.objective_id = ${objective.id} and not (so.store_id = any(${ids})))
        returning key`,
  );
  const removed = await queryRows<{ store_id: number }>(
    tx,
    sql`delete from store_objectives where objective_id = ${objective.id} and not (store_id = any(${ids})) returning store_id`,
  );
  if (removed.length > 0) await removeStrandedObjectiveNotices(tx, [objective.id]);
  const added = await queryRows<{ store_id: number }>(
    tx,
    sql`insert into store_objectives (objective_id, store_id)
        select ${objective.id}, s.id from stores s where s.id = any(${ids}) and s.deleted_at is null order by s.id
        on conflict (objective_id, store_id) do nothing
        returning store_id`,
  );
  await noticeNewStores(
    tx,
    objective,
    added.map((a) => a.store_id),
  );
  return dropped.map((d) => d.key);
}
