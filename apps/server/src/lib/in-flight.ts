import type { FastifyInstance, FastifyRequest } from 'fastify';

const counted = new WeakSet<FastifyRequest>();

/**
 * Counts the requests whose handler has not answered yet, whether or not their client is still
 * connected: closing the server waits for open connections only, so a request whose client gave
 * up would otherwise still be running when the shutdown closes the database under it.
 * Register before the app is ready; `idle(ms)` resolves when none is left, or after `ms`.
 */
export function trackInFlight(app: FastifyInstance) {
  let running = 0;
  let wake: (() => void) | undefined;
  app.addHook('onRequest', async (request, reply) => {
    counted.add(request);
    running += 1;
    // A reply its handler took over (reply.hijack: the event stream) whose client has left closes
    // without finishing, so no onResponse comes: it is out once its connection closes. A handler
    // that has not answered yet stays counted when its client leaves (reply.sent is false then).
    reply.raw.once('close', () => {
      if (reply.sent) void finish(request);
    });
  });
  const finish = async (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    running -= 1;
    if (running === 0) wake?.();
  };
  app.addHook('onSend', async (request) => finish(request));
  app.addHook('onResponse', async (request) => finish(request));
  return {
    get running() {
      return running;
    },
    idle(ms: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
