import { ACCOUNT_ATTEMPT_LIMIT, ACCOUNT_ATTEMPT_WINDOW_MINUTES, en } from '@fieldops/contract';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { authAttempts } from '../db/schema/index.js';
import { rateLimited } from './app-error.js';
import { hashToken } from './tokens.js';

/**
 * What is counted, per account: failed sign-ins and reset requests by e-mail (known or not, so a
 * 429 says nothing about whether the e-mail exists), wrong current passwords by user id.
 */
export type AttemptKind = 'login' | 'reset' | 'password';

const WINDOW_MS = ACCOUNT_ATTEMPT_WINDOW_MINUTES * 60_000;

const keyOf = (kind: AttemptKind, key: string | number) =>
  and(eq(authAttempts.kind, kind), eq(authAttempts.keyHash, hashToken(String(key))));

/**
 * Throws 429 with Retry-After when `key` already has ACCOUNT_ATTEMPT_LIMIT attempts in the
 * window, whatever the client address and before any password is checked. The wait ends when the
 * oldest of the last ACCOUNT_ATTEMPT_LIMIT attempts leaves the window.
 */
export async function checkAttempts(db: DbOrTx, kind: AttemptKind, key: string | number, now = new Date()): Promise<void> {
  const [limiting] = await db
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(keyOf(kind, key), gt(authAttempts.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(desc(authAttempts.createdAt))
    .offset(ACCOUNT_ATTEMPT_LIMIT - 1)
    .limit(1);
  if (!limiting) return;
  const seconds = Math.max(1, Math.ceil((limiting.at.getTime() + WINDOW_MS - now.getTime()) / 1000));
  throw rateLimited(en.auth.accountLocked.replace('{{minutes}}', String(Math.ceil(seconds / 60))), seconds);
}

/**
 * Counts one attempt. Refused attempts (429) are not counted, so the lock ends on time however
 * often it is knocked on. Two requests at the same instant may both pass the check; the
 * per-client limit bounds that overshoot.
 */
export async function recordAttempt(db: DbOrTx, kind: AttemptKind, key: string | number, now = new Date()): Promise<void> {
  await db.insert(authAttempts).values({ kind, keyHash: hashToken(String(key)), createdAt: now });
  // Housekeeping on write, through the created_at index: rows outside the window count for nothing.
  await db.delete(authAttempts).where(lte(authAttempts.createdAt, new Date(now.getTime() - WINDOW_MS)));
}

/** Forgets the attempts of `key`, after it proved the right password. */
export async function clearAttempts(db: DbOrTx, kind: AttemptKind, key: string | number): Promise<void> {
  await db.delete(authAttempts).where(keyOf(kind, key));
}
