import { describe, expect, it } from 'vitest';
import { ellipsize, spacedLabels, valueAxis } from './scale';

describe('valueAxis', () => {
  it('rounds hours up to a whole bound with a tick per hour when there is room for four', () => {
    expect(valueAxis([0, 2.59, 4.48], 4)).toEqual({ min: 0, max: 5, ticks: [0, 1, 2, 3, 4, 5] });
  });

  it('widens to a step of two when there is room for three ticks', () => {
    expect(valueAxis([4.05, 4.2, 0], 3)).toEqual({ min: 0, max: 6, ticks: [0, 2, 4, 6] });
  });

  it('starts at 0 and keeps decimal steps clean', () => {
    expect(valueAxis([0.12, 0.31], 4)).toEqual({ min: 0, max: 0.4, ticks: [0, 0.1, 0.2, 0.3, 0.4] });
  });

  it('gives a flat series of zeros an axis up to 1', () => {
    expect(valueAxis([0, 0], 4).max).toBe(1);
  });
});

describe('ellipsize', () => {
  const measure = (text: string) => text.length * 6;

  it('keeps a text that fits', () => {
    expect(ellipsize('Nov 2, 2026', 66, measure)).toBe('Nov 2, 2026');
  });

  it('cuts a text that does not fit, without a space before the ellipsis', () => {
    expect(ellipsize('Nov 23, 2026', 30, measure)).toBe('Nov…');
  });

  it('answers nothing when not even the ellipsis fits', () => {
    expect(ellipsize('Nov 23, 2026', 4, measure)).toBe('');
  });
});

describe('spacedLabels', () => {
  const measure = (text: string) => text.length * 6;

  it('writes every label where they fit and cuts the last one at the edge', () => {
    const labels = ['Oct 26', 'Nov 2', 'Nov 9', 'Nov 23, 2026'].map((text, i) => ({ x: 40 + i * 100, text }));
    expect(spacedLabels(labels, 355, measure)).toEqual(['Oct 26', 'Nov 2', 'Nov 9', 'Nov…']);
  });

  it('leaves out a label that would touch the one before it', () => {
    const labels = ['Sep 7', 'Sep 14', 'Sep 21'].map((text, i) => ({ x: 40 + i * 30, text }));
    expect(spacedLabels(labels, 400, measure)).toEqual(['Sep 7', '', 'Sep 21']);
  });
});
