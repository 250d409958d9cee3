import type { LiveEvent } from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { findSessionUser } from '../../lib/sessions.js';
import { currentUser } from '../../plugins/auth.js';

/** A comment line this often keeps proxies and the browser from dropping a quiet stream. */
export const STREAM_HEARTBEAT_MS = 25_000;

const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * GET /notification/stream: Server-Sent Events for the signed-in user (the bearer token in the
 * Authorization header, as every call; the web reads it with fetch, not EventSource). Sends
 * `ready`, then each notification and message created for the user (lib/events.ts). Each
 * heartbeat checks the session again, so a signed-out or expired token stops receiving. Open
 * streams are ended when the app closes, before the server waits for its connections.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/notification/stream', {
    schema: {
      summary: 'Live events stream (Server-Sent Events)',
      operationId: 'streamLiveEvents',
      tags: ['notifications'],
      description: 'Server-Sent Events: `data` is a JSON live event (`ready`, `notification`, `message`).',
      response: errorResponses,
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const token = request.headers.authorization ?? '';
      reply.hijack();
      const res = reply.raw;
      // The headers set so far (security headers, request id) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold the events back.
        'x-accel-buffering': 'no',
      });
      const unsubscribe = app.liveEvents.subscribe(user.id, (event) => res.write(frame(event)));
      const heartbeat = setInterval(() => {
        findSessionUser(app.db, token.slice('Bearer '.length).trim())
          .then((found) => (found?.user.id === user.id ? res.write(': ping\n\n') : end()))
          .catch((err: unknown) => request.log.warn({ err }, 'stream session check failed; the next heartbeat retries'));
      }, STREAM_HEARTBEAT_MS);
      heartbeat.unref();
      function end() {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      }
      open.add(end);
      res.on('close', end);
      // 'ready' once events published from now on reach this stream (the LISTEN of a PostgreSQL bus is up).
      await app.liveEvents.ready().catch((err: unknown) => request.log.warn({ err }, 'live events not connected; the bus retries'));
      // The browser reconnects after this many ms if the connection drops.
      res.write(`retry: 5000\n${frame({ type: 'ready' })}`);
    },
  });
};
