import { OBJECTIVE_STATUS, RESULT_AT_MAX_AGE_HOURS, type StoreObjectiveUpdate } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';

const S = OBJECTIVE_STATUS;
const HOUR_MS = 3600_000;
/** How far ahead of the server's a phone's clock may be. */
const CLOCK_SKEW_MS = 60_000;

/**
 * When a result changed: the tap (`at`, contract storeObjectiveUpdateSchema) when it is within the
 * last RESULT_AT_MAX_AGE_HOURS and not ahead of the server's clock, else now. A change that waited
 * on a phone without signal is so dated when it was made, not when it arrived.
 */
export function changeTime(at: string | undefined, now = new Date()): Date {
  if (at === undefined) return now;
  const time = new Date(at).getTime();
  if (time > now.getTime() + CLOCK_SKEW_MS || time < now.getTime() - RESULT_AT_MAX_AGE_HOURS * HOUR_MS) return now;
  return new Date(Math.min(time, now.getTime()));
}

/**
 * The columns a status change sets (the caller has checked it with the contract's canChangeResult):
 * 1 reopens (clears completion, approval and reason); 2 records who completed and when (kept on a
 * re-save or when an approval is withdrawn); 3 records who approved and when, and clears the last
 * reopen (POST /store_objective/reopen), which stays readable until then; 4 records the reason.
 * Fields left out of the request keep their value. `when` dates the completion or approval (now
 * without it); an approval is never dated before the completion it approves.
 */
export function transitionOf(from: number, input: StoreObjectiveUpdate, userId: number, when?: Date): SQL {
  const at = when === undefined ? sql`now()` : sql`${when.toISOString()}::timestamptz`;
  const set: SQL[] = [sql`status_id = ${input.status}`];
  const reason = input.status === S.notCompleted ? (input.incompleteReasonID ?? null) : null;
  set.push(sql`incomplete_reason_id = ${reason}`);
  switch (input.status) {
    case S.incomplete:
    case S.notCompleted:
      set.push(sql`completed_at = null, completed_by = null, approved_at = null, approved_by = null`);
      break;
    case S.completed:
      if (from !== S.completed && from !== S.approved) set.push(sql`completed_at = ${at}, completed_by = ${userId}`);
      set.push(sql`approved_at = null, approved_by = null`);
      break;
    case S.approved:
      // An approval settles a reopen: its comment was for the rep's next completion, now accepted.
      if (from !== S.approved)
        set.push(
          sql`approved_at = greatest(${at}, completed_at), approved_by = ${userId}, reopened_at = null, reopened_by = null, reopen_comment = null`,
        );
      break;
  }
  if (input.comments !== undefined) set.push(sql`comments = ${input.comments ? input.comments.trim() || null : null}`);
  if (input.estimatedCompletionDate !== undefined)
    set.push(sql`estimated_completion_date = ${input.estimatedCompletionDate ?? null}::date`);
  return sql.join(set, sql`, `);
}
