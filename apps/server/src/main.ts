import path from 'node:path';
import { API_BASE } from '@fieldops/contract';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { trackInFlight } from './lib/in-flight.js';
import { seedIfEmpty } from './db/seed/index.js';
import { createMailer } from './plugins/mail.js';
import { createStorage } from './storage/index.js';

/** How long a shutdown waits for requests under way before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 20_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const storage = createStorage(config);
  log.info({ files: storage.description }, 'file storage');
  // A bucket that does not answer is reported, not fatal: instances start, and readiness waits for it.
  await storage.check().catch((error: unknown) => log.error({ err: error }, 'file storage unavailable'));
  const seedStart = Date.now();
  // Instances starting together on an empty database: the first seeds it, the others then find it seeded.
  await database.exclusively(() => seedIfEmpty(database.db, { ...config, log, storage }));
  log.debug({ ms: Date.now() - seedStart }, 'seed checked');
  await database.analyze();

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
  const app = await buildApp({ config, database, mailer, storage, logger: { level: config.logLevel } });
  const inFlight = trackInFlight(app);

  let closing = false;
  /**
   * SIGTERM (a deploy, the orchestrator) or SIGINT: the server stops accepting connections and
   * answers 503 to any further request on an open one (readiness included), open event streams are
   * ended, the requests under way finish, the jobs' rounds under way finish, then the database is
   * closed and the process exits 0. Past SHUTDOWN_GRACE_MS the remaining connections are cut.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing the requests under way');
    const grace = setTimeout(() => {
      log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running at the end of the grace period: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    try {
      await app.close();
      // Requests whose client left are still running after their connection closed: let them end.
      await inFlight.idle(SHUTDOWN_GRACE_MS);
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    log.info('shut down');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  // Start-up time: from the process's start to the first answered request, the server's own
  // health check over HTTP (on the loopback address when it listens on every interface).
  const self = new URL(address.replace('://0.0.0.0', '://127.0.0.1').replace('://[::]', '://[::1]'));
  const health = await fetch(new URL(`${API_BASE}/health`, self)).then(
    (res) => res.status,
    (error: unknown) => String(error),
  );
  const readyMs = Math.round(performance.now());
  log.info({ url: config.publicUrl, address, database: database.driver, readyMs, health }, `Fieldops is ready in ${readyMs} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
