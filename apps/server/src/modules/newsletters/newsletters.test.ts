import { en, type Newsletter, type NewsletterBody } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPdf } from '../../db/seed/demo-images.js';
import { NON_ADMINS, type Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvLines } from '../../test/csv-lines.js';

const N = en.newsletters;
const { ctx, call, upload } = useTestApp();
/** A year no demo record uses, so each test's records are the only ones of their month. */
const year = new Date().getFullYear() + 1;

async function pdf(name = 'newsletter.pdf'): Promise<number> {
  const res = await upload('pdf', name, demoPdf(name), 'admin', 'application/pdf');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const body = async (patch: Partial<NewsletterBody> = {}): Promise<NewsletterBody> => ({
  name: `Newsletter ${Math.random().toString(36).slice(2, 8)}`,
  date: `${year}-01-01`,
  type: 'win',
  file: { id: await pdf() },
  ...patch,
});

async function create(patch: Partial<NewsletterBody> = {}): Promise<Newsletter> {
  const res = await call('POST', '/newsletter', await body(patch));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const list = async (query: string, who: Who = 'admin') =>
  (await call('GET', `/newsletter${query}`, undefined, who)).json().data as Newsletter[];
const read = (id: number, who: Who = 'admin', query = '') => call('GET', `/newsletter/${id}${query}`, undefined, who);

describe('newsletter list', () => {
  it('gives every role the demo records of each type, newest first, each with its PDF', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      for (const type of ['win', 'weekly_good', 'e_learning'] as const) {
        const rows = await list(`?type=${type}`, who);
        expect(rows.length, `${who} ${type}`).toBeGreaterThanOrEqual(6);
        expect(rows.every((r) => r.type === type && /^\d{4}-\d{2}-01$/.test(r.date) && r.file?.name.endsWith('.pdf'))).toBe(true);
        const dates = rows.map((r) => r.date);
        expect(dates).toEqual([...dates].sort().reverse());
      }
    }
  });

  it('filters by type, year and month', async () => {
    const march = await create({ date: `${year}-03-01`, type: 'e_learning' });
    const marchWin = await create({ date: `${year}-03-01`, type: 'win' });
    const april = await create({ date: `${year}-04-01`, type: 'e_learning' });
    expect((await list(`?type=e_learning&year=${year}&month=3`)).map((r) => r.id)).toEqual([march.id]);
    expect((await list(`?type=e_learning&year=${year}`)).map((r) => r.id)).toEqual([april.id, march.id]);
    expect((await list(`?year=${year}&month=3&sort=id`)).map((r) => r.id)).toEqual([march.id, marchWin.id]);
    expect((await list(`?type=weekly_good&year=${year}&month=3`)).map((r) => r.id)).toEqual([]);
    // Empty filters are no filters, as the web app's selects send them.
    expect((await list(`?type=&year=${year}&month=`)).length).toBeGreaterThanOrEqual(3);
    for (const bad of ['?type=poster', '?month=13', '?month=0', '?year=2017', `?year=${year + 1}`, '?year=abc']) {
      expect((await call('GET', `/newsletter${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('downloads a CSV named after the type, with every matching record', async () => {
    for (const type of ['win', 'weekly_good', 'e_learning'] as const) {
      const total = (await call('GET', `/newsletter?type=${type}`)).json().meta.total as number;
      const res = await call('GET', `/newsletter?type=${type}&format=csv&perPage=1`, undefined, 'ds');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${type}.csv"`);
      const lines = csvLines(res.body);
      expect(lines[0]).toBe('ID,TITLE,MONTH,YEAR,NUM. VIEWS');
      expect(lines).toHaveLength(total + 1);
    }
    const one = await create({ name: 'Spring Digest', date: `${year}-05-01`, type: 'weekly_good' });
    const res = await call('GET', `/newsletter?type=weekly_good&year=${year}&month=5&format=csv`);
    expect(res.body.split('\r\n')[1]).toBe(`${one.id},Spring Digest,May,${year},0`);
  });

  it('401 without a token', async () => {
    for (const url of ['/newsletter', '/newsletter/1']) expect((await call('GET', url, undefined, 'nobody')).statusCode, url).toBe(401);
  });
});

describe('newsletter writes', () => {
  it('creates a record dated the first of the month, and updates its month, type and PDF', async () => {
    const created = await create({ name: 'Wins of June', date: `${year}-06-01`, type: 'win' });
    expect(created).toMatchObject({ name: 'Wins of June', date: `${year}-06-01`, type: 'win', viewCount: 0 });
    const next = await pdf('july.pdf');
    const res = await call('PUT', `/newsletter/${created.id}`, {
      name: 'Learning of July',
      date: `${year}-07-01`,
      type: 'e_learning',
      file: { id: next },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Learning of July', date: `${year}-07-01`, type: 'e_learning', file: { id: next } });
    expect(await queryRows(ctx.db, sql`select 1 from files where id = ${created.file!.id}`)).toHaveLength(0);
    expect(await ctx.storage.get(created.file!.fileURL.split('/').pop()!)).toBeNull();
  });

  it("asks for Title and File: 'Some fields are required!'", async () => {
    const res = await call('POST', '/newsletter', { name: '', date: `${year}-01-01`, type: 'win', file: { id: 0 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en.masterData.someFieldsRequired);
    expect(Object.keys(res.json().errors)).toEqual(['name', 'file.id']);
    const empty = await call('POST', '/newsletter', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(en.masterData.someFieldsRequired);
  });

  it('refuses a date other than the first of a month, a year outside the offered ones and an unknown type', async () => {
    for (const date of [`${year}-01-15`, `${year}-13-01`, '2026/01/01']) {
      const res = await call('POST', '/newsletter', await body({ date }));
      expect(res.statusCode, date).toBe(422);
      expect(res.json().errors.date, date).toEqual([N.firstOfMonth]);
    }
    const late = await call('POST', '/newsletter', await body({ date: `${year + 1}-01-01` }));
    expect(late.json().errors.date[0]).toMatch(/^Choose a year from 2018/);
    const poster = await call('POST', '/newsletter', await body({ type: 'poster' as never }));
    expect(poster.statusCode).toBe(422);
    expect(poster.json().errors.type).toEqual([N.typeInvalid]);
  });

  it('lets only admins write (403); 404 for an unknown id', async () => {
    const existing = await create();
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/newsletter', await body(), who)).statusCode, who).toBe(403);
      expect((await call('PUT', `/newsletter/${existing.id}`, await body(), who)).statusCode, who).toBe(403);
      expect((await call('DELETE', `/newsletter/${existing.id}`, undefined, who)).statusCode, who).toBe(403);
    }
    expect((await call('PUT', '/newsletter/2147483647', await body())).statusCode).toBe(404);
    const missing = await read(2_147_483_647, 'fsr');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(N.notFound);
  });

  it('deletes the record with its PDF and views', async () => {
    const doomed = await create();
    await read(doomed.id, 'dsm');
    expect((await call('DELETE', `/newsletter/${doomed.id}`)).statusCode).toBe(204);
    expect((await read(doomed.id)).statusCode).toBe(404);
    expect(await queryRows(ctx.db, sql`select 1 from files where id = ${doomed.file!.id}`)).toHaveLength(0);
    expect(
      await queryRows(ctx.db, sql`select 1 from content_views where record_type = 'newsletters' and record_id = ${doomed.id}`),
    ).toHaveLength(0);
    expect((await call('DELETE', `/newsletter/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe('newsletter views', () => {
  it('counts one view per user and day, not with skipTracking', async () => {
    const item = await create();
    expect((await read(item.id, 'fsr')).json().data.viewCount).toBe(1);
    expect((await read(item.id, 'fsr')).json().data.viewCount).toBe(1);
    expect((await read(item.id, 'admin', '?skipTracking=true')).json().data.viewCount).toBe(1);
    expect((await read(item.id, 'dsm')).json().data.viewCount).toBe(2);
    const [row] = await list(`?q=${item.name}`);
    expect(row.viewCount).toBe(2);
  });
});

describe('publishing to subscribers', () => {
  /** The contacts with an e-mail subscribed to a type, read with plain SQL. */
  const subscribersOf = async (type: string) =>
    (
      await queryRows<{ email: string }>(
        ctx.db,
        sql`select c.email from contacts c
              join contact_subscriptions cs on cs.contact_id = c.id
              join contact_subscription_types t on t.id = cs.subscription_type_id
             where t.type = ${type} and c.email is not null order by c.email`,
      )
    ).map((r) => r.email);
  const queuedFor = async (recordKey: string) =>
    (
      await queryRows<{ to_address: string; text: string }>(
        ctx.db,
        sql`select to_address, text from mail_outbox where dedupe_key like ${`${recordKey}:%`} order by to_address`,
      )
    ).map((r) => ({ to: r.to_address, text: r.text }));

  it.each(['win', 'weekly_good', 'e_learning'] as const)(
    'queues one e-mail per contact subscribed to %s, with the PDF link',
    async (type) => {
      const expected = await subscribersOf(type);
      expect(expected.length).toBeGreaterThan(0);
      const created = await create({ type });
      const queued = await queuedFor(`newsletter:${created.id}`);
      expect(queued.map((m) => m.to)).toEqual(expected);
      for (const mail of queued) expect(mail.text).toContain(created.file!.fileURL);
    },
  );

  it('queues nothing when the create is refused', async () => {
    const before = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from mail_outbox`);
    const res = await call('POST', '/newsletter', await body({ name: '' }));
    expect(res.statusCode).toBe(422);
    const after = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from mail_outbox`);
    expect(after[0].n).toBe(before[0].n);
  });
});
