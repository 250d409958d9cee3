import {
  envelope,
  idParamsSchema,
  ifMatchHeadersSchema,
  messageResultSchema,
  myPasswordBodySchema,
  pagedEnvelope,
  roleOptionSchema,
  userCreateSchema,
  userListQuerySchema,
  userOptionSchema,
  userPasswordBodySchema,
  userSchema,
  userSearchQuerySchema,
  userUpdateSchema,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { expectedVersion } from '../../lib/record-version.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listRoles, listUsers, searchUsers, usersCsv } from './list.js';
import { changeMyPassword, setUserPassword } from './password.js';
import { createUser, deleteUser, getUser, updateUser } from './service.js';

/** Users and My Account. Sign-in, /user/me and password reset links: modules/auth. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user', {
    schema: {
      summary: 'List users',
      operationId: 'listUsers',
      tags: ['users'],
      description: 'Paged active users; `format=csv` downloads every matching row as users.csv.',
      querystring: userListQuerySchema,
      response: { 200: pagedEnvelope(userSchema), ...errorResponses },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, await usersCsv(app.db, request.query, currentUser(request)));
      return listUsers(app.db, request.query, currentUser(request));
    },
  });

  app.get('/user/search', {
    schema: {
      summary: 'Search users (picker)',
      operationId: 'searchUsers',
      tags: ['users'],
      description:
        "Picker options `{ value, label, email }` of the caller's area, by name. `type` is the role id (4 = reps, 3 = district supervisors, 2 = regional managers, 1 = admins); `districtID` keeps the supervisors and reps of one district; `scope=schedule` offers the people whose calendars the caller reads (a rep's whole district) instead of the caller's area.",
      querystring: userSearchQuerySchema,
      response: { 200: envelope(z.array(userOptionSchema)), ...errorResponses },
    },
    handler: async (request) => ({ data: await searchUsers(app.db, request.query, currentUser(request)) }),
  });

  app.get('/user/roles', {
    schema: {
      summary: 'List roles',
      operationId: 'listRoles',
      tags: ['users'],
      response: { 200: envelope(z.array(roleOptionSchema)), ...errorResponses },
    },
    handler: async () => ({ data: listRoles() }),
  });

  app.get('/user/:id', {
    schema: {
      summary: 'Get a user',
      operationId: 'getUser',
      tags: ['users'],
      params: idParamsSchema,
      response: { 200: envelope(userSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await getUser(app.db, request.params.id, currentUser(request)) }),
  });

  app.post('/user', {
    schema: {
      summary: 'Create a user',
      operationId: 'createUser',
      tags: ['users'],
      body: userCreateSchema,
      response: { 201: envelope(userSchema), ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ data: await createUser(app.db, request.body, currentUser(request)) }),
  });

  app.put('/user/:id', {
    schema: {
      summary: 'Update a user',
      operationId: 'updateUser',
      tags: ['users'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: userUpdateSchema,
      response: { 200: envelope(userSchema), ...errorResponses },
    },
    handler: async (request) => ({
      data: await updateUser(app.db, request.params.id, request.body, currentUser(request), expectedVersion(request)),
    }),
  });

  app.delete('/user/:id', {
    schema: {
      summary: 'Delete a user',
      operationId: 'deleteUser',
      tags: ['users'],
      params: idParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await deleteUser(app.db, request.params.id, currentUser(request).id);
      return reply.status(204).send(null);
    },
  });

  app.put('/user/:id/password', {
    schema: {
      summary: "Set a user's password",
      operationId: 'setUserPassword',
      tags: ['users'],
      params: idParamsSchema,
      body: userPasswordBodySchema,
      response: { 200: envelope(messageResultSchema), ...errorResponses },
    },
    handler: async (request) => {
      const actor = { id: currentUser(request).id, sessionId: request.sessionId };
      const message = await setUserPassword(app.db, {
        userId: request.params.id,
        bodyId: request.body.id,
        password: request.body.password,
        actor,
      });
      return { data: { message } };
    },
  });

  app.put('/user/me/password', {
    schema: {
      summary: 'Change my password',
      operationId: 'changeMyPassword',
      tags: ['users'],
      body: myPasswordBodySchema,
      response: { 200: envelope(messageResultSchema), ...errorResponses },
    },
    handler: async (request) => {
      const message = await changeMyPassword(app.db, { userId: currentUser(request).id, sessionId: request.sessionId, ...request.body });
      return { data: { message } };
    },
  });
};
