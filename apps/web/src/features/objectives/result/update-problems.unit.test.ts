import { en, fr, OBJECTIVE_STATUS } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../i18n';
import { updateProblems } from './update-problems';

describe('a result update the contract refuses before it is sent', () => {
  beforeAll(() => loadCatalog('fr'));

  it('says in the reader’s language that a reason is missing for Not Completed', () => {
    const body = { status: OBJECTIVE_STATUS.notCompleted, comments: '', incompleteReasonID: null, estimatedCompletionDate: null };
    expect(updateProblems(body, 'fr')).toBe(fr.objectives.incompleteReasonRequired);
    expect(updateProblems(body, 'en')).toBe(en.objectives.incompleteReasonRequired);
    expect(updateProblems({ ...body, incompleteReasonID: 1 }, 'fr')).toBe('');
  });
});
