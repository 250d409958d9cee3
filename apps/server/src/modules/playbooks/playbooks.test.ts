import { en, type Playbook, type PlaybookBody, type PlaybookRow } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { NON_ADMINS, type Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvLines } from '../../test/csv-lines.js';

const M = en.playbooks;
const { ctx, call, upload } = useTestApp();
let areas: DemoAreas;
/** An active store of the rep's district outside the rep's territory, and one of another region. */
let neighbourStore: number;
let farStore: number;
const thisYear = new Date().getFullYear();

beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  [{ id: neighbourStore }] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from stores where territory_id = ${areas.neighbourTerritory} and deleted_at is null order by id limit 1`,
  );
  [{ id: farStore }] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select s.id from stores s join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
         where d.region_id <> ${areas.region} and s.deleted_at is null order by s.id limit 1`,
  );
});

/** A fresh PDF uploaded by the admin as upload type `pdf`; answers its id. */
async function pdf(name = 'playbook.pdf'): Promise<number> {
  const res = await upload('pdf', name, demoPdf(name), 'admin', 'application/pdf');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const body = async (patch: Partial<PlaybookBody> = {}): Promise<PlaybookBody> => ({
  name: `Playbook ${Math.random().toString(36).slice(2, 8)}`,
  date: `${thisYear}-03-15`,
  stores: [areas.stores[0]],
  file: { id: await pdf() },
  ...patch,
});

async function create(patch: Partial<PlaybookBody> = {}): Promise<Playbook> {
  const res = await call('POST', '/playbook', await body(patch));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const read = (id: number, who: Who = 'admin', query = '') => call('GET', `/playbook/${id}${query}`, undefined, who);
const listIds = async (who: Who, query = '') =>
  ((await call('GET', `/playbook?perPage=500${query}`, undefined, who)).json().data as PlaybookRow[]).map((p) => p.id);
const notesOf = async (email: string, message: string) =>
  (
    await queryRows<{ link: string }>(
      ctx.db,
      sql`select n.link from notifications n join users u on u.id = n.user_id where u.email = ${email} and n.message = ${message}`,
    )
  ).map((n) => n.link);

describe('playbook validation', () => {
  it("refuses a playbook without its PDF with 'The PDF file is required', without a title with 'Enter a title', and without a date with the date's message", async () => {
    const noFile = await call('POST', '/playbook', { name: 'No file', date: `${thisYear}-01-01`, stores: [] });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().message).toBe(M.validation.file);
    const zeroFile = await call('POST', '/playbook', { name: 'No file', date: `${thisYear}-01-01`, file: { id: 0 } });
    expect(zeroFile.json().message).toBe(M.validation.file);
    const noTitle = await call('POST', '/playbook', await body({ name: '   ' }));
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().message).toBe(M.validation.name);
    expect(noTitle.json().errors.name).toEqual([M.validation.name]);
    const { date: _date, ...undated } = await body({});
    const noDate = await call('POST', '/playbook', undated);
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().message).toBe(M.validation.date);
    expect(noDate.json().errors.date).toEqual([M.validation.date]);
  });

  it('refuses a year outside 2018 to next year, a store that is not active, and a file that is not a free uploaded PDF', async () => {
    const total = async () => (await call('GET', '/playbook?perPage=1')).json().meta.total as number;
    const before = await total();
    const early = await call('POST', '/playbook', await body({ date: '2017-05-01' }));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date).toEqual([M.validation.date]);
    const late = await call('POST', '/playbook', await body({ date: `${thisYear + 2}-05-01` }));
    expect(late.statusCode).toBe(422);

    const unknown = await call('POST', '/playbook', await body({ stores: [areas.stores[0], 2_000_000_000] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.stores).toEqual([M.validation.unknownStores]);

    const photo = await upload('image', 'photo.png', demoPhotos()[0]);
    expect(photo.statusCode, photo.body).toBe(201);
    const notPdf = await call('POST', '/playbook', await body({ file: { id: photo.json().data.id } }));
    expect(notPdf.statusCode, 'an image upload').toBe(422);
    expect(Object.keys(notPdf.json().errors)).toEqual(['file']);
    const other = (await call('GET', '/playbook?perPage=1')).json().data[0] as PlaybookRow;
    const taken = await call('POST', '/playbook', await body({ file: { id: other.file!.id } }));
    expect(taken.statusCode, 'the file of another playbook').toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['file']);

    expect(await total(), 'nothing half-written').toBe(before);
  });

  it('refuses writes from every role but admin (403) and from nobody signed in (401)', async () => {
    const playbook = await create();
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/playbook', await body(), who)).statusCode, who).toBe(403);
      expect((await call('PUT', `/playbook/${playbook.id}`, await body(), who)).statusCode, who).toBe(403);
      expect((await call('DELETE', `/playbook/${playbook.id}`, undefined, who)).statusCode, who).toBe(403);
    }
    expect((await call('GET', '/playbook', undefined, 'nobody')).statusCode).toBe(401);
    expect((await read(playbook.id, 'admin')).statusCode).toBe(200);
  });
});

describe('saving a playbook', () => {
  it('keeps the month of the date as YYYY-MM-01, the PDF and the stores, and lists it first', async () => {
    const playbook = await create({ date: `${thisYear}-03-15`, stores: [areas.stores[1], areas.stores[0]] });
    expect(playbook).toMatchObject({ date: `${thisYear}-03-01`, storeCount: 2, viewCount: 0, description: '' });
    expect(playbook.stores).toEqual([...areas.stores.slice(0, 2)].sort((a, b) => a - b));
    expect(playbook.file?.fileURL).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    const list = (await call('GET', '/playbook')).json();
    expect(list.data[0].id, 'newest first').toBe(playbook.id);
    expect(list.meta).toMatchObject({ page: 1, perPage: 50 });
    expect(await listIds('admin', `&year=${thisYear}&month=3`)).toContain(playbook.id);
    expect(await listIds('admin', `&year=${thisYear}&month=4`)).not.toContain(playbook.id);
    expect((await call('GET', '/playbook?year=2017')).statusCode).toBe(422);
  });

  it('saved with no store, it is shown to every active store of a known region, written out as a list', async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from stores s join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
            join regions r on r.id = d.region_id where s.deleted_at is null`,
    );
    const playbook = await create({ stores: [] });
    expect(playbook.storeCount).toBe(n);
    const [{ rows }] = await queryRows<{ rows: number }>(
      ctx.db,
      sql`select count(*)::int as rows from playbook_stores where playbook_id = ${playbook.id}`,
    );
    expect(rows).toBe(n);
  });

  it('replacing the PDF deletes the old file, record and bytes', async () => {
    const playbook = await create();
    const old = playbook.file!;
    const res = await call('PUT', `/playbook/${playbook.id}`, { ...(await body()), name: 'Renamed', file: { id: await pdf('new.pdf') } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed', file: { name: 'new.pdf' } });
    expect(await queryRows(ctx.db, sql`select id from files where id = ${old.id}`)).toHaveLength(0);
    expect(await ctx.storage.get(old.fileURL.replace('/uploads/', ''))).toBeNull();
    // Saving again with the same file keeps it.
    const again = await call('PUT', `/playbook/${playbook.id}`, { ...(await body()), file: { id: res.json().data.file.id } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await call('PUT', '/playbook/2147483647', await body())).statusCode).toBe(404);
  });
});

describe('who sees a playbook', () => {
  it('shows a playbook to the roles whose area holds one of its stores; elsewhere it is a 404 like an unknown id', async () => {
    const neighbour = await create({ stores: [neighbourStore] });
    const far = await create({ stores: [farStore] });
    const missing = (await read(2_147_483_647, 'fsr')).json();

    expect((await read(neighbour.id, 'fsr')).statusCode).toBe(404);
    expect((await read(neighbour.id, 'fsr')).json()).toEqual(missing);
    expect((await read(neighbour.id, 'ds')).statusCode).toBe(200);
    expect((await read(neighbour.id, 'dsm')).statusCode).toBe(200);
    for (const who of ['fsr', 'ds', 'dsm'] as const) expect((await read(far.id, who)).statusCode, who).toBe(404);
    expect((await read(far.id, 'admin')).statusCode).toBe(200);

    expect(await listIds('fsr')).not.toContain(neighbour.id);
    expect(await listIds('ds')).toContain(neighbour.id);
    expect(await listIds('dsm')).not.toContain(far.id);
    expect(await listIds('admin')).toEqual(expect.arrayContaining([neighbour.id, far.id]));
  });

  it('counts and names only the stores of the caller’s area below admin', async () => {
    const playbook = await create({ stores: [areas.stores[0], neighbourStore, farStore] });
    const asRep = (await read(playbook.id, 'fsr', '?skipTracking=true')).json().data as Playbook;
    expect(asRep.stores).toEqual([areas.stores[0]]);
    expect(asRep.storeCount).toBe(1);
    expect(((await read(playbook.id, 'ds', '?skipTracking=true')).json().data as Playbook).storeCount).toBe(2);
    expect(((await read(playbook.id, 'admin', '?skipTracking=true')).json().data as Playbook).storeCount).toBe(3);
  });
});

describe('view counting', () => {
  it('counts one view per user and day; skipTracking reads without counting', async () => {
    const playbook = await create();
    expect((await read(playbook.id, 'admin', '?skipTracking=true')).json().data.viewCount).toBe(0);
    expect((await read(playbook.id, 'fsr')).json().data.viewCount).toBe(1);
    expect((await read(playbook.id, 'fsr')).json().data.viewCount, 'the same user the same day').toBe(1);
    expect((await read(playbook.id, 'ds')).json().data.viewCount).toBe(2);
    expect((await read(playbook.id, 'ds', '?skipTracking=true')).json().data.viewCount).toBe(2);
    const row = ((await call('GET', '/playbook?perPage=500')).json().data as PlaybookRow[]).find((p) => p.id === playbook.id);
    expect(row?.viewCount).toBe(2);
    expect((await read(playbook.id, 'admin', '?skipTracking=maybe')).statusCode).toBe(422);
  });
});

describe('publishing notifies the people of its stores', () => {
  it('tells the rep, supervisor and manager of its stores, with a link to /playbooks, and nobody else', async () => {
    const name = `Notify ${Date.now()}`;
    const message = M.published.message.replace('{{name}}', name);
    await create({ name, stores: [areas.stores[0]] });
    for (const email of ['fsr@example.com', 'ds@example.com', 'dsm@example.com']) {
      expect(await notesOf(email, message), email).toEqual(['/playbooks']);
    }
    const [{ n }] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from notifications where message = ${message}`);
    expect(n, 'one rep, one supervisor, one manager').toBe(3);
    expect(await notesOf('admin@example.com', message)).toEqual([]);
  });

  it('an update tells only the people of the stores it adds', async () => {
    const name = `Grow ${Date.now()}`;
    const message = M.published.message.replace('{{name}}', name);
    const playbook = await create({ name, stores: [farStore] });
    const [{ n: first }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from notifications where message = ${message}`,
    );
    expect(await notesOf('fsr@example.com', message)).toEqual([]);
    const res = await call('PUT', `/playbook/${playbook.id}`, {
      name,
      date: playbook.date,
      file: { id: playbook.file!.id },
      stores: [farStore, areas.stores[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await notesOf('fsr@example.com', message)).toEqual(['/playbooks']);
    const [{ n: after }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from notifications where message = ${message}`,
    );
    expect(after - first, 'the rep, supervisor and manager of the added store').toBe(3);
  });
});

describe('deleting a playbook', () => {
  it('removes it with its file and its views; 404 after', async () => {
    const playbook = await create();
    await read(playbook.id, 'fsr');
    const key = playbook.file!.fileURL.replace('/uploads/', '');
    expect(await ctx.storage.get(key)).not.toBeNull();
    expect((await call('DELETE', `/playbook/${playbook.id}`)).statusCode).toBe(204);
    expect((await read(playbook.id)).statusCode).toBe(404);
    expect(await queryRows(ctx.db, sql`select id from files where id = ${playbook.file!.id}`)).toHaveLength(0);
    expect(await ctx.storage.get(key)).toBeNull();
    const views = await queryRows(ctx.db, sql`select 1 from content_views where record_type = 'playbooks' and record_id = ${playbook.id}`);
    expect(views).toHaveLength(0);
    expect((await call('DELETE', `/playbook/${playbook.id}`)).statusCode).toBe(404);
  });
});

describe('playbooks.csv', () => {
  it('downloads every matching playbook with the list columns', async () => {
    const total = (await call('GET', '/playbook?perPage=1')).json().meta.total as number;
    const res = await call('GET', '/playbook?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="playbooks.csv"');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('ID,TITLE,MONTH,YEAR,VISIBLE TO,NUM. VIEWS');
    expect(lines).toHaveLength(total + 1);
    const repCsv = (await call('GET', '/playbook?format=csv', undefined, 'fsr')).body.split('\r\n').filter(Boolean);
    const repTotal = (await call('GET', '/playbook?perPage=1', undefined, 'fsr')).json().meta.total as number;
    expect(repCsv).toHaveLength(repTotal + 1);
    expect(repTotal).toBeLessThan(total);
    const [oldest] = await queryRows<{ id: number; name: string; date: string }>(
      ctx.db,
      sql`select id, name, to_char(date, 'YYYY-MM-DD') as date from playbooks order by id limit 1`,
    );
    // The month as the list names it, not its number.
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const month = months[Number(oldest.date.slice(5, 7)) - 1];
    const year = oldest.date.slice(0, 4);
    expect(lines.at(-1)?.startsWith(`${oldest.id},${oldest.name},${month},${year},`), 'newest first: the oldest comes last').toBe(true);
  });
});
