import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, minutesBetween } from './geo.js';

describe('visit lengths', () => {
  it('are the whole minutes between check-in and check-out, rounded to the nearest', () => {
    expect(minutesBetween('2026-11-30T14:00:00.000Z', '2026-11-30T14:09:29.999Z')).toBe(9);
    expect(minutesBetween('2026-11-30T14:00:00.000Z', '2026-11-30T14:09:30.000Z')).toBe(10);
    // Instants in other offsets are the same instants.
    expect(minutesBetween('2026-11-30T09:00:00-05:00', '2026-11-30T16:05:00+01:00')).toBe(65);
  });

  it('show as whole hours and the minutes left', () => {
    expect(hoursAndMinutes(9)).toEqual({ hours: 0, minutes: 9 });
    expect(hoursAndMinutes(125)).toEqual({ hours: 2, minutes: 5 });
  });
});
