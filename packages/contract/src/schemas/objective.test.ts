import { describe, expect, it } from 'vitest';
import { defaultObjectiveDueDate, nextMonthDueDate, objectiveDates } from '../calc.js';
import { objectiveBodySchema, objectiveFilterSchema } from './objective.js';
import { storeObjectiveUpdateSchema } from './store-objective.js';

const valid = { title: 'End-cap reset', objectiveTypeID: 1, brandID: 2, dueDate: '2026-12-15', images: [4], stores: [1, 2] };

describe('objective schema', () => {
  it('accepts a standard objective with a picture, priority A by default', () => {
    const parsed = objectiveBodySchema.parse(valid);
    expect(parsed.priority).toBe('A');
    expect(parsed.isCustom).toBe(0);
    expect(parsed.playbook).toEqual([]);
  });

  it.each([
    [{ title: ' ' }, 'title', 'Enter a title'],
    [{ objectiveTypeID: 0 }, 'objectiveTypeID', 'Select objetive type'],
    [{ brandID: undefined }, 'brandID', 'Select the brand'],
    [{ images: [] }, 'images', 'Select a picture or playbook'],
    [{ dueDate: '2031-01-15' }, 'dueDate', 'Select the due day'],
  ])('refuses %o on %s with "%s"', (patch, field, message) => {
    const result = objectiveBodySchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('names every problem at once, the missing media among them', () => {
    const result = objectiveBodySchema.safeParse({ ...valid, title: '', brandID: 0, images: [] });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter a title', 'Select the brand', 'Select a picture or playbook']);
  });

  it('lets a custom objective go without media', () => {
    expect(objectiveBodySchema.safeParse({ ...valid, images: [], isCustom: 1 }).success).toBe(true);
  });

  // Spec 2 §5: a standard objective needs at least one picture OR playbook, not necessarily a picture.
  it('accepts a standard objective with only a playbook', () => {
    const result = objectiveBodySchema.safeParse({ ...valid, isCustom: 0, images: [], playbook: [7] });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({ isCustom: 0, images: [], playbook: [7] });
  });

  it('takes due dates from 2018 to next year, judged on today', () => {
    const next = new Date().getFullYear() + 1;
    const dueDateIssue = (dueDate: string) =>
      objectiveBodySchema.safeParse({ ...valid, dueDate }).error?.issues.find((i) => i.path[0] === 'dueDate')?.message;
    expect(dueDateIssue('2018-01-15')).toBeUndefined();
    expect(dueDateIssue(`${next}-01-15`)).toBeUndefined();
    expect(dueDateIssue(`${next}-12-15`)).toBeUndefined();
    expect(dueDateIssue('2017-12-15')).toBe('Select the due day');
    expect(dueDateIssue(`${next + 1}-01-15`)).toBe('Select the due day');
  });

  it('filters by any offered year, next year included', () => {
    const next = new Date().getFullYear() + 1;
    expect(objectiveFilterSchema.parse({ input_year: String(next) }).input_year).toBe(next);
    expect(objectiveFilterSchema.parse({ input_year: '2018' }).input_year).toBe(2018);
    const late = objectiveFilterSchema.safeParse({ input_year: String(next + 1) });
    expect(late.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['input_year', 'Select a year from 2018 to next year']]);
    expect(objectiveFilterSchema.safeParse({ input_year: '2017' }).error?.issues.map((i) => i.message)).toEqual([
      'Select a year from 2018 to next year',
    ]);
    expect(objectiveFilterSchema.safeParse({ input_year: 'x' }).success).toBe(false);
  });

  it('filters by status All or one of the four statuses', () => {
    expect(['0', '1', '2', '3', '4', 3].map((status) => objectiveFilterSchema.parse({ status }).status)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '3',
    ]);
    for (const status of ['5', '-1', '01', '', 'x']) expect(objectiveFilterSchema.safeParse({ status }).success, status).toBe(false);
  });

  it('defaults the filter regions and status All', () => {
    expect(objectiveFilterSchema.parse({})).toMatchObject({ regions: [2, 7, 11, 12, 13, 14, 15], status: '0' });
    expect(objectiveFilterSchema.parse({ regions: '2,7' }).regions).toEqual([2, 7]);
  });
});

describe('objective calculations', () => {
  it('derives start, end and expiry from the due date', () => {
    expect(objectiveDates('2024-02-15')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
      dueDate: '2024-02-15',
      expiryDate: '2024-02-29',
    });
  });
  it('defaults a new objective to the 15th of next month, in December to January of next year', () => {
    expect(defaultObjectiveDueDate(new Date(2026, 10, 22), 15)).toBe('2026-12-15');
    expect(defaultObjectiveDueDate(new Date(2026, 11, 3), 15)).toBe('2027-01-15');
    expect(defaultObjectiveDueDate(new Date(2025, 11, 31), 15)).toBe('2026-01-15');
  });
  it('moves a copy to the same day of next month, kept inside that month', () => {
    expect(nextMonthDueDate('2026-01-31')).toBe('2026-02-28');
    expect(nextMonthDueDate('2025-12-15')).toBe('2026-01-15');
  });
  it('needs an incomplete reason for Not Completed', () => {
    expect(storeObjectiveUpdateSchema.safeParse({ status: 4 }).success).toBe(false);
    expect(storeObjectiveUpdateSchema.safeParse({ status: 4, incompleteReasonID: 2 }).success).toBe(true);
  });
});
