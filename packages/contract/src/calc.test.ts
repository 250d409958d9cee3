import { describe, expect, it } from 'vitest';
import { displayName, percentComplete, yearRange } from './calc.js';

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
