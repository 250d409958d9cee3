import { canChangeResult, OBJECTIVE_STATUS, type RoleId } from '@fieldops/contract';

export interface ResultPermissions {
  /** Complete with comments and photos, or re-save a completed result. */
  complete: boolean;
  /** Approve a completed result. */
  approve: boolean;
  /** Close as 'Not Completed' with an incomplete reason (or change the reason). */
  notCompleted: boolean;
}

/**
 * The buttons the result dialog offers, each a move the contract's `canChangeResult` allows from
 * the current status, so the screen and the server agree by construction. The dialog leaves an
 * approved result as it is: withdrawing an approval is a supervisor's deliberate move, not a
 * side effect of a 'Complete' button.
 */
export function resultPermissions(role: RoleId, status: number): ResultPermissions {
  const can = (to: number) => status !== OBJECTIVE_STATUS.approved && canChangeResult(role, status, to);
  return {
    complete: can(OBJECTIVE_STATUS.completed),
    approve: can(OBJECTIVE_STATUS.approved),
    notCompleted: can(OBJECTIVE_STATUS.notCompleted),
  };
}
