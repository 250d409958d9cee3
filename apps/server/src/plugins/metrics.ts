import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (served by GET /metrics when METRICS_TOKEN is set). */
    metrics: {
      registry: Registry;
      /** A gauge read at each scrape, e.g. the mail outbox's depth. */
      gaugeAtScrape(name: string, help: string, read: () => Promise<number>): void;
    };
  }
}

/**
 * Prometheus metrics of this instance, in a registry of its own (tests run several apps in one
 * process): requests by route pattern (never the raw URL, whose ids would make a series per
 * record), method and status, with their latency; the database pool; background job rounds and
 * failures; and what modules add with `gaugeAtScrape`. With `processMetrics`, prom-client's
 * process metrics too (CPU, memory, event loop lag).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: Pick<DatabaseHandle, 'poolStats'>; processMetrics: boolean }) => {
    const registry = new Registry();
    const registers = [registry];
    if (options.processMetrics) collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({ name: 'fieldops_http_requests_total', help: 'HTTP requests answered', labelNames, registers });
    const latency = new Histogram({
      name: 'fieldops_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        // The route's pattern (/api/v1/store/:id); a path no route matched counts as one series.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    const { poolStats } = options.database;
    if (poolStats) {
      const pool = (name: string, help: string, read: (stats: { total: number; idle: number; waiting: number }) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read(poolStats()));
          },
        });
      pool('fieldops_db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total);
      pool('fieldops_db_pool_idle', 'Open PostgreSQL connections not in use', (s) => s.idle);
      pool('fieldops_db_pool_waiting', 'Queries waiting for a PostgreSQL connection', (s) => s.waiting);
    }

    const jobLabels = ['job'] as const;
    const jobRuns = new Counter({ name: 'fieldops_job_runs_total', help: 'Background job rounds run', labelNames: jobLabels, registers });
    const jobFailures = new Counter({
      name: 'fieldops_job_failures_total',
      help: 'Background job rounds that failed',
      labelNames: jobLabels,
      registers,
    });
    const jobSeconds = new Gauge({
      name: 'fieldops_job_last_duration_seconds',
      help: "Duration of the job's last round",
      labelNames: jobLabels,
      registers,
    });
    app.jobs.onRound((job, outcome, seconds) => {
      jobRuns.inc({ job });
      if (outcome === 'failed') jobFailures.inc({ job });
      jobSeconds.set({ job }, seconds);
    });
    // Every job shows up from the first scrape, at 0 until its first round.
    app.addHook('onReady', async () => {
      for (const job of app.jobs.names()) {
        jobRuns.inc({ job }, 0);
        jobFailures.inc({ job }, 0);
      }
    });

    app.decorate('metrics', {
      registry,
      gaugeAtScrape(name: string, help: string, read: () => Promise<number>) {
        new Gauge({
          name,
          help,
          registers,
          async collect() {
            this.set(await read());
          },
        });
      },
    });
  },
  { name: 'metrics', dependencies: ['jobs'] },
);
