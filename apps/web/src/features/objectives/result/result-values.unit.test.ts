import { en, OBJECTIVE_STATUS, type StoreObjective } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { initialResultValues, resultResolver, type ResultValues } from './result-values';

const values: ResultValues = { comments: 'Shelf done', images: [], incompleteReasonID: null, estimatedCompletionDate: '' };
const completing = (v: ResultValues) => ({ status: OBJECTIVE_STATUS.completed, comments: v.comments, images: [] });
const closing = (v: ResultValues) => ({
  status: OBJECTIVE_STATUS.notCompleted,
  comments: v.comments,
  incompleteReasonID: v.incompleteReasonID,
});
// The resolver's other arguments are not read.
const resolve = (judge: ReturnType<typeof resultResolver>, v: ResultValues) =>
  judge.resolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the result's own fields", () => {
  it('start from the result as stored, an absent comment or date as empty text', () => {
    const result = { comments: null, images: [], incompleteReasonID: 3, estimatedCompletionDate: null } as unknown as StoreObjective;
    expect(initialResultValues(result)).toEqual({ comments: '', images: [], incompleteReasonID: 3, estimatedCompletionDate: '' });
  });

  it('are judged as the button pressed last sends them, each problem under its field, the text kept', async () => {
    const judge = resultResolver();
    judge.judgeAs(completing);
    expect(await resolve(judge, values)).toEqual({ values, errors: {} });
    const long = { ...values, comments: 'x'.repeat(2001) };
    expect(await resolve(judge, long)).toEqual({
      values: {},
      errors: { comments: { type: 'validate', message: 'At most 2000 characters' } },
    });
    expect(long.comments).toHaveLength(2001);
    // No reason is asked of a completion; closing as Not Completed asks for one, under the reason.
    judge.judgeAs(closing);
    expect(await resolve(judge, values)).toEqual({
      values: {},
      errors: { incompleteReasonID: { type: 'validate', message: en.objectives.incompleteReasonRequired } },
    });
    expect(await resolve(judge, { ...values, incompleteReasonID: 2 })).toEqual({
      values: { ...values, incompleteReasonID: 2 },
      errors: {},
    });
  });
});
