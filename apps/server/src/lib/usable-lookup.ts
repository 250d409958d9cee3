import { sql, type SQL } from 'drizzle-orm';

/** The lists an admin keeps on the settings screen whose values can be retired (modules/lookups/admin-service.ts). */
export type RetirableList = 'brands' | 'trades' | 'objective_types' | 'incomplete_reasons' | 'win_types';

/**
 * Whether `id` names a value of `list` that a write may set, as an SQL boolean: an active value, or
 * the one the record already holds (`kept`, an SQL expression or id; null for a new record), which
 * stays on old records after it was retired. A retired value has left the pickers, so a form that
 * still sends it was opened before, or is not ours: its field gets the list's "select" message.
 */
export function usableValue(list: RetirableList, id: number | null | undefined, kept: SQL | number | null = null): SQL {
  return sql`exists (select 1 from ${sql.identifier(list)} l
                      where l.id = ${id ?? 0} and (l.retired_at is null or l.id = ${kept}))`;
}
