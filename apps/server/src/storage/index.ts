import path from 'node:path';
import type { Config } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

export type { FileStorage } from './file-storage.js';
export { StorageUnavailableError } from './file-storage.js';

/** The storage the configuration names: the S3 bucket of S3_BUCKET, else the disk under DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

/**
 * Whether the file storage answers, for GET /health/ready: `{ ok: true }`, or `{ ok: false, reason }`
 * (the reason is for the logs: it names the bucket or folder). Never throws; a bucket that does not
 * answer within 5 s is down.
 */
export async function checkStorage(storage: FileStorage): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await storage.check();
    return { ok: true };
  } catch (error) {
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return { ok: false, reason };
  }
}
