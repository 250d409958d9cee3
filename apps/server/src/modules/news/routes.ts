import {
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  newsBodySchema,
  newsListQuerySchema,
  newsSchema,
  pagedEnvelope,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { createNews, deleteNews, getNews, listNews, updateNews } from './service.js';

/** News (spec 2 §2, §7): read by everyone (the same for the whole organisation), written by admins. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/news', {
    schema: {
      summary: 'List news',
      operationId: 'listNews',
      tags: ['content'],
      description: 'Paged news, newest first; `q` searches subject and content.',
      querystring: newsListQuerySchema,
      response: { 200: pagedEnvelope(newsSchema), ...errorResponses },
    },
    handler: async (request) => listNews(app.db, request.query),
  });

  app.get('/news/:id', {
    schema: {
      summary: 'Get news',
      operationId: 'getNews',
      tags: ['content'],
      params: idParamsSchema,
      response: { 200: envelope(newsSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getNews(app.db, request.params.id) }),
  });

  app.post('/news', {
    schema: {
      summary: 'Publish news',
      operationId: 'createNews',
      tags: ['content'],
      description: 'Publishes news; every active user gets a notification linking to /news.',
      body: newsBodySchema,
      response: { 201: envelope(newsSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createNews(app.db, request.body, currentUser(request)) }),
  });

  app.put('/news/:id', {
    schema: {
      summary: 'Update news',
      operationId: 'updateNews',
      tags: ['content'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: newsBodySchema,
      response: { 200: envelope(newsSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateNews(app.db, app.storage, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/news/:id', {
    schema: {
      summary: 'Delete news',
      operationId: 'deleteNews',
      tags: ['content'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteNews(app.db, app.storage, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
