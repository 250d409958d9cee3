import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const TOKEN = 'metrics-test-token-0123456789';
const { ctx, call } = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in a scrape, or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers only to the METRICS_TOKEN as bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789xx', `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    // A session's token is not the metrics token either.
    const session = await call('GET', '/user/me', undefined, 'admin');
    expect(session.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their latency, in the Prometheus text format', async () => {
    const store = await call('GET', '/store/5001', undefined, 'admin');
    expect(store.statusCode).toBe(200);
    const missing = await call('GET', '/store/2147483647', undefined, 'admin');
    expect(missing.statusCode).toBe(404);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(valueOf(text, 'fieldops_http_requests_total{method="GET",route="/api/v1/store/:id",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'fieldops_http_requests_total{method="GET",route="/api/v1/store/:id",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(text, 'fieldops_http_request_duration_seconds_count{method="GET",route="/api/v1/store/:id",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    // Never a series per URL.
    expect(text).not.toContain('/store/5001');
  });

  it('counts job rounds and failures per job, and reads the outbox depth at the scrape', async () => {
    await ctx.app.jobs.runNow('visits-forced-close');
    await ctx.app.jobs.runNow('files-sweep');
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(before, 'fieldops_job_runs_total{job="visits-forced-close"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(before, 'fieldops_job_failures_total{job="visits-forced-close"}')).toBe(0);
    expect(valueOf(before, 'fieldops_job_runs_total{job="files-sweep"}')).toBeGreaterThanOrEqual(1);

    const pending = valueOf(before, 'fieldops_mail_outbox_pending');
    expect(pending).toBeGreaterThanOrEqual(0);
    await ctx.db.execute(
      sql`insert into mail_outbox (dedupe_key, to_address, subject, text) values ('metrics-test', 'm@example.com', 'S', 'T')`,
    );
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(after, 'fieldops_mail_outbox_pending')).toBe(pending! + 1);
  });

  it('shows the database pool on PostgreSQL and the process itself', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (ctx.app.dbDriver === 'pg') {
      expect(valueOf(text, 'fieldops_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'fieldops_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('fieldops_db_pool_connections');
    }
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
