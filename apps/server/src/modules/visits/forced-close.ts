import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows, type DbOrTx } from '../../db/client.js';

/** How often the server looks for visits left open too long. */
export const FORCED_CLOSE_EVERY_MS = 5 * 60_000;

/**
 * DESIGN §4 "Field work": a visit open longer than `maxHours` is closed at check-in + maxHours and
 * marked forced (spec 1's 'time expired (forced)'). With `userId`, only that user's visit (run before
 * each of their visit reads and writes, so answers are right even between two rounds of the timer).
 * Rows another instance or request is closing are skipped (SKIP LOCKED), so none is closed twice.
 * Answers the ids closed.
 */
export async function closeExpiredVisits(db: DbOrTx, maxHours: number, userId?: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update visits v set checkout_at = v.checkin_at + ${maxHours} * interval '1 hour', forced = true
         where v.id in (select e.id from visits e
                         where e.checkout_at is null and e.checkin_at < now() - ${maxHours} * interval '1 hour'
                               ${userId === undefined ? sql`` : sql`and e.user_id = ${userId}`}
                         for update skip locked)
     returning v.id`,
  );
  return rows.map((r) => r.id);
}

/** Closes expired visits every few minutes (lib/jobs.ts), on whichever instances run. */
export const forcedCloseJob = fp(
  async (app: FastifyInstance) => {
    app.jobs.add({
      name: 'visits-forced-close',
      everyMs: FORCED_CLOSE_EVERY_MS,
      run: async () => {
        const ids = await closeExpiredVisits(app.db, app.config.visitMaxHours);
        if (ids.length > 0) app.log.info({ visits: ids }, 'visits closed as forced');
      },
    });
  },
  { name: 'visits-forced-close', dependencies: ['context', 'jobs'] },
);
