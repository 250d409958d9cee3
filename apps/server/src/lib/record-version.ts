import { en } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type DbOrTx } from '../db/client.js';
import { AppError, notFound } from './app-error.js';

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

/** Refuses a write made on `expected` once the row, locked by the writer, is at another version. */
export function checkVersion(current: string, expected: string | null): void {
  if (expected !== null && current !== expected) throw changedSince();
}

/**
 * Locks row `id` of `table` (a table with `id` and `updated_at`) for a write made on `expected`:
 * 404 with `missing` when there is no such row (or, with `activeOnly`, when it is retired:
 * `retired_at` set), 409 CHANGED_SINCE when someone has saved it since.
 */
export async function lockAtVersion(
  tx: DbOrTx,
  table: string,
  id: number,
  expected: string | null,
  missing: string,
  { activeOnly = false } = {},
): Promise<void> {
  const [row] = await queryRows<{ version: string }>(
    tx,
    sql`select ${versionSql(sql`updated_at`)} as version from ${sql.identifier(table)}
         where id = ${id} ${activeOnly ? sql`and retired_at is null` : sql``} for update`,
  );
  if (!row) throw notFound(missing);
  checkVersion(row.version, expected);
}
