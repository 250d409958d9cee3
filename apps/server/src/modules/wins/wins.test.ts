import { en, WIN_PAGE_SIZE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { DEMO } from '../../test/helpers.js';
import type { Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const W = en.wins;
const { ctx, call, upload } = useTestApp();
const PNG = demoPhotos()[3];
let fsrId: number;

beforeAll(async () => {
  [{ id: fsrId }] = await queryRows<{ id: number }>(ctx.db, sql`select id from users where email = ${DEMO.fsr}`);
});

type Uploader = Exclude<Who, 'nobody'>;

/** A photo uploaded by `who`: its id. */
async function photo(who: Uploader = 'fsr'): Promise<number> {
  const res = await upload('image', 'win.png', PNG, who);
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

const body = async (who: Uploader, over: Record<string, unknown> = {}) => ({
  winTypeID: 1,
  title: `Record weekend ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Sold out the spring display in two days.',
  date: '2026-11-20',
  image: { id: await photo(who) },
  ...over,
});

/** A win posted by `who`: its answer. */
async function post(who: Uploader = 'fsr', over: Record<string, unknown> = {}) {
  const res = await call('POST', '/win', await body(who, over), who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; title: string; approved: boolean; image: { id: number; fileURL: string }; user: { id: number } };
}

const keyOf = (fileURL: string) => fileURL.replace('/uploads/', '');
const fileRow = async (id: number) => (await queryRows<{ id: number }>(ctx.db, sql`select id from files where id = ${id}`))[0];
const listIds = async (who: Who) =>
  ((await call('GET', '/win?perPage=500', undefined, who)).json().data as { id: number }[]).map((w) => w.id);

describe('posting a win', () => {
  it('anyone signed in posts a win with a photo; it starts unapproved, with its type, author and photo', async () => {
    for (const who of ['fsr', 'ds', 'dsm', 'admin'] as const) {
      const sent = await body(who);
      const res = await call('POST', '/win', sent, who);
      expect(res.statusCode, who).toBe(201);
      const win = res.json().data;
      expect(win).toMatchObject({
        title: sent.title,
        description: sent.description,
        date: '2026-11-20',
        approved: false,
        winTypeID: 1,
        winType: 'Sales Win',
        image: { id: sent.image.id, fileURL: expect.stringMatching(/^\/uploads\/.+\.png$/) },
      });
      expect(win.user.name).not.toBe('');
      expect((await call('GET', `/win/${win.id}`, undefined, who)).json().data).toEqual(win);
    }
  });

  it('lists the missing fields with "Some fields are required!"', async () => {
    const res = await call('POST', '/win', { title: '  ', winTypeID: 0 }, 'fsr');
    expect(res.statusCode).toBe(422);
    const answer = res.json();
    expect(answer.message).toBe(en.masterData.someFieldsRequired);
    expect(Object.keys(answer.errors).sort()).toEqual(['date', 'image', 'title', 'winTypeID']);
    expect(answer.errors.winTypeID).toEqual([W.fields.winTypeID]);
    expect(answer.errors.image).toEqual([W.fields.image]);
    const noPhotoId = await call('POST', '/win', { ...(await body('fsr')), image: { id: 0 } }, 'fsr');
    expect(noPhotoId.json().errors['image.id']).toEqual([W.fields.image]);
  });

  it('refuses an unknown win type, a date that does not exist and a photo that is not the poster’s to use', async () => {
    const count = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from wins`))[0].n;
    const before = await count();
    const type = await call('POST', '/win', await body('fsr', { winTypeID: 999 }), 'fsr');
    expect(type.statusCode).toBe(422);
    expect(type.json()).toMatchObject({ message: W.winTypeNotFound, errors: { winTypeID: [W.winTypeNotFound] } });
    const date = await call('POST', '/win', await body('fsr', { date: '2026-02-30' }), 'fsr');
    expect(date.statusCode).toBe(422);
    expect(date.json().errors.date).toEqual(['Enter a real date']);

    const someoneElses = await photo('ds');
    const notMine = await call('POST', '/win', await body('fsr', { image: { id: someoneElses } }), 'fsr');
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.image).toEqual([en.files.notUsable.replace('{{id}}', String(someoneElses))]);
    const pdf = await upload('pdf', 'doc.pdf', demoPdf('Not a photo'), 'admin', 'application/pdf');
    const notAPhoto = await call('POST', '/win', await body('admin', { image: { id: pdf.json().data.id } }));
    expect(notAPhoto.statusCode).toBe(422);
    const taken = await post('fsr');
    const again = await call('POST', '/win', await body('fsr', { image: { id: taken.image.id } }), 'fsr');
    expect(again.statusCode).toBe(422);

    // Nothing half-written: the one win posted here is all there is more.
    expect(await count()).toBe(before + 1);
  });

  it('takes no retired win type, except on a win that already has it', async () => {
    const winTypeID = (await call('POST', '/win_types', { name: `Retiring type ${Date.now()}` })).json().data.id as number;
    const win = await post('fsr', { winTypeID });
    expect((await call('DELETE', `/win_types/${winTypeID}`)).statusCode).toBe(204);
    const refused = await call('POST', '/win', await body('fsr', { winTypeID }), 'fsr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ winTypeID: [W.winTypeNotFound] });
    const kept = await call('PUT', `/win/${win.id}`, await body('fsr', { winTypeID, title: 'Kept on its retired type' }), 'fsr');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ winTypeID, title: 'Kept on its retired type' });
  });

  it('401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/win'],
      ['GET', '/win/1'],
      ['POST', '/win'],
      ['PUT', '/win/1'],
      ['DELETE', '/win/1'],
      ['POST', '/win/1/approve'],
    ] as const) {
      expect((await call(method, url, method === 'GET' ? undefined : {}, 'nobody')).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('who sees a win', () => {
  it('an unapproved win is seen by its author and admins only; others get the 404 of an unknown id', async () => {
    const win = await post('fsr');
    expect(await listIds('fsr')).toContain(win.id);
    expect(await listIds('admin')).toContain(win.id);
    for (const who of ['ds', 'dsm'] as const) {
      expect(await listIds(who)).not.toContain(win.id);
      const res = await call('GET', `/win/${win.id}`, undefined, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await call('GET', '/win/2147483647', undefined, who)).json());
    }
    await call('POST', `/win/${win.id}/approve`, undefined, 'admin');
    for (const who of ['ds', 'dsm'] as const) {
      expect(await listIds(who)).toContain(win.id);
      expect((await call('GET', `/win/${win.id}`, undefined, who)).statusCode).toBe(200);
    }
  });

  it('pages the feed newest first, 20 a page unless asked', async () => {
    const older = await post('admin', { date: '2026-01-05' });
    const newer = await post('admin', { date: '2026-01-06' });
    const res = (await call('GET', '/win?page=1')).json();
    expect(res.meta).toMatchObject({ page: 1, perPage: WIN_PAGE_SIZE });
    expect(res.data.length).toBe(Math.min(WIN_PAGE_SIZE, res.meta.total));
    const all = (await call('GET', '/win?perPage=500')).json().data as { id: number; date: string }[];
    const dates = all.map((w) => w.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.findIndex((w) => w.id === newer.id)).toBeLessThan(all.findIndex((w) => w.id === older.id));
    const page2 = (await call('GET', '/win?page=2&perPage=2')).json();
    expect(page2.data.map((w: { id: number }) => w.id)).toEqual(all.slice(2, 4).map((w) => w.id));
    for (const qs of ['page=0', 'page=x', 'perPage=501']) expect((await call('GET', `/win?${qs}`)).statusCode, qs).toBe(422);
  });
});

describe('the demo feed', () => {
  it('holds approved wins with served photos, and the demo rep’s own win waiting for approval', async () => {
    const seen = (await call('GET', '/win?perPage=500', undefined, 'ds')).json().data as {
      approved: boolean;
      title: string;
      image: { fileURL: string } | null;
    }[];
    const seeded = seen.filter((w) => w.title === 'Record weekend at Kingston' || w.title === 'Region up 12% on the quarter');
    expect(seeded).toHaveLength(2);
    for (const win of seeded) {
      expect(win.approved).toBe(true);
      const served = await ctx.app.inject({ method: 'GET', url: win.image!.fileURL });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
    expect(seen.find((w) => w.title === 'Cleanest aisle in the district')).toBeUndefined();
    const own = (await call('GET', '/win?perPage=500', undefined, 'fsr')).json().data as { approved: boolean; title: string }[];
    expect(own.find((w) => w.title === 'Cleanest aisle in the district')).toMatchObject({ approved: false });
  });
});

describe('approving', () => {
  it('is for admins only', async () => {
    const win = await post('fsr');
    for (const who of ['fsr', 'ds', 'dsm'] as const) {
      expect((await call('POST', `/win/${win.id}/approve`, undefined, who)).statusCode, who).toBe(403);
    }
    expect((await call('GET', `/win/${win.id}`, undefined, 'fsr')).json().data.approved).toBe(false);
  });

  it('answers the approved win and tells its author once; approving again changes nothing', async () => {
    const win = await post('fsr');
    const notes = () =>
      queryRows<{ subject: string; message: string; link: string }>(
        ctx.db,
        sql`select subject, message, link from notifications where user_id = ${fsrId} and message like ${`%${win.title}%`}`,
      );
    const res = await call('POST', `/win/${win.id}/approve`, undefined, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: win.id, approved: true, title: win.title, image: win.image });
    expect(await notes()).toEqual([{ subject: W.approvedSubject, message: `Your win "${win.title}" was approved.`, link: '/wins' }]);
    const again = await call('POST', `/win/${win.id}/approve`, undefined, 'admin');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.approved).toBe(true);
    expect(await notes()).toHaveLength(1);
    expect((await call('POST', '/win/2147483647/approve', undefined, 'admin')).statusCode).toBe(404);
  });
});

describe('changing and deleting', () => {
  it('the author edits their win until it is approved, and a replaced photo is deleted with its bytes', async () => {
    const win = await post('fsr');
    const next = await body('fsr', { title: `${win.title} (edited)`, winTypeID: 2 });
    const res = await call('PUT', `/win/${win.id}`, next, 'fsr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: next.title, winType: 'Display Win', image: { id: next.image.id }, approved: false });
    expect(await fileRow(win.image.id)).toBeUndefined();
    expect(await ctx.storage.get(keyOf(win.image.fileURL))).toBeNull();

    // Keeping the same photo keeps it.
    const same = await call('PUT', `/win/${win.id}`, { ...next, title: 'Kept photo' }, 'fsr');
    expect(same.json().data.image.id).toBe(next.image.id);

    await call('POST', `/win/${win.id}/approve`, undefined, 'admin');
    const locked = await call('PUT', `/win/${win.id}`, { ...next, title: 'Too late' }, 'fsr');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(W.approvedLocked);
    expect((await call('DELETE', `/win/${win.id}`, undefined, 'fsr')).statusCode).toBe(403);
    // An admin still may; the win stays approved.
    const byAdmin = await call('PUT', `/win/${win.id}`, { ...next, title: 'Edited by an admin' }, 'admin');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({ title: 'Edited by an admin', approved: true, user: { id: fsrId } });
  });

  it('someone else may not change a win: 404 while it is unapproved (unseen), 403 once approved', async () => {
    const win = await post('fsr');
    const next = await body('ds');
    expect((await call('PUT', `/win/${win.id}`, next, 'ds')).statusCode).toBe(404);
    expect((await call('DELETE', `/win/${win.id}`, undefined, 'ds')).statusCode).toBe(404);
    await call('POST', `/win/${win.id}/approve`, undefined, 'admin');
    const put = await call('PUT', `/win/${win.id}`, next, 'ds');
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(W.notYours);
    expect((await call('DELETE', `/win/${win.id}`, undefined, 'ds')).statusCode).toBe(403);
    expect((await call('GET', `/win/${win.id}`, undefined, 'ds')).json().data.title).toBe(win.title);
  });

  it('deleting a win removes it and its photo (row and bytes); an unknown id is 404', async () => {
    const win = await post('fsr');
    expect(await ctx.storage.get(keyOf(win.image.fileURL))).not.toBeNull();
    expect((await call('DELETE', `/win/${win.id}`, undefined, 'fsr')).statusCode).toBe(204);
    expect((await call('GET', `/win/${win.id}`, undefined, 'fsr')).statusCode).toBe(404);
    expect(await fileRow(win.image.id)).toBeUndefined();
    expect(await ctx.storage.get(keyOf(win.image.fileURL))).toBeNull();
    expect((await call('DELETE', `/win/${win.id}`, undefined, 'admin')).statusCode).toBe(404);

    const approved = await post('ds');
    await call('POST', `/win/${approved.id}/approve`, undefined, 'admin');
    expect((await call('DELETE', `/win/${approved.id}`, undefined, 'admin')).statusCode).toBe(204);
    expect(await fileRow(approved.image.id)).toBeUndefined();
  });
});
