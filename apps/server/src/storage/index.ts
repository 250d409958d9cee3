import path from 'node:path';
import type { Config } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';

export type { FileStorage } from './file-storage.js';

/** The storage the configuration names: for now always the local disk under DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
