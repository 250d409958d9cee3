import { ALL_ROLES, apiAccess, type RoleId } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../test/helpers.js';
import { useTestApp } from '../test/use-test-app.js';

const { ctx } = useTestApp();
const headersByRole = {} as Record<RoleId, Record<string, string>>;

beforeAll(async () => {
  const emails: Record<RoleId, string> = { 1: DEMO.admin, 2: DEMO.dsm, 3: DEMO.ds, 4: DEMO.fsr };
  for (const role of ALL_ROLES) headersByRole[role] = (await signIn(ctx.app, emails[role])).headers;
});

const routes = Object.entries(apiAccess).map(([key, access]) => {
  const [method, path] = key.split(' ');
  return { key, method: method as 'GET', url: `/api/v1${path.replace(/:\w+/g, '1')}`, access };
});

/** The role table, checked route by route: the guard answers before any handler runs. */
describe('every API route in the access table', () => {
  it.each(routes.filter((r) => r.access !== 'public'))('$key needs a token', async ({ method, url }) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  const restricted = routes.filter((r) => r.access !== 'public' && r.access.length < ALL_ROLES.length);
  it.each(restricted)('$key refuses the roles it does not list', async ({ method, url, access }) => {
    const denied = ALL_ROLES.filter((role) => !(access as readonly RoleId[]).includes(role));
    for (const role of denied) {
      const res = await ctx.app.inject({ method, url, headers: headersByRole[role], payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('opens the operations routes to load balancers and scrapers without a session', async () => {
    for (const key of ['GET /health', 'GET /health/ready', 'GET /metrics']) expect(apiAccess[key], key).toBe('public');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
    // Public to the session guard; METRICS_TOKEN guards it, and without one it is off (404).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/metrics' })).statusCode).toBe(404);
  });

  it('lists only routes that exist', () => {
    for (const { key } of routes) {
      const [method, path] = key.split(' ');
      expect(ctx.app.hasRoute({ method: method as 'GET', url: `/api/v1${path}` }), key).toBe(true);
    }
  });
});
