import { envelope } from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './service.js';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: envelope(healthSchema) } },
    handler: async () => {
      await checkDatabase(app.db);
      return { data: { status: 'ok' as const, database: app.dbDriver } };
    },
  });
};
