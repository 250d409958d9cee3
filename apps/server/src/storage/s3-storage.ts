import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { assertFileKey, contentTypeOfKey, StorageUnavailableError, type FileStorage, type StoredObject } from './file-storage.js';

/** Beyond this a bucket that does not answer counts as down (readiness, start-up). */
const CHECK_TIMEOUT_MS = 5_000;
/** Sockets kept to the store: photos are served through the server, many at once. */
const MAX_SOCKETS = 128;

/** The client every S3 call of this server makes, from S3_* and the AWS credential variables. */
export function createS3Client(config: S3Config): S3Client {
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: the CRC headers the SDK adds by default are not
    // understood by every S3-compatible store. put() sends Content-MD5 itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that does not accept the connection, or goes quiet, fails the call instead of
    // holding the request: the upload answers 503 within seconds.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000, httpAgent: agent, httpsAgent: agent },
  });
}

/** Where the bucket is, for the logs. */
export const describeS3 = (config: S3Config) =>
  `S3 bucket ${config.bucket} at ${config.endpoint ?? `AWS ${config.region}`}${config.forcePathStyle ? ' (path style)' : ''}`;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A key that is not there, as opposed to a bucket that is not (NoSuchBucket is a 404 too). */
export function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return statusOf(error) === 404 && name !== 'NoSuchBucket';
}

/** What went wrong, in one line: `NoSuchBucket: The specified bucket does not exist`, `ECONNREFUSED …`. */
export function s3ErrorText(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (${statusOf(error) ?? '?'}): ${error.message}`;
  const e = error as { name?: string; code?: string; message?: string };
  return [e.code ?? e.name, e.message].filter(Boolean).join(': ');
}

/** Why HeadBucket failed: its answers have no body, so the status says it. */
export function bucketErrorText(error: unknown, bucket: string): string {
  const status = statusOf(error);
  if (status === 404) return `bucket '${bucket}' does not exist`;
  if (status === 403) return `access to bucket '${bucket}' denied (check the credentials and the bucket policy)`;
  return s3ErrorText(error);
}

export const md5Base64 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

/**
 * Files as objects of one S3-compatible bucket, named by their key (the key is the object name,
 * as it is the file name on disk). Bytes are streamed through the server, with the headers the
 * files route sets, rather than redirected to a signed URL: the service worker and <img> keep
 * the same origin and cache rules as with the disk.
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): FileStorage {
  const Bucket = config.bucket;
  const where = describeS3(config);
  const unavailable = (what: string, error: unknown) =>
    new StorageUnavailableError(`${what} on ${where}: ${s3ErrorText(error)}`, { cause: error });

  return {
    description: where,

    async put(key, bytes) {
      assertFileKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: contentTypeOfKey(key),
            // The store checks the bytes it received against it (and answers an error otherwise).
            ContentMD5: md5Base64(bytes),
          }),
        );
      } catch (error) {
        throw unavailable('cannot write', error);
      }
    },

    async get(key): Promise<StoredObject | null> {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node.js the body is the HTTP response itself: a Readable, streamed as it arrives.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw unavailable('cannot read', error);
      }
    },

    async delete(key) {
      assertFileKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissingObject(error)) throw unavailable('cannot delete', error);
      }
    },

    async copy(fromKey, toKey) {
      assertFileKey(fromKey);
      assertFileKey(toKey);
      try {
        // Keys are hex and an extension: nothing in them needs encoding.
        await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${fromKey}` }));
      } catch (error) {
        if (isMissingObject(error)) throw new Error(`no stored file '${fromKey}' to copy`, { cause: error });
        throw unavailable('cannot copy', error);
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      } catch (error) {
        throw new StorageUnavailableError(`${where}: ${bucketErrorText(error, Bucket)}`, { cause: error });
      }
    },
  };
}
