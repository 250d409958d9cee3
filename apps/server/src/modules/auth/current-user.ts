import type { CurrentUser, Language } from '@fieldops/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { toUser, userSource, type UserRow } from '../users/user-source.js';

/**
 * The user as /user/me answers it, with the name of the area their role covers and the
 * organisation's time zone (`timeZone`, TZ_ORG).
 */
export async function loadCurrentUser(db: DbOrTx, userId: number, timeZone: string): Promise<CurrentUser | null> {
  const [row] = await queryRows<UserRow>(
    db,
    sql`select ${userSource.columns} ${userSource.from} where u.id = ${userId} and u.deleted_at is null`,
  );
  if (!row) return null;
  const { id, name, firstName, lastName, email, role, areaID, area, language } = toUser(row);
  return { id, name, firstName, lastName, email, role, areaID, area, language, timeZone };
}

/** PUT /user/me/language: stores the user's own language and answers the user as /user/me does. */
export async function setMyLanguage(db: DbOrTx, userId: number, language: Language, timeZone: string): Promise<CurrentUser | null> {
  await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return loadCurrentUser(db, userId, timeZone);
}
