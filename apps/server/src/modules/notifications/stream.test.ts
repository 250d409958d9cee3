import { liveEventSchema, type LiveEvent } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { DEMO, signIn } from '../../test/helpers.js';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx, call } = useTestApp();
let base: string;
let areas: DemoAreas;
let fsrId: number;
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  areas = await demoAreas(ctx.db);
  fsrId = (await queryRows<{ id: number }>(ctx.db, sql`select id from users where email = ${DEMO.fsr}`))[0].id;
});

/** A custom objective on one of the demo rep's stores: its rep is notified (DESIGN §4). */
const objectiveOnRepStore = (title: string) => ({
  title,
  description: 'x',
  objectiveTypeID: 1,
  brandID: 11,
  priority: 'B',
  dueDate: `${new Date().getFullYear()}-12-15`,
  images: [],
  isCustom: 1,
  stores: [areas.stores[0]],
});

/** Opens the stream as a demo account over real HTTP; `next()` answers its next event. */
async function openStream(email: string) {
  const { headers } = await signIn(ctx.app, email);
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/notification/stream`, { headers, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const events: LiveEvent[] = [];
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) break;
      buffered += value;
      let at: number;
      while ((at = buffered.indexOf('\n\n')) >= 0) {
        const frame = buffered.slice(0, at);
        buffered = buffered.slice(at + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(liveEventSchema.parse(JSON.parse(data.slice(6))));
      }
    }
    ended = true;
  })();
  /** Waits (up to 5 s) until an event matching `match` has arrived. */
  const waitFor = async (match: (e: LiveEvent) => boolean) => {
    for (let waited = 0; waited < 5000; waited += 20) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no such event; received ${JSON.stringify(events)}`);
  };
  return { res, events, waitFor, ended: () => ended, pump, close: () => controller.abort(), headers };
}

describe('GET /notification/stream', () => {
  it('needs a token', async () => {
    const res = await fetch(`${base}/api/v1/notification/stream`);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('UNAUTHORIZED');
  });

  it('pushes a notification created for the user, and not to anyone else', async () => {
    const fsr = await openStream(DEMO.fsr);
    const ds = await openStream(DEMO.ds);
    expect(fsr.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await fsr.waitFor((e) => e.type === 'ready');
    await ds.waitFor((e) => e.type === 'ready');

    // An objective on one of the rep's stores notifies the rep (DESIGN §4).
    const created = await call('POST', '/objective', objectiveOnRepStore('Live bell check'));
    expect(created.statusCode, created.body).toBe(201);
    const pushed = await fsr.waitFor((e) => e.type === 'notification');
    expect(pushed.type === 'notification' && pushed.notification.message).toContain('Live bell check');
    // It is the row the bell lists.
    const listed = (await call('GET', '/notification', undefined, 'fsr')).json().data;
    expect(listed.map((n: { id: number }) => n.id)).toContain(pushed.type === 'notification' && pushed.notification.id);
    expect(ds.events.filter((e) => e.type === 'notification')).toEqual([]);
    fsr.close();
    ds.close();
  });

  it('tells the user which of their notices were removed, once the removal has committed', async () => {
    const created = await call('POST', '/objective', objectiveOnRepStore('Removed bell check'));
    expect(created.statusCode, created.body).toBe(201);
    const notice = (await call('GET', '/notification', undefined, 'fsr'))
      .json()
      .data.find((n: { link: string | null }) => n.link === `/objective/${created.json().data.id}`);
    const fsr = await openStream(DEMO.fsr);
    await fsr.waitFor((e) => e.type === 'ready');
    expect((await call('DELETE', `/objective/${created.json().data.id}`)).statusCode).toBe(204);
    expect(await fsr.waitFor((e) => e.type === 'notificationsRemoved')).toEqual({ type: 'notificationsRemoved', ids: [notice.id] });
    fsr.close();
  });

  it('pushes a message sent to the user', async () => {
    const fsr = await openStream(DEMO.fsr);
    await fsr.waitFor((e) => e.type === 'ready');
    const sent = await call('POST', '/message', { to: 'user', userID: fsrId, subject: 'Live', message: 'Hello live' });
    expect(sent.statusCode).toBe(201);
    const pushed = await fsr.waitFor((e) => e.type === 'message');
    expect(pushed).toMatchObject({
      type: 'message',
      message: { id: sent.json().data.batchId, subject: 'Live', message: 'Hello live', isRead: 0 },
    });
    fsr.close();
  });

  it('pushes nothing for a write that failed', async () => {
    const fsr = await openStream(DEMO.fsr);
    await fsr.waitFor((e) => e.type === 'ready');
    expect((await call('POST', '/message', { to: 'user', userID: fsrId, subject: '', message: 'x' })).statusCode).toBe(422);
    await call('POST', '/message', { to: 'user', userID: fsrId, subject: 'After', message: 'the failed one' });
    await fsr.waitFor((e) => e.type === 'message');
    expect(fsr.events.filter((e) => e.type === 'message')).toHaveLength(1);
    fsr.close();
  });

  it('pushes what another instance of the app on the same database creates, long texts included', async () => {
    // On PostgreSQL the second instance has its own pool and its own LISTEN connection, so the
    // event crosses the database (pg_notify), as between two servers of a fleet.
    const second = await ctx.secondInstance();
    const { headers } = await signIn(second, DEMO.admin);
    const fsr = await openStream(DEMO.fsr);
    await fsr.waitFor((e) => e.type === 'ready');
    const send = (subject: string, message: string) =>
      second.inject({ method: 'POST', url: '/api/v1/message', headers, payload: { to: 'user', userID: fsrId, subject, message } });
    expect((await send('Across', 'From the other instance')).statusCode).toBe(201);
    expect(await fsr.waitFor((e) => e.type === 'message' && e.message.subject === 'Across')).toMatchObject({
      message: { message: 'From the other instance' },
    });
    // pg_notify carries at most 8000 bytes: a longer message still arrives (its text cut in the event).
    const long = 'é'.repeat(4900);
    expect((await send('Long', long)).statusCode).toBe(201);
    const pushed = await fsr.waitFor((e) => e.type === 'message' && e.message.subject === 'Long');
    expect(pushed.type === 'message' && long.startsWith(pushed.message.message.replace(/…$/, ''))).toBe(true);
    fsr.close();
  });

  it('ends open streams when the app closes (last: it closes the app)', async () => {
    const fsr = await openStream(DEMO.fsr);
    await fsr.waitFor((e) => e.type === 'ready');
    const closing = ctx.app.close();
    await fsr.pump;
    expect(fsr.ended()).toBe(true);
    await closing;
  });
});
