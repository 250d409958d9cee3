/**
 * `npm run backup [dir]`: the database (DATABASE_URL: pg_dump; else the PGlite of DATA_DIR, with
 * the server stopped) and the uploaded files into `dir` (or BACKUP_DIR, or ./backups/<timestamp>),
 * with a manifest. See backup.ts.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, createBackup } from './backup.js';

async function main() {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // npm runs workspace scripts in apps/server: a relative folder is taken from where npm was run.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? process.env.BACKUP_DIR ?? path.join('backups', stamp));
  await createBackup({ config, dir, log: (line) => console.log(line) });
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? `backup: ${(error as Error).message}` : error);
  process.exit(1);
});
