import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';

/** How often one instance deletes the counters whose window has passed. */
const CLEAN_EVERY_MS = 5 * 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Adds one request of `key` to its window and answers the count and the milliseconds left, in one
 * statement: the first request (or the first after the window passed) starts a window of
 * `windowMs` at 1, any other adds 1 to the running one. The upsert locks the row, so requests to
 * several instances at once each get their own count. The time left is counted from the moment
 * of the answer (`clock_timestamp()`), not from the statement's start (`now()`): a request that
 * waited for the lock would otherwise be told a few ms more than the window.
 */
export async function countRequest(db: DbOrTx, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ count: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update
           set count = case when c.reset_at <= now() then 1 else c.count + 1 end,
               reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning c.count, greatest(0, ceil(extract(epoch from c.reset_at - clock_timestamp()) * 1000))::int as ttl`,
  );
  return { current: row.count, ttl: row.ttl };
}

/** Deletes the counters whose window has passed (the next request of theirs starts anew anyway). */
export async function deleteExpiredCounters(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ key: string }>(db, sql`delete from rate_limit_counters where reset_at < now() returning key`);
  return rows.length;
}

/**
 * @fastify/rate-limit's `store` on the table rate_limit_counters, so every instance of a fleet
 * counts a client's requests together (the plugin's own store counts per process). Each route
 * with its own limit gets its own keys (`POST /api/v1/user/login|<client>`), as the plugin's
 * stores do. Counters past their window are deleted every few minutes, after a request.
 */
export function databaseRateLimitStore(db: DbOrTx, onCleanError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  let lastClean = Date.now();
  const cleanNow = () => {
    if (Date.now() - lastClean < CLEAN_EVERY_MS) return;
    lastClean = Date.now();
    deleteExpiredCounters(db).catch(onCleanError);
  };

  // The plugin makes the store with `new Store(globalOptions)`, then one child per limited route.
  class DatabaseStore implements FastifyRateLimitStore {
    prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => {
          callback(null, result);
          cleanNow();
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: unknown; url?: unknown } }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      const store = new DatabaseStore();
      store.prefix = `${String(route.method)} ${String(route.url)}|`;
      return store;
    }
  }
  return DatabaseStore;
}
