import { dateIn, ROLE, type NewsletterType } from '@fieldops/contract';
import { addMonths, addWeeks, format, parseISO, startOfWeek } from 'date-fns';
import { sql } from 'drizzle-orm';
import { intArray } from '../../lib/sql-array.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { storeDemoFiles } from './demo-files.js';
import { demoPdf } from './demo-images.js';

const WEEKLY_GOODS = [
  'Deck Stain Deals',
  'Power Tool Savings',
  'Paint Sundries Push',
  'Lawn Care Specials',
  'Lighting Clearance',
  'Storage Solutions',
  'Weather Stripping Week',
  'Smart Home Bundle',
];

const NEWSLETTERS: Record<NewsletterType, string[]> = {
  win: ['Store Wins Roundup', 'Top Displays of the Month', 'Field Team Wins'],
  weekly_good: ['Weekly Good Highlights', 'Best Sellers Recap', 'Promotions Digest'],
  e_learning: ['E-learning: Paint Basics', 'E-learning: Merchandising 101', 'E-learning: Safety First'],
};

interface DemoRecord {
  table: 'weekly_goods' | 'newsletters';
  name: string;
  date: string;
  type?: NewsletterType;
}

const fileName = (title: string) => `${title.toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '')}.pdf`;

/**
 * The demo weekly goods (one a week, the last eight weeks) and newsletter records (each type,
 * every month from five months back to this one), each with a real one-page PDF (upload type
 * `pdf`), and a few views by reps on the days after their date (past records only).
 */
export async function seedDemoNewsletters(db: DbOrTx, storage: FileStorage, options: { timeZone: string; now?: Date }): Promise<void> {
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where role = ${ROLE.admin} order by id limit 1`);
  if (!admin) return;
  const today = parseISO(dateIn(options.timeZone, options.now ?? new Date()));
  const thisMonth = parseISO(`${format(today, 'yyyy-MM')}-01`);
  const monday = startOfWeek(today, { weekStartsOn: 1 });
  const records: DemoRecord[] = [
    ...WEEKLY_GOODS.map((name, i) => ({ table: 'weekly_goods' as const, name, date: format(addWeeks(monday, i - 7), 'yyyy-MM-dd') })),
    ...Array.from({ length: 6 }, (_, m) => format(addMonths(thisMonth, m - 5), 'yyyy-MM-dd')).flatMap((date, m) =>
      (Object.keys(NEWSLETTERS) as NewsletterType[]).map((type) => ({
        table: 'newsletters' as const,
        name: `${NEWSLETTERS[type][m % 3]} ${format(parseISO(date), 'MMMM yyyy')}`,
        date,
        type,
      })),
    ),
  ];
  const fileIds = await storeDemoFiles(
    db,
    storage,
    records.map((r) => ({
      bytes: demoPdf(r.name),
      name: fileName(r.name),
      contentType: 'application/pdf',
      uploadType: 'pdf',
      uploadedBy: admin.id,
    })),
  );
  const reps = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = ${ROLE.fieldSalesRep} and deleted_at is null order by id limit 12`,
  );
  const todayText = format(today, 'yyyy-MM-dd');
  for (const [i, record] of records.entries()) {
    const [{ id }] =
      record.table === 'weekly_goods'
        ? await queryRows<{ id: number }>(
            db,
            sql`insert into weekly_goods (name, date, user_id) values (${record.name}, ${record.date}::date, ${admin.id}) returning id`,
          )
        : await queryRows<{ id: number }>(
            db,
            sql`insert into newsletters (name, date, type, user_id)
                values (${record.name}, ${record.date}::date, ${record.type}, ${admin.id}) returning id`,
          );
    await db.execute(
      sql`insert into content_files (file_id, record_type, record_id, position) values (${fileIds[i]}, ${record.table}, ${id}, 0)`,
    );
    // Some reps opened it in the days after its date, never later than yesterday (one view per user and day).
    const viewers = reps.slice(0, (i * 5) % reps.length).map((r) => r.id);
    if (viewers.length === 0 || record.date >= todayText) continue;
    await queryRows(
      db,
      sql`insert into content_views (record_type, record_id, user_id, day)
          select ${record.table}, ${id}, v, least(${record.date}::date + (v % 3), ${todayText}::date - 1)
            from unnest(${intArray(viewers)}) as v`,
    );
    await db.execute(sql`update ${sql.identifier(record.table)} set view_count = ${viewers.length} where id = ${id}`);
  }
}
