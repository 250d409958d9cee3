import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';
import { intArray } from './sql-array.js';

/** The content tables that count their views (spec 3 §9). */
export type ViewedRecordType = 'playbooks' | 'weekly_goods' | 'newsletters';

/**
 * Counts one view of a record by a user, at most one per user and day (the organisation's day,
 * `today` as YYYY-MM-DD), and answers the record's view count after it. The row in
 * `content_views` and the counter move in one statement, so two opens at once count once.
 */
export async function countView(
  db: DbOrTx,
  recordType: ViewedRecordType,
  recordId: number,
  userId: number,
  today: string,
): Promise<number> {
  const table = sql.identifier(recordType);
  const [row] = await queryRows<{ view_count: number }>(
    db,
    sql`with seen as (
          insert into content_views (record_type, record_id, user_id, day)
          values (${recordType}, ${recordId}, ${userId}, ${today})
          on conflict do nothing
          returning 1)
        update ${table} set view_count = view_count + (select count(*)::int from seen)
         where id = ${recordId}
        returning view_count`,
  );
  return row?.view_count ?? 0;
}

/** Removes the view rows of deleted records (they have no foreign key to point at them). */
export async function deleteViews(db: DbOrTx, recordType: ViewedRecordType, recordIds: number[]): Promise<void> {
  await db.execute(sql`delete from content_views where record_type = ${recordType} and record_id = any(${intArray(recordIds)})`);
}
