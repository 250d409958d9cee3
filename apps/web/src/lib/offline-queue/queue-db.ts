import type { UploadType } from '@fieldops/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a change waiting to be sent may carry beside its label: plain data the screens read. */
export type QueueMeta = Record<string, string | number | boolean | null>;

/** One write waiting in IndexedDB, in the order it was made (`seq`). */
export interface QueueItem {
  /** Auto-incremented: the order of sending, and the numeric placeholder of its id. */
  seq?: number;
  /** Its identity: the screens' handle and the placeholders naming it in later writes. */
  key: string;
  /**
   * The Idempotency-Key it is sent with, `key` unless Retry was asked after a refusal: the server
   * replays a refused key's answer, so a retry is a new request under a new key.
   */
  sendKey?: string;
  /** Whose write it is: sent only while that user is signed in. */
  userID: number;
  method: WriteMethod;
  path: string;
  body?: unknown;
  /** A file for POST /image, sent as multipart. */
  upload?: { type: UploadType; blob: Blob; name: string };
  label: string;
  meta?: QueueMeta;
  createdAt: number;
  /** Failed attempts (network or server error), for the back-off. */
  attempts: number;
  /** Not tried again before this time (ms). */
  nextAttemptAt: number;
  /** The server refused it (a 4xx): not retried until the rep says so. */
  refused: boolean;
  error?: string;
}

/** A queued write that has been sent: the id it got, for the placeholders of later writes. */
export interface SentWrite {
  key: string;
  seq: number;
  id: number | string | null;
  sentAt: number;
}

interface QueueSchema extends DBSchema {
  items: { key: number; value: QueueItem; indexes: { byKey: string } };
  sent: { key: string; value: SentWrite; indexes: { bySeq: number; bySentAt: number } };
}

export type QueueDb = IDBPDatabase<QueueSchema>;

export const QUEUE_DB_NAME = 'fieldops-offline';

let opening: Promise<QueueDb> | null = null;

/** The queue's database, opened once per page. */
export function queueDb(): Promise<QueueDb> {
  opening ??= openDB<QueueSchema>(QUEUE_DB_NAME, 1, {
    upgrade(db) {
      const items = db.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
      items.createIndex('byKey', 'key', { unique: true });
      const sent = db.createObjectStore('sent', { keyPath: 'key' });
      sent.createIndex('bySeq', 'seq', { unique: true });
      sent.createIndex('bySentAt', 'sentAt');
    },
    // Another tab upgrading later must not be blocked by this one.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Closes the database (tests start each case from a new one). */
export async function closeQueueDb(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
}
