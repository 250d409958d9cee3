import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxWorker } from './worker.js';

/**
 * Sends the outbox every `config.mailOutboxEverySeconds` while the app runs (0: never, for tests
 * that drive the worker themselves); a round that filled its batch is followed at once by another.
 * Closing the app waits for the round under way.
 */
export const mailOutboxJob = fp(
  async (app: FastifyInstance) => {
    const everyMs = app.config.mailOutboxEverySeconds * 1000;
    if (everyMs === 0) return;
    const worker = createOutboxWorker({ db: app.db, mailer: app.mailer, log: app.log });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const round = async () => {
      for (;;) {
        const { sent, failed } = await worker.runOnce();
        if (sent + failed < worker.options.batchSize) return;
      }
    };
    const tick = () => {
      running ??= round()
        .catch((err: unknown) => app.log.warn({ err }, 'sending the mail outbox failed; the next round retries'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'mail-outbox', dependencies: ['context'] },
);
