import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of integer ids as ONE `int[]` parameter, for `= any(…)`: the query text stays the same
 * whatever the number of ids (no parameter per id).
 */
export function intArray(ids: readonly number[]): SQL {
  const safe = ids.map((id) => {
    if (!Number.isSafeInteger(id)) throw new Error(`not an integer id: ${id}`);
    return id;
  });
  return sql`${`{${safe.join(',')}}`}::int[]`;
}
