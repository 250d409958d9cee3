/**
 * `npm run bench:dashboards` (issue 10): loads the large organisation (5,000 stores, 400
 * territories, 50 districts), 250,000 closed visits and first 120,000 then 1,200,000 store results
 * over twelve months, and times GET /dashboard_data's work at each level and the three detail
 * lists, for a month and for a year, beside the plain joins over the raw tables that would answer
 * the same figures. On PGlite (in memory) and, when it answers, on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test: a database it creates and
 * drops). Times are the service calls in process (SQL and figures, without HTTP), p50 of
 * BENCH_RUNS (30) after 3 warm-ups (the plain joins: 5 after 1, once every call is timed). Records the table in bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dateIn, monthOf, nextMonthOf, type DashboardQuery, type Period, type SummaryQuery } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { seedLarge } from '../src/db/seed/large-data.js';
import { hashPassword } from '../src/lib/passwords.js';
import type { Viewer } from '../src/lib/viewer.js';
import { dashboardData } from '../src/modules/dashboards/dashboard-data.js';
import { checkinSummary, dsSummary, fsrSummary } from '../src/modules/dashboards/lists.js';
import { addResults, addVisits, rebuildStats } from './dashboards-data.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TZ = 'America/Toronto';

/** Wall-clock p50 and p95, and the mean CPU time a call costs (this process and the database's server processes). */
type Timing = { p50: number; p95: number; cpu: number };
const log = (...args: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...args);

/**
 * CPU time used so far, in ms, by this process (PGlite works in it: key 0) and by each PostgreSQL
 * server process of `pids` (read from /proc: the server runs on this machine). On a machine shared
 * with other work the wall clock measures the queue for the cores as much as the call; the CPU
 * time is what the call costs, what it would take on an idle core.
 */
function cpuMs(pids: number[]): Map<number, number> {
  const own = process.cpuUsage();
  const used = new Map([[0, (own.user + own.system) / 1000]]);
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th (clock ticks of 10 ms).
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the connection has ended
    }
  }
  return used;
}

/** CPU ms used between two readings by the processes present at both (a connection the pool ended is left out). */
const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + (before.has(pid) ? ms - before.get(pid)! : 0), 0);

/** The server processes of this database's connections (none on PGlite). */
let serverPids: () => Promise<number[]> = async () => [];

/** p50 and p95 of `runs` calls after `warm` warm-ups, and their mean CPU time. */
async function time(fn: () => Promise<unknown>, runs = RUNS, warm = 3): Promise<Timing> {
  for (let i = 0; i < warm; i += 1) await fn();
  const pids = await serverPids();
  const cpuStart = cpuMs(pids);
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  const cpu = cpuBetween(cpuStart, cpuMs(pids)) / runs;
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)], p95: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))], cpu };
}

/**
 * The plain joins over the raw tables that answer the figures of an area's territories (a subquery
 * of their ids): its results per territory (completion, overdue, approval times: the areas, the
 * buckets and the boards), its visits per week and area (the chart) and per person (the in-store
 * board), its completed results per objective type (conversions) and its stores' results one by one
 * (the territory's lists). Each level's plain join is the reads of every figure its answer carries.
 */
function plain(db: Database, period: Period, territories: SQL) {
  const results = (p: Period = period) =>
    queryRows(
      db,
      sql`select s.territory_id, count(*) as total, count(*) filter (where so.status_id in (2, 3)) as completed,
                 count(*) filter (where so.status_id = 1 and o.due_date < current_date) as overdue,
                 avg(extract(epoch from so.approved_at - so.completed_at)) filter (where so.status_id = 3) as approval
            from store_objectives so join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
           where o.deleted_at is null and o.due_date between ${p.startDate}::date and ${p.endDate}::date and s.territory_id in (${territories})
           group by s.territory_id`,
    );
  const visits = (groups: SQL[], joins: SQL = sql``) =>
    queryRows(
      db,
      sql`select ${sql.join(groups, sql`, `)}, count(*), sum(extract(epoch from v.checkout_at - v.checkin_at)),
                 count(distinct (v.user_id, (v.checkin_at at time zone province_time_zone(s.province))::date)),
                 avg(extract(epoch from (v.checkin_at at time zone province_time_zone(s.province))::time)), count(*) filter (where v.forced)
            from visits v join stores s on s.id = v.store_id ${joins}
           where v.checkout_at is not null and s.territory_id in (${territories})
             and (v.checkin_at at time zone province_time_zone(s.province))::date between ${period.startDate}::date and ${period.endDate}::date
           group by ${sql.raw(groups.map((_, i) => i + 1).join(', '))}`,
    );
  const week = sql`date_trunc('week', (v.checkin_at at time zone province_time_zone(s.province))::date)`;
  return {
    results,
    /** The chart: per week and region, district or territory (`area`, a column of s, t or d). */
    weeks: (area: SQL) => visits([area, week], sql`join territories t on t.id = s.territory_id join districts d on d.id = t.district_id`),
    people: () => visits([sql`v.user_id`]),
    conversions: () =>
      queryRows(
        db,
        sql`select o.objective_type_id, count(*) filter (where so.status_id in (2, 3))
              from store_objectives so join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
             where o.deleted_at is null and o.due_date between ${period.startDate}::date and ${period.endDate}::date and s.territory_id in (${territories})
             group by 1`,
      ),
    stores: () =>
      queryRows(
        db,
        sql`select s.id, s.name, so.status_id, o.id as objective_id, o.title, o.due_date < current_date as past_due
              from stores s left join (store_objectives so join objectives o on o.id = so.objective_id and o.deleted_at is null
                                        and o.due_date between ${period.startDate}::date and ${period.endDate}::date) on so.store_id = s.id
             where s.territory_id in (${territories})
             order by s.name, s.id, so.status_id, o.title`,
      ),
  };
}

interface Row {
  call: string;
  period: string;
  small: Timing;
  large: Timing;
  plain: Timing;
}

async function measure(db: Database, today: string, size: 'small' | 'large', rows: Map<string, Row>) {
  const viewer: Viewer = { user: { id: 1, role: 1, areaId: null }, today };
  const [area] = await queryRows<{ region: number; district: number; territory: number }>(
    db,
    sql`select d.region_id as region, d.id as district, min(t.id)::int as territory from districts d join territories t on t.district_id = d.id
         group by d.region_id, d.id order by d.id limit 1`,
  );
  const lastFull = monthOf(today, -1);
  const periods: [string, Period][] = [
    ['month', lastFull],
    ['year', { startDate: monthOf(today, -11).startDate, endDate: monthOf(today).endDate }],
  ];
  const list = (period: Period): SummaryQuery => ({ page: 1, perPage: 50, ...period });
  const plainJoins: [string, () => Promise<unknown>][] = [];
  for (const [label, period] of periods) {
    const raw = plain(db, period, sql`select id from territories`);
    const inRegion = plain(
      db,
      period,
      sql`select t.id from territories t join districts d on d.id = t.district_id where d.region_id = ${area.region}`,
    );
    const inDistrict = plain(db, period, sql`select id from territories where district_id = ${area.district}`);
    const inTerritory = plain(db, period, sql`select ${area.territory}::int`);
    // Each level's figures (dashboard-data.ts): the areas' completion, chart and boards; a district's
    // buckets and conversions besides; a territory's store lists, its district's boards (a rep sees
    // where they stand in the district), its in-store board, conversions and next month's buckets.
    const reads =
      (...fns: (() => Promise<unknown>)[]) =>
      () =>
        Promise.all(fns.map((fn) => fn()));
    const calls: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        'dashboard_data national',
        () => dashboardData(db, { type: 'national', ...period } as DashboardQuery, viewer),
        reads(raw.results, () => raw.weeks(sql`d.region_id`), raw.people),
      ],
      [
        'dashboard_data region',
        () => dashboardData(db, { type: 'region', regionID: area.region, ...period } as DashboardQuery, viewer),
        reads(inRegion.results, () => inRegion.weeks(sql`t.district_id`), inRegion.people),
      ],
      [
        'dashboard_data district',
        () => dashboardData(db, { type: 'district', districtID: area.district, ...period } as DashboardQuery, viewer),
        reads(inDistrict.results, () => inDistrict.weeks(sql`s.territory_id`), inDistrict.people, inDistrict.conversions),
      ],
      [
        'dashboard_data territory',
        () => dashboardData(db, { type: 'territory', territoryID: area.territory, ...period } as DashboardQuery, viewer),
        reads(inTerritory.stores, inDistrict.results, inTerritory.people, inTerritory.conversions, () =>
          inTerritory.results(nextMonthOf(period)),
        ),
      ],
      ['ds_summary (national)', () => dsSummary(db, list(period), viewer), raw.results],
      ['fsr_summary (national)', () => fsrSummary(db, list(period), viewer), raw.results],
      ['checkin (national)', () => checkinSummary(db, list(period), viewer), raw.people],
    ];
    // One pass over every call before any is timed: the first would otherwise also pay for warming
    // the code and the database's caches that all of them share (its p50 was the slowest of the run).
    for (const [, fn] of calls) await fn();
    for (const [call, fn] of calls) {
      const key = `${call} ${label}`;
      const timing = await time(fn);
      const row = rows.get(key) ?? { call, period: label, small: timing, large: timing, plain: timing };
      row[size] = timing;
      rows.set(key, row);
      log(size, key, timing.p50.toFixed(1), 'ms, CPU', timing.cpu.toFixed(1), 'ms');
    }
    for (const [call, , plainFn] of calls) plainJoins.push([`${call} ${label}`, plainFn]);
  }
  // The plain joins take seconds on 1.2 M rows: 5 runs after 1 warm-up, once every call of both
  // periods is timed (run between the calls, their work on the whole tables slowed the next ones).
  if (size === 'large') {
    for (const [key, plainFn] of plainJoins) {
      const row = rows.get(key)!;
      row.plain = await time(plainFn, 5, 1);
      log(size, `${key} plain join`, row.plain.p50.toFixed(0), 'ms, CPU', row.plain.cpu.toFixed(0), 'ms');
    }
  }
}

async function run(
  label: string,
  handle: DatabaseHandle,
): Promise<{ label: string; rows: Row[]; counts: string; load: string; loadAverage: string }> {
  const db = handle.db;
  const today = dateIn(TZ);
  const lastMonth = monthOf(today).startDate;
  const loads: string[] = [];
  const step = async (name: string, fn: () => Promise<unknown>) => {
    const start = Date.now();
    await fn();
    loads.push(`${name} ${((Date.now() - start) / 1000).toFixed(0)} s`);
    log(label, name, loads.at(-1));
  };
  serverPids =
    handle.driver === 'pg'
      ? async () =>
          (
            await queryRows<{ pid: number }>(
              db,
              sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
            )
          ).map((r) => r.pid)
      : async () => [];
  await step('migrate', () => handle.migrate());
  const hash = await hashPassword(DEMO_PASSWORD);
  await step('organisation', () => db.transaction((tx) => seedLarge(tx as unknown as Database, hash)));
  await step('250k visits', () => db.transaction((tx) => addVisits(tx as unknown as Database, lastMonth, 250_000, 0.25)));
  await step('120k results', () => db.transaction((tx) => addResults(tx as unknown as Database, lastMonth, 2, 0, 0.12)));
  await step('rebuild', () => rebuildStats(db));
  const rows = new Map<string, Row>();
  // The machine's load while timing (other work on the same cores slows every figure).
  const loadAverages: number[] = [os.loadavg()[0]];
  await measure(db, today, 'small', rows);
  loadAverages.push(os.loadavg()[0]);
  await step('+1.08M results', () => db.transaction((tx) => addResults(tx as unknown as Database, lastMonth, 18, 2, 0.5)));
  await step('rebuild', () => rebuildStats(db));
  loadAverages.push(os.loadavg()[0]);
  await measure(db, today, 'large', rows);
  loadAverages.push(os.loadavg()[0]);
  const [c] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from stores)::int as stores, (select count(*) from territories)::int as territories,
               (select count(*) from districts)::int as districts, (select count(*) from store_objectives)::int as results,
               (select count(*) from visits)::int as visits, (select count(*) from result_stats)::int as result_rows,
               (select count(*) from result_month_stats)::int as month_rows, (select count(*) from visit_stats)::int as visit_rows,
               (select count(*) from result_year_stats)::int + (select count(*) from visit_year_stats)::int as year_rows,
               (select count(*) from result_month_district_stats)::int + (select count(*) from result_month_region_stats)::int
                 + (select count(*) from visit_week_district_stats)::int + (select count(*) from visit_week_region_stats)::int
                 + (select count(*) from visit_day_district_stats)::int + (select count(*) from visit_day_region_stats)::int as rollup_rows`,
  );
  const counts = `${c.stores} stores, ${c.territories} territories, ${c.districts} districts, ${c.results} store results, ${c.visits} visits; aggregates: ${c.result_rows} result rows (${c.month_rows} by month), ${c.visit_rows} visit rows, ${c.year_rows} year rows, ${c.rollup_rows} district and region rollup rows`;
  return {
    label,
    rows: [...rows.values()],
    counts,
    load: loads.join(' · '),
    loadAverage: `load average (1 min) while timing: ${loadAverages.map((l) => l.toFixed(1)).join(', ')}`,
  };
}

const f = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

function section(result: Awaited<ReturnType<typeof run>>, key: string): string {
  const cpu = os.cpus();
  const lines = [
    `<!-- bench:${key} -->`,
    `### Dashboards on ${result.label}`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${cpu.length} cores (${cpu[0]?.model.trim()}) · Node ${process.version} · ${result.counts}`,
    '',
    `Load: ${result.load} · ${result.loadAverage}`,
    '',
    '| call | period | p50 ms, 120 k results | p50 ms, 1.2 M | p95 ms, 1.2 M | CPU ms, 120 k | CPU ms, 1.2 M | growth (CPU) | plain join p50 ms | plain join CPU ms | faster (CPU) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (r) =>
        `| ${r.call} | ${r.period} | ${f(r.small.p50)} | ${f(r.large.p50)} | ${f(r.large.p95)} | ${f(r.small.cpu)} | ${f(r.large.cpu)} | ` +
        `${(r.large.cpu / r.small.cpu).toFixed(2)}× | ${f(r.plain.p50)} | ${f(r.plain.cpu)} | ${f(r.plain.cpu / r.large.cpu)}× |`,
    ),
    `<!-- /bench:${key} -->`,
  ];
  return lines.join('\n');
}

function record(key: string, text: string) {
  const file = path.resolve(import.meta.dirname, 'RESULTS.md');
  const current = fs.readFileSync(file, 'utf8');
  const pattern = new RegExp(`<!-- bench:${key} -->[\\s\\S]*?<!-- /bench:${key} -->`);
  fs.writeFileSync(file, pattern.test(current) ? current.replace(pattern, text) : `${current.trimEnd()}\n\n${text}\n`);
}

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only !== 'pg') {
    const handle = await openDatabase({});
    try {
      const result = await run('PGlite (embedded, in memory)', handle);
      console.log(section(result, 'dashboards-pglite'));
      record('dashboards-pglite', section(result, 'dashboards-pglite'));
    } finally {
      await handle.close();
    }
  }
  if (only === 'pglite') return;
  const name = `fieldops_dash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL at ${PG_URL} does not answer (${(error as Error).message}); skipped.`);
    return;
  }
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      const result = await run('PostgreSQL (pg driver, pool of 10)', handle);
      console.log(section(result, 'dashboards-pg'));
      record('dashboards-pg', section(result, 'dashboards-pg'));
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
