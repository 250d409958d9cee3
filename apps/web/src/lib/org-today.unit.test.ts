import { afterEach, describe, expect, it } from 'vitest';
import { toApiDay } from './format';
import { orgDay, orgToday, setOrgTimeZone } from './org-today';

// 12:00 UTC on 30 November 2026: still the 30th in Toronto, already 1 December at UTC+14.
const noon = new Date('2026-11-30T12:00:00Z');

afterEach(() => setOrgTimeZone(null));

describe("the organisation's today", () => {
  it("is the day in the organisation's zone once a user has signed in", () => {
    setOrgTimeZone('Pacific/Kiritimati');
    expect(orgDay(noon)).toBe('2026-12-01');
    setOrgTimeZone('America/Toronto');
    expect(orgDay(noon)).toBe('2026-11-30');
  });

  it("is that day's local midnight as a date, for date-fns and the pickers", () => {
    setOrgTimeZone('Pacific/Kiritimati');
    const today = orgToday(noon);
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate(), today.getHours()]).toEqual([2026, 12, 1, 0]);
  });

  it("is the device's own day before sign-in", () => {
    expect(orgDay(noon)).toBe(toApiDay(noon));
  });
});
