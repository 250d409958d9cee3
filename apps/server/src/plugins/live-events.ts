import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectEvents, type EventBus, type UserEvent } from '../lib/events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live notifications and messages on their way to the open streams. */
    liveEvents: EventBus;
  }
  interface FastifyRequest {
    pendingEvents: UserEvent[];
  }
}

/**
 * The event bus, and the request scope of `publishAfterCommit`: the handler (and the services it
 * calls) run inside it, and what they queued is published once the answer is a success.
 */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance, options: { bus: EventBus }) => {
    // The database's bus: every app on the database shares it, and the database closes it.
    app.decorate('liveEvents', options.bus);
    app.decorateRequest('pendingEvents', null as unknown as UserEvent[]);

    // preHandler, not onRequest: the body is read by then, so nothing between here and the
    // handler leaves this asynchronous context.
    app.addHook('preHandler', (request, _reply, done) => {
      request.pendingEvents = [];
      collectEvents(request.pendingEvents, done);
    });
    app.addHook('onResponse', async (request, reply) => {
      const events = request.pendingEvents;
      if (!events || events.length === 0 || reply.statusCode >= 400) return;
      app.liveEvents.publish(events);
    });
  },
  { name: 'live-events' },
);
