import { ATTACHABLE_UPLOADS, en, OBJECTIVE_STATUS, type StoreObjective, type StoreObjectiveUpdate } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import { checkVersion, versionSql } from '../../lib/record-version.js';
import { assertCanChangeResult } from '../../lib/result-change.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { SessionUser } from '../../lib/sessions.js';
import { checkAttachable, setResultFiles } from '../files/attach.js';
import { deleteStoredKeys } from '../files/service.js';
import { formFields } from '../forms/service.js';
import { resultAnswers, saveAnswers } from './answers.js';
import { notifyApproved } from './notify-results.js';
import { resultColumns, resultFrom, toResult, type ResultRow } from './result-source.js';
import { changeTime, transitionOf } from './transition.js';
import { usableValue } from '../../lib/usable-lookup.js';

const M = en.objectives;

export interface ResultKey {
  storeId: number;
  objectiveId: number;
}

/** GET /store/{storeId}/objective/{objectiveId}: one store's result for an active objective; 404 outside the viewer's area. */
export async function getResult(db: DbOrTx, key: ResultKey, viewer: SessionUser): Promise<StoreObjective> {
  const [row] = await queryRows<ResultRow>(
    db,
    sql`select ${resultColumns} ${resultFrom}
         ${whereClause([sql`so.store_id = ${key.storeId}`, sql`so.objective_id = ${key.objectiveId}`, storeAreaCondition(viewer, sql`s.territory_id`)])}`,
  );
  if (!row) throw notFound(M.resultNotFound);
  const fields = await formFields(db, row.objective_id);
  return { ...toResult(row), fields, answers: await resultAnswers(db, row.id, fields) };
}

type Locked = { id: number; status_id: number; version: string };

/**
 * PUT /store/{storeId}/objective/{objectiveId}. The result row is locked for the transaction, so
 * two saves of one result run one after the other; other results are never touched. Made on
 * `expected` (If-Match, the version the dialog opened), it is refused once someone has saved the
 * result since (409 CHANGED_SINCE): a supervisor's draft no longer undoes a rep's completion unasked.
 */
export async function updateResult(
  db: DbOrTx,
  storage: FileStorage,
  key: ResultKey,
  input: StoreObjectiveUpdate,
  user: SessionUser,
  expected: string | null = null,
): Promise<StoreObjective> {
  const dropped = await db.transaction(async (tx) => {
    const t = tx;
    const [current] = await queryRows<Locked>(
      t,
      // A store outside the caller's area has no result for them: 404, as on every read (DESIGN §4).
      sql`select so.id, so.status_id, ${versionSql(sql`so.updated_at`)} as version
            from store_objectives so
            join objectives o on o.id = so.objective_id and o.deleted_at is null
            join stores s on s.id = so.store_id
           ${whereClause([sql`so.store_id = ${key.storeId}`, sql`so.objective_id = ${key.objectiveId}`, storeAreaCondition(user, sql`s.territory_id`)])}
           for update of so`,
    );
    if (!current) throw notFound(M.resultNotFound);
    // Saved by someone else since the dialog opened it (If-Match): 409, nothing written.
    checkVersion(current.version, expected);
    // Who may move it from its status to the new one: the contract's one table (canChangeResult).
    assertCanChangeResult(user.role, current.status_id, input.status);
    if (input.status === OBJECTIVE_STATUS.notCompleted) {
      const [reason] = await queryRows<{ usable: boolean }>(
        t,
        sql`select ${usableValue('incomplete_reasons', input.incompleteReasonID, sql`(select incomplete_reason_id from store_objectives where id = ${current.id})`)} as usable`,
      );
      if (!reason.usable) throw invalid(M.incompleteReasonRequired, { incompleteReasonID: [M.incompleteReasonRequired] });
    }
    if (input.images) {
      await checkAttachable(t, user, { storeObjectiveId: current.id }, [
        { field: 'images', ids: input.images, types: ATTACHABLE_UPLOADS.resultImages },
      ]);
    }
    const completing = input.status === OBJECTIVE_STATUS.completed;
    let answerKeys: string[] = [];
    if (input.answers || completing) {
      const fields = await formFields(t, key.objectiveId);
      // Drafts may be partial; completing needs the whole form answered (the merged answers).
      if (fields.length > 0 || input.answers?.length) {
        answerKeys = await saveAnswers(t, user, { storeObjectiveId: current.id, fields, complete: completing }, input.answers ?? []);
      }
    }
    const change = transitionOf(current.status_id, input, user.id, changeTime(input.at));
    await t.execute(sql`update store_objectives set ${change}, updated_at = now() where id = ${current.id}`);
    if (input.status === OBJECTIVE_STATUS.approved && current.status_id !== OBJECTIVE_STATUS.approved) {
      await notifyApproved(t, current.id, user.id);
    }
    return [...answerKeys, ...(input.images ? await setResultFiles(t, current.id, input.images) : [])];
  });
  await deleteStoredKeys(storage, dropped);
  return getResult(db, key, user);
}
