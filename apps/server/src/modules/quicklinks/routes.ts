import {
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
  quicklinkBodySchema,
  quicklinkListQuerySchema,
  quicklinkSchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { viewerOf } from '../../lib/viewer.js';
import { currentUser } from '../../plugins/auth.js';
import { createQuicklink, deleteQuicklink, getQuicklink, listQuicklinks, updateQuicklink } from './service.js';

/** Quicklinks (spec 2 §2, §7): a PDF or a URL, read by everyone, written by admins. */
export const quicklinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quicklink', {
    schema: {
      summary: 'List quicklinks',
      operationId: 'listQuicklinks',
      tags: ['content'],
      description: 'Paged quicklinks by name; `q` searches name, file type, comments and URL.',
      querystring: quicklinkListQuerySchema,
      response: { 200: pagedEnvelope(quicklinkSchema), ...errorResponses },
    },
    handler: async (request) => listQuicklinks(app.db, request.query),
  });

  app.get('/quicklink/:id', {
    schema: {
      summary: 'Get a quicklink',
      operationId: 'getQuicklink',
      tags: ['content'],
      params: idParamsSchema,
      response: { 200: envelope(quicklinkSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getQuicklink(app.db, request.params.id) }),
  });

  app.post('/quicklink', {
    schema: {
      summary: 'Create a quicklink',
      operationId: 'createQuicklink',
      tags: ['content'],
      description: 'A URL (`isUrl: 1`, `url`) or one PDF uploaded as type `quicklink` (`files: [id]`).',
      body: quicklinkBodySchema,
      response: { 201: envelope(quicklinkSchema), ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await createQuicklink(app.db, request.body, viewerOf(currentUser(request), app.config.tzOrg)) }),
  });

  app.put('/quicklink/:id', {
    schema: {
      summary: 'Update a quicklink',
      operationId: 'updateQuicklink',
      tags: ['content'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: quicklinkBodySchema,
      response: { 200: envelope(quicklinkSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateQuicklink(app.db, app.storage, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/quicklink/:id', {
    schema: {
      summary: 'Delete a quicklink',
      operationId: 'deleteQuicklink',
      tags: ['content'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteQuicklink(app.db, app.storage, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
