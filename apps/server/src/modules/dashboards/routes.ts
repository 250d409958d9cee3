import {
  checkinSummaryQuerySchema,
  dashboardDataSchema,
  dashboardQuerySchema,
  dsPerformanceRowSchema,
  dsSummaryQuerySchema,
  envelope,
  fsrLeaderboardRowSchema,
  fsrSummaryQuerySchema,
  idParamsSchema,
  inStoreRowSchema,
  pagedEnvelope,
  userApprovalRowSchema,
  userObjectiveRowSchema,
  userPanelQuerySchema,
} from '@fieldops/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { viewerOf } from '../../lib/viewer.js';
import { currentUser } from '../../plugins/auth.js';
import { dashboardData } from './dashboard-data.js';
import { checkinSummary, dsSummary, fsrSummary, type SummaryAnswer } from './lists.js';
import { userApprovals, userObjectives } from './user-panel.js';

const listDescription = (what: string) =>
  `${what} of an area (regionID, districtID or territoryID; the caller's own without one) for startDate–endDate (default: this month); paged, sorted, \`q\` on names, \`format=csv\` downloads data.csv.`;

/** The dashboards (spec 1 §7): four levels, three detail lists and the user panel; every area is checked in the services. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: FastifyRequest) => viewerOf(currentUser(request), app.config.tzOrg);
  const reply = <Row>(res: FastifyReply, result: SummaryAnswer<Row>) => (result.kind === 'csv' ? sendCsv(res, result.file) : result.page);

  app.get('/dashboard_data', {
    schema: {
      summary: 'Get a dashboard',
      operationId: 'getDashboard',
      tags: ['dashboards'],
      description: 'The national, region, district or territory dashboard for startDate–endDate (default: this month).',
      querystring: dashboardQuerySchema,
      response: { 200: envelope(dashboardDataSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await dashboardData(app.db, request.query, viewer(request)) }),
  });

  app.get('/ds_summary', {
    schema: {
      summary: 'District Supervisor Performance',
      operationId: 'getSupervisorPerformance',
      tags: ['dashboards'],
      description: listDescription('District Supervisor Performance'),
      querystring: dsSummaryQuerySchema,
      response: { 200: pagedEnvelope(dsPerformanceRowSchema), ...errorResponses },
    },
    handler: async (request, res) => reply(res, await dsSummary(app.db, request.query, viewer(request))),
  });

  app.get('/fsr_summary', {
    schema: {
      summary: 'Objective Leaderboard (FSR)',
      operationId: 'getRepLeaderboard',
      tags: ['dashboards'],
      description: `${listDescription('Objective Leaderboard (FSR)')} A territory's board is its district's; a rep sees their district's.`,
      querystring: fsrSummaryQuerySchema,
      response: { 200: pagedEnvelope(fsrLeaderboardRowSchema), ...errorResponses },
    },
    handler: async (request, res) => reply(res, await fsrSummary(app.db, request.query, viewer(request))),
  });

  app.get('/checkin', {
    schema: {
      summary: 'In Store Time leaderboard',
      operationId: 'getInStoreTimeLeaderboard',
      tags: ['dashboards'],
      description: listDescription('In Store Time leaderboard'),
      querystring: checkinSummaryQuerySchema,
      response: { 200: pagedEnvelope(inStoreRowSchema), ...errorResponses },
    },
    handler: async (request, res) => reply(res, await checkinSummary(app.db, request.query, viewer(request))),
  });

  app.get('/user/:id/approvals', {
    schema: {
      summary: "A user's approvals (user panel)",
      operationId: 'getUserPanelApprovals',
      tags: ['dashboards'],
      description: "The user panel's approvals: the person's completed and approved results due in the period.",
      params: idParamsSchema,
      querystring: userPanelQuerySchema,
      response: { 200: envelope(z.array(userApprovalRowSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await userApprovals(app.db, request.params.id, request.query, viewer(request)) }),
  });

  app.get('/user/:id/objectives', {
    schema: {
      summary: "A user's objectives due (user panel)",
      operationId: 'getUserPanelObjectives',
      tags: ['dashboards'],
      description: "The user panel's objectives: the person's results due in the period.",
      params: idParamsSchema,
      querystring: userPanelQuerySchema,
      response: { 200: envelope(z.array(userObjectiveRowSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await userObjectives(app.db, request.params.id, request.query, viewer(request)) }),
  });
};
