import {
  dateIn,
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
  viewQuerySchema,
  weeklyGoodBodySchema,
  weeklyGoodListQuerySchema,
  weeklyGoodSchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listWeeklyGoods, weeklyGoodsCsv } from './list.js';
import { createWeeklyGood, deleteWeeklyGood, getWeeklyGood, updateWeeklyGood } from './service.js';

const required = { missingFieldsMessage: en.masterData.someFieldsRequired };

/** Weekly goods (spec 3 §7): read by everyone, written by admins. */
export const weeklyGoodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/weekly_good', {
    schema: {
      summary: 'List weekly goods',
      operationId: 'listWeeklyGoods',
      tags: ['weekly goods'],
      description: 'Weekly goods, newest first; `format=csv` downloads every matching row as weekly_goods.csv.',
      querystring: weeklyGoodListQuerySchema,
      response: { 200: pagedEnvelope(weeklyGoodSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await weeklyGoodsCsv(app.db, request.query));
      return listWeeklyGoods(app.db, request.query);
    },
  });

  app.get('/weekly_good/:id', {
    schema: {
      summary: 'Get a weekly good',
      operationId: 'getWeeklyGood',
      tags: ['weekly goods'],
      description: 'Counts one view per user and day unless `skipTracking=true`.',
      params: idParamsSchema,
      querystring: viewQuerySchema,
      response: { 200: envelope(weeklyGoodSchema), ...errorResponses },
    },
    handler: async (request) => {
      const view = request.query.skipTracking ? null : { userId: currentUser(request).id, today: dateIn(app.config.tzOrg) };
      return { data: await getWeeklyGood(app.db, request.params.id, view) };
    },
  });

  app.post('/weekly_good', {
    config: required,
    schema: {
      summary: 'Create a weekly good',
      operationId: 'createWeeklyGood',
      tags: ['weekly goods'],
      body: weeklyGoodBodySchema,
      response: { 201: envelope(weeklyGoodSchema), ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await createWeeklyGood(app.db, app.config, request.body, currentUser(request)) }),
  });

  app.put('/weekly_good/:id', {
    config: required,
    schema: {
      summary: 'Update a weekly good',
      operationId: 'updateWeeklyGood',
      tags: ['weekly goods'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: weeklyGoodBodySchema,
      response: { 200: envelope(weeklyGoodSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateWeeklyGood(app.db, app.storage, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/weekly_good/:id', {
    schema: {
      summary: 'Delete a weekly good',
      operationId: 'deleteWeeklyGood',
      tags: ['weekly goods'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteWeeklyGood(app.db, app.storage, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
