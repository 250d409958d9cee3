/**
 * `npm run bench`: loads the large dataset into a temporary database, starts the server on
 * loopback and measures requests per second and latency of the main list calls next to
 * GET /api/v1/health, with autocannon. Embedded PGlite by default; BENCH_DATABASE_URL (a
 * PostgreSQL server URL) runs it on a temporary database there. BENCH_DURATION (s, default 10)
 * and BENCH_CONNECTIONS (default 10) tune it. Prints a markdown table and records it in
 * bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { LARGE_SIZES, seedLarge } from '../src/db/seed/large-data.js';
import { hashPassword } from '../src/lib/passwords.js';
import { startServer } from './server.js';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgServer = process.env.BENCH_DATABASE_URL;

const CALLS = [
  { label: 'GET /api/v1/health (no token)', path: '/api/v1/health', auth: false },
  { label: 'GET /api/v1/store (page 1, 50 rows)', path: '/api/v1/store?page=1', auth: true },
  { label: 'GET /api/v1/store?q=ottawa&sort=-city', path: '/api/v1/store?q=ottawa&sort=-city', auth: true },
  { label: 'GET /api/v1/store?page=60&sort=city', path: '/api/v1/store?page=60&sort=city', auth: true },
  { label: 'GET /api/v1/store/search?output=pair&q=tor', path: '/api/v1/store/search?output=pair&q=tor', auth: true },
  { label: 'GET /api/v1/user (page 1, 50 rows)', path: '/api/v1/user?page=1', auth: true },
  { label: 'GET /api/v1/user?q=chen&sort=email', path: '/api/v1/user?q=chen&sort=email', auth: true },
];

async function prepareDatabase(): Promise<{ env: Record<string, string>; label: string; cleanup(): Promise<void> }> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const seed = async (options: { url?: string; dataDir?: string }) => {
    const database = await openDatabase(options);
    await database.migrate();
    await database.db.transaction((tx) => seedLarge(tx as unknown as Database, hash));
    await database.close();
  };
  if (pgServer) {
    const name = `fieldops_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgServer });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgServer);
    url.pathname = `/${name}`;
    await seed({ url: url.toString() });
    return {
      env: { DATABASE_URL: url.toString() },
      label: 'PostgreSQL (pg driver, pool of 10)',
      cleanup: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldops-bench-'));
  await seed({ dataDir });
  return {
    env: { DATA_DIR: dataDir },
    label: 'PGlite (embedded, default)',
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function main() {
  console.log(
    `Loading ${LARGE_SIZES.stores} stores, ${LARGE_SIZES.territories} territories, ${LARGE_SIZES.districts} districts, ${LARGE_SIZES.users} users…`,
  );
  const database = await prepareDatabase();
  const server = await startServer(database.env).catch(async (error: unknown) => {
    await database.cleanup();
    throw error;
  });
  try {
    const login = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const total = (
      (await (await fetch(`${server.url}/api/v1/store`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        meta: { total: number };
      }
    ).meta.total;
    if (total !== LARGE_SIZES.stores) throw new Error(`expected ${LARGE_SIZES.stores} stores, the list says ${total}`);

    const rows: string[] = [];
    for (const call of CALLS) {
      const headers: Record<string, string> = call.auth ? { authorization: `Bearer ${token}` } : {};
      await autocannon({ url: server.url + call.path, connections, duration: 1, headers }); // warm-up
      const result = await autocannon({ url: server.url + call.path, connections, duration, headers });
      const failed = result.non2xx + result.errors + result.timeouts;
      rows.push(`| ${call.label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failed} |`);
      console.log(rows.at(-1));
    }
    report(database.label, rows);
  } finally {
    await server.stop();
    await database.cleanup();
  }
}

function report(databaseLabel: string, rows: string[]) {
  const cpu = os.cpus();
  const section = [
    `<!-- bench:${pgServer ? 'pg' : 'pglite'} -->`,
    `### ${databaseLabel}`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${cpu.length} cores (${cpu[0]?.model.trim()}) · Node ${process.version} · ` +
      `${LARGE_SIZES.stores} stores, ${LARGE_SIZES.territories} territories, ${LARGE_SIZES.districts} districts, ${LARGE_SIZES.users} users · ` +
      `autocannon ${connections} connections × ${duration} s per call, loopback, server in its own process`,
    '',
    '| call | requests/s | p50 ms | p99 ms | failed |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    `<!-- /bench:${pgServer ? 'pg' : 'pglite'} -->`,
  ].join('\n');
  console.log(`\n${section}\n`);
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nRecorded by `npm run bench` (apps/server/bench/run.ts).\n';
  const marker = new RegExp(`<!-- bench:${pgServer ? 'pg' : 'pglite'} -->[\\s\\S]*?<!-- /bench:${pgServer ? 'pg' : 'pglite'} -->`);
  fs.writeFileSync(file, marker.test(current) ? current.replace(marker, section) : `${current.trimEnd()}\n\n${section}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
