import { districtDetailSchema, districtListQuerySchema, districtSchema, envelope, idParamsSchema, regionSchema } from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { getDistrict, listDistricts, listRegions } from './service.js';

/** Regions and districts (read-only master data). Territories: territory-routes.ts. */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The seven regions are a public lookup (fixed by the specification), whole for every role.
  app.get('/region', {
    schema: { tags: ['geography'], response: { 200: envelope(z.array(regionSchema)), ...errorResponses } },
    handler: async () => ({ data: await listRegions(app.db) }),
  });

  app.get('/district', {
    schema: {
      tags: ['geography'],
      querystring: districtListQuerySchema,
      response: { 200: envelope(z.array(districtSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await listDistricts(app.db, request.query, currentUser(request)) }),
  });

  app.get('/district/:id', {
    schema: { tags: ['geography'], params: idParamsSchema, response: { 200: envelope(districtDetailSchema), ...errorResponses } },
    handler: async (request) => ({ data: await getDistrict(app.db, request.params.id, currentUser(request)) }),
  });
};
