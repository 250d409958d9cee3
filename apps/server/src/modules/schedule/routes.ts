import {
  dateIn,
  en,
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  scheduleEntryBodySchema,
  scheduleEntrySchema,
  scheduleFeedParamsSchema,
  scheduleFeedRenewBodySchema,
  scheduleFeedSchema,
  scheduleRangeQuerySchema,
  type ScheduleRangeQuery,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { feedCalendar, getFeed, renewFeed } from './feed.js';
import { areaSchedule, createEntry, deleteEntry, districtSchedule, updateEntry, userSchedule, type DayRange } from './service.js';

const required = { missingFieldsMessage: en.masterData.someFieldsRequired };
const entries = { 200: envelope(z.array(scheduleEntrySchema)), ...errorResponses };

/** The schedule calendar (spec 3 §2, §7) and each user's private iCalendar feed. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The asked days; without them the current month of the organisation's time zone. */
  const rangeOf = (query: ScheduleRangeQuery): DayRange => {
    const today = dateIn(app.config.tzOrg);
    const [year, month] = today.split('-').map(Number);
    const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    return { start: query.start ?? query.end ?? `${today.slice(0, 7)}-01`, end: query.end ?? query.start ?? monthEnd };
  };

  app.get('/schedule', {
    schema: {
      summary: 'List schedule entries',
      operationId: 'listScheduleEntries',
      tags: ['schedule'],
      querystring: scheduleRangeQuerySchema,
      response: entries,
    },
    handler: async (request) => ({ data: await areaSchedule(app.db, rangeOf(request.query), currentUser(request)) }),
  });

  app.get('/district/:id/schedule', {
    schema: {
      summary: "List a district's schedule",
      operationId: 'listDistrictSchedule',
      tags: ['schedule'],
      params: idParamsSchema,
      querystring: scheduleRangeQuerySchema,
      response: entries,
    },
    handler: async (request) => ({
      data: await districtSchedule(app.db, request.params.id, rangeOf(request.query), currentUser(request)),
    }),
  });

  app.get('/schedule/user/:id', {
    schema: {
      summary: "List a user's schedule",
      operationId: 'listUserSchedule',
      tags: ['schedule'],
      params: idParamsSchema,
      querystring: scheduleRangeQuerySchema,
      response: entries,
    },
    handler: async (request) => ({ data: await userSchedule(app.db, request.params.id, rangeOf(request.query), currentUser(request)) }),
  });

  app.post('/schedule', {
    config: required,
    schema: {
      summary: 'Create a schedule entry',
      operationId: 'createScheduleEntry',
      tags: ['schedule'],
      body: scheduleEntryBodySchema,
      response: { 201: envelope(scheduleEntrySchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createEntry(app.db, request.body, currentUser(request)) }),
  });

  app.put('/schedule/:id', {
    config: required,
    schema: {
      summary: 'Update a schedule entry',
      operationId: 'updateScheduleEntry',
      tags: ['schedule'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: scheduleEntryBodySchema,
      response: { 200: envelope(scheduleEntrySchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateEntry(app.db, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/schedule/:id', {
    schema: {
      summary: 'Delete a schedule entry',
      operationId: 'deleteScheduleEntry',
      tags: ['schedule'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteEntry(app.db, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  });

  app.get('/schedule/feed', {
    schema: {
      summary: 'Get my calendar feed link',
      operationId: 'getScheduleFeedLink',
      tags: ['schedule'],
      response: { 200: envelope(scheduleFeedSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getFeed(app.db, currentUser(request)) }),
  });

  app.post('/schedule/feed', {
    schema: {
      summary: 'Renew my calendar feed link',
      operationId: 'renewScheduleFeedLink',
      tags: ['schedule'],
      description: 'Makes a new secret link to the caller’s calendar feed; the old link stops working. The link is given only here.',
      body: scheduleFeedRenewBodySchema,
      response: { 201: envelope(scheduleFeedSchema), ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await renewFeed(app.db, currentUser(request), app.config.publicUrl) }),
  });

  app.get('/schedule/feed/:secret', {
    schema: {
      summary: 'Calendar feed (iCalendar)',
      operationId: 'getScheduleFeed',
      tags: ['schedule'],
      description: 'A user’s schedule as iCalendar (text/calendar), one all-day event per entry. The secret is the credential.',
      security: [],
      params: scheduleFeedParamsSchema,
      response: { 200: z.string(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const body = await feedCalendar(app.db, request.params.secret, { today: dateIn(app.config.tzOrg), publicUrl: app.config.publicUrl });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="schedule.ics"')
        .send(body);
    },
  });
};
