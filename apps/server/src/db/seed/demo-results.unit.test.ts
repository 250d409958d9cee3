import { dateIn } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { completionWindow } from './demo-results.js';

const HOUR = 3600_000;
const TZ = 'America/Toronto';
const december = { startDate: '2026-12-01', endDate: '2026-12-31' };
/** The Canadian zones a demo store may be in, east to west. */
const ZONES = ['America/St_Johns', 'America/Halifax', 'America/Toronto', 'America/Winnipeg', 'America/Edmonton', 'America/Vancouver'];

describe('when a demo result may have been completed', () => {
  it('on a month’s second day, this month’s objectives have hours to be completed in, and approved before now', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const { start, end } = completionWindow(december, now, TZ);
    expect(start).toBe(Date.parse('2026-12-01T13:00:00Z'));
    expect(end - start).toBeGreaterThan(8 * HOUR);
    // The latest completion is approved four hours or more after it, an hour before now at the latest.
    expect(end + 4 * HOUR).toBeLessThanOrEqual(now.getTime() - HOUR);
  });

  it.each(['2026-12-03T05:30:00Z', '2026-12-03T12:35:00Z', '2026-12-03T23:30:00Z'])(
    'at %s, the last completion falls before today in every Canadian zone (the demo’s visits run to yesterday)',
    (at) => {
      const now = new Date(at);
      const { end } = completionWindow(december, now, TZ);
      const today = dateIn(TZ, now);
      for (const zone of ZONES) expect(dateIn(zone, new Date(end)) < today, zone).toBe(true);
    },
  );

  it('a past month’s objective to its last day; next month’s none', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const november = completionWindow({ startDate: '2026-11-01', endDate: '2026-11-30' }, now, TZ);
    expect(november.end).toBe(Date.parse('2026-11-30T22:00:00Z'));
    const january = completionWindow({ startDate: '2027-01-01', endDate: '2027-01-31' }, now, TZ);
    expect(january.end).toBeLessThan(january.start);
  });
});
