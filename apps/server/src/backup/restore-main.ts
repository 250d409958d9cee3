/**
 * `npm run restore <dir>`: a backup of `npm run backup` into an EMPTY database (DATABASE_URL, or a
 * new DATA_DIR for PGlite) and an empty uploads folder (or bucket), checked against its manifest.
 * See backup.ts.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, restoreBackup } from './backup.js';

async function main() {
  const dir = process.argv[2] ?? process.env.BACKUP_DIR;
  if (!dir) throw new BackupError('usage: npm run restore <backup folder>');
  const config = loadConfig();
  await restoreBackup({ config, dir: path.resolve(process.env.INIT_CWD ?? process.cwd(), dir), log: (line) => console.log(line) });
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? `restore: ${(error as Error).message}` : error);
  process.exit(1);
});
