import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, MAX_UPLOAD_BYTES } from '@fieldops/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { authRoutes } from './modules/auth/routes.js';
import { crmRoutes } from './modules/crm/routes.js';
import { dashboardRoutes } from './modules/dashboards/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { fileServeRoutes } from './modules/files/serve-routes.js';
import { fileSweepJob } from './modules/files/sweep.js';
import { formRoutes } from './modules/forms/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { geographyRoutes } from './modules/geography/routes.js';
import { territoryRoutes } from './modules/geography/territory-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { lookupRoutes } from './modules/lookups/routes.js';
import { lookupAdminRoutes } from './modules/lookups/admin-routes.js';
import { mailOutboxJob } from './modules/mail-outbox/job.js';
import { unsubscribeRoutes } from './modules/mail-outbox/unsubscribe-routes.js';
import { messageRoutes } from './modules/messages/routes.js';
import { newsRoutes } from './modules/news/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { notificationStreamRoutes } from './modules/notifications/stream.js';
import { objectiveRoutes } from './modules/objectives/routes.js';
import { playbookRoutes } from './modules/playbooks/routes.js';
import { quicklinkRoutes } from './modules/quicklinks/routes.js';
import { scheduleRoutes } from './modules/schedule/routes.js';
import { storeObjectiveRoutes } from './modules/store-objectives/routes.js';
import { storeRoutes } from './modules/stores/routes.js';
import { surveyRoutes } from './modules/surveys/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { forcedCloseJob } from './modules/visits/forced-close.js';
import { visitRoutes } from './modules/visits/routes.js';
import { winRoutes } from './modules/wins/routes.js';
import { weeklyGoodRoutes } from './modules/weekly-goods/routes.js';
import { newsletterRoutes } from './modules/newsletters/routes.js';
import { jobsPlugin } from './lib/jobs.js';
import { openapiTags, openapiTransform, openapiTransformObject } from './lib/route-schemas.js';
import { databaseRateLimitStore } from './lib/rate-limit-store.js';
import { authPlugin } from './plugins/auth.js';
import { contextPlugin } from './plugins/context.js';
import { errorsPlugin } from './plugins/errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { liveEventsPlugin } from './plugins/live-events.js';
import type { Mailer } from './plugins/mail.js';
import { metricsPlugin } from './plugins/metrics.js';
import { storagePlugin } from './plugins/storage.js';
import { webPlugin } from './plugins/web.js';
import { createStorage, type FileStorage } from './storage/index.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where uploaded files live; the local disk under DATA_DIR/uploads when not given. */
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

/** The whole application; main.ts starts it, the tests call it with app.inject. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; anyone else could
    // rotate it to walk around the per-client limit of sign-in.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, deps);
  await app.register(jobsPlugin);
  await app.register(metricsPlugin, { database: deps.database, processMetrics: deps.config.metricsToken !== undefined });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    hsts: false,
  });
  // Counted in the database, so a fleet's instances count a client's attempts together.
  const rateLimitStore = databaseRateLimitStore(deps.database.db, (err) =>
    app.log.warn({ err }, 'deleting old rate limit counters failed'),
  );
  await app.register(rateLimit, { global: false, store: rateLimitStore });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fieldops API',
        version: '1.0.0',
        description:
          'The API of Fieldops, field sales operations: stores, objectives and their results, visits, dashboards and content. ' +
          'Sign in with POST /user/login and send its token as `Authorization: Bearer <token>`. ' +
          'Every error answers with one shape (ApiError): an English `message`, a stable `code` and catalog keys.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: API_BASE, description: 'This server' }],
      tags: openapiTags,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /user/login.' } } },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(liveEventsPlugin, { bus: deps.database.events });
  await app.register(storagePlugin, { storage: deps.storage ?? createStorage(deps.config) });
  // Files are cut off at the largest size any upload type allows; each type's own limit is checked
  // while reading (modules/files/multipart.ts), which also reports a cut-off file itself.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6 }, throwFileSizeLimit: false });

  await app.register(
    async (api) => {
      // Answers above 1 KB go out compressed when the client accepts it. Registered in this scope
      // only: the web app's files are compressed at build time and uploads are images already.
      await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(notificationRoutes);
      await api.register(notificationStreamRoutes);
      await api.register(messageRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(geographyRoutes);
      await api.register(territoryRoutes);
      await api.register(storeRoutes);
      await api.register(userRoutes);
      await api.register(lookupRoutes);
      await api.register(lookupAdminRoutes);
      await api.register(fileRoutes);
      await api.register(objectiveRoutes);
      await api.register(formRoutes);
      await api.register(storeObjectiveRoutes);
      await api.register(dashboardRoutes);
      await api.register(visitRoutes);
      await api.register(geoRoutes);
      await api.register(newsRoutes);
      await api.register(surveyRoutes);
      await api.register(quicklinkRoutes);
      await api.register(crmRoutes);
      await api.register(winRoutes);
      await api.register(weeklyGoodRoutes);
      await api.register(newsletterRoutes);
      await api.register(scheduleRoutes);
      await api.register(playbookRoutes);
    },
    { prefix: API_BASE },
  );
  await app.register(fileServeRoutes);
  await app.register(forcedCloseJob);
  await app.register(mailOutboxJob);
  await app.register(fileSweepJob);

  await app.register(webPlugin, { dist: deps.config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
