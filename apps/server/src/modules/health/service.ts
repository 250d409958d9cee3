import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Proves the database answers. */
export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
