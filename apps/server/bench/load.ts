/**
 * `npm run load` (issue 14): LOAD_CONNECTIONS virtual users (200) for LOAD_DURATION_S seconds (60)
 * with autocannon, against LOAD_INSTANCES server processes (2; ports 3791…) on one PostgreSQL
 * database seeded with the demo data (a fresh database on LOAD_DATABASE_URL's server, dropped
 * afterwards unless LOAD_KEEP=1), connections spread round-robin over the instances.
 *
 * Four users in five are reps doing their day over and over: GET /today, POST /checkin at one of
 * their stores, GET /today/:store, POST /image (a photo), PUT the store's result (completed, with
 * the photo), PUT /checkin/:id (check out). The others are managers of every level opening their
 * dashboard (GET /dashboard_data at their level), /fsr_summary, /checkin and an objective list.
 *
 * Each virtual user makes at most LOAD_RATE requests a second (1: a person reading the answer
 * before the next tap); LOAD_RATE=0 sends each request as soon as the last answered, which
 * measures the most the instances can take (every connection always waiting: latency is queueing).
 *
 * Prints requests/s, p50/p95/p99 per call and the non-2xx answers, then counts rows to prove that
 * every write answered 2xx is in the database. Exit code 1 when a target is missed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoPhotos } from '../src/db/seed/demo-images.js';

const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 2);
const RATE = Number(process.env.LOAD_RATE ?? 1);
/** Paced users start in this many groups spread over the first second (see below). */
const GROUPS = Number(process.env.LOAD_GROUPS ?? 20);
const BASE_PORT = Number(process.env.LOAD_PORT ?? 3791);
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'demo1234';
const READ_P95_TARGET_MS = 500;

const withDatabase = (url: string, database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server (src/main.ts) in a process of its own on `port`, once /health/ready answers. */
async function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/api/v1/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server on port ${port} was not ready within 300 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Rep {
  id: number;
  token: string;
  territory: number;
  /** Results of their territory this run completes, store and objective (objectives without a form). */
  results: { store: number; objective: number }[];
}
interface Manager {
  id: number;
  role: number;
  token: string;
  dashboard: string;
}

/** One virtual user's state across its requests (autocannon keeps a context per connection). */
interface Ctx {
  user?: Rep | Manager;
  /** The next request's place in the round (0–5), and the one under way. */
  step: number;
  current: number;
  started: number;
  call: string;
  write: boolean;
  round: number;
  visit?: number;
  file?: number;
  result?: { store: number; objective: number };
}

const stats = new Map<string, { latencies: number[]; errors: Map<number, number>; write: boolean }>();
/** Every write answered 2xx, to count afterwards. */
const written = {
  visits: new Set<number>(),
  checkouts: new Set<number>(),
  files: new Set<number>(),
  /** Per result: the photos of its 2xx PUTs in order, and the one of a PUT still unanswered at the end. */
  results: new Map<string, { sent: number[]; pending?: number }>(),
};

function record(call: string, write: boolean, status: number, ms: number) {
  let s = stats.get(call);
  if (!s) stats.set(call, (s = { latencies: [], errors: new Map(), write }));
  s.latencies.push(ms);
  if (status < 200 || status > 299) s.errors.set(status, (s.errors.get(status) ?? 0) + 1);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function multipartPhoto(): { body: Buffer; type: string } {
  const boundary = `----fieldops${randomBytes(8).toString('hex')}`;
  const photo = demoPhotos()[0];
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nimage\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shelf.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function main() {
  const started = Date.now();
  const database = `fieldops_load_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(SERVER_URL, database);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-load-'));
  await onServer(`create database "${database}"`);
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const db = new pg.Client({ connectionString: url });
  try {
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, DEMO_DATA: '1', AUTH_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' };
    console.log(`database ${database}; starting ${INSTANCES} instance(s) (the first seeds the demo data) …`);
    // The first one alone: it migrates and seeds; the others then start on a ready database.
    servers.push(await startServer(env, BASE_PORT));
    for (let i = 1; i < INSTANCES; i++) servers.push(await startServer(env, BASE_PORT + i));
    const urls = servers.map((s) => s.url);
    console.log(`instances: ${urls.join(', ')} (ready after ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    await db.connect();

    // The demo data has a few dozen reps; a rep is in one store at a time, so each virtual rep
    // needs an account of their own: copies of the demo reps (same territory and password).
    const wanted = Math.round(CONNECTIONS * 0.8);
    const { rows: repCount } = await db.query<{ n: string }>('select count(*) as n from users where role = 4 and deleted_at is null');
    for (let copy = 1; copy * Number(repCount[0].n) < wanted; copy++) {
      await db.query(
        `create temporary table rep_copies as select * from users where role = 4 and deleted_at is null and email not like 'load%';
         update rep_copies set id = nextval(pg_get_serial_sequence('users', 'id')), email = 'load${copy}.' || email;
         insert into users select * from rep_copies;
         drop table rep_copies;`,
      );
    }
    const { rows: users } = await db.query<{ id: number; email: string; role: number; area_id: number | null }>(
      `select id, email, role, area_id from users where deleted_at is null and role in (1, 2, 3, 4) order by id`,
    );
    const signIn = async (email: string, i: number) => {
      const res = await fetch(`${urls[i % urls.length]}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const repRows = users.filter((u) => u.role === 4 && u.area_id !== null);
    const managerRows = users.filter((u) => u.role !== 4 && (u.role === 1 || u.area_id !== null));
    const { rows: resultRows } = await db.query<{ territory_id: number; store_id: number; objective_id: number }>(
      `select s.territory_id, so.store_id, so.objective_id
         from store_objectives so
         join stores s on s.id = so.store_id and s.deleted_at is null
         join objectives o on o.id = so.objective_id and o.deleted_at is null
        where so.status_id in (1, 2) and not exists (select 1 from objective_fields f where f.objective_id = o.id)`,
    );
    const reps: Rep[] = [];
    // The accounts of a territory share its results out, so that one result is only ever written
    // by one virtual rep at a time (whose answers come in order): the last photo is known.
    const byTerritory = new Map<number, typeof repRows>();
    for (const u of repRows) byTerritory.set(u.area_id!, [...(byTerritory.get(u.area_id!) ?? []), u]);
    const chosen = repRows
      .map((u) => {
        const mates = byTerritory.get(u.area_id!)!;
        const results = resultRows
          .filter((r) => r.territory_id === u.area_id)
          .filter((_, i) => i % mates.length === mates.indexOf(u))
          .map((r) => ({ store: r.store_id, objective: r.objective_id }));
        return { u, results };
      })
      .filter((r) => r.results.length > 0)
      .slice(0, wanted);
    // Eight sign-ins at a time (each is a password hash on the server).
    for (let i = 0; i < chosen.length; i += 8) {
      const batch = chosen.slice(i, i + 8);
      const tokens = await Promise.all(batch.map(({ u }, j) => signIn(u.email, i + j)));
      batch.forEach(({ u, results }, j) => reps.push({ id: u.id, token: tokens[j], territory: u.area_id!, results }));
    }
    const dashboardOf = (u: (typeof users)[number]) =>
      u.role === 1 ? 'type=national' : u.role === 2 ? `type=region&regionID=${u.area_id}` : `type=district&districtID=${u.area_id}`;
    const managers: Manager[] = [];
    for (const u of managerRows.slice(0, Math.max(1, CONNECTIONS - reps.length)))
      managers.push({ id: u.id, role: u.role, token: await signIn(u.email, managers.length), dashboard: dashboardOf(u) });
    // Four rounds in five are a rep's, with a rep not busy on another connection; else a manager's.
    const freeReps = [...reps];
    let draws = 0;
    const draw = (): Rep | Manager => {
      const n = draws++;
      if (n % 5 !== 4 && freeReps.length > 0) return freeReps.shift()!;
      return managers[n % managers.length];
    };
    console.log(
      `${reps.length} reps and ${managers.length} managers signed in (${users.filter((u) => u.role === 4).length} reps in the data); ` +
        `${CONNECTIONS} connections for ${DURATION_S} s over ${INSTANCES} instance(s) …`,
    );

    const photo = multipartPhoto();
    const isRep = (u: Rep | Manager): u is Rep => 'results' in u;
    type Req = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer };
    /** The next request of this virtual user, from its state. */
    const plan = (c: Ctx): { call: string; write: boolean; req: Omit<Req, 'headers'> & { headers?: Record<string, string> } } => {
      const u = c.user!;
      if (!isRep(u)) {
        const calls = [
          { call: `GET /dashboard_data (${u.dashboard.split('&')[0].slice(5)})`, path: `/api/v1/dashboard_data?${u.dashboard}` },
          { call: 'GET /fsr_summary', path: '/api/v1/fsr_summary?perPage=50' },
          { call: 'GET /checkin', path: '/api/v1/checkin?perPage=50' },
          { call: 'GET /store_objective/status/1/list', path: '/api/v1/store_objective/status/1/list?perPage=50' },
          { call: 'GET /objective', path: '/api/v1/objective?perPage=50' },
        ];
        const x = calls[c.step % calls.length];
        return { call: x.call, write: false, req: { method: 'GET', path: x.path } };
      }
      c.result ??= u.results[(c.round + u.id) % u.results.length];
      const json = (body: object) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      switch (c.step) {
        case 0:
          return { call: 'GET /today', write: false, req: { method: 'GET', path: '/api/v1/today' } };
        case 1:
          return {
            call: 'POST /checkin',
            write: true,
            req: { method: 'POST', path: '/api/v1/checkin', ...json({ storeID: c.result.store }) },
          };
        case 2:
          return { call: 'GET /today/:store', write: false, req: { method: 'GET', path: `/api/v1/today/${c.result.store}` } };
        case 3:
          return {
            call: 'POST /image',
            write: true,
            req: { method: 'POST', path: '/api/v1/image', headers: { 'content-type': photo.type }, body: photo.body },
          };
        case 4:
          return {
            call: 'PUT /store/:s/objective/:o',
            write: true,
            req: {
              method: 'PUT',
              path: `/api/v1/store/${c.result.store}/objective/${c.result.objective}`,
              ...json({ status: 2, images: c.file ? [c.file] : [] }),
            },
          };
        default:
          return {
            call: 'PUT /checkin/:id (out)',
            write: true,
            req: { method: 'PUT', path: `/api/v1/checkin/${c.visit ?? 0}`, ...json({}) },
          };
      }
    };

    // autocannon runs each connection through `requests` in order and clears its context after
    // the last: one pass of the six is one round of a user (drawn from the roster each round).
    const step = {
      setupRequest: (req: Req, context: Ctx) => {
        if (context.step === 0) {
          context.user = draw();
          context.round = draws;
        }
        const p = plan(context);
        if (context.step === 4 && isRep(context.user!) && context.file) {
          const key = `${context.result!.store}/${context.result!.objective}`;
          written.results.set(key, { sent: written.results.get(key)?.sent ?? [], pending: context.file });
        }
        context.call = p.call;
        context.write = p.write;
        context.current = context.step++;
        context.started = performance.now();
        return { ...req, ...p.req, headers: { ...req.headers, ...p.req.headers, authorization: `Bearer ${context.user!.token}` } };
      },
      onResponse: (status: number, body: string, context: Ctx) => {
        record(context.call, context.write, status, performance.now() - context.started);
        const ok = status >= 200 && status < 300;
        const data = ok && body ? ((JSON.parse(body) as { data?: { id?: number } }).data ?? {}) : {};
        if (!isRep(context.user!)) return;
        switch (context.current) {
          case 1:
            context.visit = ok ? data.id : undefined;
            if (ok && data.id) written.visits.add(data.id);
            break;
          case 3:
            context.file = ok ? data.id : undefined;
            if (ok && data.id) written.files.add(data.id);
            break;
          case 4:
            if (context.file) {
              const entry = written.results.get(`${context.result!.store}/${context.result!.objective}`)!;
              if (ok) entry.sent.push(context.file);
              entry.pending = undefined;
            }
            break;
          case 5:
            if (ok && context.visit) written.checkouts.add(context.visit);
            freeReps.push(context.user as Rep);
            break;
        }
      },
    };
    // autocannon paces each connection by its own one-second timer, started when the connection
    // is made: one autocannon of 200 connections would start every user's second at the same
    // instant, a burst of 200 requests each second that no set of people makes. The users are
    // started in GROUPS groups, 1000/GROUPS ms apart, so that their seconds begin at spread moments.
    const groups = RATE > 0 ? Math.min(GROUPS, CONNECTIONS) : 1;
    const runs = await Promise.all(
      Array.from({ length: groups }, async (_, g) => {
        await new Promise((resolve) => setTimeout(resolve, (g * 1000) / groups));
        return autocannon({
          url: urls as unknown as string, // autocannon spreads connections over several URLs; its types say one
          connections: Math.floor(CONNECTIONS / groups) + (g < CONNECTIONS % groups ? 1 : 0),
          ...(RATE > 0 ? { connectionRate: RATE } : {}),
          duration: DURATION_S,
          timeout: 30,
          initialContext: { step: 0, current: 0, started: 0, call: '', write: false, round: 0 } satisfies Ctx,
          requests: Array.from({ length: 6 }, () => step) as never,
        });
      }),
    );
    const result = {
      total: runs.reduce((n, r) => n + r.requests.total, 0),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    };

    // Report per call.
    console.log(
      `\n${INSTANCES} instance(s), ${CONNECTIONS} connections${RATE > 0 ? ` at ${RATE} request/s each` : ' as fast as answered'}, ${DURATION_S} s: ${(result.total / DURATION_S).toFixed(0)} requests/s on average, ${result.total} requests`,
    );
    console.log(
      `load average (1, 5, 15 min) at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')} on ${os.cpus().length} cores\n`,
    );
    const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
    const table = rows.map(([call, s]) => {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      const errors = [...s.errors.values()].reduce((a, b) => a + b, 0);
      return {
        call,
        count: sorted.length,
        'req/s': (sorted.length / DURATION_S).toFixed(1),
        p50: Math.round(percentile(sorted, 50)),
        p95: Math.round(percentile(sorted, 95)),
        p99: Math.round(percentile(sorted, 99)),
        errors: errors ? `${errors} (${[...s.errors.entries()].map(([k, v]) => `${k}×${v}`).join(' ')})` : '0',
      };
    });
    console.table(table);
    console.log(`autocannon: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);

    // No lost write: every 2xx write is in the database.
    const ids = (s: Set<number>) => [...s];
    const count = async (query: string, values: unknown[]) => Number((await db.query<{ n: string }>(query, values)).rows[0].n);
    const visits = await count('select count(*) as n from visits where id = any($1)', [ids(written.visits)]);
    const checkedOut = await count('select count(*) as n from visits where id = any($1) and checkout_at is not null', [
      ids(written.checkouts),
    ]);
    // A result PUT replaces its photos: those it drops are deleted, as designed. A file sent in a
    // PUT of its result and no longer in the database was replaced by a later PUT (a result is
    // written by one virtual rep at a time); any other missing file is lost.
    const present = new Set(
      (await db.query<{ id: number }>('select id from files where id = any($1)', [ids(written.files)])).rows.map((r) => r.id),
    );
    const attachedOnce = new Set([...written.results.values()].flatMap((r) => [...r.sent, ...(r.pending ? [r.pending] : [])]));
    const replaced = ids(written.files).filter((id) => !present.has(id) && attachedOnce.has(id)).length;
    const files = present.size + replaced;
    let results = 0;
    // Each result is completed with the photo of its last 2xx PUT (or of a PUT still unanswered
    // when the run ended, which may have committed).
    let resultsWritten = 0;
    for (const [key, entry] of written.results) {
      if (entry.sent.length === 0) continue;
      resultsWritten++;
      const last = [entry.sent.at(-1)!, ...(entry.pending ? [entry.pending] : [])];
      const [store, objective] = key.split('/').map(Number);
      results += Math.min(
        1,
        await count(
          `select count(*) as n from store_objectives so join store_objective_files f on f.store_objective_id = so.id
            where so.store_id = $1 and so.objective_id = $2 and so.status_id = 2 and f.file_id = any($3)`,
          [store, objective, last],
        ),
      );
    }
    const lost =
      written.visits.size - visits + (written.checkouts.size - checkedOut) + (written.files.size - files) + (resultsWritten - results);
    console.log(
      `\nwrites found: visits ${visits}/${written.visits.size}, check-outs ${checkedOut}/${written.checkouts.size}, ` +
        `files ${files}/${written.files.size} (${replaced} of them replaced by a later PUT of their result and deleted), results completed with their last photo ${results}/${resultsWritten}`,
    );
    const errors = table.filter((t) => t.errors !== '0').length + result.errors + result.timeouts;
    const slow = table.filter((t) => t.call.startsWith('GET') && t.p95 > READ_P95_TARGET_MS).map((t) => t.call);
    console.log(
      `targets: errors ${errors === 0 ? 'none' : 'SOME'}; lost writes ${lost}; reads with p95 > ${READ_P95_TARGET_MS} ms: ${slow.join(', ') || 'none'}`,
    );
    if (errors > 0 || lost !== 0 || slow.length > 0) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    await Promise.all(servers.map((s) => s.stop()));
    if (process.env.LOAD_KEEP !== '1') await onServer(`drop database if exists "${database}" with (force)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
