import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { isFileKey } from './file-storage.js';
import { bucketErrorText, createS3Client, createS3Storage, describeS3 } from './s3-storage.js';

export interface MigrationSummary {
  /** Files of the folder (keys this server made). */
  total: number;
  /** Put into the bucket by this run. */
  copied: number;
  /** Of those, objects that were in the bucket with other bytes and were replaced. */
  replaced: number;
  /** Already in the bucket with the same size and checksum: left alone. */
  present: number;
  failed: { key: string; reason: string }[];
  /** Entries of the folder that are not stored files (temporary files, anything else). */
  ignored: string[];
  bytesCopied: number;
  ms: number;
}

export interface MigrationOptions {
  /** DATA_DIR/uploads. */
  sourceDir: string;
  s3: S3Config;
  client?: S3Client;
  /** Files copied at once. */
  concurrency?: number;
  /** Where progress and the summary go, one line at a time. */
  log: (line: string) => void;
  progressEveryMs?: number;
}

type Remote = { size: number; etag: string };

/** Every object of the bucket that is a stored file, with its size and ETag. */
async function listBucket(client: S3Client, bucket: string): Promise<Map<string, Remote>> {
  const remote = new Map<string, Remote>();
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const object of page.Contents ?? []) {
      if (object.Key && isFileKey(object.Key))
        remote.set(object.Key, { size: object.Size ?? -1, etag: (object.ETag ?? '').replaceAll('"', '') });
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return remote;
}

/**
 * The same bytes? A single PUT's ETag is the MD5 of the bytes; where it is not (multipart
 * upload, KMS encryption) the size decides: keys are random and a stored file never changes, so
 * an object of that key and size is that file.
 */
function sameObject(remote: Remote | undefined, bytes: Buffer): boolean {
  if (!remote || remote.size !== bytes.length) return false;
  if (!/^[0-9a-f]{32}$/.test(remote.etag)) return true;
  return remote.etag === createHash('md5').update(bytes).digest('hex');
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run storage:migrate`: copies every stored file of DATA_DIR/uploads into the bucket, under
 * the same key. Resumable: an object already there with the same size and checksum is skipped,
 * so a run that was interrupted, or a second run after switching the servers to S3, copies only
 * what is missing. Nothing is deleted on either side.
 */
export async function migrateUploads(options: MigrationOptions): Promise<MigrationSummary> {
  const started = Date.now();
  const { log, s3 } = options;
  const client = options.client ?? createS3Client(s3);
  const storage = createS3Storage(s3, client);
  const summary: MigrationSummary = { total: 0, copied: 0, replaced: 0, present: 0, failed: [], ignored: [], bytesCopied: 0, ms: 0 };
  try {
    let entries: { name: string; isFile(): boolean }[];
    try {
      entries = await fs.readdir(options.sourceDir, { withFileTypes: true });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
      log(`${options.sourceDir} does not exist: no file to copy.`);
      entries = [];
    }
    const keys = entries.filter((e) => e.isFile() && isFileKey(e.name)).map((e) => e.name);
    summary.ignored = entries.filter((e) => !(e.isFile() && isFileKey(e.name))).map((e) => e.name);
    summary.total = keys.length;
    log(
      `Copying ${keys.length} files from ${options.sourceDir} to ${describeS3(s3)}` +
        (summary.ignored.length ? ` (${summary.ignored.length} other entries ignored)` : ''),
    );

    try {
      await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
    } catch (error) {
      throw new Error(`The bucket cannot be used: ${bucketErrorText(error, s3.bucket)}`, { cause: error });
    }
    const remote = keys.length > 0 ? await listBucket(client, s3.bucket) : new Map<string, Remote>();
    log(`${remote.size} stored files already in the bucket`);

    let done = 0;
    let lastProgress = Date.now();
    const progress = () => {
      const percent = keys.length ? Math.floor((done / keys.length) * 100) : 100;
      log(
        `  ${done}/${keys.length} files (${percent}%): ${summary.copied} copied (${megabytes(summary.bytesCopied)}), ${summary.present} already there, ${summary.failed.length} failed`,
      );
    };
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++];
        try {
          const bytes = await fs.readFile(path.join(options.sourceDir, key));
          const there = remote.get(key);
          if (sameObject(there, bytes)) {
            summary.present++;
          } else {
            await storage.put(key, bytes);
            summary.copied++;
            summary.bytesCopied += bytes.length;
            if (there) summary.replaced++;
          }
        } catch (error) {
          summary.failed.push({ key, reason: (error as { reason?: string }).reason ?? (error as Error).message });
        }
        done++;
        if (Date.now() - lastProgress >= (options.progressEveryMs ?? 2_000)) {
          lastProgress = Date.now();
          progress();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
    progress();
  } finally {
    if (!options.client) client.destroy();
  }
  summary.ms = Date.now() - started;
  for (const { key, reason } of summary.failed.slice(0, 20)) log(`  failed: ${key}: ${reason}`);
  if (summary.failed.length > 20) log(`  … and ${summary.failed.length - 20} more failures`);
  log(
    `Done in ${(summary.ms / 1000).toFixed(1)} s: ${summary.total} files, ${summary.copied} copied (${megabytes(summary.bytesCopied)}` +
      `${summary.replaced ? `, ${summary.replaced} of them replacing different bytes` : ''}), ${summary.present} already in the bucket, ` +
      `${summary.failed.length} failed.` +
      (summary.failed.length ? ' Run it again to copy the rest.' : ''),
  );
  return summary;
}
