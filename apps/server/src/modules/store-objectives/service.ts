import { ATTACHABLE_UPLOADS, en, OBJECTIVE_STATUS, ROLE, type StoreObjective, type StoreObjectiveUpdate } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { SessionUser } from '../../lib/sessions.js';
import { checkAttachable, setResultFiles } from '../files/attach.js';
import { deleteStoredKeys } from '../files/service.js';
import { resultColumns, resultFrom, toResult, type ResultRow } from './result-source.js';
import { transitionOf } from './transition.js';

const M = en.objectives;

export interface ResultKey {
  storeId: number;
  objectiveId: number;
}

/** GET /store/{storeId}/objective/{objectiveId}: one store's result for an active objective. */
export async function getResult(db: DbOrTx, key: ResultKey): Promise<StoreObjective> {
  const [row] = await queryRows<ResultRow>(
    db,
    sql`select ${resultColumns} ${resultFrom} where so.store_id = ${key.storeId} and so.objective_id = ${key.objectiveId}`,
  );
  if (!row) throw notFound(M.resultNotFound);
  return toResult(row);
}

type Locked = { id: number; status_id: number; territory_id: number; district_id: number };

/** Who may touch this result: its territory's rep, its district's DS, or an admin (403 otherwise). */
function authorize(user: SessionUser, current: Locked, next: number): void {
  const admin = user.role === ROLE.admin;
  const supervisor = user.role === ROLE.districtSupervisor && user.areaId === current.district_id;
  const rep = user.role === ROLE.fieldSalesRep && user.areaId === current.territory_id;
  if (!admin && !supervisor && !rep) throw new AppError('FORBIDDEN', M.notYourStore);
  if (next === OBJECTIVE_STATUS.approved && current.status_id !== OBJECTIVE_STATUS.approved && !admin && !supervisor) {
    throw new AppError('FORBIDDEN', M.cannotApprove);
  }
  if (current.status_id === OBJECTIVE_STATUS.approved && !admin && !supervisor) throw new AppError('FORBIDDEN', M.approvedLocked);
  if (next === OBJECTIVE_STATUS.approved && current.status_id !== OBJECTIVE_STATUS.completed && current.status_id !== OBJECTIVE_STATUS.approved) {
    throw conflict(M.notCompletedYet, { status: [M.notCompletedYet] });
  }
}

/**
 * PUT /store/{storeId}/objective/{objectiveId}. The result row is locked for the transaction, so
 * two saves of one result run one after the other; other results are never touched.
 */
export async function updateResult(db: DbOrTx, storage: FileStorage, key: ResultKey, input: StoreObjectiveUpdate, user: SessionUser): Promise<StoreObjective> {
  const dropped = await db.transaction(async (tx) => {
    const t = tx;
    const [current] = await queryRows<Locked>(
      t,
      sql`select so.id, so.status_id, s.territory_id, tt.district_id
            from store_objectives so
            join objectives o on o.id = so.objective_id and o.deleted_at is null
            join stores s on s.id = so.store_id
            join territories tt on tt.id = s.territory_id
           where so.store_id = ${key.storeId} and so.objective_id = ${key.objectiveId}
           for update of so`,
    );
    if (!current) throw notFound(M.resultNotFound);
    authorize(user, current, input.status);
    if (input.status === OBJECTIVE_STATUS.notCompleted) {
      const [reason] = await queryRows<{ id: number }>(t, sql`select id from incomplete_reasons where id = ${input.incompleteReasonID ?? 0}`);
      if (!reason) throw invalid(M.incompleteReasonRequired, { incompleteReasonID: [M.incompleteReasonRequired] });
    }
    if (input.images) {
      await checkAttachable(t, user, { storeObjectiveId: current.id }, [{ field: 'images', ids: input.images, types: ATTACHABLE_UPLOADS.resultImages }]);
    }
    const change = transitionOf(current.status_id, input, user.id);
    await t.execute(sql`update store_objectives set ${change}, updated_at = now() where id = ${current.id}`);
    return input.images ? setResultFiles(t, current.id, input.images) : [];
  });
  await deleteStoredKeys(storage, dropped);
  return getResult(db, key);
}
