import {
  brandListQuerySchema,
  contactSubscriptionSchema,
  envelope,
  lookupAllQuerySchema,
  lookupRowSchema,
  pagedEnvelope,
  provinceSchema,
  ROLE,
  scheduleTypeSchema,
  winTypeRowSchema,
} from '@fieldops/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import {
  brandsCsv,
  listBrands,
  listContactSubscriptions,
  listLookup,
  listProvinces,
  listScheduleTypes,
  listWinTypes,
  type LOOKUP_TABLES,
} from './service.js';

const list = <T extends z.ZodType>(item: T) => ({ 200: envelope(z.array(item)), ...errorResponses });

/** `?all=1` adds the retired values (flagged `retired`) for an admin's settings screen; others get the active ones. */
const wantsAll = (request: FastifyRequest, all: boolean) => all && currentUser(request).role === ROLE.admin;

/** Lookup lists (GET /user/roles lives with the users). */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brand', {
    schema: {
      summary: 'List brands',
      operationId: 'listBrands',
      tags: ['lookups'],
      querystring: brandListQuerySchema,
      response: { 200: pagedEnvelope(lookupRowSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await brandsCsv(app.db, request.query));
      return listBrands(app.db, request.query, wantsAll(request, request.query.all));
    },
  });

  const simple: [string, keyof typeof LOOKUP_TABLES, { summary: string; operationId: string }][] = [
    ['/trade', 'trade', { summary: 'List trades', operationId: 'listTrades' }],
    ['/objective_types', 'objectiveType', { summary: 'List objective types', operationId: 'listObjectiveTypes' }],
    ['/objective/status', 'objectiveStatus', { summary: 'List objective statuses', operationId: 'listObjectiveStatuses' }],
    ['/incomplete_reason', 'incompleteReason', { summary: 'List incomplete reasons', operationId: 'listIncompleteReasons' }],
  ];
  for (const [url, kind, names] of simple) {
    app.get(url, {
      schema: { ...names, tags: ['lookups'], querystring: lookupAllQuerySchema, response: list(lookupRowSchema) },
      handler: async (request) => ({ data: await listLookup(app.db, kind, wantsAll(request, request.query.all)) }),
    });
  }

  app.get('/schedule_types', {
    schema: { summary: 'List schedule types', operationId: 'listScheduleTypes', tags: ['lookups'], response: list(scheduleTypeSchema) },
    handler: async () => ({ data: await listScheduleTypes(app.db) }),
  });

  app.get('/win_types', {
    schema: {
      summary: 'List win types',
      operationId: 'listWinTypes',
      tags: ['lookups'],
      querystring: lookupAllQuerySchema,
      response: list(winTypeRowSchema),
    },
    handler: async (request) => ({ data: await listWinTypes(app.db, wantsAll(request, request.query.all)) }),
  });

  app.get('/contact_subscription', {
    schema: {
      summary: 'List contact subscriptions',
      operationId: 'listContactSubscriptions',
      tags: ['lookups'],
      response: list(contactSubscriptionSchema),
    },
    handler: async () => ({ data: await listContactSubscriptions(app.db) }),
  });

  app.get('/province', {
    schema: { summary: 'List provinces', operationId: 'listProvinces', tags: ['lookups'], response: list(provinceSchema) },
    handler: async () => ({ data: listProvinces() }),
  });
};
