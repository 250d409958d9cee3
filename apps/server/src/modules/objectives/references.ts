import { ATTACHABLE_UPLOADS, en, type ObjectiveInput } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { intArray } from '../../lib/sql-array.js';
import type { SessionUser } from '../../lib/sessions.js';
import { checkAttachable } from '../files/attach.js';
import { usableValue } from '../../lib/usable-lookup.js';

const V = en.objectives.validation;

/**
 * The ids an objective names must name something: its type and brand (active ones, or the ones it
 * already has), its files (of a kind the
 * field takes, see checkAttachable) and its stores (active ones; a store already assigned may stay
 * after it was archived). Otherwise 422 naming the field.
 */
export async function checkReferences(tx: DbOrTx, input: ObjectiveInput, user: SessionUser, objectiveId: number | null): Promise<void> {
  const stores = [...new Set(input.stores)];
  const current = (column: string) => sql`(select ${sql.identifier(column)} from objectives where id = ${objectiveId ?? 0})`;
  const [found] = await queryRows<{ type: boolean; brand: boolean; stores: number }>(
    tx,
    sql`select ${usableValue('objective_types', input.objectiveTypeID, current('objective_type_id'))} as type,
               ${usableValue('brands', input.brandID, current('brand_id'))} as brand,
               (select count(*) from stores s where s.id = any(${intArray(stores)})
                  and (s.deleted_at is null
                       or exists (select 1 from store_objectives so where so.store_id = s.id and so.objective_id = ${objectiveId ?? 0})))::int as stores`,
  );
  const errors: Record<string, string[]> = {};
  if (!found.type) errors.objectiveTypeID = [V.type];
  if (!found.brand) errors.brandID = [V.brand];
  if (found.stores !== stores.length) errors.stores = [V.unknownStores];
  const first = Object.values(errors)[0];
  if (first) throw invalid(first[0], errors);

  await checkAttachable(tx, user, objectiveId === null ? null : { objectiveId }, [
    { field: 'images', ids: input.images, types: ATTACHABLE_UPLOADS.objectiveImages },
    { field: 'playbook', ids: input.playbook, types: ATTACHABLE_UPLOADS.objectivePlaybook },
  ]);
}
