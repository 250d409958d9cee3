import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { MIME } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { newFileKey } from './file-storage.js';
import { migrateUploads } from './migrate.js';
import { createS3Storage } from './s3-storage.js';

const BUCKET = 'fieldops-migrated';
const serverDir = path.resolve(import.meta.dirname, '../..');

let server: S3TestServer;
let dataDir: string;
let uploads: string;

beforeAll(async () => {
  server = await startS3Server();
  await server.createBucket(BUCKET);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-migrate-'));
  uploads = path.join(dataDir, 'uploads');
  await fs.mkdir(uploads);
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Writes a stored file into the uploads folder as the disk storage would; answers its key and bytes. */
async function diskFile(size = 4096) {
  const key = newFileKey(MIME.png);
  const bytes = randomBytes(size);
  await fs.writeFile(path.join(uploads, key), bytes);
  return { key, bytes };
}

async function bucketBytes(key: string): Promise<Buffer | null> {
  const object = await createS3Storage(server.config(BUCKET)).get(key);
  return object ? buffer(object.body) : null;
}

const migrate = (lines: string[] = []) =>
  migrateUploads({ sourceDir: uploads, s3: server.config(BUCKET), concurrency: 3, log: (line) => lines.push(line) });

/** Runs `npm run storage:migrate` of the server package with `env`; answers its exit code and output. */
function runScript(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/storage/migrate-main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('storage:migrate', () => {
  it('copies every stored file of the folder into the bucket, ignoring anything else, and reports it', async () => {
    const files = [await diskFile(), await diskFile(10_000), await diskFile(1)];
    await fs.writeFile(path.join(uploads, '.0123abcd.tmp'), 'half a file');
    await fs.writeFile(path.join(uploads, 'notes.txt'), 'not a stored file');
    const lines: string[] = [];
    const summary = await migrate(lines);
    expect(summary).toMatchObject({ total: 3, copied: 3, present: 0, replaced: 0, failed: [] });
    expect(summary.bytesCopied).toBe(files.reduce((sum, f) => sum + f.bytes.length, 0));
    expect(summary.ignored.sort()).toEqual(['.0123abcd.tmp', 'notes.txt']);
    for (const { key, bytes } of files) expect((await bucketBytes(key))?.equals(bytes), key).toBe(true);
    expect(lines.at(-1)).toMatch(/^Done in .* 3 files, 3 copied .*0 already in the bucket, 0 failed\.$/);
    expect(lines.some((line) => /^ {2}3\/3 files \(100%\)/.test(line))).toBe(true);
  });

  it('is resumable: a second run copies nothing, a run after an interruption copies only what is missing or different', async () => {
    const again = await migrate();
    expect(again).toMatchObject({ total: 3, copied: 0, present: 3, failed: [] });

    // As if a run had stopped halfway: two new files, one of them already copied; and an object
    // of a known key holding other bytes.
    const copiedBefore = await diskFile();
    const notYet = await diskFile();
    const storage = createS3Storage(server.config(BUCKET));
    await storage.put(copiedBefore.key, copiedBefore.bytes);
    const damaged = await diskFile(2048);
    await storage.put(damaged.key, randomBytes(2048));

    const resumed = await migrate();
    expect(resumed).toMatchObject({ total: 6, copied: 2, replaced: 1, present: 4, failed: [] });
    for (const { key, bytes } of [copiedBefore, notYet, damaged]) expect((await bucketBytes(key))?.equals(bytes), key).toBe(true);
  });

  it('fails clearly when the bucket cannot be used, and copies nothing', async () => {
    await expect(migrateUploads({ sourceDir: uploads, s3: server.config('no-such-bucket'), log: () => {} })).rejects.toThrow(
      "The bucket cannot be used: bucket 'no-such-bucket' does not exist",
    );
  });

  it('runs as npm run storage:migrate from the S3 variables, and refuses to run without S3_BUCKET', async () => {
    const extra = await diskFile();
    // Two processes that each load the server's code through tsx: started together.
    const [run, unset] = await Promise.all([runScript(server.env(BUCKET)), runScript({})]);
    expect(run.output).toMatch(
      /Copying 7 files from .* to S3 bucket fieldops-migrated at http:\/\/127\.0\.0\.1:\d+ \(path style\) \(2 other entries ignored\)/,
    );
    expect(run.output).toMatch(/7 files, 1 copied .*6 already in the bucket, 0 failed\./);
    expect(run.code).toBe(0);
    expect((await bucketBytes(extra.key))?.equals(extra.bytes)).toBe(true);
    expect(unset.code).toBe(1);
    expect(unset.output).toMatch(/set S3_BUCKET/);
  }, 120_000);
});
