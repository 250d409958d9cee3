import {
  copyMediaSchema,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  objectiveBodySchema,
  objectiveFilterBodySchema,
  objectiveListQuerySchema,
  objectiveRowSchema,
  objectiveSchema,
  pagedEnvelope,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { copyObjectiveMedia } from './copy-media.js';
import { listObjectives, objectivesCsv } from './list.js';
import { createObjective, deleteObjective, getObjective, updateObjective } from './service.js';
import { viewerOf } from '../../lib/viewer.js';

/** Objectives (spec 2 §7): list, filter, CRUD and copyMedia (the CSV summary of store results: store-objectives). */
export const objectiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: FastifyRequest) => viewerOf(currentUser(request), app.config.tzOrg);

  app.get('/objective', {
    schema: {
      summary: 'List objectives',
      operationId: 'listObjectives',
      tags: ['objectives'],
      description:
        'Paged objectives with the filter settings as query (ids comma-separated); `showCounts=1` adds counts; `format=csv` downloads objectives.csv.',
      querystring: objectiveListQuerySchema,
      response: { 200: pagedEnvelope(objectiveRowSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await objectivesCsv(app.db, request.query, viewer(request)));
      return listObjectives(app.db, request.query, viewer(request));
    },
  });

  app.post('/objective/filter', {
    schema: {
      summary: 'List objectives (filters in the body)',
      operationId: 'filterObjectives',
      tags: ['objectives'],
      description: 'The same paged list, with the filter settings in the body.',
      body: objectiveFilterBodySchema,
      response: { 200: pagedEnvelope(objectiveRowSchema), ...errorResponses },
    },
    handler: async (request) => listObjectives(app.db, request.body, viewer(request)),
  });

  app.get('/objective/:id', {
    schema: {
      summary: 'Get an objective',
      operationId: 'getObjective',
      tags: ['objectives'],
      params: idParamsSchema,
      response: { 200: envelope(objectiveSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getObjective(app.db, request.params.id, viewer(request)) }),
  });

  app.post('/objective', {
    schema: {
      summary: 'Create an objective',
      operationId: 'createObjective',
      tags: ['objectives'],
      body: objectiveBodySchema,
      response: { 201: envelope(objectiveSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createObjective(app.db, request.body, viewer(request)) }),
  });

  app.put('/objective/:id', {
    schema: {
      summary: 'Update an objective',
      operationId: 'updateObjective',
      tags: ['objectives'],
      description:
        'Replaces the fields, files and store list; results of stores that stay are kept. Taking off a store whose result ' +
        'has been worked on (not Incomplete, or with a comment, reason, answers or photos) deletes that result: 409 naming ' +
        'those stores unless the body has `confirmRemoveResults: true`.',
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: objectiveBodySchema,
      response: { 200: envelope(objectiveSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateObjective(app.db, app.storage, request.params.id, request.body, viewer(request), expectedVersion(request)),
    }),
  });

  app.delete('/objective/:id', {
    schema: {
      summary: 'Delete or archive an objective',
      operationId: 'deleteObjective',
      tags: ['objectives'],
      description: 'An objective with recorded results is archived (its history stays); otherwise deleted. 204 either way.',
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteObjective(app.db, app.storage, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/objective/:id/copyMedia', {
    schema: {
      summary: "Copy an objective's pictures and files",
      operationId: 'copyObjectiveMedia',
      tags: ['objectives'],
      description: 'Fresh copies (new file records, 201) of the pictures and playbook files, for a copy of the objective.',
      params: idParamsSchema,
      response: { 201: envelope(copyMediaSchema), ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await copyObjectiveMedia(app.db, app.storage, request.params.id, currentUser(request).id) }),
  });
};
