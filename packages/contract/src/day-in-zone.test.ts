import { describe, expect, it } from 'vitest';
import { dateIn } from './day-in-zone.js';

describe('dateIn', () => {
  // 12:00 UTC on 30 November 2026: 07:00 that day in Toronto, 02:00 on 1 December at UTC+14.
  const noon = new Date('2026-11-30T12:00:00Z');

  it('gives the day of an instant in a zone, whatever zone the machine is in', () => {
    expect(dateIn('America/Toronto', noon)).toBe('2026-11-30');
    expect(dateIn('Pacific/Kiritimati', noon)).toBe('2026-12-01');
    // Tokyo keeps UTC+9 all year (a zone whose offset the time-zone database may change would not do).
    expect(dateIn('Asia/Tokyo', new Date('2026-11-30T14:30:00Z'))).toBe('2026-11-30');
    expect(dateIn('Asia/Tokyo', new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
  });

  it('turns the day at the zone’s midnight', () => {
    // Toronto is UTC−5 in winter: its 1 December starts at 05:00 UTC.
    expect(dateIn('America/Toronto', new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-30');
    expect(dateIn('America/Toronto', new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
  });
});
