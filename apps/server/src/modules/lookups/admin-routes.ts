import {
  ADMIN_LISTS,
  districtBodySchema,
  districtSchema,
  en,
  envelope,
  idParamsSchema,
  lookupBodySchema,
  lookupRowSchema,
  type SimpleListKey,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { createDistrict, createLookup, renameLookup, retireDistrict, retireLookup, updateDistrict } from './admin-service.js';

const required = { missingFieldsMessage: en.settings.someFieldsRequired };
const SIMPLE: SimpleListKey[] = ['brand', 'trade', 'objectiveType', 'incompleteReason', 'winType'];
const districtRowSchema = districtSchema.extend({ retired: z.boolean() });

/**
 * The lists behind the forms (issue 12), admin only (apiAccess): POST adds, PUT renames, DELETE
 * retires (204). The GETs beside them are in routes.ts and geography/routes.ts.
 */
export const lookupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of SIMPLE) {
    const url = ADMIN_LISTS[kind];
    app.post(url, {
      config: required,
      schema: { tags: ['lookups'], body: lookupBodySchema, response: { 201: envelope(lookupRowSchema), ...errorResponses } },
      handler: async (request, reply) => reply.status(201).send({ data: await createLookup(app.db, kind, request.body) }),
    });
    app.put(`${url}/:id`, {
      config: required,
      schema: {
        tags: ['lookups'],
        params: idParamsSchema,
        body: lookupBodySchema,
        response: { 200: envelope(lookupRowSchema), ...errorResponses },
      },
      handler: async (request) => ({ data: await renameLookup(app.db, kind, request.params.id, request.body) }),
    });
    app.delete(`${url}/:id`, {
      schema: { tags: ['lookups'], params: idParamsSchema, response: { 204: z.null(), ...errorResponses } },
      handler: async (request, reply) => {
        await retireLookup(app.db, kind, request.params.id);
        return reply.status(204).send(null);
      },
    });
  }

  app.post('/district', {
    config: required,
    schema: { tags: ['geography'], body: districtBodySchema, response: { 201: envelope(districtRowSchema), ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send({ data: await createDistrict(app.db, request.body) }),
  });
  app.put('/district/:id', {
    config: required,
    schema: {
      tags: ['geography'],
      params: idParamsSchema,
      body: districtBodySchema,
      response: { 200: envelope(districtRowSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await updateDistrict(app.db, request.params.id, request.body) }),
  });
  app.delete('/district/:id', {
    schema: { tags: ['geography'], params: idParamsSchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await retireDistrict(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
