import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '../test/s3-server.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';
import { storageSuite } from './storage-suite.js';

storageSuite('local disk', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-storage-'));
  return {
    storage: createLocalDiskStorage(path.join(dir, 'uploads')),
    failures: {
      // A disk that cannot be written: here the uploads "folder" is a file.
      'uploads is not a folder': async () => {
        const notAFolder = path.join(dir, 'not-a-folder');
        await fs.writeFile(notAFolder, 'x');
        return createLocalDiskStorage(notAFolder);
      },
    },
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
});

storageSuite('S3 (s3rver process)', async () => {
  const server = await startS3Server();
  await server.createBucket('fieldops');
  const stopped = await startS3Server();
  await stopped.createBucket('fieldops');
  await stopped.stop();
  return {
    storage: createS3Storage(server.config('fieldops')),
    failures: {
      'bucket missing': async () => createS3Storage(server.config('no-such-bucket')),
      'server stopped': async () => createS3Storage(stopped.config('fieldops')),
    },
    close: () => server.stop(),
  };
});
