/**
 * Profiling aid for the dashboards (issue 10): `tsx bench/dashboards-profile.ts load|time [pglite|pg]`.
 * `load` builds the benchmark's 1.2 M-result database once (PGlite: a dump in PROFILE_DUMP; PostgreSQL:
 * the database PROFILE_DB on BENCH_DATABASE_URL's server) so reads can be timed one by one without
 * reloading; `time` applies pending migrations (with the rebuild) and times each read of the district
 * and territory dashboards alone, p50 and CPU of PROFILE_RUNS (30).
 */
import fs from 'node:fs';
import { monthOf, ROLE, type DashboardQuery, type Period } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { seedLarge } from '../src/db/seed/large-data.js';
import { hashPassword } from '../src/lib/passwords.js';
import { dateIn, type Viewer } from '../src/lib/viewer.js';
import { dsPerformance, fsrLeaderboard, inStoreLeaderboard } from '../src/modules/dashboards/boards.js';
import { dashboardData, territoryStores } from '../src/modules/dashboards/dashboard-data.js';
import { openArea } from '../src/modules/dashboards/scope.js';
import {
  peopleOf,
  resultsByTerritory,
  resultsByType,
  visitsByUser,
  visitWeeks,
  bucketsByTerritory,
} from '../src/modules/dashboards/stats.js';
import { addResults, addVisits, rebuildStats } from './dashboards-data.js';

const [mode = 'time', target = 'pglite'] = process.argv.slice(2);
const DUMP = process.env.PROFILE_DUMP ?? '/tmp/fieldops-dash-profile.tar';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROFILE_DB = process.env.PROFILE_DB ?? 'fieldops_dash_profile';
const RUNS = Number(process.env.PROFILE_RUNS ?? 30);
const TZ = 'America/Toronto';

async function open(): Promise<DatabaseHandle> {
  if (target === 'pg') {
    const url = new URL(PG_URL);
    url.pathname = `/${PROFILE_DB}`;
    if (mode === 'load') {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${PROFILE_DB} with (force)`);
      await admin.query(`create database ${PROFILE_DB}`);
      await admin.end();
    }
    return openDatabase({ url: url.toString() });
  }
  if (mode === 'load') return openDatabase({});
  return openDatabase({ loadDataDir: new Blob([fs.readFileSync(DUMP)]) });
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; cpu: number }> {
  for (let i = 0; i < 3; i += 1) await fn();
  const ms: number[] = [];
  const start = process.cpuUsage();
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  const used = process.cpuUsage(start);
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)], cpu: (used.user + used.system) / 1000 / RUNS };
}

async function main() {
  const handle = await open();
  const db = handle.db;
  const today = dateIn(TZ);
  if (mode === 'load') {
    const lastMonth = monthOf(today).startDate;
    await handle.migrate();
    const hash = await hashPassword(DEMO_PASSWORD);
    await db.transaction((tx) => seedLarge(tx as never, hash));
    await db.transaction((tx) => addVisits(tx as never, lastMonth, 250_000, 0.25));
    await db.transaction((tx) => addResults(tx as never, lastMonth, 2, 0, 0.12));
    await db.transaction((tx) => addResults(tx as never, lastMonth, 18, 2, 0.5));
    await rebuildStats(db);
    if (handle.dump) fs.writeFileSync(DUMP, Buffer.from(await (await handle.dump()).arrayBuffer()));
    await handle.close();
    return;
  }
  await handle.migrate();
  if (process.env.PROFILE_REBUILD) await rebuildStats(db);
  else await db.execute(sql`vacuum analyze`);
  if (mode === 'sql') {
    // Each file of PROFILE_SQL (comma-separated) timed as one statement.
    for (const file of (process.env.PROFILE_SQL ?? '').split(',').filter(Boolean)) {
      const text = fs.readFileSync(file, 'utf8');
      if (process.env.PROFILE_EXPLAIN) {
        for (let i = 0; i < 3; i += 1) await db.execute(sql.raw(text));
        const plan = await queryRows<Record<string, string>>(db, sql.raw(`explain (analyze, buffers) ${text}`));
        console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
      }
      const t = await time(() => db.execute(sql.raw(text)));
      console.log(`${target} ${file.padEnd(32)} p50 ${t.p50.toFixed(2).padStart(6)} ms  node CPU ${t.cpu.toFixed(2).padStart(6)} ms`);
    }
    await handle.close();
    return;
  }
  const viewer: Viewer = { user: { id: 1, role: 1, areaId: null }, today };
  const [area] = await queryRows<{ district: number; territory: number }>(
    db,
    sql`select d.id as district, min(t.id)::int as territory from districts d join territories t on t.district_id = d.id
         group by d.region_id, d.id order by d.id limit 1`,
  );
  const periods: [string, Period][] = [
    ['month', monthOf(today, -1)],
    ['year', { startDate: monthOf(today, -11).startDate, endDate: monthOf(today).endDate }],
  ];
  const only = process.env.PROFILE_ONLY;
  for (const [label, period] of periods) {
    const district = await openArea(db, 'district', area.district, viewer.user);
    const territory = await openArea(db, 'territory', area.territory, viewer.user);
    const dIds = district.territories.map((t) => t.id);
    const tIds = [area.territory];
    const reads: [string, () => Promise<unknown>][] = [
      ['district dashboard', () => dashboardData(db, { type: 'district', districtID: area.district, ...period } as DashboardQuery, viewer)],
      ['district openArea', () => openArea(db, 'district', area.district, viewer.user)],
      ['district resultsByTerritory', () => resultsByTerritory(db, period, dIds)],
      ['district resultsByType', () => resultsByType(db, period, dIds, today)],
      ['district visitWeeks', () => visitWeeks(db, period, today, dIds, 'territory')],
      ['district visitsByUser', () => visitsByUser(db, period, dIds)],
      ['district reps', () => peopleOf(db, ROLE.fieldSalesRep, dIds)],
      ['district dsPerformance', () => dsPerformance(db, district, period)],
      ['district fsrLeaderboard', () => fsrLeaderboard(db, district, period)],
      ['district inStoreLeaderboard', () => inStoreLeaderboard(db, district, period)],
      [
        'territory dashboard',
        () => dashboardData(db, { type: 'territory', territoryID: area.territory, ...period } as DashboardQuery, viewer),
      ],
      ['territory stores', () => territoryStores(db, area.territory, period, today)],
      ['territory resultsByType', () => resultsByType(db, period, tIds, today)],
      ['territory nextMonth buckets', () => bucketsByTerritory(db, monthOf(period.endDate, 1), tIds, today)],
      ['territory visitsByUser', () => visitsByUser(db, period, tIds)],
      ['territory openArea', () => openArea(db, 'territory', area.territory, viewer.user)],
      ['territory inStoreLeaderboard', () => inStoreLeaderboard(db, territory, period)],
    ];
    for (const [name, fn] of reads) {
      if (only && !name.includes(only)) continue;
      if (process.env.PROFILE_EXPLAIN) {
        // The plans of the read's statements (EXPLAIN ANALYZE of each), printed instead of timing it.
        for (let i = 0; i < 3; i += 1) await fn();
        const execute = db.execute.bind(db);
        const explained = db as unknown as { execute: (q: SQL) => Promise<unknown> };
        explained.execute = async (q: SQL) => {
          const plan = (await execute(sql`explain (analyze, timing off, summary on) ${q}`)) as unknown as {
            rows: Record<string, string>[];
          };
          console.log(`${label} ${name}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`);
          return execute(q);
        };
        await fn().catch(() => undefined);
        explained.execute = execute as never;
        continue;
      }
      const t = await time(fn);
      console.log(
        `${target} ${label.padEnd(5)} ${name.padEnd(32)} p50 ${t.p50.toFixed(2).padStart(6)} ms  node CPU ${t.cpu.toFixed(2).padStart(6)} ms`,
      );
    }
  }
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
