import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROLE } from '@fieldops/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { DEMO_PASSWORD } from './db/seed/demo.js';
import { seedIfEmpty } from './db/seed/index.js';
import { demoPhotos } from './db/seed/demo-images.js';
import { createDemoTemplate, newDatabaseName, onServer, withDatabase } from './test/demo-template.js';
import { DEMO } from './test/helpers.js';
import { openEventStream, START_TIMEOUT_MS, startServerProcess, waitUntil, type ServerProcess } from './test/server-process.js';
import { startSmtpServer } from './test/smtp-server.js';
import { createLocalDiskStorage } from './storage/local-disk-storage.js';

/**
 * Issue 14, "several instances on one PostgreSQL": two server processes on one PostgreSQL
 * database, driven alternately. It needs PostgreSQL, whatever TEST_DATABASE_URL says, so the
 * API suite runs it in its PostgreSQL pass only (vitest.config.ts POSTGRESQL_ONLY): in the PGlite
 * pass it would test the same again. The two share one DATA_DIR on disk for their files, which
 * stands in for a shared bucket (the S3 storage has its own suite).
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const METRICS_TOKEN = 'fleet-metrics-token-0123456789';
const MAILS = 30;

let a: ServerProcess;
let b: ServerProcess;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let databaseUrl: string;
let dataDir: string;
let cleanUp: () => Promise<void>;
let forgottenVisit: number;
let rep: { id: number; email: string };

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A fresh database with the demo organisation: a copy of the run's seeded template, else seeded here. */
async function seededDatabase() {
  const template = inject('demoTemplate');
  if (template?.pgDatabase && process.env.TEST_DATABASE_URL) {
    const name = newDatabaseName('fleet');
    await onServer(serverUrl, `create database "${name}" template "${template.pgDatabase}"`);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-fleet-'));
    await fs.cp(path.join(template.dir, 'data'), dir, { recursive: true });
    return {
      url: withDatabase(serverUrl, name),
      dataDir: dir,
      remove: async () => {
        await fs.rm(dir, { recursive: true, force: true });
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const { template: seeded, remove } = await createDemoTemplate(serverUrl);
  return { url: withDatabase(serverUrl, seeded.pgDatabase!), dataDir: path.join(seeded.dir, 'data'), remove };
}

/** One job's rounds so far on an instance, read from its metrics. */
async function jobRuns(server: ServerProcess, job: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const match = new RegExp(`^fieldops_job_runs_total\\{job="${job}"\\} (\\d+)$`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

async function signIn(server: ServerProcess, email: string) {
  const res = await fetch(`${server.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()).data as { token: string }).token}` };
}

beforeAll(async () => {
  const database = await seededDatabase();
  databaseUrl = database.url;
  dataDir = database.dataDir;
  smtp = await startSmtpServer();
  cleanUp = async () => {
    await smtp.close();
    await database.remove();
  };

  // Work that falls due on both instances: a visit left open past VISIT_MAX_HOURS, and outbox
  // mails, one of them claimed by an instance that died before sending it (its lease has run out).
  [rep] = await query<{ id: number; email: string }>(
    `select u.id, u.email from users u
      where u.role = $1 and u.deleted_at is null and not exists (select 1 from visits v where v.user_id = u.id and v.checkout_at is null)
      order by u.id limit 1`,
    [ROLE.fieldSalesRep],
  );
  [{ id: forgottenVisit }] = await query<{ id: number }>(
    `insert into visits (user_id, store_id, checkin_at) select $1, min(id), now() - interval '11 hours' from stores returning id`,
    [rep.id],
  );
  await query(
    `insert into mail_outbox (dedupe_key, to_address, subject, text)
     select 'fleet-' || n, 'fleet-' || n || '@example.com', 'Fleet ' || n, 'Sent once' from generate_series(1, $1) as n`,
    [MAILS - 1],
  );
  await query(
    `insert into mail_outbox (dedupe_key, to_address, subject, text, attempts, locked_until)
     values ('fleet-${MAILS}', 'fleet-${MAILS}@example.com', 'Fleet ${MAILS}', 'Left by a dead instance', 1, now() - interval '1 minute')`,
  );

  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_OUTBOX_EVERY_S: '1',
    METRICS_TOKEN,
    UNSUBSCRIBE_SECRET: 'fleet-unsubscribe-secret-0123456789abcdef',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  for (const server of [a, b]) server?.kill();
  await Promise.all([a?.exited, b?.exited]);
  await cleanUp?.();
});

describe('two instances on one PostgreSQL database', () => {
  it('takes a token signed in on one instance on the other, and signing out on that one ends it on both', async () => {
    const headers = await signIn(a, DEMO.admin);
    const me = await fetch(`${b.url}/api/v1/user/me`, { headers });
    expect(me.status).toBe(200);
    expect((await me.json()).data.email).toBe(DEMO.admin);

    expect((await fetch(`${b.url}/api/v1/user/logout`, { method: 'POST', headers })).status).toBe(204);
    expect((await fetch(`${a.url}/api/v1/user/me`, { headers })).status).toBe(401);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const png = demoPhotos()[0];
    const form = new FormData();
    form.append('type', 'image');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shelf.png');
    const res = await fetch(`${a.url}/api/v1/image`, { method: 'POST', headers: await signIn(a, DEMO.fsr), body: form });
    expect(res.status).toBe(201);
    const { fileURL } = (await res.json()).data as { fileURL: string };

    const served = await fetch(`${b.url}${fileURL}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('pushes a message sent through one instance to the bell streaming from the other', async () => {
    const stream = await openEventStream(b.url, await signIn(b, rep.email));
    try {
      await stream.waitFor('the stream on B to be ready', (e) => e.type === 'ready');
      const sent = await fetch(`${a.url}/api/v1/message`, {
        method: 'POST',
        headers: { ...(await signIn(a, DEMO.admin)), 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'user', userID: rep.id, subject: 'Across the fleet', message: 'Sent through A' }),
      });
      expect(sent.status).toBe(201);
      const event = await stream.waitFor('the message on B', (e) => e.type === 'message');
      expect(JSON.stringify(event)).toContain('Across the fleet');
    } finally {
      stream.close();
    }
  });

  it('runs a job due on both instances once: the forgotten visit is closed once, each outbox mail sent once', async () => {
    // Both instances ran their first rounds on start; two more outbox rounds each after every mail
    // arrived would have sent any mail twice that both had claimed.
    await waitUntil('every mail', () => smtp.received.length >= MAILS, 30_000);
    const before = await Promise.all([jobRuns(a, 'mail-outbox'), jobRuns(b, 'mail-outbox')]);
    await waitUntil('two more outbox rounds on each instance', async () => {
      const now = await Promise.all([jobRuns(a, 'mail-outbox'), jobRuns(b, 'mail-outbox')]);
      return now[0] >= before[0] + 2 && now[1] >= before[1] + 2;
    });

    const fleetMails = smtp.received.filter((m) => m.to.some((to) => /^fleet-\d+@example\.com$/.test(to)));
    expect(fleetMails.map((m) => m.to[0]).sort()).toEqual(Array.from({ length: MAILS }, (_, i) => `fleet-${i + 1}@example.com`).sort());
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(smtp.received.length);
    const [left] = await query<{ pending: number }>(`select count(*)::int as pending from mail_outbox where sent_at is null`);
    expect(left.pending).toBe(0);

    expect(await jobRuns(a, 'visits-forced-close')).toBeGreaterThanOrEqual(1);
    expect(await jobRuns(b, 'visits-forced-close')).toBeGreaterThanOrEqual(1);
    const [visit] = await query<{ forced: boolean; hours: number }>(
      `select forced, extract(epoch from checkout_at - checkin_at)::float8 / 3600 as hours from visits where id = $1`,
      [forgottenVisit],
    );
    expect(visit).toEqual({ forced: true, hours: 10 });
    const closedBy = [a, b].filter((server) =>
      server.logs.some((l) => l.msg === 'visits closed as forced' && (l.visits as number[]).includes(forgottenVisit)),
    );
    expect(closedBy).toHaveLength(1);
  });

  it('migrates and seeds an empty database once when instances start at the same moment', async () => {
    const name = newDatabaseName('fleet_start');
    await onServer(serverUrl, `create database "${name}"`);
    const handles = await Promise.all([1, 2].map(() => openDatabase({ url: withDatabase(serverUrl, name) })));
    try {
      const options = {
        demoData: false,
        adminEmail: 'first-admin@example.com',
        adminPassword: 'first-admin-1234',
        storage: createLocalDiskStorage(path.join(dataDir, 'uploads')),
        tzOrg: 'America/Toronto',
      };
      // What main.ts does on each instance: the migrations, then the first seed, each under the start-up lock.
      await Promise.all(handles.map((h) => h.migrate().then(() => h.exclusively(() => seedIfEmpty(h.db, options)))));
      const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
      await client.connect();
      try {
        const users = await client.query<{ email: string }>('select email from users');
        expect(users.rows).toEqual([{ email: 'first-admin@example.com' }]);
        const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        const journal = JSON.parse(await fs.readFile(path.join(import.meta.dirname, 'db/migrations/meta/_journal.json'), 'utf8'));
        expect(applied.rows[0].n).toBe(journal.entries.length);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    }
  });
});
