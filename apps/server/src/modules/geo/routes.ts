import {
  dateIn,
  envelope,
  geoTopUsersQuerySchema,
  geoUserParamsSchema,
  geoUserRowSchema,
  geoUserSummarySchema,
  geoUserWeekParamsSchema,
  geoWeeklySummarySchema,
  geoWeeksSchema,
  geoWeekVisitsSchema,
  pagedEnvelope,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { geoTopUsers, geoUserSummary, geoWeeklySummary, geoWeeks, geoWeekVisits, weekRef } from './service.js';

/** Geo tracking (spec 2 §2, §7): every signed-in user, each answer scoped to the people of the caller's area. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => dateIn(app.config.tzOrg);

  app.get('/geoitem/weeks', {
    schema: {
      summary: 'List weeks with visits',
      operationId: 'listVisitWeeks',
      tags: ['geo'],
      description: 'The weeks (their Mondays) with visits of the caller’s area, newest first.',
      response: { 200: envelope(geoWeeksSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await geoWeeks(app.db, currentUser(request)) }),
  });

  app.get('/geoitem/weeklySummary', {
    schema: {
      summary: 'Weekly in-store hours summary',
      operationId: 'getWeeklyVisitSummary',
      tags: ['geo'],
      description: 'Mean hours in store per rep-day for each of the last 12 weeks of the caller’s area, oldest first.',
      response: { 200: geoWeeklySummarySchema, ...errorResponses },
    },
    handler: async (request) => geoWeeklySummary(app.db, currentUser(request), today()),
  });

  app.get('/geoitem/topUsers', {
    schema: {
      summary: 'List users with visits in a week',
      operationId: 'listTopVisitUsers',
      tags: ['geo'],
      description:
        'Reps and supervisors of the caller’s area with visits in `week` (default: the last 12 weeks); paged 10/20/40/100, `q` on names.',
      querystring: geoTopUsersQuerySchema,
      response: { 200: pagedEnvelope(geoUserRowSchema), ...errorResponses },
    },
    handler: async (request) => geoTopUsers(app.db, request.query, currentUser(request), today()),
  });

  app.get('/geoitem/user/:id', {
    schema: {
      summary: "Get a user's visit weeks",
      operationId: 'getVisitUser',
      tags: ['geo'],
      description: 'A user of the caller’s area with their weeks of visits, newest first; 404 outside the area.',
      params: geoUserParamsSchema,
      response: { 200: envelope(geoUserSummarySchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await geoUserSummary(app.db, request.params.id, currentUser(request)) }),
  });

  app.get('/geoitem/user/:id/week/:week', {
    schema: {
      summary: "List a user's visits of a week",
      operationId: 'listUserWeekVisits',
      tags: ['geo'],
      description: 'The user’s visits of the week (its Monday, YYYY-MM-DD), times in the store’s zone; meta.mapTileUrl is MAP_TILE_URL.',
      params: geoUserWeekParamsSchema,
      response: { 200: geoWeekVisitsSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { id, week } = request.params;
      const data = await geoWeekVisits(app.db, id, week, currentUser(request), app.config.tzOrg);
      return { data, meta: { ...weekRef(week), mapTileUrl: app.config.mapTileUrl } };
    },
  });
};
