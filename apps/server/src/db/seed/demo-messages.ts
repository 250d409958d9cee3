import { ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { intArray } from '../../lib/sql-array.js';
import { queryRows, type DbOrTx } from '../client.js';

/** The demo accounts of demo.ts (which calls this file, so it cannot be imported from here). */
const ADMIN = 'admin@example.com';
const FSR = 'fsr@example.com';

const DAY_MS = 24 * 3_600_000;

/**
 * A few messages from the admin (DESIGN §4), so the top bar's messages have something to show:
 * one to every rep (a batch, read by the demo rep), one to the demo rep alone (unread).
 */
export async function seedDemoMessages(db: DbOrTx, now = new Date()): Promise<void> {
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${ADMIN}`);
  const [rep] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${FSR}`);
  if (!admin || !rep) return;
  const reps = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = ${ROLE.fieldSalesRep} and deleted_at is null order by id`,
  );
  const sentAt = new Date(now.getTime() - 6 * DAY_MS);
  const batch = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`insert into messages (sender_id, user_id, subject, body, created_at)
        select ${admin.id}, u, 'Spring reset starts Monday',
               ${'The spring reset plan-o-grams are in the playbooks. Please finish the seasonal aisle by Friday and post a photo as a win.'},
               ${sentAt.toISOString()}::timestamptz
          from unnest(${intArray(reps.map((r) => r.id))}) as u
        returning id, user_id`,
  );
  if (batch.length > 0) {
    const batchId = Math.min(...batch.map((m) => m.id));
    await db.execute(sql`update messages set batch_id = ${batchId} where id = any(${intArray(batch.map((m) => m.id))})`);
    await db.execute(sql`update messages set read_at = ${new Date(sentAt.getTime() + DAY_MS).toISOString()}::timestamptz
                          where batch_id = ${batchId} and user_id = ${rep.id}`);
  }
  const [single] = await queryRows<{ id: number }>(
    db,
    sql`insert into messages (sender_id, user_id, subject, body, created_at)
        values (${admin.id}, ${rep.id}, 'Store visit on Thursday',
                ${'I will join you at your first store on Thursday morning. Bring the open objectives list, please.'},
                ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz)
        returning id`,
  );
  await db.execute(sql`update messages set batch_id = ${single.id} where id = ${single.id}`);
}
