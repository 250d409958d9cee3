import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { checkReadiness } from './service.js';

const answering = { execute: async () => ({ rows: [{ '?column?': 1 }] }) } as unknown as DbOrTx;
const hanging = { execute: () => new Promise(() => {}) } as unknown as DbOrTx;
const storage = (check: () => Promise<void>) => ({ check }) as unknown as FileStorage;

describe('readiness', () => {
  it('is ready when the database and the storage both answer', async () => {
    expect(await checkReadiness({ db: answering, storage: storage(async () => {}) })).toEqual({
      ready: true,
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('names what failed: a database that does not answer in time, a storage that refuses', async () => {
    const failing = storage(async () => {
      throw Object.assign(new Error('The file storage is not available.'), { reason: 'cannot write in /srv/uploads: EROFS' });
    });
    expect(await checkReadiness({ db: hanging, storage: failing, timeoutMs: 50 })).toEqual({
      ready: false,
      checks: { database: 'no answer within 50 ms', storage: 'cannot write in /srv/uploads: EROFS' },
    });
  });

  it('is not ready when only the database fails', async () => {
    const refusing = { execute: async () => Promise.reject(new Error('connection refused')) } as unknown as DbOrTx;
    const result = await checkReadiness({ db: refusing, storage: storage(async () => {}) });
    expect(result).toEqual({ ready: false, checks: { database: 'connection refused', storage: 'ok' } });
  });
});
