import type { LiveEvent } from '@fieldops/contract';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessEventBus, publishAfterCommit } from '../lib/events.js';
import { liveEventsPlugin } from './live-events.js';

const event = (n: number): LiveEvent => ({
  type: 'notification',
  notification: { id: n, subject: 's', message: 'm', date: new Date(0).toISOString(), isRead: 0, link: null },
});

async function appWithRoutes() {
  const app = Fastify();
  await app.register(liveEventsPlugin, { bus: createInProcessEventBus() });
  app.post<{ Body: { fail?: boolean } }>('/work', async (request, reply) => {
    // After an await and a body read, as a service in a transaction would be.
    await new Promise((resolve) => setTimeout(resolve, 5));
    publishAfterCommit([{ userId: 7, event: event(1) }]);
    if (request.body.fail) throw new Error('rolled back');
    return reply.status(201).send({ ok: true });
  });
  await app.ready();
  return app;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('events published after commit', () => {
  it('reaches the subscribers of its user once the request has succeeded', async () => {
    const app = await appWithRoutes();
    close = () => app.close();
    const seen: LiveEvent[] = [];
    const other: LiveEvent[] = [];
    app.liveEvents.subscribe(7, (e) => seen.push(e));
    app.liveEvents.subscribe(8, (e) => other.push(e));
    const res = await app.inject({ method: 'POST', url: '/work', payload: {} });
    expect(res.statusCode).toBe(201);
    expect(seen).toEqual([event(1)]);
    expect(other).toEqual([]);
  });

  it('is dropped when the request fails (its transaction rolled back)', async () => {
    const app = await appWithRoutes();
    close = () => app.close();
    const seen: LiveEvent[] = [];
    app.liveEvents.subscribe(7, (e) => seen.push(e));
    expect((await app.inject({ method: 'POST', url: '/work', payload: { fail: true } })).statusCode).toBe(500);
    expect(seen).toEqual([]);
  });

  it('is not published outside a request, and stops reaching a listener that unsubscribed', async () => {
    const app = await appWithRoutes();
    close = () => app.close();
    const seen: LiveEvent[] = [];
    const stop = app.liveEvents.subscribe(7, (e) => seen.push(e));
    publishAfterCommit([{ userId: 7, event: event(2) }]);
    stop();
    await app.inject({ method: 'POST', url: '/work', payload: {} });
    expect(seen).toEqual([]);
  });
});
