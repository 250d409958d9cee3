// The API server on a built web app, for the measuring scripts (size.mjs, lighthouse.mjs,
// renders.mjs): a spare port, a temporary data directory, the demo data. The server is compiled for
// the run into a folder of its own (apps/server/scripts/build-copy.mjs, as the test suites do) and
// started with node, as npm start runs it; a measurement never runs a stale apps/server/dist.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServerCopy } from '../../apps/server/scripts/build-copy.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'demo1234';

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the server on `webDist`; answers its URL and a function that stops it and removes its data. */
export async function startServer(webDist, name) {
  const build = buildServerCopy(name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fieldops-${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--enable-source-maps', build.main], {
    cwd: root,
    env: {
      ...process.env,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    build.remove();
  };
  // The first start seeds the demo organisation: seconds on an idle machine, a minute or more on a loaded one.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer ${url}/api/v1/health:\n${output}`);
}

/** A running server to measure: `envName` (a URL) when set, else one started on `webDist`. */
export async function serverFor(webDist, name, envName) {
  const given = process.env[envName];
  return given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : startServer(webDist, name);
}

/** The session the web app keeps in local storage (apps/web/src/lib/session.ts) for a demo account. */
export async function sessionOf(url, email) {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`${email} sign-in: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  return { token: data.token, name: `${data.user.firstName} ${data.user.lastName}` };
}

/** The built web app to measure: WEB_DIST, else apps/web/dist. */
export const webDistOf = () => path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
export const repoRoot = root;
