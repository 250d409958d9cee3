import { en, yearRangeMessage } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const N = en.news;
const { ctx, call, upload } = useTestApp();

type FileRef = { id: number; fileURL: string };
const photo = async (who: 'admin' | 'fsr' = 'admin', n = 0): Promise<FileRef> =>
  (await upload('image', `n${n}.png`, demoPhotos()[n % 12], who)).json().data;
const body = (extra: Record<string, unknown> = {}) => ({
  subject: 'Store reset week',
  content: 'Every store resets its end-caps this week. '.repeat(4),
  date: '2026-11-20',
  images: [],
  ...extra,
});
const fetchFile = (file: FileRef) => ctx.app.inject({ method: 'GET', url: file.fileURL });

describe('news list and read', () => {
  it('pages the demo news newest first for every role, with images and author', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      const res = await call('GET', '/news?perPage=2', undefined, who);
      expect(res.statusCode, who).toBe(200);
      const { data, meta } = res.json();
      expect(meta).toMatchObject({ page: 1, perPage: 2 });
      expect(meta.total).toBeGreaterThanOrEqual(4);
      expect(data).toHaveLength(2);
      expect(data[0].date >= data[1].date).toBe(true);
    }
    const all = (await call('GET', '/news?q=spring%20paint', undefined, 'fsr')).json().data;
    expect(all).toHaveLength(1);
    expect(all[0].images).toHaveLength(3);
    expect(all[0].user).toMatchObject({ name: 'Alex Morgan' });
    expect((await fetchFile(all[0].images[0])).statusCode).toBe(200);
    const one = await call('GET', `/news/${all[0].id}`, undefined, 'ds');
    expect(one.json().data).toEqual(all[0]);
  });

  it('sorts by subject; refuses an unknown sort with 4xx; 404 for a missing id; 401 without a token', async () => {
    const bySubject = (await call('GET', '/news?sort=subject&perPage=500'))
      .json()
      .data.map((n: { subject: string }) => n.subject.toLowerCase());
    expect(bySubject).toEqual([...bySubject].sort());
    expect((await call('GET', '/news?sort=password')).statusCode).toBe(422);
    expect((await call('GET', '/news/999999')).json()).toMatchObject({ message: N.notFound });
    expect((await call('GET', '/news/999999')).statusCode).toBe(404);
    expect((await call('GET', '/news', undefined, 'nobody')).statusCode).toBe(401);
  });
});

describe('news writes', () => {
  it('admins only: 403 for every other role, nothing written', async () => {
    const before = (await call('GET', '/news')).json().meta.total;
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/news', body(), who)).statusCode, who).toBe(403);
      expect((await call('PUT', '/news/1', body(), who)).statusCode, who).toBe(403);
      expect((await call('DELETE', '/news/1', undefined, who)).statusCode, who).toBe(403);
    }
    expect((await call('GET', '/news')).json().meta.total).toBe(before);
  });

  it('refuses missing and bad fields with the messages, and more than 3 images', async () => {
    const res = await call('POST', '/news', { subject: ' ', content: '', date: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      subject: [N.validation.subject],
      content: [N.validation.content],
      date: [N.validation.date],
    });
    const badDate = await call('POST', '/news', body({ date: '2026-02-30' }));
    expect(badDate.json().errors.date).toEqual([N.validation.dateInvalid]);
    // A real day of a year the app does not offer: 1900, 2999.
    for (const date of ['1900-01-15', '2999-12-15']) {
      expect((await call('POST', '/news', body({ date }))).json().errors.date, date).toEqual([yearRangeMessage]);
    }
    const four = await Promise.all([0, 1, 2, 3].map((n) => photo('admin', n)));
    const tooMany = await call('POST', '/news', body({ images: four.map((f) => f.id) }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.images).toBeDefined();
  });

  it('publishes news with images and tells every active user, linking to /news', async () => {
    const images = [await photo('admin', 4), await photo('admin', 5)];
    const subject = `Published ${Date.now()}`;
    const res = await call('POST', '/news', body({ subject, images: images.map((f) => f.id) }));
    expect(res.statusCode).toBe(201);
    const news = res.json().data;
    expect(news).toMatchObject({ subject, date: '2026-11-20', user: { name: 'Alex Morgan' } });
    expect(news.images.map((f: FileRef) => f.id)).toEqual(images.map((f) => f.id));
    for (const who of ['fsr', 'ds'] as const) {
      const notes = (await call('GET', '/notification', undefined, who)).json().data;
      expect(notes[0], who).toMatchObject({
        subject: N.notification.subject,
        message: `News published: ${subject}`,
        link: '/news',
        isRead: 0,
      });
    }
    const [{ told, active }] = await queryRows<{ told: number; active: number }>(
      ctx.db,
      sql`select (select count(*)::int from notifications where message = ${`News published: ${subject}`}) as told,
                 (select count(*)::int from users where deleted_at is null) as active`,
    );
    expect(told).toBe(active);
  });

  it('writes nothing, and tells nobody, when an image cannot be used (a PDF, an unknown id)', async () => {
    const pdf = (await upload('quicklink', 'a.pdf', demoPdf('A'), 'admin', 'application/pdf')).json().data;
    const subject = `Refused ${Date.now()}`;
    for (const ids of [[pdf.id], [999999]]) {
      const res = await call('POST', '/news', body({ subject, images: ids }));
      expect(res.statusCode, String(ids)).toBe(422);
      expect(res.json().errors.images).toEqual([en.files.notUsable.replace('{{id}}', String(ids[0]))]);
    }
    expect(await queryRows(ctx.db, sql`select id from news where subject = ${subject}`)).toEqual([]);
    expect(await queryRows(ctx.db, sql`select id from notifications where message like ${`%${subject}`}`)).toEqual([]);
  });

  it('edits texts and images: a dropped image is deleted; another post cannot take them', async () => {
    const [a, b, c] = [await photo('admin', 7), await photo('admin', 8), await photo('admin', 9)];
    const created = (await call('POST', '/news', body({ images: [a.id, b.id] }))).json().data;
    const res = await call(
      'PUT',
      `/news/${created.id}`,
      body({ subject: 'Edited', content: 'Short', date: '2026-11-21', images: [b.id, c.id] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ subject: 'Edited', content: 'Short', date: '2026-11-21' });
    expect(res.json().data.images.map((f: FileRef) => f.id)).toEqual([b.id, c.id]);
    expect((await fetchFile(a)).statusCode).toBe(404);
    expect((await fetchFile(b)).statusCode).toBe(200);
    const other = (await call('POST', '/news', body())).json().data;
    expect((await call('PUT', `/news/${other.id}`, body({ images: [b.id] }))).statusCode).toBe(422);
    expect((await call('PUT', '/news/999999', body())).statusCode).toBe(404);
  });

  it('deletes news with its images; a second delete is 404', async () => {
    const img = await photo('admin', 10);
    const created = (await call('POST', '/news', body({ images: [img.id] }))).json().data;
    expect((await call('DELETE', `/news/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/news/${created.id}`)).statusCode).toBe(404);
    expect((await fetchFile(created.images[0])).statusCode).toBe(404);
    const [{ count }] = await queryRows<{ count: number }>(
      ctx.db,
      sql`select count(*)::int as count from content_files where record_type = 'news' and record_id = ${created.id}`,
    );
    expect(count).toBe(0);
    expect((await call('DELETE', `/news/${created.id}`)).statusCode).toBe(404);
  });
});
