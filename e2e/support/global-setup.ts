import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
/**
 * A port no one is listening on (E2E_PORT when given): a fixed default would let a second run on
 * the same machine test the first run's server, and fail when that one stops.
 */
async function freePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  // The first start seeds the whole demo organisation (visits, results, content): about 30 s on an
  // idle machine, past 90 s on a loaded one. Readiness ends the wait; an exit fails it at once.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * SIGTERM to the server's process group (npm, tsx and the server), then waits until every one of
 * them has exited — the server drains first — so that no pipe of theirs keeps vitest from exiting.
 */
async function stopGroup(pid: number): Promise<void> {
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) process.kill(-pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts the server the way `npm start` does (built web app, embedded database, demo data) on a
 * temporary data directory, for the whole browser suite.
 */
export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldops-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let output = '';
  // From source (tsx): a browser run on its own WEB_DIST tests the server as it is now, never a stale apps/server/dist.
  const server = spawn('npm', ['run', 'serve:source'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      WEB_DIST: webDist,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseURL, server, () => output);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    if (server.pid) await stopGroup(server.pid);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
