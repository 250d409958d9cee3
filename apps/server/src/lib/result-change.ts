import { en, resultChangeRefusal, type RoleId } from '@fieldops/contract';
import { AppError, conflict } from './app-error.js';

const M = en.objectives;

/**
 * Refuses a store-result change the contract's `canChangeResult` does not allow: 409 for
 * approving a result that is not completed yet (the caller may approve, just not now), 403 with
 * the catalog's reason otherwise. The result update and the deletion of its photos share it.
 */
export function assertCanChangeResult(role: RoleId, from: number, to: number): void {
  const refusal = resultChangeRefusal(role, from, to);
  if (refusal === null) return;
  if (refusal === 'notCompletedYet') throw conflict(M.notCompletedYet, { status: [M.notCompletedYet] });
  throw new AppError('FORBIDDEN', M[refusal]);
}
