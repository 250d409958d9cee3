import { en, type WeeklyGood, type WeeklyGoodBody } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { NON_ADMINS, type Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvLines } from '../../test/csv-lines.js';

const W = en.newsletters.weeklyGoods;
const N = en.newsletters;
const { ctx, call, upload } = useTestApp();
const thisYear = new Date().getFullYear();

/** A fresh PDF uploaded as upload type `pdf`; answers its id. */
async function pdf(name = 'weekly.pdf', who: 'admin' | 'fsr' = 'admin'): Promise<number> {
  const res = await upload('pdf', name, demoPdf(name), who, 'application/pdf');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const body = async (patch: Partial<WeeklyGoodBody> = {}): Promise<WeeklyGoodBody> => ({
  name: `Weekly ${Math.random().toString(36).slice(2, 8)}`,
  date: `${thisYear}-03-09`,
  file: { id: await pdf() },
  ...patch,
});

async function create(patch: Partial<WeeklyGoodBody> = {}): Promise<WeeklyGood> {
  const res = await call('POST', '/weekly_good', await body(patch));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const read = (id: number, who: Who = 'admin', query = '') => call('GET', `/weekly_good/${id}${query}`, undefined, who);
const keyOf = (fileURL: string) => fileURL.split('/').pop()!;
const fileRows = (id: number) => queryRows<{ id: number }>(ctx.db, sql`select id from files where id = ${id}`);

describe('weekly goods list', () => {
  it('gives every role the demo weekly goods, newest first, each with its PDF', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      const res = await call('GET', '/weekly_good', undefined, who);
      expect(res.statusCode, who).toBe(200);
      const { data, meta } = res.json() as { data: WeeklyGood[]; meta: { total: number; perPage: number } };
      expect(meta.perPage).toBe(50);
      expect(data.length).toBeGreaterThanOrEqual(8);
      const dates = data.map((w) => w.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(data.every((w) => w.file?.fileURL.startsWith('/uploads/') && w.file.name.endsWith('.pdf'))).toBe(true);
    }
  });

  it('searches the title, sorts and pages', async () => {
    const found = (await call('GET', '/weekly_good?q=deck stain')).json().data as WeeklyGood[];
    expect(found.map((w) => w.name)).toEqual(['Deck Stain Deals']);
    const byName = (await call('GET', '/weekly_good?sort=name&perPage=3')).json();
    expect(byName.data.map((w: WeeklyGood) => w.name)).toEqual(
      [...byName.data.map((w: WeeklyGood) => w.name)].sort((a: string, b: string) => a.localeCompare(b)),
    );
    const page2 = (await call('GET', '/weekly_good?sort=name&perPage=3&page=2')).json();
    expect(page2.data[0].name.localeCompare(byName.data[2].name)).toBeGreaterThan(0);
    expect((await call('GET', '/weekly_good?sort=colour')).statusCode).toBe(422);
  });

  it('downloads every weekly good as weekly_goods.csv', async () => {
    const total = (await call('GET', '/weekly_good')).json().meta.total as number;
    const res = await call('GET', '/weekly_good?format=csv&perPage=1', undefined, 'fsr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="weekly_goods.csv"');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('ID,TITLE,DATE,NUM. VIEWS');
    expect(lines).toHaveLength(total + 1);
  });

  it('401 without a token', async () => {
    for (const url of ['/weekly_good', '/weekly_good/1']) expect((await call('GET', url, undefined, 'nobody')).statusCode, url).toBe(401);
  });
});

describe('weekly good writes', () => {
  it('creates one with its PDF, then updates it, replacing the PDF and deleting the old one', async () => {
    const created = await create({ name: '  Fence Paint Week  ', date: `${thisYear}-04-06` });
    expect(created).toMatchObject({ name: 'Fence Paint Week', date: `${thisYear}-04-06`, viewCount: 0 });
    const first = created.file!;
    expect((await read(created.id)).json().data.file).toEqual(first);

    const second = await pdf('replacement.pdf');
    const res = await call('PUT', `/weekly_good/${created.id}`, {
      name: 'Fence Stain Week',
      date: `${thisYear}-04-13`,
      file: { id: second },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, name: 'Fence Stain Week', date: `${thisYear}-04-13`, file: { id: second } });
    expect(await fileRows(first.id)).toHaveLength(0);
    expect(await ctx.storage.get(keyOf(first.fileURL))).toBeNull();

    // Saving again with the same PDF keeps it.
    const again = await call('PUT', `/weekly_good/${created.id}`, {
      name: 'Fence Stain Week',
      date: `${thisYear}-04-13`,
      file: { id: second },
    });
    expect(again.json().data.file.id).toBe(second);
    expect(await fileRows(second)).toHaveLength(1);
  });

  it("lists Title, Date and File when they are missing: 'Some fields are required!'", async () => {
    for (const payload of [{}, { name: ' ', date: '', file: { id: 0 } }, { name: null, date: null, file: null }]) {
      const res = await call('POST', '/weekly_good', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(en.masterData.someFieldsRequired);
      expect(Object.keys(res.json().errors).map((k) => k.split('.')[0])).toEqual(['name', 'date', 'file']);
    }
    const count = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from weekly_goods where name = ' '`);
    expect(count[0].n).toBe(0);
  });

  it('refuses a date that is not a real day or outside the offered years', async () => {
    const impossible = await call('POST', '/weekly_good', await body({ date: `${thisYear}-02-30` }));
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors.date).toEqual([N.realDate]);
    const old = await call('POST', '/weekly_good', await body({ date: '2017-12-31' }));
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.date[0]).toMatch(/^Choose a year from 2018/);
  });

  it('takes only a PDF upload that is free: not a picture, not a file of another record, not an unknown id', async () => {
    const png = await upload('image', 'shelf.png', demoPhotos()[0], 'admin');
    const other = await create();
    for (const id of [png.json().data.id as number, other.file!.id, 2_147_483_000]) {
      const res = await call('POST', '/weekly_good', await body({ file: { id } }));
      expect(res.statusCode, String(id)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['file']);
    }
    // The picture is still there, unattached; the other record kept its PDF.
    expect((await read(other.id)).json().data.file.id).toBe(other.file!.id);
  });

  it('lets only admins write (403), and answers 404 for an unknown id', async () => {
    const existing = await create();
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/weekly_good', await body(), who)).statusCode, who).toBe(403);
      expect((await call('PUT', `/weekly_good/${existing.id}`, await body(), who)).statusCode, who).toBe(403);
      expect((await call('DELETE', `/weekly_good/${existing.id}`, undefined, who)).statusCode, who).toBe(403);
    }
    expect((await call('PUT', '/weekly_good/2147483647', await body())).statusCode).toBe(404);
    expect((await call('DELETE', '/weekly_good/2147483647')).statusCode).toBe(404);
    const missing = await read(2_147_483_647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(W.notFound);
    expect((await read(existing.id)).json().data.name).toBe(existing.name);
  });

  it('deletes the record with its PDF (row and bytes) and its views', async () => {
    const doomed = await create();
    await read(doomed.id, 'fsr');
    const res = await call('DELETE', `/weekly_good/${doomed.id}`);
    expect(res.statusCode).toBe(204);
    expect((await read(doomed.id)).statusCode).toBe(404);
    expect(await fileRows(doomed.file!.id)).toHaveLength(0);
    expect(await ctx.storage.get(keyOf(doomed.file!.fileURL))).toBeNull();
    const views = await queryRows(ctx.db, sql`select 1 from content_views where record_type = 'weekly_goods' and record_id = ${doomed.id}`);
    expect(views).toHaveLength(0);
    expect((await call('DELETE', `/weekly_good/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe('weekly good views', () => {
  it('counts one view per user and day; skipTracking reads without counting', async () => {
    const item = await create();
    expect((await read(item.id, 'fsr')).json().data.viewCount).toBe(1);
    expect((await read(item.id, 'fsr')).json().data.viewCount).toBe(1);
    expect((await read(item.id, 'ds')).json().data.viewCount).toBe(2);
    expect((await read(item.id, 'admin', '?skipTracking=true')).json().data.viewCount).toBe(2);
    expect((await read(item.id, 'admin', '?skipTracking=true')).json().data.viewCount).toBe(2);
    expect((await read(item.id, 'admin')).json().data.viewCount).toBe(3);
    const listed = (await call('GET', `/weekly_good?q=${item.name}`)).json().data[0] as WeeklyGood;
    expect(listed.viewCount).toBe(3);
    expect((await read(item.id, 'admin', '?skipTracking=maybe')).statusCode).toBe(422);
  });
});

describe('publishing to subscribers', () => {
  it('queues one e-mail per contact subscribed to weekly goods, with the PDF link', async () => {
    const expected = (
      await queryRows<{ email: string }>(
        ctx.db,
        sql`select c.email from contacts c
              join contact_subscriptions cs on cs.contact_id = c.id
              join contact_subscription_types t on t.id = cs.subscription_type_id
             where t.type = 'weekly_good' and c.email is not null order by c.email`,
      )
    ).map((r) => r.email);
    expect(expected.length).toBeGreaterThan(0);
    const created = await create();
    const queued = await queryRows<{ to_address: string; text: string }>(
      ctx.db,
      sql`select to_address, text from mail_outbox where dedupe_key like ${`weekly_good:${created.id}:%`} order by to_address`,
    );
    expect(queued.map((m) => m.to_address)).toEqual(expected);
    for (const mail of queued) expect(mail.text).toContain(created.file!.fileURL);
  });
});
