import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { baseURL } from './support/browser.js';

const root = path.resolve(import.meta.dirname, '..');

/** Runs `node scripts/size.mjs` on this worker's server and answers its exit code and output. */
function size(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/size.mjs'], { cwd: root, env: { ...process.env, SIZE_URL: baseURL() } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Issue 13's budgets (`npm run size`): each measured route loads no more JavaScript than its
 * budget. Measured on this worker's server, already seeded with the demo organisation, rather than
 * on a server of the script's own that would seed it once more; the suite runs this file among
 * the first (vitest.config.ts), before any other file has changed the demo accounts.
 */
it('loads no more JavaScript on each measured route than its budget (npm run size)', async () => {
  const { code, output } = await size();
  console.log(output);
  expect(code, output).toBe(0);
});
