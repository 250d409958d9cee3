import { describe, expect, it } from 'vitest';
import { canChangeResult, resultChangeRefusal, type ResultRefusal } from './result-transitions.js';
import { ALL_ROLES, ROLE, type RoleId } from './roles.js';

/**
 * Every cell of the table, written out by hand: one row per current status (1 Incomplete,
 * 2 Completed, 3 Approved, 4 Not Completed), one character per new status 1–4.
 * `.` allowed · `A` cannotApprove · `L` approvedLocked · `N` notCompletedYet · `U` cannotUpdateResult.
 */
const APPROVER = ['..N.', '....', 'U..U', '..N.'];
const EXPECTED: Record<RoleId, string[]> = {
  [ROLE.admin]: APPROVER,
  [ROLE.regionalManager]: ['UUAU', 'UUAU', 'LLLL', 'UUAU'],
  [ROLE.districtSupervisor]: APPROVER,
  [ROLE.fieldSalesRep]: ['..A.', '..A.', 'LLLL', '..A.'],
};
const REFUSAL: Record<string, ResultRefusal | null> = {
  '.': null,
  A: 'cannotApprove',
  L: 'approvedLocked',
  N: 'notCompletedYet',
  U: 'cannotUpdateResult',
};
const STATUSES = [1, 2, 3, 4] as const;

describe('canChangeResult and resultChangeRefusal', () => {
  for (const role of ALL_ROLES) {
    for (const from of STATUSES) {
      it(`role ${role}, from status ${from}`, () => {
        for (const to of STATUSES) {
          const cell = EXPECTED[role][from - 1][to - 1];
          expect(canChangeResult(role, from, to), `${from} → ${to}`).toBe(cell === '.');
          expect(resultChangeRefusal(role, from, to), `${from} → ${to}`).toBe(REFUSAL[cell]);
        }
      });
    }
  }

  it('allows nothing to or from a status that does not exist', () => {
    for (const role of ALL_ROLES) {
      expect(canChangeResult(role, 0, 2)).toBe(false);
      expect(canChangeResult(role, 2, 5)).toBe(false);
    }
  });
});
