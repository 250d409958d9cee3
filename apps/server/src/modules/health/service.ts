import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Proves the database answers. */
export async function checkDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
