import {
  contactBodySchema,
  contactImportResultSchema,
  contactImportSchema,
  contactListQuerySchema,
  contactSchema,
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  pagedEnvelope,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { importContacts } from './contact-import.js';
import { contactsCsv, listContacts } from './contact-list.js';
import { createContact, deleteContact, getContact, updateContact } from './contact-service.js';

const required = { missingFieldsMessage: en.masterData.someFieldsRequired };
/** A BULK LIST of CONTACT_IMPORT_MAX_ROWS rows fits well within this; more answers 413. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** CRM contacts (spec 3 §2, §7): admins only (the access table). */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/contact', {
    schema: {
      summary: 'List contacts',
      operationId: 'listContacts',
      tags: ['crm'],
      description: 'Paged contacts; `q` matches the names, company and e-mail; `format=csv` downloads every matching row as crm.csv.',
      querystring: contactListQuerySchema,
      response: { 200: pagedEnvelope(contactSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await contactsCsv(app.db, request.query));
      return listContacts(app.db, request.query);
    },
  });

  app.get('/contact/:id', {
    schema: {
      summary: 'Get a contact',
      operationId: 'getContact',
      tags: ['crm'],
      params: idParamsSchema,
      response: { 200: envelope(contactSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getContact(app.db, request.params.id) }),
  });

  app.post('/contact', {
    config: required,
    schema: {
      summary: 'Create a contact',
      operationId: 'createContact',
      tags: ['crm'],
      body: contactBodySchema,
      response: { 201: envelope(contactSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createContact(app.db, request.body) }),
  });

  app.put('/contact/:id', {
    config: required,
    schema: {
      summary: 'Update a contact',
      operationId: 'updateContact',
      tags: ['crm'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: contactBodySchema,
      response: { 200: envelope(contactSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await updateContact(app.db, request.params.id, request.body, expectedVersion(request)) }),
  });

  app.delete('/contact/:id', {
    schema: {
      summary: 'Delete a contact',
      operationId: 'deleteContact',
      tags: ['crm'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteContact(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/contact/import', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      summary: 'Import contacts (bulk list)',
      operationId: 'importContacts',
      tags: ['crm'],
      description:
        'BULK LIST: rows of the template keyed by its column names, in file order; answers the created and updated counts and the refused rows by line.',
      body: contactImportSchema,
      response: { 200: envelope(contactImportResultSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await importContacts(app.db, request.body.rows) }),
  });
};
