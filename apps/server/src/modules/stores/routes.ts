import {
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
  pairSchema,
  storeBodySchema,
  storeListQuerySchema,
  storeRegionSchema,
  storeSchema,
  storeSearchQuerySchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listStores, searchStores, storeRegions, storesCsv } from './list.js';
import { archiveStore, createStore, getStore, updateStore } from './service.js';

const required = { missingFieldsMessage: en.masterData.someFieldsRequired };

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/store', {
    schema: {
      summary: 'List stores',
      operationId: 'listStores',
      tags: ['stores'],
      description: 'Paged active stores; `format=csv` downloads every matching row as stores.csv.',
      querystring: storeListQuerySchema,
      response: { 200: pagedEnvelope(storeSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await storesCsv(app.db, request.query, currentUser(request)));
      return listStores(app.db, request.query, currentUser(request));
    },
  });

  app.get('/store/search', {
    schema: {
      summary: 'Search stores (picker)',
      operationId: 'searchStores',
      tags: ['stores'],
      querystring: storeSearchQuerySchema,
      response: { 200: envelope(z.array(pairSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await searchStores(app.db, request.query, currentUser(request)) }),
  });

  app.get('/store/regions', {
    schema: {
      summary: 'List regions with their stores',
      operationId: 'listStoreRegions',
      tags: ['stores'],
      response: { 200: envelope(z.array(storeRegionSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await storeRegions(app.db, currentUser(request)) }),
  });

  app.get('/store/:id', {
    schema: {
      summary: 'Get a store',
      operationId: 'getStore',
      tags: ['stores'],
      params: idParamsSchema,
      response: { 200: envelope(storeSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getStore(app.db, request.params.id, currentUser(request)) }),
  });

  app.post('/store', {
    config: required,
    schema: {
      summary: 'Create a store',
      operationId: 'createStore',
      tags: ['stores'],
      body: storeBodySchema,
      response: { 201: envelope(storeSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createStore(app.db, request.body, currentUser(request)) }),
  });

  app.put('/store/:id', {
    config: required,
    schema: {
      summary: 'Update a store',
      operationId: 'updateStore',
      tags: ['stores'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: storeBodySchema,
      response: { 200: envelope(storeSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateStore(app.db, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/store/:id', {
    schema: {
      summary: 'Archive a store',
      operationId: 'archiveStore',
      tags: ['stores'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await archiveStore(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
