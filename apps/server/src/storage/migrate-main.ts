/**
 * `npm run storage:migrate`: copies the files of DATA_DIR/uploads into the bucket of S3_BUCKET
 * (with S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS credentials, as the server reads
 * them). Run it again at will: it copies only what the bucket lacks. Exit code 1 when a file
 * could not be copied.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { migrateUploads } from './migrate.js';

async function main() {
  const config = loadConfig();
  if (!config.s3) {
    console.error('storage:migrate copies DATA_DIR/uploads into an S3 bucket: set S3_BUCKET (and S3_ENDPOINT, the credentials…).');
    process.exitCode = 1;
    return;
  }
  const summary = await migrateUploads({
    sourceDir: path.join(config.dataDir, 'uploads'),
    s3: config.s3,
    log: (line) => console.log(line),
  });
  if (summary.failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `storage:migrate failed: ${(error as Error).message}`);
  process.exit(1);
});
