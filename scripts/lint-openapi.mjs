// npm run lint:openapi: writes the OpenAPI document the server serves at /api/docs/json (the app
// built in-process, apps/server/src/openapi/write-document.ts) to a temporary file and runs
// Redocly's lint on it with redocly.yaml (the recommended rules). Fails on any error; warnings
// are printed. Prints how long each step took.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldops-openapi-'));
const file = path.join(dir, 'openapi.json');

const run = (label, command, args, options = {}) => {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  console.log(`lint:openapi: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
};

let status;
try {
  status = run('document written', bin('tsx'), ['src/openapi/write-document.ts', file], { cwd: path.join(root, 'apps/server') });
  if (status === 0) {
    status = run('Redocly lint', bin('redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'], {
      // Redocly's notice that Node 20 support is ending says nothing about the document.
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    });
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
