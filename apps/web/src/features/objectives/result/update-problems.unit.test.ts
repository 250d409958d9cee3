import { en, fr, NOT_A_DAY, OBJECTIVE_STATUS } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../i18n';
import { hasProblems, updateProblems } from './update-problems';

describe('a result update the contract refuses before it is sent', () => {
  beforeAll(() => loadCatalog('fr'));
  const body = { status: OBJECTIVE_STATUS.notCompleted, comments: '', incompleteReasonID: null, estimatedCompletionDate: null };

  it('says in the reader’s language that a reason is missing for Not Completed', () => {
    expect(updateProblems(body, 'fr')).toEqual({ fields: {}, message: fr.objectives.incompleteReasonRequired });
    expect(updateProblems(body, 'en')).toEqual({ fields: {}, message: en.objectives.incompleteReasonRequired });
    const fine = updateProblems({ ...body, incompleteReasonID: 1 }, 'fr');
    expect(fine).toEqual({ fields: {}, message: '' });
    expect(hasProblems(fine)).toBe(false);
  });

  it('refuses an estimated completion date typed that is not a real day, under its field, in the reader’s language', () => {
    for (const status of [OBJECTIVE_STATUS.notCompleted, OBJECTIVE_STATUS.completed, OBJECTIVE_STATUS.incomplete]) {
      const typed = { ...body, status, incompleteReasonID: 1, estimatedCompletionDate: NOT_A_DAY };
      const english = updateProblems(typed, 'en');
      expect(english).toEqual({ fields: { estimatedCompletionDate: 'Enter a real date' }, message: '' });
      expect(hasProblems(english)).toBe(true);
      expect(updateProblems(typed, 'fr')).toEqual({ fields: { estimatedCompletionDate: fr.newsletters.realDate }, message: '' });
    }
    // With a reason missing too, each problem is said where it belongs.
    expect(updateProblems({ ...body, estimatedCompletionDate: NOT_A_DAY }, 'en')).toEqual({
      fields: { estimatedCompletionDate: 'Enter a real date' },
      message: en.objectives.incompleteReasonRequired,
    });
  });
});
