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
  winTypeSchema,
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
      tags: ['lookups'],
      querystring: brandListQuerySchema,
      response: { 200: pagedEnvelope(lookupRowSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await brandsCsv(app.db, request.query));
      return listBrands(app.db, request.query, wantsAll(request, request.query.all));
    },
  });

  const simple: [string, keyof typeof LOOKUP_TABLES][] = [
    ['/trade', 'trade'],
    ['/objective_types', 'objectiveType'],
    ['/objective/status', 'objectiveStatus'],
    ['/incomplete_reason', 'incompleteReason'],
  ];
  for (const [url, kind] of simple) {
    app.get(url, {
      schema: { tags: ['lookups'], querystring: lookupAllQuerySchema, response: list(lookupRowSchema) },
      handler: async (request) => ({ data: await listLookup(app.db, kind, wantsAll(request, request.query.all)) }),
    });
  }

  app.get('/schedule_types', {
    schema: { tags: ['lookups'], response: list(scheduleTypeSchema) },
    handler: async () => ({ data: await listScheduleTypes(app.db) }),
  });

  app.get('/win_types', {
    schema: {
      tags: ['lookups'],
      querystring: lookupAllQuerySchema,
      response: list(winTypeSchema.extend({ retired: z.boolean().optional() })),
    },
    handler: async (request) => ({ data: await listWinTypes(app.db, wantsAll(request, request.query.all)) }),
  });

  app.get('/contact_subscription', {
    schema: { tags: ['lookups'], response: list(contactSubscriptionSchema) },
    handler: async () => ({ data: await listContactSubscriptions(app.db) }),
  });

  app.get('/province', {
    schema: { tags: ['lookups'], response: list(provinceSchema) },
    handler: async () => ({ data: listProvinces() }),
  });
};
