import {
  currentUserSchema,
  envelope,
  languageBodySchema,
  loginBodySchema,
  loginResultSchema,
  messageResultSchema,
  newPasswordBodySchema,
  resetRequestBodySchema,
  tokenParamsSchema,
  en,
} from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAfterResponse } from '../../lib/after-response.js';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { loadCurrentUser, setMyLanguage } from './current-user.js';
import { countResetRequest, login, resetPassword, sendResetLink } from './service.js';
import { revokeSession } from '../../lib/sessions.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const afterResponse = createAfterResponse(app.log);
  app.addHook('onClose', () => afterResponse.settled());

  app.post('/user/login', {
    config: { rateLimit },
    schema: {
      summary: 'Sign in',
      operationId: 'signIn',
      tags: ['auth'],
      body: loginBodySchema,
      response: { 200: envelope(loginResultSchema), ...errorResponses },
    },
    handler: async (request) => ({ data: await login(app.db, request.body.email, request.body.password, app.config.tzOrg) }),
  });

  app.get('/user/me', {
    schema: {
      summary: 'Get the signed-in user',
      operationId: 'getCurrentUser',
      tags: ['auth'],
      response: { 200: envelope(currentUserSchema), ...errorResponses },
    },
    handler: async (request) => {
      const user = await loadCurrentUser(app.db, currentUser(request).id, app.config.tzOrg);
      if (!user) throw new AppError('UNAUTHORIZED', en.errors.unauthorized);
      return { data: user };
    },
  });

  app.put('/user/me/language', {
    schema: {
      summary: "Set the signed-in user's language",
      operationId: 'setMyLanguage',
      tags: ['auth'],
      description: "The signed-in user's language ('en' or 'fr'): the web app's screens once signed in, and the user's e-mails.",
      body: languageBodySchema,
      response: { 200: envelope(currentUserSchema), ...errorResponses },
    },
    handler: async (request) => {
      const user = await setMyLanguage(app.db, currentUser(request).id, request.body.language, app.config.tzOrg);
      if (!user) throw new AppError('UNAUTHORIZED', en.errors.unauthorized);
      return { data: user };
    },
  });

  app.post('/user/logout', {
    schema: { summary: 'Sign out', operationId: 'signOut', tags: ['auth'], response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      if (request.sessionId) await revokeSession(app.db, request.sessionId);
      return reply.status(204).send(null);
    },
  });

  app.post('/user/reset_password', {
    config: { rateLimit },
    schema: {
      summary: 'Request a password reset e-mail',
      operationId: 'requestPasswordReset',
      tags: ['auth'],
      body: resetRequestBodySchema,
      response: { 200: envelope(messageResultSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { email } = request.body;
      await countResetRequest(app.db, email);
      // The lookup, the link and the mail follow the answer, so it comes as fast whether or not
      // the e-mail belongs to someone.
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      afterResponse.run('password reset mail', () => sendResetLink(deps, email), request.log);
      return { data: { message: en.auth.resetLinkSent } };
    },
  });

  app.post('/user/password/:token', {
    config: { rateLimit },
    schema: {
      summary: 'Set a new password with a reset token',
      operationId: 'resetPassword',
      tags: ['auth'],
      params: tokenParamsSchema,
      body: newPasswordBodySchema,
      response: { 200: envelope(messageResultSchema), ...errorResponses },
    },
    handler: async (request) => {
      await resetPassword(app.db, request.params.token, request.body.password);
      return { data: { message: en.auth.passwordReset } };
    },
  });
};
