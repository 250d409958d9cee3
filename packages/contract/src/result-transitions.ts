import type { objectiveMessages } from './messages-objectives.js';
import { ROLE, type RoleId } from './roles.js';
import { OBJECTIVE_STATUS } from './schemas/lookups.js';

const S = OBJECTIVE_STATUS;
type Status = (typeof S)[keyof typeof S];
type Moves = Readonly<Record<Status, readonly Status[]>>;

/**
 * A rep works a result that is not approved: completes it (or re-saves a completed one with new
 * comments and photos), closes it as Not Completed with a reason, or reopens it. Nobody below a
 * district supervisor changes an approved result.
 */
const WORKER: Moves = {
  [S.incomplete]: [S.incomplete, S.completed, S.notCompleted],
  [S.completed]: [S.incomplete, S.completed, S.notCompleted],
  [S.approved]: [],
  [S.notCompleted]: [S.incomplete, S.completed, S.notCompleted],
};

/**
 * A DS or an admin does what a rep does and approves a completed result (DESIGN §4). An approved
 * result is re-saved as approved, or withdrawn only by moving it back to Completed, which keeps
 * who completed it and when; it is never closed as Not Completed or reopened straight from
 * Approved, so an approval is always undone explicitly before the result changes course.
 */
const APPROVER: Moves = {
  [S.incomplete]: [S.incomplete, S.completed, S.notCompleted],
  [S.completed]: [S.incomplete, S.completed, S.approved, S.notCompleted],
  [S.approved]: [S.completed, S.approved],
  [S.notCompleted]: [S.incomplete, S.completed, S.notCompleted],
};

/** The one table of who may move a store result from which status to which; a DSM only reads. */
const RESULT_MOVES: Readonly<Record<RoleId, Moves | null>> = {
  [ROLE.admin]: APPROVER,
  [ROLE.regionalManager]: null,
  [ROLE.districtSupervisor]: APPROVER,
  [ROLE.fieldSalesRep]: WORKER,
};

const isStatus = (n: number): n is Status => (Object.values(S) as number[]).includes(n);

/**
 * Whether `role` may move a store result of its area from status `from` to `to` (`from === to`
 * is a re-save: new comments, photos or reason). The web shows its buttons from it and the
 * server authorises writes with it, so the two cannot differ.
 */
export function canChangeResult(role: RoleId, from: number, to: number): boolean {
  const moves = RESULT_MOVES[role];
  return moves !== null && isStatus(from) && isStatus(to) && moves[from].includes(to);
}

/** The catalog key (`en.objectives`) that says why a change is refused. */
export type ResultRefusal = keyof Pick<
  (typeof objectiveMessages)['objectives'],
  'cannotApprove' | 'approvedLocked' | 'notCompletedYet' | 'cannotUpdateResult'
>;

/**
 * Why `role` may not make this change, or null when it may: approving is for a DS or an admin,
 * and only of a completed result (`notCompletedYet`, a conflict rather than a refusal); an
 * approved result is theirs alone; anything else the table leaves out is `cannotUpdateResult`.
 */
export function resultChangeRefusal(role: RoleId, from: number, to: number): ResultRefusal | null {
  if (canChangeResult(role, from, to)) return null;
  if (to === S.approved && from !== S.approved) {
    return canChangeResult(role, S.completed, S.approved) ? 'notCompletedYet' : 'cannotApprove';
  }
  if (from === S.approved && !canChangeResult(role, S.approved, S.approved)) return 'approvedLocked';
  return 'cannotUpdateResult';
}
