import { dateIn, ROLE, type QuicklinkFileType } from '@fieldops/contract';
import { addDays, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { storeDemoFiles } from './demo-files.js';
import { demoPdf, demoPhotos } from './demo-images.js';

/** News posts, newest last: days before today and how many photos each shows. */
const NEWS: { daysAgo: number; subject: string; content: string; photos: number }[] = [
  {
    daysAgo: 40,
    subject: 'Welcome to Fieldops',
    content:
      'Objectives, playbooks, schedules and store results now live in one place. Sign in on your phone at the store and everything you record is there for your supervisor the same day.',
    photos: 0,
  },
  {
    daysAgo: 21,
    subject: 'Spring paint event results',
    content:
      'Thank you to every team that set up the spring paint displays. Stores that completed the end-caps in the first week sold 18% more than last year. Photos of the best displays below.',
    photos: 3,
  },
  {
    daysAgo: 9,
    subject: 'New approval queue for supervisors',
    content: 'District supervisors can now approve completed objectives from the Approvals page, store by store.',
    photos: 0,
  },
  {
    daysAgo: 2,
    subject: 'Garden centre launch this month',
    content:
      'The garden centre launch starts on Monday. Check this month’s playbook for the planogram and make sure every participating store has its seasonal signage up before the weekend.',
    photos: 2,
  },
];

const SURVEYS = [
  { name: 'Store visit experience', url: 'https://forms.example.com/store-visit', comments: 'Five minutes, anonymous.' },
  {
    name: 'Playbook feedback',
    url: 'https://forms.example.com/playbook-feedback',
    comments: 'Tell us what helps in the monthly playbooks.',
  },
  { name: 'Training needs 2026', url: 'https://survey.example.org/training-2026', comments: '' },
];

const LINKS: { name: string; fileType: QuicklinkFileType; url?: string; pdf?: string; comments: string }[] = [
  {
    name: 'TTI Intranet home',
    fileType: 'TTI Intranet',
    url: 'https://intranet.example.com/',
    comments: 'Sign in with your network account.',
  },
  { name: 'Merchandising standards', fileType: 'Playbook', pdf: 'Merchandising standards', comments: 'The reference for every display.' },
  { name: 'The Goods - this season', fileType: 'The Goods', pdf: 'The Goods: this season', comments: '' },
  {
    name: 'Product videos',
    fileType: 'Youtube Channels',
    url: 'https://www.youtube.com/@example',
    comments: 'How-to videos for customers.',
  },
  { name: 'Service centre locator', fileType: 'Service Centres', url: 'https://www.example.com/service-centres', comments: '' },
  { name: 'Company website', fileType: 'url', url: 'https://www.example.com/', comments: '' },
];

/**
 * The demo news (with photos), surveys and quicklinks (links and PDFs), posted by the first admin.
 * Dates are counted back from today in the organisation's zone, so the newest news is recent.
 */
export async function seedDemoNews(db: DbOrTx, storage: FileStorage, options: { timeZone: string; now?: Date }): Promise<void> {
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where role = ${ROLE.admin} order by id limit 1`);
  if (!admin) return;
  const today = parseISO(dateIn(options.timeZone, options.now ?? new Date()));
  const day = (daysAgo: number) => format(addDays(today, -daysAgo), 'yyyy-MM-dd');

  const photos = demoPhotos();
  let photo = 0;
  for (const post of NEWS) {
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`insert into news (subject, content, date, user_id) values (${post.subject}, ${post.content}, ${day(post.daysAgo)}::date, ${admin.id})
          returning id`,
    );
    const fileIds = await storeDemoFiles(
      db,
      storage,
      Array.from({ length: post.photos }, (_, i) => ({
        bytes: photos[photo++ % photos.length],
        name: `news-${id}-${i + 1}.png`,
        contentType: 'image/png' as const,
        uploadType: 'image' as const,
        uploadedBy: admin.id,
      })),
    );
    await linkFiles(db, 'news', id, fileIds);
  }

  for (const survey of SURVEYS) {
    await db.execute(
      sql`insert into surveys (name, url, comments, user_id) values (${survey.name}, ${survey.url}, ${survey.comments}, ${admin.id})`,
    );
  }

  for (const [i, link] of LINKS.entries()) {
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`insert into quicklinks (name, file_type, is_url, url, comments, date, user_id)
          values (${link.name}, ${link.fileType}, ${link.url !== undefined}, ${link.url ?? null}, ${link.comments}, ${day(30 - i * 5)}::date, ${admin.id})
          returning id`,
    );
    if (link.pdf) {
      const fileIds = await storeDemoFiles(db, storage, [
        {
          bytes: demoPdf(link.pdf),
          name: `${link.name.toLowerCase().replace(/\W+/g, '-')}.pdf`,
          contentType: 'application/pdf',
          uploadType: 'quicklink',
          uploadedBy: admin.id,
        },
      ]);
      await linkFiles(db, 'quicklinks', id, fileIds);
    }
  }
}

async function linkFiles(db: DbOrTx, recordType: 'news' | 'quicklinks', recordId: number, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.execute(
    sql`insert into content_files (file_id, record_type, record_id, position)
        values ${sql.join(
          fileIds.map((fileId, i) => sql`(${fileId}, ${recordType}, ${recordId}, ${i})`),
          sql`, `,
        )}`,
  );
}
