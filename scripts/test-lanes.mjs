// npm test's jobs, run side by side on the machine's two cores:
// - the checks (formatting, types, lint, the OpenAPI lint, unit tests, then the API suite on PGlite),
// - the browser lane (build, then the browser suite, whose e2e/size.test.ts checks the size budgets),
// - the API suite on PostgreSQL, started as soon as either of the other two ends. npm test is bound
//   by the CPU time of all three (the browser suite is most of it), not by waits: started with the
//   others, this job would only take cores from them.
// The browser lane prints as it goes; each other job's output is held and printed in one block when
// it ends, so that lines never interleave. Exits non-zero when any job fails. The runner summary of
// the job that ends last is printed last, unless the browser lane failed: its failures and summary
// are then printed again at the very end, where a CI log's tail shows them.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { waitPastOrgMidnight } from './support/org-midnight.mjs';

/** Runs one command, its output held (`buffered`) or printed as it comes and kept, and answers whether it passed. */
const step = ([command, ...args], { buffered, chunks }) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Piped, the runner would drop its colours on a terminal.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        chunks.push(chunk);
        if (!buffered) to.write(chunk);
      });
    }
    child.on('close', (code, signal) => resolve({ passed: code === 0, verdict: code === 0 ? 'passed' : `failed (${signal ?? code})` }));
  });

/** Runs the steps in order until one fails; a buffered job prints its verdict, then its output. */
async function job(name, steps, { buffered }) {
  const chunks = [];
  let outcome = { passed: true, verdict: 'passed' };
  for (const command of steps) {
    outcome = await step(command, { buffered, chunks });
    if (!outcome.passed) break;
  }
  if (buffered) {
    process.stdout.write(`\n===== ${name} (ran beside the others): ${outcome.verdict}; its output follows =====\n`);
    process.stdout.write(Buffer.concat(chunks));
  }
  return { passed: outcome.passed, output: () => Buffer.concat(chunks).toString() };
}

/** A failed lane's output from vitest's first banner of failures on (its last 80 lines when it has none). */
function failures(output) {
  const plain = stripVTControlCharacters(output);
  const banner = plain.search(/^.*⎯ (Failed Suites|Failed Tests|Unhandled Errors?) \d*.*$/m);
  return banner >= 0 ? plain.slice(banner) : plain.split('\n').slice(-80).join('\n');
}

const npmRun = (script) => ['npm', 'run', '--silent', script];

// Each lane seeds the demo for the organisation's today: no lane may run into tomorrow.
await waitPastOrgMidnight();

const checks = job(
  'the checks: formatting, types, lint, OpenAPI lint, unit tests, API suite on PGlite',
  [
    npmRun('format:check'),
    npmRun('typecheck'),
    npmRun('lint'),
    npmRun('lint:openapi'),
    npmRun('test:unit'),
    ['node', 'scripts/test-api.mjs', 'pglite'],
  ],
  { buffered: true },
);
const browser = job('the browser lane', [npmRun('test:e2e')], { buffered: false });
await Promise.race([checks, browser]);
const postgresql = job('the API suite on PostgreSQL', [['node', 'scripts/test-api.mjs', 'postgresql']], { buffered: true });

const [checksLane, browserLane, postgresqlLane] = await Promise.all([checks, browser, postgresql]);
if (!checksLane.passed)
  console.error('The checks failed (formatting, types, lint, OpenAPI lint, unit or API suite on PGlite): their output is above.');
if (!postgresqlLane.passed) console.error('The API suite failed on PostgreSQL: its output is above.');
if (!browserLane.passed) {
  process.stdout.write('\n===== the browser lane failed (build or browser suite, size budgets included); its failures again =====\n');
  process.stdout.write(failures(browserLane.output()));
}
process.exit(checksLane.passed && browserLane.passed && postgresqlLane.passed ? 0 : 1);
