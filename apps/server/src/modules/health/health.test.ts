import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx } = useTestApp({ demo: false });

describe('service endpoints', () => {
  it('GET /health checks the database without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'pg' : 'pglite' });
  });

  it('serves the OpenAPI document listing the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/user/login', '/api/v1/notification/{id}']));
  });

  it('answers unknown API paths with a JSON 404 in the one error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });
});
