import {
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
  winBodySchema,
  winListQuerySchema,
  winSchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { approveWin, createWin, deleteWin, updateWin, type WinWrite } from './service.js';
import { getWin, listWins } from './win-read.js';

const required = { missingFieldsMessage: en.masterData.someFieldsRequired };
const tags = ['wins'];

/** Wins (spec 3 §2–§4, §7): a feed everyone reads and posts to; admins approve. */
export const winRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = (request: FastifyRequest): WinWrite => ({ db: app.db, storage: app.storage, user: currentUser(request) });

  app.get('/win', {
    schema: {
      summary: 'List wins',
      operationId: 'listWins',
      tags,
      description: 'The wins feed, newest first.',
      querystring: winListQuerySchema,
      response: { 200: pagedEnvelope(winSchema), ...errorResponses },
    },
    handler: async (request) => listWins(app.db, request.query, currentUser(request)),
  });

  app.get('/win/:id', {
    schema: {
      summary: 'Get a win',
      operationId: 'getWin',
      tags,
      params: idParamsSchema,
      response: { 200: envelope(winSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getWin(app.db, request.params.id, currentUser(request)) }),
  });

  app.post('/win', {
    config: required,
    schema: {
      summary: 'Create a win',
      operationId: 'createWin',
      tags,
      body: winBodySchema,
      response: { 201: envelope(winSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createWin(write(request), request.body) }),
  });

  app.put('/win/:id', {
    config: required,
    schema: {
      summary: 'Update a win',
      operationId: 'updateWin',
      tags,
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: winBodySchema,
      response: { 200: envelope(winSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await updateWin(write(request), request.params.id, request.body, expectedVersion(request)) }),
  });

  app.delete('/win/:id', {
    schema: {
      summary: 'Delete a win',
      operationId: 'deleteWin',
      tags,
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteWin(write(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/win/:id/approve', {
    schema: {
      summary: 'Approve a win',
      operationId: 'approveWin',
      tags,
      description: 'Approves a win (no reverse); answers it with `approved: true`.',
      params: idParamsSchema,
      response: { 200: envelope(winSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await approveWin(write(request), request.params.id) }),
  });
};
