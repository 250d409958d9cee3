import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { en } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { createS3Client } from '../../storage/s3-storage.js';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { uploader } from '../../test/multipart.js';
import { apiCaller } from '../../test/requests.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';

const PNG = demoPhotos()[0];
const PDF = demoPdf('Playbook');
const BUCKET = 'fieldops-files';

/** A test app whose files live in `bucket` of `server` (S3_* variables, as an operator sets them). */
async function s3App(server: S3TestServer, bucket: string) {
  const context = await createTestContext({ env: server.env(bucket) });
  return { context, call: apiCaller(context.app), upload: uploader(context.app) };
}

const fileCount = async (ctx: TestContext) =>
  Number((await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from files`))[0].n);

const keyOf = (fileURL: string) => fileURL.replace('/uploads/', '');

let server: S3TestServer;
let s3: Awaited<ReturnType<typeof s3App>>;
let disk: TestContext;

beforeAll(async () => {
  server = await startS3Server();
  await server.createBucket(BUCKET);
  s3 = await s3App(server, BUCKET);
  disk = await createTestContext();
});
afterAll(async () => {
  await s3?.context.close();
  await disk?.close();
  await server?.stop();
});

describe('files in an S3 bucket (S3_BUCKET set)', () => {
  it('stores an upload as an object of the bucket and serves it back with the same headers as from the disk', async () => {
    expect(s3.context.storage.description).toBe(`S3 bucket ${BUCKET} at ${server.endpoint} (path style)`);
    for (const [type, name, bytes, mime] of [
      ['image', 'shelf.png', PNG, 'image/png'],
      ['playbook', 'guide.pdf', PDF, 'application/pdf'],
    ] as const) {
      const res = await s3.upload(type, name, bytes, 'fsr', mime);
      expect(res.statusCode).toBe(201);
      const file = res.json().data;
      expect(file).toMatchObject({ name, contentType: mime, size: bytes.length });

      const client = createS3Client(server.config(BUCKET));
      const object = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: keyOf(file.fileURL) }));
      client.destroy();
      expect(object).toMatchObject({ ContentLength: bytes.length, ContentType: mime });

      const served = await s3.context.app.inject({ method: 'GET', url: file.fileURL });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);

      // Today's behaviour is the disk's: the same bytes uploaded there are served with the same headers.
      const onDisk = (await uploader(disk.app)(type, name, bytes, 'fsr', mime)).json().data;
      const fromDisk = await disk.app.inject({ method: 'GET', url: onDisk.fileURL });
      const headersOf = (h: Record<string, unknown>) => {
        const { date: _date, ...rest } = h;
        return rest;
      };
      expect(headersOf(served.headers)).toEqual(headersOf(fromDisk.headers));
      expect(served.headers).toMatchObject({
        'content-type': mime,
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=31536000, immutable',
        'content-disposition': 'inline',
      });
    }
  });

  it('answers 404 for a key the bucket does not hold, and deletes the object with its record', async () => {
    const missing = await s3.context.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: en.files.notFound, code: 'NOT_FOUND' });

    const file = (await s3.upload('image', 'gone.png', PNG, 'fsr')).json().data;
    expect((await s3.call('DELETE', `/image/${file.id}`, undefined, 'fsr')).statusCode).toBe(204);
    expect(await s3.context.storage.get(keyOf(file.fileURL))).toBeNull();
    expect((await s3.context.app.inject({ method: 'GET', url: file.fileURL })).statusCode).toBe(404);
  });
});

describe('a failing bucket', () => {
  const unavailable = { code: 'STORAGE_UNAVAILABLE', message: en.files.storageUnavailable };

  it('answers 503 with the catalog message to an upload when the bucket is missing, and records nothing', async () => {
    const app = await s3App(server, 'no-such-bucket');
    try {
      const before = await fileCount(app.context);
      const res = await app.upload('image', 'lost.png', PNG, 'fsr');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject(unavailable);
      expect(await fileCount(app.context)).toBe(before);
      const served = await app.context.app.inject({ method: 'GET', url: `/uploads/${'b'.repeat(32)}.png` });
      expect(served.statusCode).toBe(503);
    } finally {
      await app.context.close();
    }
  }, 90_000);

  it('answers 503 to an upload and to a read once the S3 server is stopped, and records nothing', async () => {
    const own = await startS3Server();
    await own.createBucket(BUCKET);
    const app = await s3App(own, BUCKET);
    try {
      const kept = (await app.upload('image', 'kept.png', PNG, 'fsr')).json().data;
      await own.stop();
      const before = await fileCount(app.context);
      const res = await app.upload('image', 'lost.png', PNG, 'fsr');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject(unavailable);
      expect(await fileCount(app.context)).toBe(before);
      const rows = await queryRows<{ name: string }>(app.context.db, sql`select name from files where name = 'lost.png'`);
      expect(rows).toEqual([]);
      // The stored file is not reported missing (a cached 404 would hide it once the bucket is back).
      const served = await app.context.app.inject({ method: 'GET', url: kept.fileURL });
      expect(served.statusCode).toBe(503);
      expect(served.json()).toMatchObject(unavailable);
    } finally {
      await own.stop();
      await app.context.close();
    }
  }, 90_000);
});
