import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pendingMailCount } from './outbox.js';
import { createOutboxWorker, OUTBOX_DEFAULTS } from './worker.js';

/**
 * Sends the outbox every `config.mailOutboxEverySeconds` (lib/jobs.ts; 0: never, for tests that
 * drive the worker themselves); a round that filled its batch goes on with another at once.
 * Closing the app waits for the round under way.
 */
export const mailOutboxJob = fp(
  async (app: FastifyInstance) => {
    app.metrics.gaugeAtScrape('fieldops_mail_outbox_pending', 'Mails waiting in the outbox (neither sent nor given up)', () =>
      pendingMailCount(app.db, OUTBOX_DEFAULTS.maxAttempts),
    );
    const everyMs = app.config.mailOutboxEverySeconds * 1000;
    if (everyMs === 0) return;
    const worker = createOutboxWorker({ db: app.db, mailer: app.mailer, log: app.log });
    app.jobs.add({
      name: 'mail-outbox',
      everyMs,
      run: async () => {
        for (;;) {
          const { sent, failed } = await worker.runOnce();
          if (sent + failed < worker.options.batchSize) return;
        }
      },
    });
  },
  { name: 'mail-outbox', dependencies: ['context', 'jobs', 'metrics'] },
);
