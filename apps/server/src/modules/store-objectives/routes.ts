import {
  approvalQueueItemSchema,
  approvalQueueQuerySchema,
  approveBodySchema,
  approveItemResultSchema,
  byAreaQuerySchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  byAreaRowSchema,
  envelope,
  pagedEnvelope,
  storeObjectiveListQuerySchema,
  storeObjectiveParamsSchema,
  storeObjectiveSchema,
  storeObjectiveStatusInfoSchema,
  storeObjectiveStatusParamsSchema,
  storeObjectiveStatusQuerySchema,
  storeObjectiveUpdateSchema,
  reopenBodySchema,
} from '@fieldops/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { viewerOf } from '../../lib/viewer.js';
import { approvalQueue } from './approval-queue.js';
import { approveResults, reopenResult } from './approvals.js';
import { byAreaCsv, listByArea } from './by-area.js';
import { listResults, resultsCsv, statusInfo } from './list.js';
import { getResult, updateResult } from './service.js';
import { answersCsv } from './answers-csv.js';
import { objectiveSummaryCsv } from './summary-csv.js';

/** Store results: by status, one store's result and its update, and By Store (spec 2 §7). */
export const storeObjectiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: FastifyRequest) => viewerOf(currentUser(request), app.config.tzOrg);

  app.get('/store_objective/status/:status/list', {
    schema: {
      summary: 'List store results of a status',
      operationId: 'listStoreResultsByStatus',
      tags: ['objectives'],
      description: 'Paged store results of a status (0 = All); `format=csv` downloads store-objectives.csv.',
      params: storeObjectiveStatusParamsSchema,
      querystring: storeObjectiveListQuerySchema,
      response: { 200: pagedEnvelope(storeObjectiveSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { status } = request.params;
      if (request.query.format === 'csv') return sendCsv(reply, await resultsCsv(app.db, status, request.query, viewer(request)));
      return listResults(app.db, status, request.query, viewer(request));
    },
  });

  app.get('/store_objective/status/:status', {
    schema: {
      summary: 'Count store results of a status',
      operationId: 'countStoreResultsByStatus',
      tags: ['objectives'],
      params: storeObjectiveStatusParamsSchema,
      querystring: storeObjectiveStatusQuerySchema,
      response: { 200: envelope(storeObjectiveStatusInfoSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await statusInfo(app.db, request.params.status, request.query, viewer(request)) }),
  });

  app.get('/store/:storeId/objective/:objectiveId', {
    schema: {
      summary: "Get a store's result of an objective",
      operationId: 'getStoreResult',
      tags: ['objectives'],
      params: storeObjectiveParamsSchema,
      response: { 200: envelope(storeObjectiveSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getResult(app.db, request.params, currentUser(request)) }),
  });

  app.put('/store/:storeId/objective/:objectiveId', {
    schema: {
      summary: 'Complete or close a store result',
      operationId: 'updateStoreResult',
      tags: ['objectives'],
      description:
        'A rep completes (2) or closes (4, with a reason) a result of their territory; a DS of the district or an admin also approves (3, only from 2).',
      params: storeObjectiveParamsSchema,
      headers: ifMatchHeadersSchema,
      body: storeObjectiveUpdateSchema,
      response: { 200: envelope(storeObjectiveSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateResult(app.db, app.storage, request.params, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.get('/store_objective/approvals', {
    schema: {
      summary: 'List results waiting for approval',
      operationId: 'listApprovalQueue',
      tags: ['objectives'],
      description: "The approval queue: Completed results of the caller's area, oldest completion first, with photos, form and answers.",
      querystring: approvalQueueQuerySchema,
      response: { 200: pagedEnvelope(approvalQueueItemSchema), ...errorResponses },
    },
    handler: async (request) => approvalQueue(app.db, request.query, currentUser(request)),
  });

  app.post('/store_objective/approve', {
    schema: {
      summary: 'Approve store results',
      operationId: 'approveStoreResults',
      tags: ['objectives'],
      description:
        "Approves Completed results of the caller's area, each on its own: one answer per item in order (404 outside the area, 409 not waiting).",
      body: approveBodySchema,
      response: { 200: envelope(z.array(approveItemResultSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await approveResults(app.db, request.body, currentUser(request)) }),
  });

  app.post('/store_objective/reopen', {
    schema: {
      summary: 'Send a store result back to the rep',
      operationId: 'reopenStoreResult',
      tags: ['objectives'],
      description: 'Sends a Completed result back to the rep as Incomplete with a comment; the rep is notified.',
      body: reopenBodySchema,
      response: { 200: envelope(storeObjectiveSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await reopenResult(app.db, request.body, currentUser(request)) }),
  });

  app.get('/objective/byArea', {
    schema: {
      summary: 'List store results of an area and month',
      operationId: 'listStoreResultsByArea',
      tags: ['objectives'],
      description:
        "By Store rows (store results) of the chosen area and month; `showGallery=1` needs a storeID and keeps rows with photos (the result's own or its form's).",
      querystring: byAreaQuerySchema,
      response: { 200: pagedEnvelope(byAreaRowSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await byAreaCsv(app.db, request.query, currentUser(request)));
      return listByArea(app.db, request.query, currentUser(request));
    },
  });

  app.get('/objective/:id/CSVsummary', {
    schema: {
      summary: "Download an objective's summary (CSV)",
      operationId: 'downloadObjectiveSummaryCsv',
      tags: ['objectives'],
      description: 'objective-{id}-summary.csv: one line per store result.',
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendCsv(reply, await objectiveSummaryCsv(app.db, request.params.id, viewer(request))),
  });

  app.get('/objective/:id/answersCSV', {
    schema: {
      summary: "Download an objective's answers (CSV)",
      operationId: 'downloadObjectiveAnswersCsv',
      tags: ['objectives'],
      description: "objective-{id}-answers.csv: one line per store of the caller's area, one column per form field.",
      params: idParamsSchema,
    },
    handler: async (request, reply) => sendCsv(reply, await answersCsv(app.db, request.params.id, viewer(request), app.config.publicUrl)),
  });
};
