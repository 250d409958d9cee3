import { en } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import { notifyUsers } from '../notifications/service.js';

const M = en.objectives;

/**
 * Makes `storeIds` the stores of an objective, inside the caller's transaction: stores no longer
 * named lose their result; each newly named (active) store gets one result in status 1 and its
 * rep a notification; results of stores that stay are not touched at all (never rewritten), so a
 * rep completing one of them at the same time loses nothing. Answers the storage keys of the
 * photos of dropped results, to delete once the transaction has committed.
 */
export async function assignStores(tx: DbOrTx, objective: { id: number; title: string }, storeIds: number[]): Promise<string[]> {
  const ids = intArray([...new Set(storeIds)]);
  // The photos of a dropped result belong to it alone: their records go now, their bytes after commit.
  const dropped = await queryRows<{ key: string }>(
    tx,
    sql`delete from files where id in (
          select sof.file_id from store_objective_files sof join store_objectives so on so.id = sof.store_objective_id
           where so.objective_id = ${objective.id} and not (so.store_id = any(${ids})))
        returning key`,
  );
  await tx.execute(sql`delete from store_objectives where objective_id = ${objective.id} and not (store_id = any(${ids}))`);
  const added = await queryRows<{ store_id: number }>(
    tx,
    sql`insert into store_objectives (objective_id, store_id)
        select ${objective.id}, s.id from stores s where s.id = any(${ids}) and s.deleted_at is null order by s.id
        on conflict (objective_id, store_id) do nothing
        returning store_id`,
  );
  const keys = dropped.map((d) => d.key);
  if (added.length === 0) return keys;
  const reps = await queryRows<{ manager_id: number }>(
    tx,
    sql`select distinct t.manager_id from stores s join territories t on t.id = s.territory_id
         where s.id = any(${intArray(added.map((a) => a.store_id))}) and t.manager_id is not null`,
  );
  await notifyUsers(
    tx,
    reps.map((r) => r.manager_id),
    { subject: M.assignedSubject, message: M.assignedMessage.replace('{{title}}', objective.title), link: `/objective/${objective.id}` },
  );
  return keys;
}
