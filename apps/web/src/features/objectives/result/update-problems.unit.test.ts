import { en, fr, NOT_A_DAY, OBJECTIVE_STATUS } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../i18n';
import { hasProblems, updateProblems } from './update-problems';

describe('a result update the contract refuses before it is sent', () => {
  beforeAll(() => loadCatalog('fr'));
  const body = { status: OBJECTIVE_STATUS.notCompleted, comments: '', incompleteReasonID: null, estimatedCompletionDate: null };

  it('says in the reader’s language, under the reason, that it is missing for Not Completed', () => {
    expect(updateProblems(body, 'fr')).toEqual({ fields: { incompleteReasonID: fr.objectives.incompleteReasonRequired }, message: '' });
    expect(updateProblems(body, 'en')).toEqual({ fields: { incompleteReasonID: en.objectives.incompleteReasonRequired }, message: '' });
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
    // With a reason missing too, each problem is said under its own field.
    expect(updateProblems({ ...body, estimatedCompletionDate: NOT_A_DAY }, 'en')).toEqual({
      fields: { estimatedCompletionDate: 'Enter a real date', incompleteReasonID: en.objectives.incompleteReasonRequired },
      message: '',
    });
  });

  it('refuses comments over the contract’s maximum under the comments, in the reader’s language', () => {
    const completed = { status: OBJECTIVE_STATUS.completed, comments: 'x'.repeat(2001), images: [] };
    expect(updateProblems(completed, 'en')).toEqual({ fields: { comments: 'At most 2000 characters' }, message: '' });
    expect(updateProblems(completed, 'fr')).toEqual({ fields: { comments: 'Au plus 2000 caractères' }, message: '' });
    expect(hasProblems(updateProblems({ ...completed, comments: 'x'.repeat(2000) }, 'en'))).toBe(false);
  });

  it('puts too many photos under the photos', () => {
    const completed = { status: OBJECTIVE_STATUS.completed, images: [1, 2, 3, 4] };
    expect(Object.keys(updateProblems(completed, 'en').fields)).toEqual(['images']);
  });
});
