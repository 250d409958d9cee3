import { en } from '@fieldops/contract';
import type { FastifyPluginAsync } from 'fastify';
import { contentTypeOfKey, isFileKey } from '../../storage/file-storage.js';

/**
 * GET /uploads/{key}: the bytes of a stored file. These are capability URLs: an <img src> cannot
 * send the bearer token, so whoever holds the URL may read the file, and the key's 128 random
 * bits are what keeps it private. The key must match the storage's strict pattern (32 hex digits
 * and png, jpg or pdf), so no other path can be reached; the content type comes from the key,
 * which the server chose from the bytes, and `nosniff` stops a browser from guessing another.
 * Registered outside /api/v1, so the role guard does not apply.
 */
export const fileServeRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>('/uploads/:key', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params;
    const stored = isFileKey(key) ? await app.storage.get(key) : null;
    if (!stored) return reply.status(404).send({ message: en.files.notFound, code: 'NOT_FOUND' });
    const type = contentTypeOfKey(key);
    reply
      .header('content-type', type)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-disposition', 'inline');
    // An image opened on its own runs nothing; a PDF needs the browser's viewer, which a sandbox blocks.
    if (type === 'application/pdf') reply.removeHeader('content-security-policy');
    else reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    return reply.send(stored.body);
  });
};
