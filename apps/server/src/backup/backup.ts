import { execFile as execFileCallback } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { createStorage, type FileStorage } from '../storage/index.js';
import { isFileKey } from '../storage/file-storage.js';

const execFile = promisify(execFileCallback);

/**
 * `npm run backup` / `npm run restore` (issue 14): the database and the uploaded files of one
 * installation, in one folder, with a manifest to check a restore against.
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump -Fc` of the whole database, taken in an exported snapshot;
 *   the file keys are read in that same snapshot, so the files copied are exactly those the dump
 *   records (keys are random and a stored file never changes).
 * - PGlite (DATA_DIR/pgdata): its data-dir dump. PGlite is one process: the server must be stopped.
 * - Files: those of the `files` table, read through the storage interface (DATA_DIR/uploads or the
 *   S3 bucket), written to `files/<key>` with their sha256 in the manifest.
 */

export const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const PGLITE_DUMP_FILE = 'pgdata.tar.gz';
const FILES_DIR = 'files';

export interface Manifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  driver: 'pg' | 'pglite';
  /** Migrations applied (drizzle's journal): how many and the last one's tag. */
  migration: { count: number; tag: string | null };
  /** Rows per table, `schema.table`. */
  tables: Record<string, number>;
  database: { file: string; sha256: string; bytes: number };
  /** Where the files came from (a disk folder or a bucket). */
  storage: string;
  files: { key: string; size: number; sha256: string }[];
}

export type Log = (line: string) => void;

/** An operator's mistake or a refusal: the message is for them, no stack trace. */
export class BackupError extends Error {}

/** The tiny interface both drivers answer for the counts. */
interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const appVersion = async (): Promise<string> => {
  const pkg = JSON.parse(await fs.readFile(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
  return pkg.version;
};

const sha256OfFile = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/** A stored file's bytes (uploads are a few megabytes at most). */
async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every table of the database's own schemas, quoted as `schema.table`. */
async function listTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function countRows(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await listTables(db)) {
    const [schema, table] = name.split('.');
    const { rows } = await db.query<{ n: string | number }>(`select count(*) as n from "${schema}"."${table}"`);
    counts[name] = Number(rows[0].n);
  }
  return counts;
}

async function migrationLevel(db: Queryable): Promise<Manifest['migration']> {
  const journal = JSON.parse(await fs.readFile(path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const { rows } = await db.query<{ n: string | number }>('select count(*) as n from drizzle.__drizzle_migrations').catch(() => ({
    rows: [{ n: 0 }],
  }));
  const count = Number(rows[0].n);
  return { count, tag: count > 0 ? (journal.entries[count - 1]?.tag ?? null) : null };
}

async function fileKeys(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>('select key from public.files order by id');
  return rows.map((r) => r.key);
}

/** Writes each stored file to `dir/files/<key>`, returning its entry for the manifest. */
async function copyFilesOut(storage: FileStorage, keys: string[], dir: string, log: Log): Promise<Manifest['files']> {
  await fs.mkdir(path.join(dir, FILES_DIR), { recursive: true });
  const entries: Manifest['files'] = [];
  const missing: string[] = [];
  for (const key of keys) {
    if (!isFileKey(key)) throw new BackupError(`files holds a key this server did not make: ${key.slice(0, 80)}`);
    const object = await storage.get(key);
    if (!object) {
      missing.push(key);
      continue;
    }
    const bytes = await readAll(object.body);
    await fs.writeFile(path.join(dir, FILES_DIR, key), bytes, { flag: 'wx' });
    entries.push({ key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  if (missing.length > 0)
    log(
      `warning: ${missing.length} file(s) recorded in the database are missing from ${storage.description}: ${missing.slice(0, 5).join(', ')}`,
    );
  log(`${entries.length} file(s) copied from ${storage.description}`);
  return entries;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const majorOf = (versionText: string): number => Number(/(\d+)(\.\d+)?/.exec(versionText)?.[1] ?? NaN);

/** The system's `name` (pg_dump or pg_restore): its major version, or a clear refusal. */
async function clientMajor(name: 'pg_dump' | 'pg_restore'): Promise<number> {
  try {
    const { stdout } = await execFile(name, ['--version']);
    return majorOf(stdout.replace(/^[^0-9]*/, ''));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT')
      throw new BackupError(
        `${name} is not installed (or not on PATH): install the PostgreSQL client of the server's version (e.g. postgresql-client-16).`,
      );
    throw error;
  }
}

async function checkClientVersion(name: 'pg_dump' | 'pg_restore', client: pg.Client): Promise<void> {
  const tool = await clientMajor(name);
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  const server = Math.floor(Number(rows[0].server_version_num) / 10000);
  if (tool !== server)
    throw new BackupError(
      `${name} is version ${tool} but the PostgreSQL server is version ${server}: use the client tools of the server's major version (set PATH to them).`,
    );
}

async function backupPostgres(url: string, dir: string, log: Log) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await checkClientVersion('pg_dump', client);
    // One snapshot for the dump and for the list of files to copy.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const file = path.join(dir, PG_DUMP_FILE);
    log('pg_dump -Fc …');
    try {
      await execFile('pg_dump', ['-Fc', '--no-owner', '--no-privileges', `--snapshot=${rows[0].snapshot}`, '-f', file, '-d', url], {
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      throw new BackupError(`pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
    }
    const db: Queryable = client;
    const result = {
      file: PG_DUMP_FILE,
      tables: await countRows(db),
      migration: await migrationLevel(db),
      keys: await fileKeys(db),
    };
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}

/** Refuses a database that has any table of its own. */
async function assertEmptyPostgres(client: pg.Client): Promise<void> {
  const tables = await listTables(client);
  if (tables.length > 0)
    throw new BackupError(
      `the database is not empty (${tables.length} table(s), e.g. ${tables.slice(0, 3).join(', ')}): restore only into a new, empty database (createdb …).`,
    );
}

async function restorePostgres(url: string, dumpFile: string, log: Log): Promise<Queryable & { end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await checkClientVersion('pg_restore', client);
    await assertEmptyPostgres(client);
    log('pg_restore …');
    try {
      await execFile('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '-d', url, dumpFile], {
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      throw new BackupError(`pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
    }
    return client;
  } catch (error) {
    await client.end();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// PGlite

const pgdataOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pgdata');

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

async function backupPglite(config: Pick<Config, 'dataDir'>, dir: string, log: Log) {
  const pgdata = pgdataOf(config);
  if (!(await exists(path.join(pgdata, 'PG_VERSION'))))
    throw new BackupError(`no PGlite database in ${pgdata} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  // PGlite has no lock between processes: a running server writing meanwhile would be corrupted
  // by a second opener, and its writes would be missing from the dump.
  if (await exists(path.join(pgdata, 'postmaster.pid')))
    throw new BackupError(
      `${pgdata} is in use (PGlite's postmaster.pid is there while a server has it open): stop the server first — PGlite is one process, a backup needs it alone. ` +
        'If no server runs, a crash left the file: start and stop the server once, or remove it.',
    );
  log(`PGlite ${pgdata}: dumping its data dir …`);
  const client = await PGlite.create(pgdata);
  try {
    const db: Queryable = client;
    const blob = await client.dumpDataDir('gzip');
    await fs.writeFile(path.join(dir, PGLITE_DUMP_FILE), Buffer.from(await blob.arrayBuffer()));
    return { file: PGLITE_DUMP_FILE, tables: await countRows(db), migration: await migrationLevel(db), keys: await fileKeys(db) };
  } finally {
    await client.close();
  }
}

async function restorePglite(config: Pick<Config, 'dataDir'>, dumpFile: string, log: Log): Promise<Queryable & { end(): Promise<void> }> {
  const pgdata = pgdataOf(config);
  const entries = await fs.readdir(pgdata).catch(() => [] as string[]);
  if (entries.length > 0) throw new BackupError(`${pgdata} is not empty: restore only into a new DATA_DIR (or move that folder away).`);
  await fs.mkdir(pgdata, { recursive: true });
  log(`PGlite ${pgdata}: loading the dump …`);
  const client = await PGlite.create(pgdata, { loadDataDir: new Blob([await fs.readFile(dumpFile)]) });
  return { query: (text, params) => client.query(text, params), end: () => client.close() };
}

// ---------------------------------------------------------------------------------------------

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
  /** The backup's folder: created, and must be empty if it exists. */
  dir: string;
  log?: Log;
}

export async function createBackup({ config, dir, log = () => {} }: BackupOptions): Promise<Manifest> {
  const existing = await fs.readdir(dir).catch(() => [] as string[]);
  if (existing.length > 0) throw new BackupError(`${dir} is not empty: give a new folder for the backup.`);
  await fs.mkdir(dir, { recursive: true });
  const storage = createStorage(config);
  const database = config.databaseUrl ? await backupPostgres(config.databaseUrl, dir, log) : await backupPglite(config, dir, log);
  const databaseFile = path.join(dir, database.file);
  const files = await copyFilesOut(storage, database.keys, dir, log);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion: await appVersion(),
    driver: config.databaseUrl ? 'pg' : 'pglite',
    migration: database.migration,
    tables: database.tables,
    database: { file: database.file, sha256: await sha256OfFile(databaseFile), bytes: (await fs.stat(databaseFile)).size },
    storage: storage.description,
    files,
  };
  await fs.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  log(
    `backup written to ${dir}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${files.length} files, migration ${manifest.migration.tag}`,
  );
  return manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: Record<string, number>;
}

/** Every difference between what the manifest promises and what was restored (empty: all good). */
export function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (expected[name] !== actual[name])
      problems.push(`${name}: ${expected[name] ?? 'absent'} rows in the backup, ${actual[name] ?? 'absent'} restored`);
  }
  return problems;
}

async function assertStorageEmpty(config: BackupOptions['config'], storage: FileStorage, keys: string[]): Promise<void> {
  if (!config.s3) {
    const uploads = path.join(config.dataDir, 'uploads');
    const entries = await fs.readdir(uploads).catch(() => [] as string[]);
    if (entries.length > 0) throw new BackupError(`${uploads} is not empty: restore only into an empty uploads folder.`);
    return;
  }
  // A bucket cannot be listed through the storage interface: none of the backup's keys may be there.
  for (const key of keys) {
    const object = await storage.get(key);
    if (object) {
      object.body.destroy();
      throw new BackupError(`${storage.description} already holds ${key}: restore only into an empty bucket.`);
    }
  }
}

/**
 * `npm run restore <dir>`: checks the backup's own checksums, refuses a non-empty database or
 * uploads folder, restores both, then counts the rows and re-reads every file against the manifest.
 */
export async function restoreBackup({ config, dir, log = () => {} }: BackupOptions): Promise<RestoreResult> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(dir, MANIFEST), 'utf8').catch(() => {
      throw new BackupError(`${path.join(dir, MANIFEST)} not found: is ${dir} a backup folder?`);
    }),
  ) as Manifest;
  const driver = config.databaseUrl ? 'pg' : 'pglite';
  if (manifest.driver !== driver)
    throw new BackupError(
      `the backup is of a ${manifest.driver === 'pg' ? 'PostgreSQL' : 'PGlite'} database and this configuration uses ${driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (no DATABASE_URL)'}.`,
    );
  const databaseFile = path.join(dir, manifest.database.file);
  if ((await sha256OfFile(databaseFile)) !== manifest.database.sha256)
    throw new BackupError(`${databaseFile} does not match its checksum: the backup is damaged.`);
  for (const file of manifest.files) {
    if (!isFileKey(file.key)) throw new BackupError(`the manifest names a file this server did not make: ${file.key.slice(0, 80)}`);
    if ((await sha256OfFile(path.join(dir, FILES_DIR, file.key))) !== file.sha256)
      throw new BackupError(`files/${file.key} does not match its checksum: the backup is damaged.`);
  }
  const storage = createStorage(config);
  await assertStorageEmpty(
    config,
    storage,
    manifest.files.map((f) => f.key),
  );

  const db = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, databaseFile, log)
    : await restorePglite(config, databaseFile, log);
  let tables: Record<string, number>;
  try {
    tables = await countRows(db);
  } finally {
    await db.end();
  }
  const problems = compareCounts(manifest.tables, tables);
  if (problems.length > 0) throw new BackupError(`restored, but the row counts differ from the manifest:\n  ${problems.join('\n  ')}`);
  log(`database restored: ${Object.keys(tables).length} tables, row counts as in the manifest`);

  for (const file of manifest.files) await storage.put(file.key, await fs.readFile(path.join(dir, FILES_DIR, file.key)));
  for (const file of manifest.files) {
    const object = await storage.get(file.key);
    if (!object) throw new BackupError(`${file.key} is missing from ${storage.description} after the restore`);
    if (
      createHash('sha256')
        .update(await readAll(object.body))
        .digest('hex') !== file.sha256
    )
      throw new BackupError(`${file.key} in ${storage.description} does not match its checksum after the restore`);
  }
  log(`${manifest.files.length} file(s) restored into ${storage.description}, checksums as in the manifest`);
  return { manifest, tables };
}
