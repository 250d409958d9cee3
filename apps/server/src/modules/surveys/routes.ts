import {
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
  surveyBodySchema,
  surveyListQuerySchema,
  surveySchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { createSurvey, deleteSurvey, getSurvey, listSurveys, updateSurvey } from './service.js';

/** Surveys (spec 2 §2, §7): links to outside surveys, read by everyone, written by admins. */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/survey', {
    schema: {
      summary: 'List surveys',
      operationId: 'listSurveys',
      tags: ['content'],
      description: 'Paged surveys, newest first; `q` searches name, URL and comments.',
      querystring: surveyListQuerySchema,
      response: { 200: pagedEnvelope(surveySchema), ...errorResponses },
    },
    handler: async (request) => listSurveys(app.db, request.query),
  });

  app.get('/survey/:id', {
    schema: {
      summary: 'Get a survey',
      operationId: 'getSurvey',
      tags: ['content'],
      params: idParamsSchema,
      response: { 200: envelope(surveySchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getSurvey(app.db, request.params.id) }),
  });

  app.post('/survey', {
    schema: {
      summary: 'Create a survey',
      operationId: 'createSurvey',
      tags: ['content'],
      body: surveyBodySchema,
      response: { 201: envelope(surveySchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createSurvey(app.db, request.body, currentUser(request)) }),
  });

  app.put('/survey/:id', {
    schema: {
      summary: 'Update a survey',
      operationId: 'updateSurvey',
      tags: ['content'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: surveyBodySchema,
      response: { 200: envelope(surveySchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await updateSurvey(app.db, request.params.id, request.body, expectedVersion(request)) }),
  });

  app.delete('/survey/:id', {
    schema: {
      summary: 'Delete a survey',
      operationId: 'deleteSurvey',
      tags: ['content'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteSurvey(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
