// npm test's two lanes side by side. The checks lane (types, lint, the OpenAPI lint, unit tests,
// then the API suite on PGlite and on PostgreSQL) runs beside the browser lane (build, size budget,
// browser suite): one is mostly tsc and a database, the other a server and Chromium, so on two
// cores together they take little more than the browser lane alone. The browser lane prints as it
// goes; the checks lane's output is held and printed in one block when it ends, so the two never
// interleave line by line. Exits non-zero when either fails; the last lane's runner summary comes
// last.
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
        // Its verdict first, then its output: the runner's own summary stays the last thing printed
        // when this lane ends after the other.
        const verdict = code === 0 ? 'passed' : `failed (${signal ?? code})`;
        process.stdout.write(`\n===== npm run ${script} (ran beside the browser suite): ${verdict}; its output follows =====\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code === 0);
    });
  });

const [checks, e2e] = await Promise.all([lane('test:checks', { buffered: true }), lane('test:e2e', { buffered: false })]);
if (!checks) console.error('The checks lane failed (types, lint, OpenAPI lint, unit or API suite): its output is above.');
process.exit(checks && e2e ? 0 : 1);
