// Compiles the server to dist/main.js for `node`: one ES module bundled by esbuild from src/main.ts,
// with the contract package (TypeScript source) compiled into it and every npm dependency left
// to node_modules. The SQL migrations go beside it (dist/migrations: db/client.ts reads them from
// its own folder); the built web app stays where config.ts finds it (../../web/dist from here).
// `--outdir <dir>` builds elsewhere (build-copy.mjs: the copy a test run or measurement starts, in a folder
// under the repository, where node_modules is found).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '..');
const { outdir } = parseArgs({ options: { outdir: { type: 'string' } } }).values;
const dist = outdir ? path.resolve(outdir) : path.join(server, 'dist');
const contract = path.resolve(server, '../../packages/contract');
const started = Date.now();

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // npm packages are imported at run time (native and WebAssembly parts, files of their own);
  // only @fieldops/contract, a workspace package of TypeScript source, is compiled in.
  packages: 'external',
  alias: { '@fieldops/contract': path.join(contract, 'src/index.ts') },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
fs.cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`${path.relative(process.cwd(), path.join(dist, 'main.js'))} built in ${Date.now() - started} ms`);
