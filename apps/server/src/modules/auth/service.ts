import { displayName, en, isLanguage, RESET_TOKEN_TTL_MINUTES, translate, type LoginResult } from '@fieldops/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { checkAttempts, clearAttempts, recordAttempt } from '../../lib/account-throttle.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../../plugins/mail.js';
import { loadCurrentUser } from './current-user.js';
import { createSession, revokePasswordResets, revokeUserSessions } from '../../lib/sessions.js';

const loginFailed = () => new AppError('UNAUTHORIZED', en.auth.loginFailed);

/**
 * Signs in; after too many failures for the e-mail, answers 429 even to the right password. The
 * user comes with the organisation's time zone (`timeZone`, loadCurrentUser).
 */
export async function login(db: DbOrTx, rawEmail: string, password: string, timeZone: string): Promise<LoginResult> {
  const email = rawEmail.trim().toLowerCase();
  await checkAttempts(db, 'login', email);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  const current = user && ok ? await loadCurrentUser(db, user.id, timeZone) : null;
  if (!user || !current) {
    await recordAttempt(db, 'login', email);
    throw loginFailed();
  }
  // The right password before the lock: earlier typing mistakes no longer count.
  await clearAttempts(db, 'login', email);
  const token = await createSession(db, user.id);
  return { token, user: current };
}

/**
 * The part of a reset request done before answering, the same for every e-mail: the per-account
 * throttle. The lookup and the mail follow the answer (`sendResetLink`).
 */
export async function countResetRequest(db: DbOrTx, email: string): Promise<void> {
  await checkAttempts(db, 'reset', email);
  await recordAttempt(db, 'reset', email);
}

/** Sends a reset link, in the user's language, when the e-mail belongs to a user; nothing otherwise. */
export async function sendResetLink(deps: { db: DbOrTx; mailer: Mailer; publicUrl: string }, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, language: users.language })
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
  const language = isLanguage(user.language) ? user.language : 'en';
  await deps.mailer.send({
    to: user.email,
    subject: translate(language, 'auth.resetMailSubject') ?? en.auth.resetMailSubject,
    text: translate(language, 'auth.resetMailBody', { name: displayName(user.firstName, user.lastName), link }) ?? '',
  });
}

/**
 * Sets a new password with a reset token: single use, within the hour. Every other link of the
 * user dies with it, and the failed sign-ins of their e-mail are forgotten: they just proved
 * they own it.
 */
export async function resetPassword(db: DbOrTx, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new AppError('NOT_FOUND', en.auth.resetTokenInvalid);
    const [user] = await tx
      .update(users)
      // The user's version stays, as at every password change (users/password.ts).
      .set({ passwordHash })
      .where(eq(users.id, reset.userId))
      .returning({ email: users.email });
    await revokeUserSessions(tx, reset.userId);
    await revokePasswordResets(tx, reset.userId);
    await clearAttempts(tx, 'login', user.email);
  });
}
