import { describe, expect, it } from 'vitest';
import { minutesToMidnight } from './org-midnight.mjs';

describe('minutes to the organisation midnight', () => {
  it('counts in the given zone, not the machine one', () => {
    // 04:50 UTC on 1 December is 23:50 on 30 November in Toronto (UTC-5), 13:50 in Tokyo (UTC+9).
    const now = new Date('2026-12-01T04:50:00Z');
    expect(minutesToMidnight('America/Toronto', now)).toBe(10);
    expect(minutesToMidnight('Asia/Tokyo', now)).toBe(610);
    expect(minutesToMidnight('UTC', now)).toBe(24 * 60 - 290);
  });

  it('is a whole day just after midnight, with the seconds counted', () => {
    expect(minutesToMidnight('America/Toronto', new Date('2026-07-01T04:00:30Z'))).toBe(24 * 60 - 0.5);
  });
});
