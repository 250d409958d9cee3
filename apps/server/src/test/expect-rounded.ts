import { expect } from 'vitest';

/**
 * `actual` is `exact` rounded to `decimals`: at most half a unit of its last decimal away, that
 * half included. `toBeCloseTo` leaves the half out, so a figure that lands exactly on one (4.525
 * hours, say) failed whenever the server's arithmetic and the test's rounded it apart (4.53 from
 * microseconds, 4.5249999999999995 from float hours): on the days the demo data made one.
 */
export function expectRounded(actual: number, exact: number, decimals: number, message?: string): void {
  expect(Math.abs(actual - exact), message).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
}
