import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createInProcessEventBus, type EventBus } from '../lib/events.js';
import { createPostgresEventBus } from '../lib/pg-event-bus.js';
import * as schema from './schema/index.js';

/** One interface over both drivers: the same schema, queries and transactions. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a service queries: the database, or a transaction it is part of. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Applies the migrations; on PostgreSQL under the start-up lock, so instances starting at once take turns. */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the start-up lock (PostgreSQL: a session advisory lock on a connection of
   * its own, freed if this process dies), so only one instance of a fleet seeds an empty database.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Vacuums and refreshes the planner's statistics (PGlite has no autovacuum to do it): the
   * visibility map it keeps lets index-only scans (a store's results) skip the table.
   */
  analyze(): Promise<void>;
  /**
   * Live notifications and messages (lib/events.ts), one bus per database: every app opened on it
   * hears what any of them publishes — in process on PGlite, LISTEN/NOTIFY on a PostgreSQL server.
   */
  events: EventBus;
  /**
   * PGlite only: the whole database as a tarball, to open copies of it with `loadDataDir`; checkpointed
   * first, with only the write-ahead log a copy opens from.
   */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server URL; without it the embedded PGlite is used. */
  url?: string;
  /** Folder of the embedded database; without it PGlite runs in memory. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schemaName?: string;
  /** PGlite only: start from this dump of a database (PGlite's dumpDataDir), e.g. a seeded copy. */
  loadDataDir?: Blob;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Runs `work` while a connection of its own holds the session advisory lock named `name` on the
 * database of `url` (the start-up lock: migrations and the first seed, one instance at a time; a
 * schema of its own, as the tests use, has a lock of its own).
 */
async function withAdvisoryLock<T>(url: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => process.emitWarning(`PostgreSQL ended the start-up lock's connection: ${error.message}`));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    return await work();
  } finally {
    // Ending the session frees the lock even if the unlock is not reached.
    await client.end();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsSchema = options.schemaName ?? 'drizzle';
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: options.schemaName ? `-c search_path=${options.schemaName}` : undefined,
    });
    // The server may end an idle connection (a restart, a failover, an administrator, a test
    // database dropped while its pool closes). The pool discards it and emits 'error', which
    // without a listener would end the process; the next query simply opens a new connection.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`));
    if (options.schemaName) {
      await pool.query(`create schema if not exists "${options.schemaName}"`);
    }
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    const events = createPostgresEventBus({
      url: options.url,
      // NOTIFY reaches the whole database: a schema of its own (tests) gets a channel of its own.
      channel: options.schemaName ? `fieldops_live_events_${options.schemaName}` : 'fieldops_live_events',
      onError: (error) => process.emitWarning(`Live events: ${error.message}`),
    });
    const exclusively = <T>(work: () => Promise<T>) => withAdvisoryLock(url, `fieldops start-up ${migrationsSchema}`, work);
    return {
      db,
      driver: 'pg',
      events,
      // drizzle's migrator takes no lock: two instances would both apply the first pending
      // migration, and the second would fail on the tables the first just made.
      migrate: () => exclusively(() => migratePg(db as never, { migrationsFolder, migrationsSchema })),
      exclusively,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // The server's autovacuum keeps statistics fresh.
      analyze: async () => {},
      close: async () => {
        await events.close();
        await pool.end();
      },
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  const events = createInProcessEventBus();
  return {
    db,
    driver: 'pglite',
    events,
    migrate: () => migratePglite(db as never, { migrationsFolder, migrationsSchema }),
    // One process owns a PGlite database: there is no one to take turns with.
    exclusively: (work) => work(),
    analyze: async () => void (await client.exec('vacuum analyze')),
    dump: async () => {
      await dropSpareWal(client);
      return client.dumpDataDir('none');
    },
    close: async () => {
      await events.close();
      await client.close();
    },
  };
}

/** Runs raw SQL on either driver and returns its rows (both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * After a checkpoint, leaves in pg_wal only the segments from its redo point to the one written now:
 * the others are spent segments kept for reuse (16 MB each, whatever they hold: one of the 71 MB the
 * demo's dump had), which Postgres makes again when it needs one.
 */
async function dropSpareWal(client: PGlite): Promise<void> {
  await client.exec('checkpoint');
  const { rows } = await client.query<{ dir: string; redo: string; current: string }>(
    `select current_setting('data_directory') || '/pg_wal' as dir, redo_wal_file as redo,
       pg_walfile_name(pg_current_wal_lsn()) as current
     from pg_control_checkpoint()`,
  );
  const { dir, redo, current } = rows[0]!;
  const files = client.Module.FS;
  for (const name of files.readdir(dir)) {
    if (/^[0-9A-F]{24}$/.test(name) && (name < redo || name > current)) files.unlink(`${dir}/${name}`);
  }
}
