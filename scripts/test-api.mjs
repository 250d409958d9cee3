// Runs the API suite on the embedded PGlite, then on PostgreSQL; `pglite` or `postgresql` as the
// argument runs that pass alone (npm test runs them as separate jobs: scripts/test-lanes.mjs).
// PostgreSQL: TEST_DATABASE_URL when set (CI sets it), else the local server if one answers.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const only = process.argv[2];
if (only !== undefined && only !== 'pglite' && only !== 'postgresql') {
  console.error(`Unknown pass ${only}: give pglite, postgresql or nothing for both.`);
  process.exit(2);
}

const run = (label, env, args = []) => {
  console.log(`\n=== API suite on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// API_PASS=pglite leaves out the files that run on PostgreSQL whichever the pass (vitest.config.ts
// POSTGRESQL_ONLY, the fleet test): once, in the PostgreSQL pass, is enough. (vitest's --exclude
// does not reach a project that has its own exclude list.)
if (only !== 'postgresql') run('PGlite', { TEST_DATABASE_URL: '', API_PASS: 'pglite' });
if (only !== 'pglite') {
  const explicit = process.env.TEST_DATABASE_URL;
  const url = explicit || 'postgres://postgres@127.0.0.1:5432/test';
  if (explicit || (await reachable(url))) {
    // Two files at a time: on PostgreSQL a file waits on the server more than it computes (one at
    // a time, this pass left the machine mostly idle: 229 s, against 117 s with two, on 2 cores).
    run(`PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`, { TEST_DATABASE_URL: url }, ['--maxWorkers=2']);
  } else {
    console.log(`\nNo PostgreSQL answered at ${url}; set TEST_DATABASE_URL to run the API suite on it too (and its fleet test).`);
  }
}
