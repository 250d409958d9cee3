import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.js';

describe('trackInFlight', () => {
  it('waits for a handler still running after its client left, and counts answered requests out', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let handlerDone = false;
    app.get('/slow', async () => {
      await gate;
      handlerDone = true;
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    expect((await fetch(`http://127.0.0.1:${port}/fast`)).status).toBe(200);
    expect(inFlight.running).toBe(0);

    const abort = new AbortController();
    const slow = fetch(`http://127.0.0.1:${port}/slow`, { signal: abort.signal }).catch((error: unknown) => error);
    await expect.poll(() => inFlight.running).toBe(1);
    abort.abort();
    await slow;
    // The connection is gone and the server closes at once, but the handler is still running.
    await app.close();
    expect(inFlight.running).toBe(1);
    let idle = false;
    const waiting = inFlight.idle(10_000).then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(handlerDone).toBe(true);
    expect(inFlight.running).toBe(0);
  });

  it('gives up waiting after the time it is given', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    app.get('/never', () => new Promise(() => {}));
    await app.ready();
    void app.inject({ method: 'GET', url: '/never' });
    await expect.poll(() => inFlight.running).toBe(1);
    await inFlight.idle(50);
    expect(inFlight.running).toBe(1);
  });
});
