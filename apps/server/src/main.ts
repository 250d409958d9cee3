import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/index.js';
import { createMailer } from './plugins/mail.js';
import { createStorage } from './storage/index.js';

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
  await seedIfEmpty(database.db, { ...config, log, storage });
  log.debug({ ms: Date.now() - seedStart }, 'seed checked');
  await database.analyze();

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
  const app = await buildApp({ config, database, mailer, storage, logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info({ url: config.publicUrl, database: database.driver }, 'Fieldops is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
