import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { en, MIME, type UploadMime } from '@fieldops/contract';
import { AppError } from '../lib/app-error.js';

/** What a stored object is read back as. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded bytes live: the local disk (local-disk-storage.ts) or an S3-compatible bucket
 * (s3-storage.ts), which several server instances share. Keys are always made by `newFileKey` and
 * checked with `isFileKey` before any call. When the store itself fails (bucket missing or down,
 * disk unwritable) every call throws StorageUnavailableError, a 503 with a catalog message; a
 * missing object is not such a failure.
 */
export interface FileStorage {
  /** What and where, for the logs: `disk /srv/data/uploads`, `S3 bucket fieldops at https://…`. */
  readonly description: string;
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Rejects with a plain Error when `fromKey` does not exist. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Resolves when the store can be read and written (readiness); else StorageUnavailableError. */
  check(): Promise<void>;
}

/** The store does not answer or refuses: 503, and nothing was stored or recorded. */
export class StorageUnavailableError extends AppError {
  constructor(
    /** For the logs and readiness, never for the client: what failed where. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super('STORAGE_UNAVAILABLE', en.files.storageUnavailable);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** File extension of each accepted type (the key's ending, which also gives the served type). */
export const EXTENSION_OF: Record<UploadMime, string> = {
  [MIME.png]: 'png',
  [MIME.jpeg]: 'jpg',
  [MIME.pdf]: 'pdf',
};
const TYPE_OF_EXTENSION: Record<string, UploadMime> = Object.fromEntries(
  Object.entries(EXTENSION_OF).map(([mime, ext]) => [ext, mime as UploadMime]),
);

/** 128 random bits in hex and the extension: unguessable, and never a path. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|pdf)$/;

export const isFileKey = (key: string): boolean => KEY_PATTERN.test(key);

export function newFileKey(mime: UploadMime): string {
  return `${randomBytes(16).toString('hex')}.${EXTENSION_OF[mime]}`;
}

/** The content type a key is served with. */
export function contentTypeOfKey(key: string): UploadMime {
  return TYPE_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1)];
}

/** Throws on anything that is not a key this server made (defence in depth for every storage). */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`invalid file key '${key.slice(0, 80)}'`);
}

/** The URL a stored file is served at (see modules/files/serve-routes.ts). */
export const fileUrlOf = (key: string): string => `/uploads/${key}`;
