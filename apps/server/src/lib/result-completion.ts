import { answerSchemaOf, currentAnswers, OBJECTIVE_STATUS, type FormAnswer, type FormField } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';
import { intArray } from './sql-array.js';

const S = OBJECTIVE_STATUS;

/**
 * After answers were deleted without the result being saved (a deleted answer photo), sends back
 * to Incomplete the Completed results among `storeObjectiveIds` whose answers no longer complete
 * their form: Completed means the whole form answered, as completing checks (a required answer
 * given, the minimums met). The completion goes, as when a result is set back to 1; a draft may
 * hold fewer answers, so those answers stay. An Approved result keeps its status (the status
 * table lets no one take it back to Incomplete). Inside the caller's transaction.
 */
export async function reopenUncompleted(tx: DbOrTx, storeObjectiveIds: number[]): Promise<void> {
  if (storeObjectiveIds.length === 0) return;
  const results = await queryRows<{ id: number; fields: FormField[]; answers: FormAnswer[] }>(
    tx,
    sql`select so.id,
               (select coalesce(json_agg(json_build_object('ref', f.ref, 'type', f.type, 'label', f.label, 'required', f.required,
                         'displayOrder', f.display_order, 'meta', f.meta) order by f.display_order, f.id), '[]')
                  from objective_fields f where f.objective_id = so.objective_id) as fields,
               (select coalesce(json_agg(json_build_object('ref', a.ref, 'value', a.value)), '[]')
                  from store_objective_answers a where a.store_objective_id = so.id) as answers
          from store_objectives so
         where so.id = any(${intArray(storeObjectiveIds)}) and so.status_id = ${S.completed}`,
  );
  const unfinished = results
    .filter((r) => !answerSchemaOf(r.fields, { complete: true }).safeParse(currentAnswers(r.fields, r.answers)).success)
    .map((r) => r.id);
  if (unfinished.length === 0) return;
  await tx.execute(
    sql`update store_objectives
           set status_id = ${S.incomplete}, incomplete_reason_id = null, completed_at = null, completed_by = null, updated_at = now()
         where id = any(${intArray(unfinished)})`,
  );
}
