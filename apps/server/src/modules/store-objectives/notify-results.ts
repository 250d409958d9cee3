import { en, ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notifyUsers } from '../notifications/service.js';

const M = en.approvals;

/** `{{name}}` placeholders filled as they are (a `$&` in a comment stays as typed). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (all, name: string) => values[name] ?? all);

type Concerned = { rep_id: number | null; store_id: number; store_name: string; title: string };

/**
 * The rep a result's approval or reopen concerns: who completed it, else (completed by someone
 * since deleted, or never recorded) the field sales rep of the store's territory. Read before the
 * change, which may clear who completed it.
 */
async function concernedRep(tx: DbOrTx, storeObjectiveId: number): Promise<Concerned | undefined> {
  const [row] = await queryRows<Concerned>(
    tx,
    sql`select coalesce(cb.id, rep.id) as rep_id, s.id as store_id, s.name as store_name, o.title
          from store_objectives so
          join objectives o on o.id = so.objective_id
          join stores s on s.id = so.store_id
          join territories t on t.id = s.territory_id
          left join users cb on cb.id = so.completed_by and cb.deleted_at is null
          left join users rep on rep.id = t.manager_id and rep.deleted_at is null and rep.role = ${ROLE.fieldSalesRep}
         where so.id = ${storeObjectiveId}`,
  );
  return row;
}

/**
 * Tells the rep (the bell) that an approver acted on their result, in the caller's transaction so
 * the note exists exactly when the change does. Nobody is told of their own act (an admin who
 * completed and approved a result).
 */
async function notifyRep(
  tx: DbOrTx,
  storeObjectiveId: number,
  actorId: number,
  note: (r: Concerned) => { subject: string; message: string },
): Promise<void> {
  const concerned = await concernedRep(tx, storeObjectiveId);
  if (!concerned?.rep_id || concerned.rep_id === actorId) return;
  await notifyUsers(tx, [concerned.rep_id], { ...note(concerned), link: `/today/${concerned.store_id}` });
}

/** A result was approved (the queue or PUT /store/{storeId}/objective/{objectiveId}). */
export const notifyApproved = (tx: DbOrTx, storeObjectiveId: number, actorId: number) =>
  notifyRep(tx, storeObjectiveId, actorId, (r) => ({
    subject: M.approvedSubject,
    message: fill(M.approvedMessage, { title: r.title, store: r.store_name }),
  }));

/** A result was sent back with `comment`; call it before the change clears who completed it. */
export const notifyReopened = (tx: DbOrTx, storeObjectiveId: number, actorId: number, comment: string) =>
  notifyRep(tx, storeObjectiveId, actorId, (r) => ({
    subject: M.reopenedSubject,
    message: fill(M.reopenedMessage, { title: r.title, store: r.store_name, comment }),
  }));
