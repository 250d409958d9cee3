import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerCopy } from '../../apps/server/scripts/build-copy.mjs';
import { suiteDisabledFeatures } from './browser.js';
import { ORG_TIME_ZONE } from './time-zone.js';

/** One browser-suite server: its address and its data directory (the mail outbox is in it). */
export interface E2eServer {
  baseURL: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the worker whose VITEST_POOL_ID is n uses servers[n - 1]. */
    servers: E2eServer[];
    /** The one `--disable-features` list of the suite's Chromium (support/browser.ts). */
    disabledFeatures: string[];
  }
}

const root = path.resolve(import.meta.dirname, '../..');
/**
 * A port no one is listening on (E2E_PORT and the ports after it, when given): a fixed default
 * would let a second run on the same machine test the first run's server, and fail when that one
 * stops.
 */
async function freePort(index: number): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT) + index;
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
 * SIGTERM to the server's process group (the server and anything it started), then waits until
 * every one of them has exited — the server drains first — so that no pipe of theirs keeps vitest
 * from exiting.
 */
async function stopGroup(pid: number): Promise<void> {
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) process.kill(-pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Running extends E2eServer {
  stop(): Promise<void>;
}

/**
 * Starts the server the way `npm start` does (the compiled server, `serverMain`, with node; the
 * built web app; the embedded database) on `dataDir`: an empty one gets the demo organisation, as
 * on a first start.
 */
async function startServer(serverMain: string, webDist: string, dataDir: string, index: number): Promise<Running> {
  const port = await freePort(index);
  const baseURL = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      WEB_DIST: webDist,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT: '1000',
      TZ_ORG: ORG_TIME_ZONE,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseURL, server, () => output);
  const stop = async () => {
    if (server.pid) await stopGroup(server.pid);
  };
  return { baseURL, dataDir, stop };
}

const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fieldops-e2e-'));

/**
 * The servers of the browser suite, one per worker (the project's maxWorkers), so that files run
 * side by side without sharing records: the first seeds the demo organisation, then stops so that
 * its data directory can be copied for the others, and all start on their own copy.
 */
export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  }
  const workers = project.config.maxWorkers;
  const features = suiteDisabledFeatures();
  features.catch(() => {}); // awaited below, once the servers are up
  const build = buildServerCopy('browser-suite');
  const dataDirs = [newDataDir()];
  let servers: Running[] = [];
  // Stops every server started and removes every data directory: the teardown, and any failure.
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    build.remove();
  };
  try {
    servers = [await startServer(build.main, webDist, dataDirs[0]!, 0)];
    if (workers > 1) {
      await servers[0]!.stop();
      for (let i = 1; i < workers; i++) {
        const copy = newDataDir();
        dataDirs.push(copy);
        fs.cpSync(dataDirs[0]!, copy, { recursive: true });
      }
      const started = await Promise.allSettled(dataDirs.map((dataDir, index) => startServer(build.main, webDist, dataDir, index)));
      servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    project.provide('disabledFeatures', await features);
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'servers',
    servers.map(({ baseURL, dataDir }) => ({ baseURL, dataDir })),
  );
  return stopAll;
}
