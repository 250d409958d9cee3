import { timingSafeEqual } from 'node:crypto';
import { en, envelope } from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { checkDatabase, checkReadiness } from './service.js';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']) });
const checksSchema = z.object({ database: z.string(), storage: z.string() });
const readySchema = z.object({ status: z.enum(['ready', 'unavailable']), checks: checksSchema });

/** The bearer token of `authorization` is `token`, compared in constant time. */
function bearerIs(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Operations: liveness (GET /health: the process answers and reaches its database), readiness for
 * a load balancer (GET /health/ready: the database and the file storage answer in time; 503 while
 * they do not, and from the moment the instance starts closing), and Prometheus metrics (GET
 * /metrics, only with METRICS_TOKEN, given as a bearer token).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { summary: 'Liveness check', operationId: 'getHealth', tags: ['health'], response: { 200: envelope(healthSchema) } },
    handler: async () => {
      await checkDatabase(app.db);
      return { data: { status: 'ok' as const, database: app.dbDriver } };
    },
  });

  app.get('/health/ready', {
    schema: {
      summary: 'Readiness check (database and storage)',
      operationId: 'getReadiness',
      tags: ['health'],
      response: { 200: envelope(readySchema), 503: envelope(readySchema) },
    },
    handler: async (_request, reply) => {
      const { ready, checks } = await checkReadiness({ db: app.db, storage: app.storage });
      return reply.status(ready ? 200 : 503).send({ data: { status: ready ? ('ready' as const) : ('unavailable' as const), checks } });
    },
  });

  app.get('/metrics', {
    schema: {
      summary: 'Prometheus metrics',
      operationId: 'getMetrics',
      tags: ['health'],
      description: 'Prometheus metrics of this instance; the METRICS_TOKEN as bearer token. 404 when METRICS_TOKEN is not set.',
      response: { 200: z.string(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw notFound();
      if (!bearerIs(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHORIZED', en.errors.unauthorized);
      }
      return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
    },
  });
};
