import {
  ADMIN_LISTS,
  districtBodySchema,
  districtSchema,
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  lookupBodySchema,
  lookupRowSchema,
  type SimpleListKey,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { createDistrict, createLookup, renameLookup, retireDistrict, retireLookup, updateDistrict } from './admin-service.js';

const required = { missingFieldsMessage: en.settings.someFieldsRequired };
const SIMPLE: SimpleListKey[] = ['brand', 'trade', 'objectiveType', 'incompleteReason', 'winType'];
/** Each list's name in the OpenAPI document: its operations' summaries and operationIds. */
const LIST_NAME: Record<SimpleListKey, { label: string; id: string }> = {
  brand: { label: 'brand', id: 'Brand' },
  trade: { label: 'trade', id: 'Trade' },
  objectiveType: { label: 'objective type', id: 'ObjectiveType' },
  incompleteReason: { label: 'incomplete reason', id: 'IncompleteReason' },
  winType: { label: 'win type', id: 'WinType' },
};
const districtRowSchema = districtSchema.extend({ retired: z.boolean() });

/**
 * The lists behind the forms (issue 12), admin only (apiAccess): POST adds, PUT renames (on the
 * version its form was opened on, If-Match: 409 CHANGED_SINCE once saved since), DELETE retires
 * (204). The GETs beside them are in routes.ts and geography/routes.ts.
 */
export const lookupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of SIMPLE) {
    const url = ADMIN_LISTS[kind];
    const { label, id } = LIST_NAME[kind];
    app.post(url, {
      config: required,
      schema: {
        summary: `Add a ${label}`,
        operationId: `create${id}`,
        tags: ['lookups'],
        body: lookupBodySchema,
        response: { 201: envelope(lookupRowSchema), ...errorResponses },
      },
      handler: async (request, reply) => reply.status(201).send({ data: await createLookup(app.db, kind, request.body) }),
    });
    app.put(`${url}/:id`, {
      config: required,
      schema: {
        summary: `Rename a ${label}`,
        operationId: `rename${id}`,
        tags: ['lookups'],
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: lookupBodySchema,
        response: { 200: envelope(lookupRowSchema), ...errorResponses },
      },
      handler: async (request) => ({
        data: await renameLookup(app.db, kind, request.params.id, request.body, expectedVersion(request)),
      }),
    });
    app.delete(`${url}/:id`, {
      schema: {
        summary: `Retire a ${label}`,
        operationId: `retire${id}`,
        tags: ['lookups'],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await retireLookup(app.db, kind, request.params.id);
        return reply.status(204).send(null);
      },
    });
  }

  app.post('/district', {
    config: required,
    schema: {
      summary: 'Create a district',
      operationId: 'createDistrict',
      tags: ['geography'],
      body: districtBodySchema,
      response: { 201: envelope(districtRowSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createDistrict(app.db, request.body) }),
  });
  app.put('/district/:id', {
    config: required,
    schema: {
      summary: 'Update a district',
      operationId: 'updateDistrict',
      tags: ['geography'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: districtBodySchema,
      response: { 200: envelope(districtRowSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await updateDistrict(app.db, request.params.id, request.body, expectedVersion(request)) }),
  });
  app.delete('/district/:id', {
    schema: {
      summary: 'Retire a district',
      operationId: 'retireDistrict',
      tags: ['geography'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await retireDistrict(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
