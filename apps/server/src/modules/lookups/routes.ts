import {
  contactSubscriptionSchema,
  envelope,
  listQueryWith,
  LOOKUP_SORTS,
  lookupSchema,
  pagedEnvelope,
  provinceSchema,
  scheduleTypeSchema,
  winTypeSchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { errorResponses } from '../../lib/route-schemas.js';
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

/** Lookup lists (GET /user/roles lives with the users). */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brand', {
    schema: {
      tags: ['lookups'],
      querystring: listQueryWith(LOOKUP_SORTS),
      response: { 200: pagedEnvelope(lookupSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await brandsCsv(app.db, request.query));
      return listBrands(app.db, request.query);
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
      schema: { tags: ['lookups'], response: list(lookupSchema) },
      handler: async () => ({ data: await listLookup(app.db, kind) }),
    });
  }

  app.get('/schedule_types', {
    schema: { tags: ['lookups'], response: list(scheduleTypeSchema) },
    handler: async () => ({ data: await listScheduleTypes(app.db) }),
  });

  app.get('/win_types', {
    schema: { tags: ['lookups'], response: list(winTypeSchema) },
    handler: async () => ({ data: await listWinTypes(app.db) }),
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
