import { en, ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { intArray } from '../../lib/sql-array.js';
import { notifyUsers } from '../notifications/service.js';

const M = en.playbooks;

/**
 * The stores a playbook is saved with (spec 3 §5). Named stores must all be active stores, else
 * 422. None named means every active store of a known region (its territory, district and region
 * exist), written out as the explicit list: a store opened later does not silently join a
 * playbook published before it.
 */
export async function resolveStores(tx: DbOrTx, storeIds: number[]): Promise<number[]> {
  if (storeIds.length === 0) {
    const all = await queryRows<{ id: number }>(
      tx,
      sql`select s.id from stores s join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
            join regions r on r.id = d.region_id
           where s.deleted_at is null order by s.id`,
    );
    return all.map((s) => s.id);
  }
  const wanted = [...new Set(storeIds)];
  const [{ found }] = await queryRows<{ found: number }>(
    tx,
    sql`select count(*)::int as found from stores where id = any(${intArray(wanted)}) and deleted_at is null`,
  );
  if (found !== wanted.length) throw invalid(M.validation.unknownStores, { stores: [M.validation.unknownStores] });
  return wanted;
}

/**
 * Makes `storeIds` the stores of a playbook and answers those newly added (all of them on create).
 * Stores that stay keep their rows.
 */
export async function setPlaybookStores(tx: DbOrTx, playbookId: number, storeIds: number[]): Promise<number[]> {
  const ids = intArray(storeIds);
  await tx.execute(sql`delete from playbook_stores where playbook_id = ${playbookId} and not (store_id = any(${ids}))`);
  const added = await queryRows<{ store_id: number }>(
    tx,
    sql`insert into playbook_stores (playbook_id, store_id)
        select ${playbookId}, unnest(${ids})
        on conflict do nothing
        returning store_id`,
  );
  return added.map((a) => a.store_id);
}

/**
 * Publishing: the people of the stores just added — the reps of their territories, the
 * supervisors of their districts, the regional managers of their regions — are told, in the
 * caller's transaction (DESIGN §4, notifications on new content).
 */
export async function notifyPublished(tx: DbOrTx, playbook: { name: string }, storeIds: number[]): Promise<void> {
  if (storeIds.length === 0) return;
  const users = await queryRows<{ id: number }>(
    tx,
    sql`with areas as (
          select s.territory_id, t.district_id, d.region_id
            from stores s join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
           where s.id = any(${intArray(storeIds)}))
        select u.id from users u
         where u.deleted_at is null
           and ((u.role = ${ROLE.fieldSalesRep} and u.area_id in (select territory_id from areas))
             or (u.role = ${ROLE.districtSupervisor} and u.area_id in (select district_id from areas))
             or (u.role = ${ROLE.regionalManager} and u.area_id in (select region_id from areas)))
         order by u.id`,
  );
  await notifyUsers(
    tx,
    users.map((u) => u.id),
    { subject: M.published.subject, message: M.published.message.replace('{{name}}', playbook.name), link: '/playbooks' },
  );
}
