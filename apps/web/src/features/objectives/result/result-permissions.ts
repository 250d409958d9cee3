import { OBJECTIVE_STATUS, ROLE, type RoleId } from '@fieldops/contract';

export interface ResultPermissions {
  /** A rep completes with comments and photos (a DS or an admin may too). */
  complete: boolean;
  /** A DS or an admin approves a completed result. */
  approve: boolean;
  /** Closing as 'Not Completed' with an incomplete reason. */
  notCompleted: boolean;
}

/** The server lets a store's rep, its district's DS and admins change a result; only DS and admins approve. */
const DOERS: readonly RoleId[] = [ROLE.fieldSalesRep, ROLE.districtSupervisor, ROLE.admin];
const REVIEWERS: readonly RoleId[] = [ROLE.districtSupervisor, ROLE.admin];

/** What the signed-in role may do to a result in its current status (DESIGN §4). */
export function resultPermissions(role: RoleId, status: number): ResultPermissions {
  const open = status === OBJECTIVE_STATUS.incomplete || status === OBJECTIVE_STATUS.notCompleted;
  return {
    complete: DOERS.includes(role) && open,
    approve: REVIEWERS.includes(role) && status === OBJECTIVE_STATUS.completed,
    notCompleted: DOERS.includes(role) && status !== OBJECTIVE_STATUS.approved && status !== OBJECTIVE_STATUS.notCompleted,
  };
}
