// A copy of the server compiled for one run (build.mjs --outdir), for the test suites' global
// setups and the measuring scripts (scripts/support/server.mjs): they start it with `node`, as
// `npm start` does, and so never run a stale apps/server/dist. The copy goes to a folder of the
// run's own under node_modules/.cache, where its npm imports resolve.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Compiles the server into node_modules/.cache/fieldops/<name>-<pid>: its main.js and how to remove it. */
export function buildServerCopy(name) {
  const outdir = path.join(repoRoot, 'node_modules/.cache/fieldops', `${name}-${process.pid}`);
  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, 'build.mjs'), '--outdir', outdir], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server did not build:\n${build.stdout}${build.stderr}`);
  return { main: path.join(outdir, 'main.js'), remove: () => fs.rmSync(outdir, { recursive: true, force: true }) };
}
