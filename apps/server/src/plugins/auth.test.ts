import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { authPlugin } from './auth.js';
import { contextPlugin } from './context.js';
import { useTestApp } from '../test/use-test-app.js';

const { ctx } = useTestApp({ demo: false });

describe('role guard', () => {
  it('refuses to start when an API route is missing from the access table', async () => {
    const app = Fastify();
    await app.register(contextPlugin, { config: ctx.app.config, database: { db: ctx.db, driver: 'pglite' }, mailer: ctx.app.mailer });
    await app.register(authPlugin);
    await expect(
      app
        .register(async (api) => {
          api.get('/api/v1/not-in-the-table', async () => ({}));
        })
        .ready(),
    ).rejects.toThrow(/missing from the contract's apiAccess table/);
  });
});
