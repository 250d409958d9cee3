import { describe, expect, it } from 'vitest';
import { displayName, isOfferedYear, lastOfferedYear, objectivePercent, offeredYears, percentComplete, yearRange } from './calc.js';

describe('percentComplete', () => {
  it('truncates completed / total × 100', () => {
    expect(percentComplete(2, 3)).toBe(66);
    expect(percentComplete(1, 8)).toBe(12);
    expect(percentComplete(3, 3)).toBe(100);
  });
  it('is 0 when there is nothing to complete', () => {
    expect(percentComplete(0, 0)).toBe(0);
  });
});

describe('helpers', () => {
  it('joins and trims a display name', () => {
    expect(displayName('Riley', 'Fraser')).toBe('Riley Fraser');
    expect(displayName('Riley', '')).toBe('Riley');
  });
  it('lists filter years inclusively', () => {
    expect(yearRange(2018, 2021)).toEqual([2018, 2019, 2020, 2021]);
  });
});

describe('objectivePercent', () => {
  it('counts results completed with and without a comment together', () => {
    expect(objectivePercent({ complete_nocomment: 1, complete_comment: 0, total: 4 })).toBe(25);
    expect(objectivePercent({ complete_nocomment: 0, complete_comment: 1, total: 4 })).toBe(25);
    expect(objectivePercent({ complete_nocomment: 1, complete_comment: 2, total: 4 })).toBe(75);
  });
  it('truncates, never rounds up', () => {
    expect(objectivePercent({ complete_nocomment: 2, complete_comment: 0, total: 3 })).toBe(66);
    expect(objectivePercent({ complete_nocomment: 1, complete_comment: 1, total: 3 })).toBe(66);
    expect(objectivePercent({ complete_nocomment: 199, complete_comment: 0, total: 200 })).toBe(99);
  });
  it('is 100 when every result is completed and 0 for an objective without stores', () => {
    expect(objectivePercent({ complete_nocomment: 2, complete_comment: 3, total: 5 })).toBe(100);
    expect(objectivePercent({ complete_nocomment: 0, complete_comment: 0, total: 0 })).toBe(0);
  });
});

describe('offered years', () => {
  it('run from 2018 to next year', () => {
    const years = offeredYears(new Date(2026, 10, 22));
    expect(years[0]).toBe(2018);
    expect(years.at(-1)).toBe(2027);
    expect(years).toHaveLength(10);
  });
  it('move on with the calendar: on 1 January the year after opens', () => {
    expect(lastOfferedYear(new Date(2026, 11, 31))).toBe(2027);
    expect(lastOfferedYear(new Date(2027, 0, 1))).toBe(2028);
    expect(offeredYears(new Date(2027, 0, 1)).at(-1)).toBe(2028);
  });
  it('accept exactly the offered years', () => {
    const today = new Date(2026, 10, 22);
    expect(isOfferedYear(2018, today)).toBe(true);
    expect(isOfferedYear(2027, today)).toBe(true);
    expect(isOfferedYear(2017, today)).toBe(false);
    expect(isOfferedYear(2028, today)).toBe(false);
    expect(isOfferedYear(2026.5, today)).toBe(false);
  });
});
