import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhotos } from './db/seed/demo-images.js';
import { newDatabaseName, onServer, withDatabase } from './test/demo-template.js';
import { multipartBody } from './test/multipart.js';
import { openEventStream, START_TIMEOUT_MS, startServerProcess, waitUntil, type ServerProcess } from './test/server-process.js';

const ADMIN = { email: 'shutdown-admin@example.com', password: 'shutdown-1234' };
const url = process.env.TEST_DATABASE_URL || undefined;
let server: ServerProcess;
let dataDir: string;
let database: string | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-shutdown-'));
  if (url) {
    database = newDatabaseName('shutdown');
    await onServer(url, `create database "${database}"`);
  }
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: url && database ? withDatabase(url, database) : '',
    DEMO_DATA: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MAIL_OUTBOX_EVERY_S: '1',
  });
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  server?.kill();
  await server?.exited;
  await fs.rm(dataDir, { recursive: true, force: true });
  if (url && database) await onServer(url, `drop database if exists "${database}" with (force)`);
});

/** POST /image whose body is sent in two halves: the request is under way until `finish()`. */
function slowUpload(base: string, token: string) {
  const body = multipartBody([
    { name: 'type', value: 'image' },
    { name: 'file', filename: 'shelf.png', contentType: 'image/png', bytes: demoPhotos()[0] },
  ]);
  const half = Math.floor(body.payload.length / 2);
  const target = new URL('/api/v1/image', base);
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request(
      target,
      {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': String(body.payload.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
  });
  request.write(body.payload.subarray(0, half));
  return { answer, finish: () => request.end(body.payload.subarray(half)) };
}

describe('shutting down on SIGTERM', () => {
  it('stops taking requests, ends the event streams, finishes the request under way and exits 0', async () => {
    const base = server.url;
    const login = await fetch(`${base}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()).data as { token: string };
    expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(200);

    const stream = await openEventStream(base, { authorization: `Bearer ${token}` });
    await stream.waitFor('the stream to be ready', (e) => e.type === 'ready');
    // A stream whose client has left (a closed tab): ending it at shutdown finds no one to send to.
    const left = await openEventStream(base, { authorization: `Bearer ${token}` });
    await left.waitFor('the stream to be ready', (e) => e.type === 'ready');
    left.close();

    const upload = slowUpload(base, token);
    // The server has the request's head (fastify logs it as it arrives) and waits for the rest.
    await waitUntil('the upload to reach the server', () =>
      server.logs.find((l) => l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === '/api/v1/image'),
    );

    const exitCode = server.stop('SIGTERM');
    await waitUntil('the shutdown to begin', () => server.logs.find((l) => String(l.msg).startsWith('shutting down')));
    // The stream is ended by the server, so closing does not wait for the client to leave.
    await stream.ended;
    // No new connection is taken: a load balancer's readiness probe fails from now on.
    const probe = await fetch(`${base}/api/v1/health/ready`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(probe);

    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).data.fileURL).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    expect(await exitCode).toBe(0);
    expect(server.logs.some((l) => l.msg === 'shut down')).toBe(true);
    // Nothing was left running to cut at the end of the grace period (the stream whose client left included).
    expect(server.logs.filter((l) => String(l.msg).includes('grace period'))).toEqual([]);
  });
});
