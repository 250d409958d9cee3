// Writes the OpenAPI document the app serves at /api/docs/json to the file named by the first
// argument (standard output without one). The app is built in-process on an empty in-memory
// database that is never queried: only the routes' schemas are read.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-openapi-'));
const database = await openDatabase({});
try {
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent', PUBLIC_URL: 'http://localhost' });
  const app = await buildApp({ config, database, mailer: { send: async () => {} } });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2);
  await app.close();
  const target = process.argv[2];
  if (target) await fs.writeFile(target, `${document}\n`);
  else process.stdout.write(`${document}\n`);
} finally {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
