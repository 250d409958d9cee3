import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newDatabaseName, onServer, testConfig, withDatabase } from '../test/demo-template.js';
import { countRows, createBackup, restoreBackup } from './backup.js';

/**
 * npm run backup / restore round-trip the demo organisation: on PostgreSQL when TEST_DATABASE_URL
 * is set (a copy of the seeded template database, restored into a new empty database), else on
 * PGlite (a DATA_DIR made from the template's dump, restored into a new DATA_DIR). Row counts and
 * file checksums are compared between the source and the restored copy, independently of the
 * manifest the restore checks itself.
 */

const url = process.env.TEST_DATABASE_URL || undefined;
const template = inject('demoTemplate');
let work: string;
const databases: string[] = [];

async function countsOf(target: { url?: string; dataDir: string }): Promise<Record<string, number>> {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return await countRows(client);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(target.dataDir, 'pgdata'));
  try {
    return await countRows(client);
  } finally {
    await client.close();
  }
}

async function checksumsOf(uploads: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const name of await fs.readdir(uploads).catch(() => [] as string[])) {
    sums[name] = createHash('sha256')
      .update(await fs.readFile(path.join(uploads, name)))
      .digest('hex');
  }
  return sums;
}

/** A database (and DATA_DIR) holding the demo data, or an empty one. */
async function installation(name: string, withDemo: boolean) {
  const dataDir = path.join(work, name);
  await fs.mkdir(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (url) {
    const database = newDatabaseName(`backup_${name}`);
    await onServer(url, withDemo ? `create database "${database}" template "${template?.pgDatabase}"` : `create database "${database}"`);
    databases.push(database);
    databaseUrl = withDatabase(url, database);
  } else if (withDemo) {
    const dump = new Blob([await fs.readFile(path.join(template!.dir, 'pgdata.tar'))]);
    await (await PGlite.create(path.join(dataDir, 'pgdata'), { loadDataDir: dump })).close();
  }
  if (withDemo) await fs.cp(path.join(template!.dir, 'data', 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  const env: NodeJS.ProcessEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  return { dataDir, url: databaseUrl, config: testConfig(dataDir, env) };
}

describe(`backup and restore (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-backup-'));
  });
  afterAll(async () => {
    for (const database of databases) await onServer(url!, `drop database if exists "${database}" with (force)`);
    await fs.rm(work, { recursive: true, force: true });
  });

  it(
    'round-trips the demo data: the same row counts and file checksums, and refuses a database that is not empty',
    { timeout: 240_000 },
    async () => {
      expect(template, 'the API suite seeds the demo template').toBeDefined();
      const source = await installation('source', true);
      const sourceCounts = await countsOf(source);
      const sourceSums = await checksumsOf(path.join(source.dataDir, 'uploads'));
      expect(sourceCounts['public.users']).toBeGreaterThan(10);
      expect(Object.keys(sourceSums).length).toBeGreaterThan(0);

      const backupDir = path.join(work, 'backup');
      const manifest = await createBackup({ config: source.config, dir: backupDir });
      expect(manifest.driver).toBe(url ? 'pg' : 'pglite');
      expect(manifest.tables).toEqual(sourceCounts);
      expect(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256]))).toEqual(sourceSums);
      expect(manifest.migration.tag).toMatch(/^\d{4}_/);

      const target = await installation('target', false);
      await restoreBackup({ config: target.config, dir: backupDir });
      expect(await countsOf(target)).toEqual(sourceCounts);
      expect(await checksumsOf(path.join(target.dataDir, 'uploads'))).toEqual(sourceSums);

      // A second restore meets a database that now has tables (and an uploads folder with files).
      await expect(restoreBackup({ config: target.config, dir: backupDir })).rejects.toThrow(/not empty/);
      // A database with data, beside an empty uploads folder: refused for the database.
      const occupied = await installation('occupied', true);
      await fs.rm(path.join(occupied.dataDir, 'uploads'), { recursive: true });
      await expect(restoreBackup({ config: occupied.config, dir: backupDir })).rejects.toThrow(/(database|pgdata) is not empty/);
      expect(await countsOf(occupied)).toEqual(sourceCounts);
    },
  );
});
