import { describe, expect, it } from 'vitest';
import { ringArcs } from './ring-arcs';

const noGap = { inner: 40, outer: 60, padding: 0, outline: 0 };

describe('ringArcs', () => {
  it('shares the circle in proportion to the values, clockwise from the top', () => {
    const [first, second] = ringArcs([1, 3], noGap);
    expect(first!.start).toBeCloseTo(0);
    expect(first!.sweep).toBeCloseTo(90);
    expect(second!.start).toBeCloseTo(90);
    expect(second!.sweep).toBeCloseTo(270);
  });

  it('leaves a gap of the same width at each end of every part, one at the top', () => {
    const shape = { inner: 51.2, outer: 78, padding: 1, outline: 1 };
    const [complete, incomplete] = ringArcs([1, 1], shape);
    // Half a gap at each end, measured on the middle circle: the pad radius × sin(½°) plus half the outline.
    const halfGap = (Math.asin((Math.hypot(51.2, 78) * Math.sin(Math.PI / 360) + 0.5) / 64.6) * 180) / Math.PI;
    expect(complete!.start).toBeCloseTo(halfGap);
    expect(complete!.sweep).toBeCloseTo(180 - 2 * halfGap);
    expect(incomplete!.start).toBeCloseTo(180 + halfGap);
    expect(incomplete!.start + incomplete!.sweep + halfGap).toBeCloseTo(360);
  });

  it('gives an empty part nothing to draw and keeps its padding', () => {
    const shape = { inner: 40, outer: 60, padding: 1, outline: 0 };
    const [complete, incomplete] = ringArcs([5, 0], shape);
    expect(incomplete!.sweep).toBe(0);
    // The whole circle but the two paddings (its own and the empty part's), less half a gap at each end.
    const halfGap = (Math.asin((Math.hypot(40, 60) * Math.sin(Math.PI / 360)) / 50) * 180) / Math.PI;
    expect(complete!.sweep).toBeCloseTo(359 - 2 * halfGap);
  });
});
