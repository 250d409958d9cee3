import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { onServer } from '../../test/demo-template.js';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx } = useTestApp({ demo: false });

describe('service endpoints', () => {
  it('GET /health checks the database without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'pg' : 'pglite' });
  });

  it('GET /health/ready answers 200 ready when the database and the file storage answer, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('GET /metrics is off without METRICS_TOKEN: the 404 of an unknown path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/metrics', headers: { authorization: 'Bearer anything-at-all-1234' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document listing the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/user/login', '/notification/{id}']));
  });

  it('answers unknown API paths with a JSON 404 in the one error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('keeps answering after the database server ends its idle connections', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      // Three queries at once hold three of the pool's connections; once idle, the server ends them.
      const pids = await Promise.all(
        [1, 2, 3].map(async () => (await queryRows<{ pid: number }>(ctx.db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`))[0].pid),
      );
      // The pool drops each ended connection as its error arrives: wait for all three, so the next
      // query cannot be handed one whose end has not been noticed yet.
      const warnings: Error[] = [];
      const warned = new Promise<void>((resolve) => {
        const onWarning = (warning: Error) => {
          warnings.push(warning);
          if (warnings.length === pids.length) {
            process.off('warning', onWarning);
            resolve();
          }
        };
        process.on('warning', onWarning);
      });
      await onServer(url, `select pg_terminate_backend(pid) from unnest(array[${pids.join(',')}]::int[]) as pid`);
      await warned;
      for (const warning of warnings) expect(warning.message).toMatch(/PostgreSQL ended an idle connection/);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
  });
});
