import { NOT_A_DAY } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { dateValue, toDate } from './date-value';

describe('the value a date field gives its form', () => {
  it('is the day typed or picked, as YYYY-MM-DD', () => {
    expect(dateValue(new Date(2027, 2, 15), true, NOT_A_DAY)).toBe('2027-03-15');
  });

  it('is NOT_A_DAY for a day that does not exist (02/30)', () => {
    expect(dateValue(new Date(Number.NaN), true, NOT_A_DAY)).toBe(NOT_A_DAY);
  });

  it('is NOT_A_DAY for a date partly typed (03/__/2027), which the picker gives as no date', () => {
    expect(dateValue(null, true, NOT_A_DAY)).toBe(NOT_A_DAY);
  });

  it('is empty once every part is cleared', () => {
    expect(dateValue(null, false, NOT_A_DAY)).toBe('');
  });

  it("is empty for a date not whole where the field's user takes '' for it (a filter)", () => {
    expect(dateValue(null, true, '')).toBe('');
    expect(dateValue(new Date(Number.NaN), true, '')).toBe('');
  });
});

describe('the day a form value names', () => {
  it('is that day, or none for empty, NOT_A_DAY or an unreadable text', () => {
    expect(toDate('2027-03-15')).toEqual(new Date(2027, 2, 15));
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate(NOT_A_DAY)).toBeNull();
    expect(toDate('2027-02-30')).toBeNull();
  });
});
