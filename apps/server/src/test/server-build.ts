import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The server compiled as `npm start` runs it (apps/server/scripts/build.mjs), into a folder of
 * this run's own under node_modules/.cache, where its npm imports resolve: the suites start it with
 * `node` (as npm start does), which starts in two thirds of the CPU time tsx takes to load the
 * source, and never run a stale apps/server/dist. Answers its main.js and how to remove it.
 */
export function buildServer(name: string): { main: string; remove(): void } {
  const outdir = path.join(repoRoot, 'node_modules/.cache/fieldops', `${name}-${process.pid}`);
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--outdir', outdir], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server did not build:\n${build.stdout}${build.stderr}`);
  return { main: path.join(outdir, 'main.js'), remove: () => fs.rmSync(outdir, { recursive: true, force: true }) };
}
