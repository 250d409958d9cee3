import {
  dateIn,
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  newsletterBodySchema,
  newsletterListQuerySchema,
  newsletterSchema,
  pagedEnvelope,
  viewQuerySchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listNewsletters, newslettersCsv } from './list.js';
import { createNewsletter, deleteNewsletter, getNewsletter, updateNewsletter } from './service.js';

const required = { missingFieldsMessage: en.masterData.someFieldsRequired };

/** Newsletter records of the three types (spec 3 §7): read by everyone, written by admins. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/newsletter', {
    schema: {
      summary: 'List newsletters',
      operationId: 'listNewsletters',
      tags: ['newsletters'],
      description: 'Records filtered by type, year and month; `format=csv` downloads every match, named after the type (win.csv …).',
      querystring: newsletterListQuerySchema,
      response: { 200: pagedEnvelope(newsletterSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await newslettersCsv(app.db, request.query));
      return listNewsletters(app.db, request.query);
    },
  });

  app.get('/newsletter/:id', {
    schema: {
      summary: 'Get a newsletter',
      operationId: 'getNewsletter',
      tags: ['newsletters'],
      description: 'Counts one view per user and day unless `skipTracking=true`.',
      params: idParamsSchema,
      querystring: viewQuerySchema,
      response: { 200: envelope(newsletterSchema), ...errorResponses },
    },
    handler: async (request) => {
      const view = request.query.skipTracking ? null : { userId: currentUser(request).id, today: dateIn(app.config.tzOrg) };
      return { data: await getNewsletter(app.db, request.params.id, view) };
    },
  });

  app.post('/newsletter', {
    config: required,
    schema: {
      summary: 'Create a newsletter',
      operationId: 'createNewsletter',
      tags: ['newsletters'],
      body: newsletterBodySchema,
      response: { 201: envelope(newsletterSchema), ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await createNewsletter(app.db, app.config, request.body, currentUser(request)) }),
  });

  app.put('/newsletter/:id', {
    config: required,
    schema: {
      summary: 'Update a newsletter',
      operationId: 'updateNewsletter',
      tags: ['newsletters'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: newsletterBodySchema,
      response: { 200: envelope(newsletterSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateNewsletter(app.db, app.storage, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/newsletter/:id', {
    schema: {
      summary: 'Delete a newsletter',
      operationId: 'deleteNewsletter',
      tags: ['newsletters'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteNewsletter(app.db, app.storage, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
