import { en, fr, interpolate, translateText } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO, signIn } from '../../test/helpers.js';
import { useTestApp } from '../../test/use-test-app.js';
import { notifyUsers } from './service.js';

const { ctx } = useTestApp();

describe('notifications', () => {
  it("lists only the signed-in user's notifications, newest first", async () => {
    const { headers } = await signIn(ctx.app, DEMO.fsr);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/notification', headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.filter((n: { isRead: number }) => n.isRead === 0)).toHaveLength(3);
    const dates = list.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has demo notifications that each name a record concerning their reader: not the same set for everyone', async () => {
    const read = async (email: string) => {
      const { headers } = await signIn(ctx.app, email);
      return (await ctx.app.inject({ method: 'GET', url: '/api/v1/notification', headers })).json().data as {
        message: string;
        link: string;
      }[];
    };
    const rep = await read(DEMO.fsr);
    const [me] = await queryRows<{ id: number; area_id: number }>(ctx.db, sql`select id, area_id from users where email = ${DEMO.fsr}`);
    // Their approved result: an approved result at that store of their territory, under that title.
    const approved = rep.find((n) => n.link.startsWith('/today/'))!;
    const [result] = await queryRows<{ title: string; name: string }>(
      ctx.db,
      sql`select o.title, s.name from store_objectives so join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
           where s.id = ${Number(approved.link.slice('/today/'.length))} and s.territory_id = ${me!.area_id} and so.approved_at is not null
           order by so.approved_at desc limit 1`,
    );
    expect(approved.message).toBe(interpolate(en.approvals.approvedMessage, { title: result!.title, store: result!.name }));
    // A win of someone else's is not told to them; the playbook named exists.
    const wins = await queryRows<{ title: string }>(
      ctx.db,
      sql`select title from wins where user_id = ${me!.id} and approved_at is not null`,
    );
    for (const note of rep.filter((n) => n.link === '/wins')) {
      expect(wins.map((w) => interpolate(en.wins.approvedMessage, { title: w.title }))).toContain(note.message);
    }
    // The playbook named is one its reader can open, not another area's (the list is scoped to the reader).
    for (const email of [DEMO.fsr, DEMO.ds, DEMO.dsm, DEMO.admin]) {
      const { headers } = await signIn(ctx.app, email);
      const readable = (await ctx.app.inject({ method: 'GET', url: '/api/v1/playbook?perPage=100', headers })).json().data as {
        name: string;
      }[];
      const published = (await read(email)).find((n) => n.link === '/playbooks');
      expect(published, email).toBeDefined();
      expect(
        readable.map((p) => interpolate(en.playbooks.published.message, { name: p.name })),
        email,
      ).toContain(published!.message);
    }
    // An admin has no stores: no approved result of theirs.
    expect((await read(DEMO.admin)).filter((n) => n.link.startsWith('/today/'))).toEqual([]);
  });

  it("has the demo's notifications made of the catalog's texts, so that a French reader reads them in French", async () => {
    const { headers } = await signIn(ctx.app, DEMO.fsr);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/notification', headers })).json().data as {
      subject: string;
      message: string;
    }[];
    const untranslated = list.flatMap((n) => [n.subject, n.message]).filter((text) => translateText('fr', text) === text);
    expect(untranslated).toEqual([]);
  });

  it('marks a notification read, once, and only for its owner', async () => {
    const fsr = await signIn(ctx.app, DEMO.fsr);
    const ds = await signIn(ctx.app, DEMO.ds);
    const [first] = (await ctx.app.inject({ method: 'GET', url: '/api/v1/notification', headers: fsr.headers })).json().data;

    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/notification/${first.id}`,
      headers: ds.headers,
      payload: { status: 'read' },
    });
    expect(foreign.statusCode).toBe(404);

    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/notification/${first.id}`,
      headers: fsr.headers,
      payload: { status: 'read' },
    });
    expect(res.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/notification/${first.id}`,
      headers: fsr.headers,
      payload: { status: 'read' },
    });
    expect(again.statusCode).toBe(204);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/notification', headers: fsr.headers })).json().data;
    expect(list.find((n: { id: number }) => n.id === first.id).isRead).toBe(1);
    expect(list.filter((n: { isRead: number }) => n.isRead === 0)).toHaveLength(2);
  });

  it('refuses a body other than {status: "read"} and a bad id', async () => {
    const { headers } = await signIn(ctx.app, DEMO.fsr);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/v1/notification/1', headers, payload: { status: 'unread' } });
    expect(bad.statusCode).toBe(422);
    const badId = await ctx.app.inject({ method: 'PUT', url: '/api/v1/notification/abc', headers, payload: { status: 'read' } });
    expect(badId.statusCode).toBe(422);
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notification' })).statusCode).toBe(401);
  });
});

describe('the language of notifications', () => {
  it("reads a notification in the reader's language; the values filled into it stay as written", async () => {
    const { headers } = await signIn(ctx.app, DEMO.dsm);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers })).json().data as { id: number };
    const put = (language: string) => ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me/language', headers, payload: { language } });
    const note = { subject: en.news.notification.subject, message: interpolate(en.news.notification.message, { subject: 'Spring sale' }) };
    await notifyUsers(ctx.db, [me.id], { ...note, link: '/news' });
    const newest = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/notification', headers })).json().data[0];

    expect(await newest()).toMatchObject(note);
    expect((await put('fr')).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      subject: fr.news.notification.subject,
      message: interpolate(fr.news.notification.message, { subject: 'Spring sale' }),
      link: '/news',
    });
    expect((await put('en')).statusCode).toBe(200);
    expect(await newest()).toMatchObject(note);
  });
});
