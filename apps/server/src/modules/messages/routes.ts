import {
  en,
  envelope,
  idParamsSchema,
  messageReadStatusSchema,
  messageSchema,
  messageSendSchema,
  messageSentSchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listMessages, markMessageRead, sendMessage } from './service.js';

/** Messages (spec 3 §2 and §7, DESIGN §4): each user reads their own; admins send. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/me/messages', {
    schema: {
      summary: 'List my messages',
      operationId: 'listMyMessages',
      tags: ['messages'],
      response: { 200: envelope(z.array(messageSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await listMessages(app.db, currentUser(request).id) }),
  });

  app.put('/message/:id/readStatus', {
    schema: {
      summary: 'Mark a message as read',
      operationId: 'markMessageRead',
      tags: ['messages'],
      params: idParamsSchema,
      body: messageReadStatusSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await markMessageRead(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/message', {
    config: { missingFieldsMessage: en.masterData.someFieldsRequired },
    schema: {
      summary: 'Send a message',
      operationId: 'sendMessage',
      tags: ['messages'],
      description: 'Sends a message to one user, everyone of a role, or everyone in a region or district.',
      body: messageSendSchema,
      response: { 201: envelope(messageSentSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await sendMessage(app.db, request.body, currentUser(request)) }),
  });
};
