import { en, ROLE, type MessageSend } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';

const M = en.inbox;

/**
 * Who a message goes to (DESIGN §4): one user, everyone of a role, or everyone whose area lies in
 * a region (its manager, the supervisors of its districts, the reps of their territories) or a
 * district (its supervisors and reps). Deleted users and the sender are left out. An id that names
 * nothing is refused with the field's message.
 */
export async function messageRecipients(tx: DbOrTx, input: MessageSend, senderId: number): Promise<number[]> {
  const live = sql`u.deleted_at is null and u.id <> ${senderId}`;
  let who: SQL;
  switch (input.to) {
    case 'user':
      await mustExist(tx, sql`select 1 from users u where u.id = ${input.userID} and u.deleted_at is null`, 'userID');
      who = sql`u.id = ${input.userID}`;
      break;
    case 'role':
      who = sql`u.role = ${input.role}`;
      break;
    case 'region':
      await mustExist(tx, sql`select 1 from regions where id = ${input.regionID}`, 'regionID');
      who = sql`(u.role = ${ROLE.regionalManager} and u.area_id = ${input.regionID})
             or (u.role = ${ROLE.districtSupervisor} and u.area_id in (select d.id from districts d where d.region_id = ${input.regionID}))
             or (u.role = ${ROLE.fieldSalesRep} and u.area_id in (select t.id from territories t join districts d on d.id = t.district_id
                                                                  where d.region_id = ${input.regionID} and t.deleted_at is null))`;
      break;
    case 'district':
      await mustExist(tx, sql`select 1 from districts where id = ${input.districtID}`, 'districtID');
      who = sql`(u.role = ${ROLE.districtSupervisor} and u.area_id = ${input.districtID})
             or (u.role = ${ROLE.fieldSalesRep} and u.area_id in (select t.id from territories t
                                                                  where t.district_id = ${input.districtID} and t.deleted_at is null))`;
      break;
  }
  const rows = await queryRows<{ id: number }>(tx, sql`select u.id from users u where ${live} and (${who}) order by u.id`);
  if (rows.length === 0) throw invalid(M.noRecipients, { [input.to === 'user' ? 'userID' : input.to]: [M.noRecipients] });
  return rows.map((r) => r.id);
}

async function mustExist(tx: DbOrTx, query: SQL, field: string): Promise<void> {
  const rows = await queryRows(tx, query);
  if (rows.length === 0) throw invalid(M.recipientNotFound, { [field]: [M.recipientNotFound] });
}
