import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';

/** How long readiness waits for each check before it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** Proves the database answers. */
export async function checkDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** `work`, or a rejection once `ms` have passed without an answer. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a failed check says: the storage's own reason (never shown to users), else the error's message. */
const reasonOf = (error: unknown) => {
  const e = error as { reason?: unknown; message?: unknown };
  return String(typeof e.reason === 'string' ? e.reason : (e.message ?? error)).slice(0, 300);
};

export type CheckResult = 'ok' | string;

/**
 * Readiness for a load balancer: the database answers `select 1` and the file storage can be read
 * and written, each within READY_CHECK_TIMEOUT_MS, checked at once. Answers each check's result:
 * 'ok' or what failed.
 */
export async function checkReadiness(deps: {
  db: DbOrTx;
  storage: FileStorage;
  timeoutMs?: number;
}): Promise<{ ready: boolean; checks: { database: CheckResult; storage: CheckResult } }> {
  const ms = deps.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const run = (work: () => Promise<void>) =>
    within(ms, work()).then(
      () => 'ok',
      (error: unknown) => reasonOf(error),
    );
  const [database, storage] = await Promise.all([run(() => checkDatabase(deps.db)), run(() => deps.storage.check())]);
  return { ready: database === 'ok' && storage === 'ok', checks: { database, storage } };
}
