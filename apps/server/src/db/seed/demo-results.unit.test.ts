import { describe, expect, it } from 'vitest';
import { completionWindow } from './demo-results.js';

const HOUR = 3600_000;
const december = { startDate: '2026-12-01', endDate: '2026-12-31' };

describe('when a demo result may have been completed', () => {
  it('on a month’s second day, this month’s objectives have hours to be completed in, and approved before now', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const { start, end } = completionWindow(december, now);
    expect(start).toBe(Date.parse('2026-12-01T13:00:00Z'));
    expect(end - start).toBeGreaterThan(12 * HOUR);
    // The latest completion is approved four hours or more after it, an hour before now at the latest.
    expect(end + 4 * HOUR).toBeLessThanOrEqual(now.getTime() - HOUR);
  });

  it('a past month’s objective to its last day; next month’s none', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const november = completionWindow({ startDate: '2026-11-01', endDate: '2026-11-30' }, now);
    expect(november.end).toBe(Date.parse('2026-11-30T22:00:00Z'));
    const january = completionWindow({ startDate: '2027-01-01', endDate: '2027-01-31' }, now);
    expect(january.end).toBeLessThan(january.start);
  });
});
