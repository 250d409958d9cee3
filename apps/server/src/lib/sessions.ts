import { isLanguage, SESSION_TTL_HOURS, type Language, type RoleId } from '@fieldops/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { passwordResets, sessions, users } from '../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';

export interface SessionUser {
  id: number;
  role: RoleId;
  areaId: number | null;
}

export async function createSession(db: DbOrTx, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_HOURS * 3600_000),
  });
  return token;
}

/** The live session of a token (not revoked, not expired, its user not deleted), with the language its user reads. */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
): Promise<{ sessionId: number; user: SessionUser; language: Language } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, role: users.role, areaId: users.areaId, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    user: { id: row.id, role: row.role as RoleId, areaId: row.areaId },
    language: isLanguage(row.language) ? row.language : 'en',
  };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere (after a password change, or when the user is deleted). */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Marks every outstanding reset link of a user used: a link mailed before the password changed
 * (by the link, an admin or My Account) or before the user was deleted must not work after it.
 */
export async function revokePasswordResets(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
