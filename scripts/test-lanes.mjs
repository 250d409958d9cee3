// npm test's jobs, run side by side on the machine's two cores:
// - the checks (types, lint, the OpenAPI lint, unit tests, then the API suite on PGlite),
// - the browser lane (build, size budget, browser suite),
// - the API suite on PostgreSQL, started as soon as either of the other two ends. It mostly waits on
//   the database server, so it fills the core that job leaves free; run after the checks it was the
//   last four minutes of npm test, alone on a half-idle machine.
// The browser lane prints as it goes; each other job's output is held and printed in one block when
// it ends, so that lines never interleave. Exits non-zero when any job fails; the runner summary of
// the job that ends last is printed last.
import { spawn } from 'node:child_process';

/** Runs one command (its output held when `buffered`) and answers whether it passed. */
const step = ([command, ...args], { buffered, chunks }) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
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
  return outcome.passed;
}

const npmRun = (script) => ['npm', 'run', '--silent', script];

const checks = job(
  'the checks: types, lint, OpenAPI lint, unit tests, API suite on PGlite',
  [npmRun('typecheck'), npmRun('lint'), npmRun('lint:openapi'), npmRun('test:unit'), ['node', 'scripts/test-api.mjs', 'pglite']],
  { buffered: true },
);
const browser = job('the browser lane', [npmRun('test:e2e')], { buffered: false });
await Promise.race([checks, browser]);
const postgresql = job('the API suite on PostgreSQL', [['node', 'scripts/test-api.mjs', 'postgresql']], { buffered: true });

const [checksPassed, browserPassed, postgresqlPassed] = await Promise.all([checks, browser, postgresql]);
if (!checksPassed) console.error('The checks failed (types, lint, OpenAPI lint, unit or API suite on PGlite): their output is above.');
if (!postgresqlPassed) console.error('The API suite failed on PostgreSQL: its output is above.');
process.exit(checksPassed && browserPassed && postgresqlPassed ? 0 : 1);
