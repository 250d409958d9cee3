import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const KEYS = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };

describe('S3 configuration', () => {
  it('keeps the files on disk without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads the bucket, endpoint, region, path style and credentials', () => {
    const config = loadConfig({
      S3_BUCKET: 'fieldops-files',
      S3_ENDPOINT: 'https://minio.example.com:9000/',
      S3_REGION: 'ca-central-1',
      S3_FORCE_PATH_STYLE: '1',
      ...KEYS,
      AWS_SESSION_TOKEN: 'token',
    });
    expect(config.s3).toEqual({
      bucket: 'fieldops-files',
      endpoint: 'https://minio.example.com:9000',
      region: 'ca-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' },
    });
  });

  it("leaves AWS itself, virtual-host style and the SDK's own credentials when only the bucket is given", () => {
    expect(loadConfig({ S3_BUCKET: 'fieldops' }).s3).toEqual({
      bucket: 'fieldops',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ S3_BUCKET: 'fieldops', AWS_REGION: 'eu-west-3' }).s3?.region).toBe('eu-west-3');
  });

  it.each([
    [{ S3_BUCKET: 's3://fieldops' }, 'S3_BUCKET: S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'Fieldops_Files' }, 'S3_BUCKET: S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'fieldops', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: S3_ENDPOINT must be an http(s) URL'],
    [{ S3_BUCKET: 'fieldops', S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT: S3_ENDPOINT must be an http(s) URL'],
    [{ S3_BUCKET: 'fieldops', S3_REGION: 'Canada Central' }, 'S3_REGION: S3_REGION must be a region name'],
    [{ S3_BUCKET: 'fieldops', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ENDPOINT: 'https://minio.example.com' }, 'S3_ENDPOINT: is set but S3_BUCKET is not'],
    [{ S3_FORCE_PATH_STYLE: 'true' }, 'S3_FORCE_PATH_STYLE: is set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'fieldops', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE' }, 'AWS_SECRET_ACCESS_KEY: must be set with AWS_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'fieldops', AWS_SECRET_ACCESS_KEY: 'secret' }, 'AWS_ACCESS_KEY_ID: must be set with AWS_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'fieldops', AWS_SESSION_TOKEN: 'token' }, 'AWS_SESSION_TOKEN: needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY'],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
