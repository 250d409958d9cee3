import {
  en,
  OBJECTIVE_STATUS,
  type ApproveBody,
  type ApproveItemResult,
  type ReopenBody,
  type ResultKey,
  type StoreObjective,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { resultsByIds } from './approval-queue.js';
import { notifyApproved, notifyReopened } from './notify-results.js';
import { getResult } from './service.js';
import { transitionOf } from './transition.js';

const S = OBJECTIVE_STATUS;

/**
 * Locks a result that waits for approval in the caller's area, inside `tx`: 404 outside the area
 * or unknown (as on every read), 409 when it is not Completed (approved already, reopened, or
 * never completed). The queue's routes are for approvers (apiAccess: admin, regional manager,
 * supervisor), and they only ever move a Completed result, to 3 or back to 1: the moves the
 * contract's result table gives an approver from 2 (canChangeResult). A regional manager, who
 * only reads results elsewhere, approves and reopens here.
 */
async function lockWaiting(tx: DbOrTx, key: ResultKey, user: SessionUser): Promise<number> {
  const [row] = await queryRows<{ id: number; status_id: number }>(
    tx,
    sql`select so.id, so.status_id
          from store_objectives so
          join objectives o on o.id = so.objective_id and o.deleted_at is null
          join stores s on s.id = so.store_id
         ${whereClause([sql`so.store_id = ${key.storeID}`, sql`so.objective_id = ${key.objectiveID}`, storeAreaCondition(user, sql`s.territory_id`)])}
         for update of so`,
  );
  if (!row) throw notFound(en.objectives.resultNotFound);
  if (row.status_id !== S.completed) throw conflict(en.approvals.notWaiting, { status: [en.approvals.notWaiting] });
  return row.id;
}

/**
 * POST /store_objective/approve: each item approved in a transaction of its own, so one refused
 * item (404, 409) neither undoes nor stops the others; one answer per item, in the order sent.
 */
export async function approveResults(db: DbOrTx, body: ApproveBody, user: SessionUser): Promise<ApproveItemResult[]> {
  const outcomes: ({ ok: true; id: number } | { ok: false; statusCode: number; message: string })[] = [];
  for (const item of body.items) {
    try {
      const id = await db.transaction(async (tx) => {
        const id = await lockWaiting(tx, item, user);
        await tx.execute(
          sql`update store_objectives set ${transitionOf(S.completed, { status: S.approved }, user.id)}, updated_at = now() where id = ${id}`,
        );
        await notifyApproved(tx, id, user.id);
        return id;
      });
      outcomes.push({ ok: true, id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ ok: false, statusCode: error.status, message: error.message });
    }
  }
  const approved = new Map<number, StoreObjective>(
    (
      await resultsByIds(
        db,
        outcomes.flatMap((o) => (o.ok ? [o.id] : [])),
      )
    ).map((r) => [r.id, r]),
  );
  return body.items.map((item, i): ApproveItemResult => {
    const outcome = outcomes[i];
    const key = { storeID: item.storeID, objectiveID: item.objectiveID };
    if (!outcome.ok) return { ...key, ok: false, statusCode: outcome.statusCode, message: outcome.message };
    const result = approved.get(outcome.id);
    // Approved, then archived (its objective deleted) before it could be read back: gone, as a 404.
    if (!result) return { ...key, ok: false, statusCode: 404, message: en.objectives.resultNotFound };
    return { ...key, ok: true, result };
  });
}

/**
 * POST /store_objective/reopen: a Completed result goes back to the rep as Incomplete (who
 * completed it and when are cleared, as any move back to 1 does), with who reopened it, when and
 * why; the rep is told. The reopen stays on the result through the rep's next completion, so the
 * approver reads what was asked, until the result is approved.
 */
export async function reopenResult(db: DbOrTx, body: ReopenBody, user: SessionUser): Promise<StoreObjective> {
  const comment = body.comment.trim();
  await db.transaction(async (tx) => {
    const id = await lockWaiting(tx, body, user);
    // Before the change: it clears who completed the result, whom the note is for.
    await notifyReopened(tx, id, user.id, comment);
    await tx.execute(
      sql`update store_objectives set ${transitionOf(S.completed, { status: S.incomplete }, user.id)},
                 reopened_at = now(), reopened_by = ${user.id}, reopen_comment = ${comment}, updated_at = now()
           where id = ${id}`,
    );
  });
  return getResult(db, { storeId: body.storeID, objectiveId: body.objectiveID }, user);
}
