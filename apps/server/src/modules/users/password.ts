import { en } from '@fieldops/contract';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { checkAttempts, clearAttempts, recordAttempt } from '../../lib/account-throttle.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { revokePasswordResets } from '../../lib/sessions.js';

const U = en.masterData.users;

/**
 * Stores a new password, signs the user out everywhere except `keepSessionId` and voids every
 * reset link mailed before. The user's version stays: no form that sends it holds a password (an
 * admin's user form opened before still saves without a "changed meanwhile").
 */
async function storePassword(db: DbOrTx, userId: number, password: string, keepSessionId: number | null) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (t) => {
    const tx = t;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const live: SQL[] = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId) live.push(ne(sessions.id, keepSessionId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(...live));
    await revokePasswordResets(tx, userId);
  });
}

/** PUT /user/{id}/password: an admin sets a user's password. */
export async function setUserPassword(
  db: DbOrTx,
  options: { userId: number; bodyId?: number; password: string; actor: { id: number; sessionId: number | null } },
): Promise<string> {
  if (options.bodyId !== undefined && options.bodyId !== options.userId) throw invalid(U.idMismatch, { id: [U.idMismatch] });
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, options.userId), isNull(users.deletedAt)));
  if (!user) throw notFound(U.notFound);
  const keep = options.actor.id === options.userId ? options.actor.sessionId : null;
  await storePassword(db, options.userId, options.password, keep);
  return U.passwordReset;
}

/**
 * PUT /user/me/password: My Account, with the current password. Wrong current passwords are
 * throttled per user like failed sign-ins, or a stolen session could guess the password freely.
 */
export async function changeMyPassword(
  db: DbOrTx,
  options: { userId: number; sessionId: number | null; currentPassword: string; password: string },
): Promise<string> {
  await checkAttempts(db, 'password', options.userId);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, options.userId), isNull(users.deletedAt)));
  if (!user || !(await verifyPassword(user.passwordHash, options.currentPassword))) {
    await recordAttempt(db, 'password', options.userId);
    throw invalid(U.currentPasswordWrong, { currentPassword: [U.currentPasswordWrong] });
  }
  await clearAttempts(db, 'password', options.userId);
  await storePassword(db, options.userId, options.password, options.sessionId);
  return U.passwordReset;
}
