import {
  allFlagSchema,
  districtDetailSchema,
  districtListQuerySchema,
  districtSchema,
  envelope,
  idParamsSchema,
  regionSchema,
  ROLE,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { getDistrict, listDistricts, listRegions } from './service.js';

/** Regions and districts (read-only master data). Territories: territory-routes.ts. */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The seven regions are a public lookup (fixed by the specification), whole for every role.
  app.get('/region', {
    schema: {
      summary: 'List regions',
      operationId: 'listRegions',
      tags: ['geography'],
      response: { 200: envelope(z.array(regionSchema)), ...errorResponses },
    },
    handler: async () => ({ data: await listRegions(app.db) }),
  });

  app.get('/district', {
    schema: {
      summary: 'List districts',
      operationId: 'listDistricts',
      tags: ['geography'],
      // `all=1`: an admin's settings screen also gets the retired districts, flagged (issue 12).
      querystring: districtListQuerySchema.extend({ all: allFlagSchema }),
      response: { 200: envelope(z.array(districtSchema.extend({ retired: z.boolean().optional() }))), ...errorResponses },
    },
    handler: async (request) => {
      const viewer = currentUser(request);
      return { data: await listDistricts(app.db, request.query, viewer, request.query.all && viewer.role === ROLE.admin) };
    },
  });

  app.get('/district/:id', {
    schema: {
      summary: 'Get a district',
      operationId: 'getDistrict',
      tags: ['geography'],
      params: idParamsSchema,
      response: { 200: envelope(districtDetailSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getDistrict(app.db, request.params.id, currentUser(request)) }),
  });
};
