import { spawn } from 'node:child_process';
import path from 'node:path';
import { liveEventSchema, type LiveEvent } from '@fieldops/contract';
import { inject } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

/**
 * The server started as `npm start` starts it (compiled, with `node`: the suite's global setup
 * builds it, scripts/build-copy.mjs), in a process of its own, on a free port of 127.0.0.1. `env` comes
 * on top of quiet test defaults; its JSON log lines are kept in `logs`. Answers once the server
 * logged that it is ready; fails if it exits first, or after START_TIMEOUT_MS without a word: a
 * first start on PGlite (its cluster made, every migration, the admin's password hashed) takes
 * about 10 s alone, and took over 80 s beside the rest of npm test on a 2-core machine (load 13–16).
 */
/** The longest a start may take; the wait ends as soon as the server is ready. */
export const START_TIMEOUT_MS = 240_000;

export async function startServerProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--enable-source-maps', inject('serverMain')], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      AUTH_RATE_LIMIT: '1000',
      TEST_DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let output = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    pending += chunk;
    let at: number;
    while ((at = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, at);
      pending = pending.slice(at + 1);
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const poll = setInterval(() => {
      const ready = logs.find((l) => String(l.msg).startsWith('Fieldops is ready') && typeof l.address === 'string');
      if (ready) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(String(ready.address));
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    url,
    logs,
    output: () => output,
    exited,
    /** Sends `signal` (SIGTERM by default) and answers the exit code. */
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    /** Ends the process at once, as a crash would. */
    kill(): void {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/** Polls `check` every 25 ms until it answers something other than undefined or false, up to `ms`. */
export async function waitUntil<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** GET /notification/stream at `base` with `headers`, its events collected as they arrive. */
export async function openEventStream(base: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/notification/stream`, { headers, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`the stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: LiveEvent[] = [];
  let buffered = '';
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffered += value;
      let at: number;
      while ((at = buffered.indexOf('\n\n')) >= 0) {
        const data = buffered
          .slice(0, at)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffered = buffered.slice(at + 2);
        if (data) events.push(liveEventSchema.parse(JSON.parse(data.slice('data: '.length))));
      }
    }
  })();
  return {
    events,
    /** Resolves when the server ends the stream. */
    ended,
    waitFor: (what: string, match: (e: LiveEvent) => boolean) => waitUntil(what, () => events.find(match)),
    close: () => controller.abort(),
  };
}
