import { dateIn, ROLE } from '@fieldops/contract';
import { addMonths, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import { intArray } from '../../lib/sql-array.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { storeDemoFiles } from './demo-files.js';
import { demoPdf } from './demo-images.js';

/** One playbook a month over the demo objectives' months (five back to next month): null = every store. */
const PLAN: { offset: number; title: string; regions: number[] | null }[] = [
  { offset: -5, title: 'Spring Reset Playbook', regions: null },
  { offset: -4, title: 'Ontario Paint Event', regions: [2] },
  { offset: -3, title: 'Garden Centre Launch', regions: null },
  { offset: -2, title: 'Quebec and Atlantic Flyer', regions: [7, 11] },
  { offset: -1, title: 'Back to School Displays', regions: null },
  { offset: 0, title: 'Toronto End-cap Guide', regions: [2, 15] },
  { offset: 1, title: 'Western Holiday Playbook', regions: [12, 13, 14] },
];

/**
 * The demo playbooks: a real one-page PDF each (upload type `pdf`), shown to every store or to
 * the stores of some regions, with a few views by the reps of their stores.
 */
export async function seedDemoPlaybooks(db: DbOrTx, storage: FileStorage, options: { timeZone: string; now?: Date }): Promise<void> {
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where role = ${ROLE.admin} order by id limit 1`);
  if (!admin) return;
  const thisMonth = parseISO(`${dateIn(options.timeZone, options.now ?? new Date()).slice(0, 8)}01`);
  const fileIds = await storeDemoFiles(
    db,
    storage,
    PLAN.map((p) => ({
      bytes: demoPdf(p.title),
      name: `${p.title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
      contentType: 'application/pdf',
      uploadType: 'pdf',
      uploadedBy: admin.id,
    })),
  );
  for (const [i, plan] of PLAN.entries()) {
    const date = format(addMonths(thisMonth, plan.offset), 'yyyy-MM-dd');
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`insert into playbooks (name, description, date, user_id)
          values (${plan.title}, ${`${plan.title}: what to set up in the stores this month.`}, ${date}::date, ${admin.id})
          returning id`,
    );
    await db.execute(
      sql`insert into content_files (file_id, record_type, record_id, position) values (${fileIds[i]}, 'playbooks', ${id}, 0)`,
    );
    const regionFilter = plan.regions ? sql`and d.region_id = any(${intArray(plan.regions)})` : sql``;
    await db.execute(
      sql`insert into playbook_stores (playbook_id, store_id)
          select ${id}, s.id from stores s join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
           where s.deleted_at is null ${regionFilter}`,
    );
    // A few of its stores' reps opened it in the first days of its month, one view per user and day (past months
    // only, so nobody has opened this month's today).
    const viewers = await queryRows<{ user_id: number }>(
      db,
      sql`select distinct u.id as user_id from playbook_stores ps join stores s on s.id = ps.store_id
            join users u on u.role = ${ROLE.fieldSalesRep} and u.area_id = s.territory_id
           where ps.playbook_id = ${id} order by u.id limit ${3 + i}`,
    );
    if (plan.offset >= 0 || viewers.length === 0) continue;
    await db.execute(
      sql`insert into content_views (record_type, record_id, user_id, day)
          select 'playbooks', ${id}, v, ${date}::date + (v % 3) from unnest(${intArray(viewers.map((v) => v.user_id))}) as v`,
    );
    await db.execute(sql`update playbooks set view_count = ${viewers.length} where id = ${id}`);
  }
}
