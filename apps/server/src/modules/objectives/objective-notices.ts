import { en, interpolate, ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import { notifyEach, removeNotifications, removeNotificationsLinkedTo } from '../notifications/service.js';

const M = en.objectives;

/** How many stores a notice names before it counts the rest. */
const NAMED_STORES = 5;

/** Where an objective's notices lead. */
const objectiveLink = (objectiveId: number) => `/objective/${objectiveId}`;

/**
 * The notice's text: the objective and the stores. Counting "1 more" would be no shorter than
 * naming it, so the rest is counted only from two stores on.
 */
function assignedText(title: string, names: string[]): string {
  if (names.length <= NAMED_STORES + 1) return interpolate(M.assignedStores, { title, stores: names.join(', ') });
  return interpolate(M.assignedStoresMore, {
    title,
    stores: names.slice(0, NAMED_STORES).join(', '),
    count: names.length - NAMED_STORES,
  });
}

/**
 * Tells the rep of each territory that gets some of `storeIds` (the stores an objective has just
 * been given, in the caller's transaction) which of their stores it now covers: one notice per
 * rep and save, naming only the new stores. A rep none of whose stores are new hears nothing.
 * Stored in English, each reader reads it in their language (notifications/service.ts).
 */
export async function noticeNewStores(tx: DbOrTx, objective: { id: number; title: string }, storeIds: number[]): Promise<void> {
  if (storeIds.length === 0) return;
  const reps = await queryRows<{ rep_id: number; names: string[] }>(
    tx,
    sql`select t.manager_id as rep_id, json_agg(s.name order by s.name, s.id) as names
          from stores s
          join territories t on t.id = s.territory_id
          join users u on u.id = t.manager_id and u.deleted_at is null
         where s.id = any(${intArray(storeIds)})
         group by t.manager_id
         order by t.manager_id`,
  );
  await notifyEach(
    tx,
    reps.map((r) => ({
      userId: r.rep_id,
      subject: M.assignedSubject,
      message: assignedText(objective.title, r.names),
      link: objectiveLink(objective.id),
    })),
  );
}

/**
 * Deletes the notices of a deleted (or archived) objective, read or not: they can only lead to
 * "not found" now, and an unread one would keep the bell's badge up for work that no longer exists.
 */
export async function removeObjectiveNotices(tx: DbOrTx, objectiveId: number): Promise<void> {
  await removeNotificationsLinkedTo(tx, objectiveLink(objectiveId));
}

/**
 * Deletes the notices of these objectives held by reps who no longer see the objective: no store
 * of it is left in their territory (a store taken off the objective, or moved to another
 * territory). They would lead the rep to "not found"; the other reps keep theirs.
 */
export async function removeStrandedObjectiveNotices(tx: DbOrTx, objectiveIds: number[]): Promise<void> {
  if (objectiveIds.length === 0) return;
  await removeNotifications(
    tx,
    sql`n.link in (select '/objective/' || o from unnest(${intArray(objectiveIds)}) o)
        and exists (select 1 from users u where u.id = n.user_id and u.role = ${ROLE.fieldSalesRep}
                     and not exists (select 1 from store_objectives so join stores s on s.id = so.store_id
                                      where n.link = '/objective/' || so.objective_id and s.territory_id = u.area_id))`,
  );
}
