import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, en } from '@fieldops/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Vite names every file under assets/ by a hash of its content: a changed file gets a new name. */
const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so a browser must ask again each time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app; client routes fall back to index.html, unknown API paths get a JSON 404.
 * The build writes a brotli and a gzip copy beside each text file (apps/web/vite.config.ts), which
 * are sent as they are when the browser accepts them: no compression work per request. API answers
 * are compressed on the fly in their own scope (app.ts), so these files are never compressed twice.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { dist: string }) => {
    const hasWeb = fs.existsSync(path.join(opts.dist, 'index.html'));
    if (hasWeb) {
      const assets = path.join(path.resolve(opts.dist), 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: opts.dist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply, file: string) => {
          reply.header('cache-control', path.resolve(file).startsWith(assets) ? HASHED_CACHE : REVALIDATE);
        },
      });
      // The app's pages link their icon (/favicon.svg); a browser asks /favicon.ico for a document
      // that links none (a JSON answer opened in a tab), which would otherwise be a 404.
      if (fs.existsSync(path.join(opts.dist, 'favicon.svg'))) {
        app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
      }
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE;
      if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        const file = request.url.split('?')[0];
        // Files that exist are served by @fastify/static; a path with an extension that got here is missing.
        if (!path.extname(file) || file.endsWith('.html')) {
          return reply.type('text/html').sendFile('index.html');
        }
      }
      return reply.status(404).send({ message: en.errors.notFound, code: 'NOT_FOUND' });
    });
  },
  { name: 'web' },
);
