import { randomBytes } from 'node:crypto';
import { MIME } from '@fieldops/contract';
import type { FileStorage } from '../../storage/file-storage.js';
import type { DbOrTx } from '../client.js';
import { files } from '../schema/index.js';

export interface DemoFile {
  bytes: Buffer;
  name: string;
  contentType: typeof MIME.png | typeof MIME.pdf;
  uploadType: 'objective' | 'playbook' | 'image' | 'form' | 'pdf' | 'quicklink';
  uploadedBy: number;
  createdAt?: Date;
}

const EXTENSION = { [MIME.png]: 'png', [MIME.pdf]: 'pdf' } as const;

/**
 * Writes demo files through the storage interface (as an upload would) and records them in bulk;
 * answers their ids in the order given.
 */
export async function storeDemoFiles(db: DbOrTx, storage: FileStorage, items: DemoFile[]): Promise<number[]> {
  if (items.length === 0) return [];
  const keys = items.map((item) => `${randomBytes(16).toString('hex')}.${EXTENSION[item.contentType]}`);
  const ids = new Map<string, number>();
  for (let start = 0; start < items.length; start += 500) {
    const batch = items.slice(start, start + 500);
    await Promise.all(batch.map((item, i) => storage.put(keys[start + i], item.bytes)));
    const rows = await db
      .insert(files)
      .values(
        batch.map((item, i) => ({
          key: keys[start + i],
          name: item.name,
          contentType: item.contentType,
          size: item.bytes.length,
          uploadType: item.uploadType,
          uploadedBy: item.uploadedBy,
          createdAt: item.createdAt,
        })),
      )
      .returning({ id: files.id, key: files.key });
    for (const row of rows) ids.set(row.key, row.id);
  }
  return keys.map((key) => ids.get(key)!);
}
