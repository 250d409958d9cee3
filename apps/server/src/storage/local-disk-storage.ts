import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertFileKey, type FileStorage, type StoredObject } from './file-storage.js';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Files on the local disk, one per key, in a single folder (DATA_DIR/uploads). */
export function createLocalDiskStorage(root: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= fs.mkdir(root, { recursive: true }));
  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await ensureRoot();
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = path.join(root, `.${randomBytes(8).toString('hex')}.tmp`);
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, target);
    },

    async get(key): Promise<StoredObject | null> {
      const file = pathOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      try {
        await fs.unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async copy(fromKey, toKey) {
      const from = pathOf(fromKey);
      const to = pathOf(toKey);
      await ensureRoot();
      await fs.copyFile(from, to, constants.COPYFILE_EXCL);
    },
  };
}
