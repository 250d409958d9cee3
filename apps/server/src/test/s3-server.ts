import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { createS3Client } from '../storage/s3-storage.js';

/** s3rver checks signatures against this key pair. */
const KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  /** The storage configuration of a bucket on this server (the bucket need not exist). */
  config(bucket: string): S3Config;
  /** The same as environment variables, as an operator would set them. */
  env(bucket: string): Record<string, string>;
  createBucket(bucket: string): Promise<void>;
  /** Stops the process (and forgets its data): every call to it fails from then on. */
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) in a process of its own, on a free port of 127.0.0.1 and a
 * temporary folder: what the S3 storage and storage:migrate are tested against.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldops-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(process.execPath, [bin, '--directory', dir, '--address', '127.0.0.1', '--port', '0', '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const endpoint = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on ([\d.]+):(\d+)/.exec(output);
      if (found) resolve(`http://${found[1]}:${found[2]}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
    child.once('error', reject);
  }).catch(async (error: unknown) => {
    child.kill();
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  });

  const config = (bucket: string): S3Config => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  let stopped = false;
  return {
    endpoint,
    config,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: KEY,
      AWS_SECRET_ACCESS_KEY: KEY,
    }),
    async createBucket(bucket) {
      const client = createS3Client(config(bucket));
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      } finally {
        client.destroy();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      child.kill();
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
