import {
  envelope,
  formDefinitionSchema,
  formFieldsSchema,
  formTemplateRowSchema,
  formTemplateSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { clearForm, deleteTemplate, getTemplate, listTemplates, saveForm } from './service.js';

/**
 * The form builder's calls (spec 2 §7): an objective's form and the templates. The form itself is
 * read with the objective (GET /objective/{id} carries `fields`).
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const formWrite = { tags: ['forms'], params: idParamsSchema, body: formDefinitionSchema };
  const formReplace = { ...formWrite, headers: ifMatchHeadersSchema };
  const formAnswer = envelope(formFieldsSchema);

  app.post('/objective/:id/multiFields', {
    schema: {
      summary: "Create an objective's form",
      operationId: 'createObjectiveForm',
      ...formWrite,
      response: { 201: formAnswer, ...errorResponses },
      description: 'Creates the form of a custom objective (409 when it has one); `templateName` also saves it as a template.',
    },
    handler: async (request, reply) => {
      const fields = await saveForm(app.db, {
        objectiveId: request.params.id,
        definition: request.body,
        mode: 'create',
        userId: currentUser(request).id,
        storage: app.storage,
      });
      return reply.status(201).send({ data: { fields } });
    },
  });

  app.put('/objective/:id/multiFields', {
    schema: {
      summary: "Replace an objective's form",
      operationId: 'replaceObjectiveForm',
      ...formReplace,
      response: { 200: formAnswer, ...errorResponses },
      description:
        'Replaces the form; fields are matched by `ref`, so a field that stays keeps its answers. Losing answers (an answered field removed or retyped, an option stores chose removed or renamed, an answer a changed condition would hide) needs `confirmRemoveAnswered` (409 otherwise).',
    },
    handler: async (request) => ({
      data: {
        fields: await saveForm(app.db, {
          objectiveId: request.params.id,
          definition: request.body,
          mode: 'replace',
          userId: currentUser(request).id,
          storage: app.storage,
          expected: expectedVersion(request),
        }),
      },
    }),
  });

  app.delete('/objective/:id/multiFields', {
    schema: {
      summary: "Clear an objective's form",
      operationId: 'clearObjectiveForm',
      tags: ['forms'],
      description: 'Clears the form (CLEAR); a form stores have answered needs `?confirmRemoveAnswered=true` (409 otherwise).',
      params: idParamsSchema,
      querystring: z.object({ confirmRemoveAnswered: z.enum(['true', 'false']).optional() }),
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await clearForm(app.db, app.storage, request.params.id, request.query.confirmRemoveAnswered === 'true');
      return reply.status(204).send(null);
    },
  });

  app.get('/objective_field_template', {
    schema: {
      summary: 'List form templates',
      operationId: 'listFormTemplates',
      tags: ['forms'],
      response: { 200: envelope(z.array(formTemplateRowSchema)), ...errorResponses },
    },
    handler: async () => ({ data: await listTemplates(app.db) }),
  });

  app.get('/objective_field_template/:id', {
    schema: {
      summary: 'Get a form template',
      operationId: 'getFormTemplate',
      tags: ['forms'],
      params: idParamsSchema,
      response: { 200: envelope(formTemplateSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getTemplate(app.db, request.params.id) }),
  });

  app.delete('/objective_field_template/:id', {
    schema: {
      summary: 'Delete a form template',
      operationId: 'deleteFormTemplate',
      tags: ['forms'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteTemplate(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
