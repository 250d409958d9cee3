import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';

/**
 * Where the demo and benchmark ids start, apart at every level: regions keep the specification's
 * 2–15, districts start at 101, territories at 1001 and stores at 5001 (users and objectives from 1
 * stay below 101). A query that reads one kind of id as another — a supervisor's district as a
 * territory, a store as a territory — then finds nothing and fails its test, instead of passing on
 * ids that happen to coincide.
 */
export const ID_STARTS = { districts: 101, territories: 1001, stores: 5001 } as const;

/** Moves the id sequences of an empty organisation to ID_STARTS; rows added later continue after the seeded ones. */
export async function startIdsApart(db: DbOrTx): Promise<void> {
  for (const [table, start] of Object.entries(ID_STARTS)) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${start}, false)`);
  }
}
