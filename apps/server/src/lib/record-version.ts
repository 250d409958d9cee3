import { en } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * A record's version (contract record-version.ts): its `updated_at` in microseconds, as text. Every
 * write of the record sets `updated_at`, so the version changes with it.
 */
export const versionSql = (updatedAt: SQL) => sql`(extract(epoch from ${updatedAt}) * 1000000)::bigint::text`;

/** The version a write was made on: its `If-Match` ("…", W/"…" or bare), or null to write whatever the version. */
export function expectedVersion(request: FastifyRequest): string | null {
  const raw = request.headers['if-match'];
  if (typeof raw !== 'string') return null;
  const version = raw
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return version === '' || version === '*' ? null : version;
}

/** The condition of a write made on `expected`: the row still at that version (always true without one). */
export const atVersion = (updatedAt: SQL, expected: string | null): SQL =>
  expected === null ? sql`true` : sql`${versionSql(updatedAt)} = ${expected}`;

/** 409 CHANGED_SINCE: someone saved the record after the writer opened it; nothing was written. */
export const changedSince = () => new AppError('CHANGED_SINCE', en.errors.changedSince);
