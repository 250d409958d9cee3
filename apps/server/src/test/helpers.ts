import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import os from 'node:os';
import { buildApp, type App } from '../app.js';
import { openDatabase, type DatabaseHandle, type DbOrTx } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../lib/passwords.js';
import type { MailMessage, Mailer } from '../plugins/mail.js';
import { createStorage } from '../storage/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import { inject } from 'vitest';
import { newDatabaseName, onServer, testConfig, withDatabase, type DemoTemplate } from './demo-template.js';

export interface TestContext {
  app: App;
  db: DbOrTx;
  outbox: MailMessage[];
  storage: FileStorage;
  /**
   * Another instance of the app on the same database and files, as a second server of a fleet
   * would be: on PostgreSQL with its own connection pool and live-event bus; on PGlite sharing the
   * one in-process database. Closed with the context.
   */
  secondInstance(): Promise<App>;
  close(): Promise<void>;
}

let demoHash: Promise<string> | undefined;

/**
 * The template's dump as PGlite's `loadDataDir` reads it (`arrayBuffer()`), its bytes handed over
 * in one copy: Node's own Blob gives them back in small chunks, slowly (Node 20 and 24). Opening a
 * copy of the demo's dump (71 MB then) took 2.2–2.4 s of CPU through a Blob, 1.4 s through this, and
 * every API test file opens one (54 MB since its spare WAL is left out, db/client.ts: 1.05 s).
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super();
    this.#bytes = bytes;
  }
  // A copy for each database: the bytes are the template, whatever a reader does with its own.
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** The global setup's dumps, read once per worker: `file` in `dir` (undefined when it has none). */
const dumps = new Map<string, Promise<Blob | undefined>>();
function dumpIn(dir: string, file: 'pgdata.tar' | 'empty.tar'): Promise<Blob | undefined> {
  const at = path.join(dir, file);
  let dump = dumps.get(at);
  if (!dump) {
    dump = fs.readFile(at).then(
      (bytes) => new DumpBlob(bytes),
      () => undefined,
    );
    dumps.set(at, dump);
  }
  return dump;
}

/** The seeded copy made by the API suite's global setup, when this context may start from it. */
function demoTemplateFor(options: { demo?: boolean; env?: NodeJS.ProcessEnv }): DemoTemplate | undefined {
  // The seed reads one setting, the organisation's time zone: another one needs its own seeding.
  if (options.demo === false || options.env?.TZ_ORG !== undefined) return undefined;
  return inject('demoTemplate');
}

/**
 * A database for one test file: a copy of the seeded template (PGlite: loaded from its dump;
 * PostgreSQL: a database created from it), or else one without the demo (PGlite: a copy of the
 * run's migrated database, or a new one in memory, migrated; PostgreSQL: a schema of its own,
 * migrated). `dispose` closes and removes it.
 */
async function openTestDatabase(url: string | undefined, template: DemoTemplate | undefined) {
  if (url && template?.pgDatabase) {
    const name = newDatabaseName('test');
    await onServer(url, `create database "${name}" template "${template.pgDatabase}"`);
    const database = await openDatabase({ url: withDatabase(url, name) });
    const dispose = async () => {
      await database.close();
      await onServer(url, `drop database if exists "${name}" with (force)`);
    };
    return { database, dispose, reopen: () => openDatabase({ url: withDatabase(url, name) }) };
  }
  if (url) {
    const schemaName = newDatabaseName('test');
    const database = await openDatabase({ url, schemaName });
    await database.migrate();
    const dispose = async () => {
      await database.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
      await database.close();
    };
    return { database, dispose, reopen: () => openDatabase({ url, schemaName }) };
  }
  if (template) {
    const seeded = await dumpIn(template.dir, 'pgdata.tar');
    if (!seeded) throw new Error(`${template.dir} has no dump of the seeded demo`);
    const database = await openDatabase({ loadDataDir: seeded });
    return { database, dispose: () => database.close(), reopen: async () => sharing(database) };
  }
  // Without the demo: a copy of the run's migrated database, where there is one (a new PGlite runs
  // initdb and every migration, 4–8 s of CPU on a slow 2-core machine).
  const dir = inject('demoTemplate')?.dir;
  const empty = dir ? await dumpIn(dir, 'empty.tar') : undefined;
  const database = await openDatabase(empty ? { loadDataDir: empty } : {});
  if (!empty) await database.migrate();
  return { database, dispose: () => database.close(), reopen: async () => sharing(database) };
}

/** PGlite is one process's database: a second instance shares its handle (and closes nothing). */
const sharing = (database: DatabaseHandle): DatabaseHandle => ({ ...database, close: async () => {} });

/**
 * Copies the template's files as hard links: a thousand demo uploads link in a few milliseconds
 * where copying them took a second or more per test file. Safe because nothing rewrites a stored
 * file in place: storage writes a new file aside and renames it over the old (local-disk-storage),
 * and a deletion removes only this copy's link. Where a link cannot be made (another file system),
 * the file is copied.
 */
async function linkTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await fs.link(source, target).catch(() => fs.copyFile(source, target));
  }
}

/**
 * The production app on a database of its own (see openTestDatabase), with the demo organisation
 * unless told otherwise: copied from the run's seeded template when there is one, else seeded here.
 */
export async function createTestContext(options: { demo?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<TestContext> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const template = demoTemplateFor(options);
  const { database, dispose, reopen } = await openTestDatabase(url, template);
  const config = testConfig(path.join(os.tmpdir(), `fieldops-test-${randomBytes(4).toString('hex')}`), options.env);
  const storage = createStorage(config);
  if (template) {
    await linkTree(path.join(template.dir, 'data'), config.dataDir);
  } else if (options.demo !== false) {
    demoHash ??= hashPassword(DEMO_PASSWORD);
    const hash = await demoHash;
    await database.db.transaction(async (tx) => seedDemo(tx, hash, { storage, timeZone: config.tzOrg }));
  }
  const outbox: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void outbox.push(message) };
  const app = await buildApp({ config, database, mailer, storage });
  await app.ready();
  const others: { app: App; database: DatabaseHandle }[] = [];
  return {
    app,
    db: database.db,
    outbox,
    storage,
    async secondInstance() {
      const other = await reopen();
      const second = await buildApp({ config, database: other, mailer, storage });
      await second.ready();
      others.push({ app: second, database: other });
      return second;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await app.close();
      await fs.rm(config.dataDir, { recursive: true, force: true });
      await dispose();
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
