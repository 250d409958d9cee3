import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The file storage every module that keeps files uses (local disk, or the S3 bucket of S3_BUCKET). */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { storage: FileStorage }) => {
    app.decorate('storage', opts.storage);
  },
  { name: 'storage' },
);
