import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { en, MIME } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey, StorageUnavailableError, type FileStorage, type StoredObject } from './file-storage.js';

export interface StorageFixture {
  storage: FileStorage;
  /** Ways the store itself fails, each giving a storage on such a failed store. */
  failures: Record<string, () => Promise<FileStorage>>;
  close(): Promise<void>;
}

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const somePng = (size = 2048) => Buffer.concat([PNG_HEAD, randomBytes(size - PNG_HEAD.length)]);

async function bytesOf(object: StoredObject | null): Promise<Buffer | null> {
  return object ? buffer(object.body) : null;
}

/**
 * The behaviour every FileStorage owes its callers, run on each implementation (storage.test.ts:
 * the disk and a real S3-compatible server), so that the modules cannot tell them apart.
 */
export function storageSuite(name: string, open: () => Promise<StorageFixture>): void {
  describe(`file storage: ${name}`, () => {
    let fixture: StorageFixture;
    let storage: FileStorage;
    beforeAll(async () => {
      fixture = await open();
      storage = fixture.storage;
    });
    afterAll(async () => fixture?.close());

    it('reads back the bytes it stored, with their size', async () => {
      const key = newFileKey(MIME.png);
      const bytes = somePng();
      await storage.put(key, bytes);
      const stored = await storage.get(key);
      expect(stored?.size).toBe(bytes.length);
      expect((await bytesOf(stored))?.equals(bytes)).toBe(true);
    });

    it('streams a file of the largest upload size intact', async () => {
      const key = newFileKey(MIME.pdf);
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(10 * 1024 * 1024 - 9)]);
      await storage.put(key, bytes);
      const stored = await storage.get(key);
      expect(stored?.size).toBe(bytes.length);
      expect((await bytesOf(stored))?.equals(bytes)).toBe(true);
    });

    it('answers null for a key it does not hold', async () => {
      expect(await storage.get(newFileKey(MIME.jpeg))).toBeNull();
    });

    it('deletes, and deleting a missing file is no error', async () => {
      const key = newFileKey(MIME.png);
      await storage.put(key, somePng());
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('copies to an independent file', async () => {
      const from = newFileKey(MIME.png);
      const to = newFileKey(MIME.png);
      const bytes = somePng();
      await storage.put(from, bytes);
      await storage.copy(from, to);
      await storage.delete(from);
      expect((await bytesOf(await storage.get(to)))?.equals(bytes)).toBe(true);
    });

    it('refuses to copy a file it does not hold, as a missing file and not as a failed store', async () => {
      const copying = storage.copy(newFileKey(MIME.png), newFileKey(MIME.png));
      await expect(copying).rejects.toThrow(/no stored file/);
      await expect(copying).rejects.not.toBeInstanceOf(StorageUnavailableError);
    });

    it('refuses any key it did not make, on every call', async () => {
      for (const key of ['../secret.png', 'a.png', `${'0'.repeat(32)}.svg`, `x/${'0'.repeat(32)}.png`]) {
        await expect(storage.put(key, somePng())).rejects.toThrow(/invalid file key/);
        await expect(storage.get(key)).rejects.toThrow(/invalid file key/);
        await expect(storage.delete(key)).rejects.toThrow(/invalid file key/);
        await expect(storage.copy(newFileKey(MIME.png), key)).rejects.toThrow(/invalid file key/);
      }
    });

    it('passes its check and describes itself', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
      expect(storage.description).toMatch(/^(disk|S3 bucket) /);
    });

    describe('on a failed store', () => {
      it('fails every call with a 503 and the catalog message, never as a missing file', async () => {
        for (const [failure, make] of Object.entries(fixture.failures)) {
          const broken = await make();
          const key = newFileKey(MIME.png);
          for (const [call, attempt] of [
            ['check', () => broken.check()],
            ['put', () => broken.put(key, somePng())],
            ['get', () => broken.get(key)],
            ['copy', () => broken.copy(key, newFileKey(MIME.png))],
          ] as const) {
            const error = await attempt().then(
              () => null,
              (e: unknown) => e,
            );
            expect(error, `${call} on ${failure}`).toBeInstanceOf(StorageUnavailableError);
            expect((error as StorageUnavailableError).status, `${call} on ${failure}`).toBe(503);
            expect((error as StorageUnavailableError).message).toBe(en.files.storageUnavailable);
            expect((error as StorageUnavailableError).reason, `${call} on ${failure}`).toMatch(/\S/);
          }
        }
      });
    });
  });
}
