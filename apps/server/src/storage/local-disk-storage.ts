import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertFileKey, StorageUnavailableError, type FileStorage, type StoredObject } from './file-storage.js';

const codeOf = (error: unknown) => (error as { code?: string }).code;
const isMissing = (error: unknown) => codeOf(error) === 'ENOENT';

/** Files on the local disk, one per key, in a single folder (DATA_DIR/uploads). */
export function createLocalDiskStorage(root: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () =>
    (ready ??= fs.mkdir(root, { recursive: true }).catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, key);
  };
  /** A disk that cannot be written (full, read-only, not a folder…) is an unavailable store. */
  const unavailable = (what: string, error: unknown) =>
    new StorageUnavailableError(`${what} in ${root}: ${codeOf(error) ?? (error as Error).message}`, { cause: error });

  return {
    description: `disk ${root}`,

    async put(key, bytes) {
      const target = pathOf(key);
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = path.join(root, `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await ensureRoot();
        await fs.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => {});
        throw unavailable('cannot write', error);
      }
    },

    async get(key): Promise<StoredObject | null> {
      const file = pathOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable('cannot read', error);
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw unavailable('cannot read', error);
      }
    },

    async delete(key) {
      const file = pathOf(key);
      try {
        await fs.unlink(file);
      } catch (error) {
        if (!isMissing(error)) throw unavailable('cannot delete', error);
      }
    },

    async copy(fromKey, toKey) {
      const from = pathOf(fromKey);
      const to = pathOf(toKey);
      try {
        await ensureRoot();
        await fs.copyFile(from, to, constants.COPYFILE_EXCL);
      } catch (error) {
        if (
          isMissing(error) &&
          (await fs
            .stat(root)
            .then((s) => s.isDirectory())
            .catch(() => false))
        ) {
          throw new Error(`no stored file '${fromKey}' to copy`, { cause: error });
        }
        throw unavailable('cannot copy', error);
      }
    },

    async check() {
      try {
        await ensureRoot();
        await fs.access(root, constants.R_OK | constants.W_OK);
        if (!(await fs.stat(root)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
      } catch (error) {
        throw unavailable('not usable', error);
      }
    },
  };
}
