// The two long suites side by side: the API suite (PGlite, then PostgreSQL) beside the browser
// suite. One is mostly a database, the other a server and Chromium, so on two cores together they
// take little more than the browser suite alone. The browser suite prints as it goes; the API
// suite's output is held and printed in one block when it ends, so the two never interleave line
// by line. Exits non-zero when either fails; the browser runner's summary normally comes last.
import { spawn } from 'node:child_process';

const lane = (script, { buffered }) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) {
        process.stdout.write(`\n===== npm run ${script} (ran beside the browser suite) =====\n`);
        process.stdout.write(Buffer.concat(chunks));
        process.stdout.write(`===== end of npm run ${script}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} =====\n\n`);
      }
      resolve(code === 0);
    });
  });

const [api, e2e] = await Promise.all([lane('test:api', { buffered: true }), lane('test:e2e', { buffered: false })]);
if (!api) console.error('The API suite failed: its output is above.');
process.exit(api && e2e ? 0 : 1);
