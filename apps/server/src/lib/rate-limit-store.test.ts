import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { useTestApp } from '../test/use-test-app.js';
import { countRequest, deleteExpiredCounters } from './rate-limit-store.js';

const { ctx } = useTestApp({ demo: false, env: { AUTH_RATE_LIMIT: '3' } });

const counters = (prefix: string) =>
  queryRows<{ key: string; count: number }>(
    ctx.db,
    sql`select key, count from rate_limit_counters where key like ${`${prefix}%`} order by key`,
  );

describe('the per-client rate limit store (rate_limit_counters)', () => {
  it('counts requests arriving at once one by one: each gets its own count', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => countRequest(ctx.db, 'at-once', 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const { ttl } of results) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts a new window at 1 once the old one has passed, and deletes passed windows', async () => {
    await countRequest(ctx.db, 'passing', 60_000);
    await countRequest(ctx.db, 'passing', 60_000);
    await countRequest(ctx.db, 'staying', 60_000);
    // The window ends as if a minute had gone by.
    await ctx.db.execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key = 'passing'`);
    expect(await countRequest(ctx.db, 'passing', 60_000)).toMatchObject({ current: 1 });

    await ctx.db.execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key = 'passing'`);
    expect(await deleteExpiredCounters(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await counters('passing')).toEqual([]);
    expect(await counters('staying')).toEqual([{ key: 'staying', count: 1 }]);
  });

  it('keeps the sign-in limit in the table, per route and client, so a second instance counts on', async () => {
    const attempt = (app: typeof ctx.app) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'nobody@example.com', password: 'x' },
        remoteAddress: '203.0.113.77',
      });
    expect((await attempt(ctx.app)).statusCode).toBe(401);
    expect((await attempt(ctx.app)).statusCode).toBe(401);
    expect(await counters('POST /api/v1/user/login|203.0.113.77')).toEqual([{ key: 'POST /api/v1/user/login|203.0.113.77', count: 2 }]);

    const second = await ctx.secondInstance();
    expect((await attempt(second)).statusCode).toBe(401);
    const refused = await attempt(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(ctx.app)).statusCode).toBe(429);
    // Another route has its own count for the same client.
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset_password',
      payload: { email: 'nobody@example.com' },
      remoteAddress: '203.0.113.77',
    });
    expect(reset.statusCode).toBe(200);
  });
});
