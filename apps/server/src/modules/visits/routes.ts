import {
  checkinBodySchema,
  checkoutBodySchema,
  envelope,
  idParamsSchema,
  storeIdParamsSchema,
  todayQuerySchema,
  todaySchema,
  todayStoreDetailSchema,
  userCheckinQuerySchema,
  visitSchema,
} from '@fieldops/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { viewerOf } from '../../lib/viewer.js';
import { currentUser } from '../../plugins/auth.js';
import { checkIn, checkOut, userCheckins, type VisitRules } from './service.js';
import { today, todayStore } from './today.js';

const positionQuerySchema = todayQuerySchema.omit({ q: true });

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules: VisitRules = { radiusM: app.config.checkinRadiusM, maxHours: app.config.visitMaxHours, timeZone: app.config.tzOrg };
  const viewer = (request: FastifyRequest) => viewerOf(currentUser(request), app.config.tzOrg);

  app.post('/checkin', {
    schema: {
      summary: 'Check in at a store',
      operationId: 'checkIn',
      tags: ['visits'],
      description:
        "Checks in at a store of the caller's area: 201 with the new visit, 200 with the open one when already checked in there.",
      body: checkinBodySchema,
      response: { 200: envelope(visitSchema), 201: envelope(visitSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { visit, created } = await checkIn(app.db, request.body, currentUser(request), rules);
      return reply.status(created ? 201 : 200).send({ data: visit });
    },
  });

  app.put('/checkin/:id', {
    schema: {
      summary: 'Check out of a visit',
      operationId: 'checkOut',
      tags: ['visits'],
      description: "Checks out of the caller's open visit.",
      params: idParamsSchema,
      body: checkoutBodySchema,
      response: { 200: envelope(visitSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await checkOut(app.db, request.params.id, request.body, currentUser(request), rules) }),
  });

  app.get('/user/:id/checkin', {
    schema: {
      summary: "List a user's visits",
      operationId: 'listUserVisits',
      tags: ['visits'],
      description:
        "A user's visits whose check-in falls in the period (calendar days in TZ_ORG), newest first. The period as on the dashboards: only startDate runs to the end of its month, only endDate from the 1st of its month, neither is this month; an end before the start answers 422.",
      params: idParamsSchema,
      querystring: userCheckinQuerySchema,
      response: { 200: envelope(z.array(visitSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await userCheckins(app.db, request.params.id, request.query, viewer(request), rules) }),
  });

  app.get('/today', {
    schema: {
      summary: "Today's stores and visit",
      operationId: 'getToday',
      tags: ['visits'],
      querystring: todayQuerySchema,
      response: { 200: envelope(todaySchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await today(app.db, request.query, viewer(request), rules) }),
  });

  app.get('/today/:storeId', {
    schema: {
      summary: "Today's work at a store",
      operationId: 'getTodayStore',
      tags: ['visits'],
      params: storeIdParamsSchema,
      querystring: positionQuerySchema,
      response: { 200: envelope(todayStoreDetailSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await todayStore(app.db, request.params.storeId, request.query, viewer(request), rules) }),
  });
};
