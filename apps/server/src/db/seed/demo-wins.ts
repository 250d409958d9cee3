import { dateIn, ROLE } from '@fieldops/contract';
import { addDays, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { storeDemoFiles } from './demo-files.js';
import { demoPhotos } from './demo-images.js';

type Author = 'fsr' | 'ds' | 'dsm' | 'otherRep';

/** The demo accounts of demo.ts (which calls this file, so it cannot be imported from here). */
const DEMO_ACCOUNTS = { admin: 'admin@example.com', dsm: 'dsm@example.com', ds: 'ds@example.com', fsr: 'fsr@example.com' } as const;

/** Demo wins, oldest first: who posted it, days before today, its type (1–4) and whether an admin approved it. */
const WINS: { by: Author; daysAgo: number; type: number; approved: boolean; title: string; description: string }[] = [
  {
    by: 'fsr',
    daysAgo: 52,
    type: 1,
    approved: true,
    title: 'Record weekend at Kingston',
    description: 'The spring paint end-cap sold out twice over the long weekend; the store reordered on Monday.',
  },
  {
    by: 'otherRep',
    daysAgo: 44,
    type: 2,
    approved: true,
    title: 'Power tool wall rebuilt',
    description: 'Reset the whole cordless wall to the new planogram with the store team in one evening.',
  },
  {
    by: 'ds',
    daysAgo: 37,
    type: 3,
    approved: true,
    title: 'Three new dealers in the valley',
    description: 'Signed three independent hardware stores for the outdoor power line this season.',
  },
  {
    by: 'otherRep',
    daysAgo: 29,
    type: 4,
    approved: true,
    title: 'Staff trained on the new battery platform',
    description: 'Twelve associates completed the product walk-through; demo units are now charged and on the floor.',
  },
  {
    by: 'fsr',
    daysAgo: 21,
    type: 2,
    approved: true,
    title: 'Garden centre display ready early',
    description: 'Seasonal signage and the feature table were up a week before the launch.',
  },
  {
    by: 'dsm',
    daysAgo: 14,
    type: 1,
    approved: true,
    title: 'Region up 12% on the quarter',
    description: 'Every district beat its target; thank you all for the store visits.',
  },
  {
    by: 'otherRep',
    daysAgo: 6,
    type: 1,
    approved: false,
    title: 'Pallet drop sold in a day',
    description: 'The clearance pallet at the front entrance was gone by closing time.',
  },
  {
    by: 'fsr',
    daysAgo: 2,
    type: 2,
    approved: false,
    title: 'Cleanest aisle in the district',
    description: 'The store manager asked to keep our layout for the whole aisle.',
  },
];

/**
 * The demo wins feed: wins with real photos by the demo accounts and another rep, most approved by
 * the first admin, the newest two waiting for approval. Dates count back from today in the
 * organisation's zone.
 */
export async function seedDemoWins(db: DbOrTx, storage: FileStorage, options: { timeZone: string; now?: Date }): Promise<void> {
  const people = await queryRows<{ email: string; id: number; role: number }>(
    db,
    sql`select email, id, role from users where deleted_at is null and (email = any(${`{${Object.values(DEMO_ACCOUNTS).join(',')}}`}::text[])
          or id = (select min(id) from users where role = ${ROLE.fieldSalesRep} and email <> ${DEMO_ACCOUNTS.fsr} and area_id is not null))`,
  );
  const byEmail = new Map(people.map((p) => [p.email, p.id]));
  const otherRep = people.find((p) => p.role === ROLE.fieldSalesRep && p.email !== DEMO_ACCOUNTS.fsr)?.id;
  const admin = byEmail.get(DEMO_ACCOUNTS.admin);
  const authors: Record<Author, number | undefined> = {
    fsr: byEmail.get(DEMO_ACCOUNTS.fsr),
    ds: byEmail.get(DEMO_ACCOUNTS.ds),
    dsm: byEmail.get(DEMO_ACCOUNTS.dsm),
    otherRep,
  };
  if (admin === undefined) return;
  const today = parseISO(dateIn(options.timeZone, options.now ?? new Date()));
  const photos = demoPhotos();

  for (const [i, win] of WINS.entries()) {
    const author = authors[win.by];
    if (author === undefined) continue;
    const date = format(addDays(today, -win.daysAgo), 'yyyy-MM-dd');
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`insert into wins (win_type_id, title, description, date, user_id, approved_at, approved_by)
          values (${win.type}, ${win.title}, ${win.description}, ${date}::date, ${author},
                  ${win.approved ? sql`${date}::date + interval '1 day'` : null}, ${win.approved ? admin : null})
          returning id`,
    );
    const [fileId] = await storeDemoFiles(db, storage, [
      { bytes: photos[(i * 5) % photos.length], name: `win-${id}.png`, contentType: 'image/png', uploadType: 'image', uploadedBy: author },
    ]);
    await db.execute(sql`insert into content_files (file_id, record_type, record_id, position) values (${fileId}, 'wins', ${id}, 0)`);
  }
}
