import {
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
  playbookBodySchema,
  playbookListQuerySchema,
  playbookReadQuerySchema,
  playbookRowSchema,
  playbookSchema,
} from '@fieldops/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { viewerOf } from '../../lib/viewer.js';
import { currentUser } from '../../plugins/auth.js';
import { listPlaybooks, playbooksCsv } from './list.js';
import { createPlaybook, deletePlaybook, getPlaybook, updatePlaybook } from './service.js';

/** Playbooks (spec 3 §2, §7): read by everyone for their area's stores, written by admins. */
export const playbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: FastifyRequest) => viewerOf(currentUser(request), app.config.tzOrg);

  app.get('/playbook', {
    schema: {
      summary: 'List playbooks',
      operationId: 'listPlaybooks',
      tags: ['playbooks'],
      description:
        'Paged playbooks, newest first, filtered by `year` and `month`; `format=csv` downloads every matching row as playbooks.csv.',
      querystring: playbookListQuerySchema,
      response: { 200: pagedEnvelope(playbookRowSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await playbooksCsv(app.db, request.query, currentUser(request)));
      return listPlaybooks(app.db, request.query, currentUser(request));
    },
  });

  app.get('/playbook/:id', {
    schema: {
      summary: 'Get a playbook',
      operationId: 'getPlaybook',
      tags: ['playbooks'],
      description: 'A playbook with its stores; counts one view per user and day unless `skipTracking=true`.',
      params: idParamsSchema,
      querystring: playbookReadQuerySchema,
      response: { 200: envelope(playbookSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await getPlaybook(app.db, request.params.id, viewer(request), { skipTracking: request.query.skipTracking === 'true' }),
    }),
  });

  app.post('/playbook', {
    schema: {
      summary: 'Create a playbook',
      operationId: 'createPlaybook',
      tags: ['playbooks'],
      body: playbookBodySchema,
      response: { 201: envelope(playbookSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createPlaybook(app.db, request.body, viewer(request)) }),
  });

  app.put('/playbook/:id', {
    schema: {
      summary: 'Update a playbook',
      operationId: 'updatePlaybook',
      tags: ['playbooks'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: playbookBodySchema,
      response: { 200: envelope(playbookSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updatePlaybook(app.db, app.storage, request.params.id, request.body, viewer(request), expectedVersion(request)),
    }),
  });

  app.delete('/playbook/:id', {
    schema: {
      summary: 'Delete a playbook',
      operationId: 'deletePlaybook',
      tags: ['playbooks'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deletePlaybook(app.db, app.storage, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
