import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../lib/passwords.js';
import { createStorage } from '../storage/index.js';

/**
 * The demo organisation, seeded once per run of the API suite (its global setup) and copied by
 * every test file that wants it, instead of seeding it file by file: on PGlite a dump of the
 * seeded database, on PostgreSQL a database to copy with CREATE DATABASE … TEMPLATE. The uploaded
 * demo photos are files, copied with it.
 */
export interface DemoTemplate {
  /**
   * Holds `data/` (a DATA_DIR with the demo's uploads) and, on PGlite, `pgdata.tar` and `empty.tar`
   * (the database migrated, before the demo: what a context without the demo starts from).
   */
  dir: string;
  /** PostgreSQL only: the seeded database. */
  pgDatabase?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate?: DemoTemplate;
  }
}

/** The configuration of a test app: `env` on top of the test defaults. */
export const testConfig = (dataDir: string, env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'http://fieldops.test', WEB_DIST: '/nonexistent', ...env });

/** `url` naming another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const newDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Seeds the demo organisation once, on the database of TEST_DATABASE_URL or on PGlite. */
export async function createDemoTemplate(url: string | undefined): Promise<{ template: DemoTemplate; remove(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-demo-'));
  const pgDatabase = url ? newDatabaseName('fieldops_demo') : undefined;
  if (url && pgDatabase) await onServer(url, `create database "${pgDatabase}"`);
  const remove = async () => {
    await fs.rm(dir, { recursive: true, force: true });
    if (url && pgDatabase) await onServer(url, `drop database if exists "${pgDatabase}" with (force)`);
  };
  try {
    const database = await openDatabase({ url: url && pgDatabase ? withDatabase(url, pgDatabase) : undefined });
    // PGlite's database as it is now, for test files to open copies of (PostgreSQL copies its own).
    const writeDump = async (file: string) => {
      if (database.dump) await fs.writeFile(path.join(dir, file), Buffer.from(await (await database.dump()).arrayBuffer()));
    };
    try {
      await database.migrate();
      await writeDump('empty.tar');
      const config = testConfig(path.join(dir, 'data'));
      const hash = await hashPassword(DEMO_PASSWORD);
      await database.db.transaction(async (tx) => seedDemo(tx, hash, { storage: createStorage(config), timeZone: config.tzOrg }));
      await writeDump('pgdata.tar');
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { dir, pgDatabase }, remove };
}
