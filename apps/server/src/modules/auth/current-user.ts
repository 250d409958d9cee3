import type { CurrentUser } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { toUser, userSource, type UserRow } from '../users/user-source.js';

/** The user as /user/me answers it, with the name of the area their role covers. */
export async function loadCurrentUser(db: DbOrTx, userId: number): Promise<CurrentUser | null> {
  const [row] = await queryRows<UserRow>(
    db,
    sql`select ${userSource.columns} ${userSource.from} where u.id = ${userId} and u.deleted_at is null`,
  );
  if (!row) return null;
  const { id, name, firstName, lastName, email, role, areaID, area } = toUser(row);
  return { id, name, firstName, lastName, email, role, areaID, area };
}
