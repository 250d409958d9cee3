import { displayName, en, RESET_TOKEN_TTL_MINUTES, type LoginResult } from '@fieldops/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../../plugins/mail.js';
import { loadCurrentUser } from './current-user.js';
import { createSession, revokeUserSessions } from '../../lib/sessions.js';

const loginFailed = () => new AppError('UNAUTHORIZED', en.auth.loginFailed);

export async function login(db: DbOrTx, email: string, password: string): Promise<LoginResult> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw loginFailed();
  const current = await loadCurrentUser(db, user.id);
  if (!current) throw loginFailed();
  const token = await createSession(db, user.id);
  return { token, user: current };
}

/** Sends a reset link when the e-mail belongs to a user; answers the same either way. */
export async function requestPasswordReset(
  deps: { db: DbOrTx; mailer: Mailer; publicUrl: string },
  email: string,
): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  const token = newToken();
  await deps.db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  const link = `${deps.publicUrl}/password/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: en.auth.resetMailSubject,
    text: en.auth.resetMailBody
      .replace('{{name}}', displayName(user.firstName, user.lastName))
      .replace('{{link}}', link),
  });
}

/** Sets a new password with a reset token: single use, within the hour. */
export async function resetPassword(db: DbOrTx, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new AppError('NOT_FOUND', en.auth.resetTokenInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    await revokeUserSessions(tx, reset.userId);
  });
}
