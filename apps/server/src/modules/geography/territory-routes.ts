import {
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
  territoryAllQuerySchema,
  territoryBodySchema,
  territoryListQuerySchema,
  territorySchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { allTerritories, listTerritories, territoriesCsv } from './territory-list.js';
import { createTerritory, deleteTerritory, getTerritory, updateTerritory } from './territory-service.js';

const required = { missingFieldsMessage: en.masterData.someFieldsRequired };

export const territoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/territory', {
    schema: {
      summary: 'List territories',
      operationId: 'listTerritories',
      tags: ['geography'],
      description: 'Paged territories; `format=csv` downloads every matching row as territories.csv.',
      querystring: territoryListQuerySchema,
      response: { 200: pagedEnvelope(territorySchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await territoriesCsv(app.db, request.query, currentUser(request)));
      return listTerritories(app.db, request.query, currentUser(request));
    },
  });

  app.get('/territory/all', {
    schema: {
      summary: 'List all territories (picker)',
      operationId: 'listAllTerritories',
      tags: ['geography'],
      querystring: territoryAllQuerySchema,
      response: { 200: envelope(z.array(territorySchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await allTerritories(app.db, request.query, currentUser(request)) }),
  });

  app.get('/territory/:id', {
    schema: {
      summary: 'Get a territory',
      operationId: 'getTerritory',
      tags: ['geography'],
      params: idParamsSchema,
      response: { 200: envelope(territorySchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getTerritory(app.db, request.params.id, currentUser(request)) }),
  });

  app.post('/territory', {
    config: required,
    schema: {
      summary: 'Create a territory',
      operationId: 'createTerritory',
      tags: ['geography'],
      body: territoryBodySchema,
      response: { 201: envelope(territorySchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createTerritory(app.db, request.body, currentUser(request)) }),
  });

  app.put('/territory/:id', {
    config: required,
    schema: {
      summary: 'Update a territory',
      operationId: 'updateTerritory',
      tags: ['geography'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: territoryBodySchema,
      response: { 200: envelope(territorySchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateTerritory(app.db, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/territory/:id', {
    schema: {
      summary: 'Delete a territory',
      operationId: 'deleteTerritory',
      tags: ['geography'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteTerritory(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
