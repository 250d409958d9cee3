import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, en } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app; client routes fall back to index.html, unknown API paths get a JSON 404. */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { dist: string }) => {
    const hasWeb = fs.existsSync(path.join(opts.dist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, { root: opts.dist, wildcard: false, index: false });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE;
      if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        const file = request.url.split('?')[0];
        // Files that exist are served by @fastify/static; a path with an extension that got here is missing.
        if (!path.extname(file) || file.endsWith('.html')) {
          return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
        }
      }
      return reply.status(404).send({ message: en.errors.notFound, code: 'NOT_FOUND' });
    });
  },
  { name: 'web' },
);
