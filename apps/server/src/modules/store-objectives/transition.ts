import { OBJECTIVE_STATUS, type StoreObjectiveUpdate } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';

const S = OBJECTIVE_STATUS;

/**
 * The columns a status change sets (the caller has checked it with the contract's canChangeResult):
 * 1 reopens (clears completion, approval and reason); 2 records who completed and when (kept on a
 * re-save or when an approval is withdrawn); 3 records who approved and when, and clears the last
 * reopen (POST /store_objective/reopen), which stays readable until then; 4 records the reason.
 * Fields left out of the request keep their value.
 */
export function transitionOf(from: number, input: StoreObjectiveUpdate, userId: number): SQL {
  const set: SQL[] = [sql`status_id = ${input.status}`];
  const reason = input.status === S.notCompleted ? (input.incompleteReasonID ?? null) : null;
  set.push(sql`incomplete_reason_id = ${reason}`);
  switch (input.status) {
    case S.incomplete:
    case S.notCompleted:
      set.push(sql`completed_at = null, completed_by = null, approved_at = null, approved_by = null`);
      break;
    case S.completed:
      if (from !== S.completed && from !== S.approved) set.push(sql`completed_at = now(), completed_by = ${userId}`);
      set.push(sql`approved_at = null, approved_by = null`);
      break;
    case S.approved:
      // An approval settles a reopen: its comment was for the rep's next completion, now accepted.
      if (from !== S.approved)
        set.push(sql`approved_at = now(), approved_by = ${userId}, reopened_at = null, reopened_by = null, reopen_comment = null`);
      break;
  }
  if (input.comments !== undefined) set.push(sql`comments = ${input.comments ? input.comments.trim() || null : null}`);
  if (input.estimatedCompletionDate !== undefined)
    set.push(sql`estimated_completion_date = ${input.estimatedCompletionDate ?? null}::date`);
  return sql.join(set, sql`, `);
}
