import { envelope, idParamsSchema, notificationSchema, notificationUpdateSchema } from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listNotifications, markNotificationRead } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notification', {
    schema: {
      summary: 'List my notifications',
      operationId: 'listNotifications',
      tags: ['notifications'],
      response: { 200: envelope(z.array(notificationSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await listNotifications(app.db, currentUser(request).id) }),
  });

  app.put('/notification/:id', {
    schema: {
      summary: 'Mark a notification as read',
      operationId: 'markNotificationRead',
      tags: ['notifications'],
      params: idParamsSchema,
      body: notificationUpdateSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await markNotificationRead(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
