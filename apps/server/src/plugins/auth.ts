import { API_BASE, apiAccess, canAccess, en, type Access } from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { runReading, setReadingLanguage } from '../lib/reading-language.js';
import { findSessionUser, type SessionUser } from '../lib/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: number | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * Bearer-token sign-in and the role guard. Every API route must be listed in the contract's
 * `apiAccess` table; a route missing from it stops the server at start.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_BASE}/`)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const path = route.url.slice(API_BASE.length);
      for (const method of methods) {
        const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
        const access = apiAccess[key];
        if (!access) throw new Error(`API route ${key} is missing from the contract's apiAccess table`);
        route.config = { ...route.config, access };
      }
    });

    // Everything a request runs reads names in its caller's language (lib/reading-language.ts):
    // English until the user is known. A callback hook, so the rest of the request runs inside it.
    app.addHook('onRequest', (_request, _reply, done) => runReading('en', done));

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const token = bearerToken(request);
      if (token) {
        const found = await findSessionUser(app.db, token);
        if (found) {
          request.user = found.user;
          request.sessionId = found.sessionId;
          setReadingLanguage(found.language);
        }
      }
      if (access === 'public') return;
      if (!request.user) throw new AppError('UNAUTHORIZED', en.errors.unauthorized);
      if (!canAccess(access, request.user.role)) throw new AppError('FORBIDDEN', en.errors.forbidden);
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** The signed-in user of a guarded route (the guard has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', en.errors.unauthorized);
  return request.user;
}
