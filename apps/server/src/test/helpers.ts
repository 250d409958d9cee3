import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import os from 'node:os';
import { loadConfig } from '../config.js';
import { buildApp, type App } from '../app.js';
import { openDatabase, type DbOrTx } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../lib/passwords.js';
import type { MailMessage, Mailer } from '../plugins/mail.js';
import { createStorage } from '../storage/index.js';
import type { FileStorage } from '../storage/file-storage.js';

export interface TestContext {
  app: App;
  db: DbOrTx;
  outbox: MailMessage[];
  storage: FileStorage;
  close(): Promise<void>;
}

let demoHash: Promise<string> | undefined;

/**
 * The production app on a fresh database: in-memory PGlite, or a schema of its own on the
 * PostgreSQL of TEST_DATABASE_URL. Loaded with the demo organisation unless told otherwise.
 */
export async function createTestContext(options: { demo?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<TestContext> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const schemaName = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ url, schemaName });
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `fieldops-test-${randomBytes(4).toString('hex')}`),
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: 'http://fieldops.test',
    WEB_DIST: '/nonexistent',
    ...options.env,
  });
  const storage = createStorage(config);
  if (options.demo !== false) {
    demoHash ??= hashPassword(DEMO_PASSWORD);
    const hash = await demoHash;
    await database.db.transaction(async (tx) => seedDemo(tx, hash, { storage, timeZone: config.tzOrg }));
  }
  const outbox: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void outbox.push(message) };
  const app = await buildApp({ config, database, mailer, storage });
  await app.ready();
  return {
    app,
    db: database.db,
    outbox,
    storage,
    async close() {
      await app.close();
      await fs.rm(config.dataDir, { recursive: true, force: true });
      if (schemaName) await database.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
      await database.close();
    },
  };
}

export const DEMO = {
  admin: 'admin@example.com',
  dsm: 'dsm@example.com',
  ds: 'ds@example.com',
  fsr: 'fsr@example.com',
  password: DEMO_PASSWORD,
} as const;

/** Signs in through the API and answers the bearer headers to send. */
export async function signIn(app: App, email: string, password: string = DEMO_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const token = res.json().data.token as string;
  return { token, headers: { authorization: `Bearer ${token}` } };
}
