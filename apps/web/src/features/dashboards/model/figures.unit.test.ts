import { describe, expect, it } from 'vitest';
import { hoursText, inStoreChart, meanOfAreaPercentages, ringOf, sumBuckets } from './figures';

describe('ringOf', () => {
  it('truncates the percentage and leaves the remainder incomplete', () => {
    expect(ringOf({ completed: 2, total: 3 })).toMatchObject({ percent: 66, incompletePercent: 34, empty: false });
    expect(ringOf({ completed: 999, total: 1000 })).toMatchObject({ percent: 99, incompletePercent: 1 });
    expect(ringOf({ completed: 5, total: 5 })).toMatchObject({ percent: 100, incompletePercent: 0 });
  });

  it('is grey at 0 % with nothing to complete', () => {
    expect(ringOf({ completed: 0, total: 0 })).toEqual({ completed: 0, total: 0, percent: 0, incompletePercent: 0, empty: true });
  });
});

describe('sumBuckets', () => {
  it('adds each bucket of the areas or stores, and is all zero for none', () => {
    expect(
      sumBuckets([
        { completed: 1, overdue: 2, outstanding: 3, total: 6 },
        { completed: 4, overdue: 0, outstanding: 1, total: 5 },
      ]),
    ).toEqual({ completed: 5, overdue: 2, outstanding: 4, total: 11 });
    expect(sumBuckets([])).toEqual({ completed: 0, overdue: 0, outstanding: 0, total: 0 });
  });
});

describe('meanOfAreaPercentages', () => {
  it('is the truncated mean of the areas’ truncated percentages, not the percentage of the sums', () => {
    // 1/3 → 33, 9/10 → 90: mean 61.5 → 61; the sums would give 10/13 → 76.
    const ring = meanOfAreaPercentages([
      { completed: 1, total: 3 },
      { completed: 9, total: 10 },
    ]);
    expect(ring).toMatchObject({ percent: 61, incompletePercent: 39, completed: 10, total: 13, empty: false });
  });

  it('leaves out areas with nothing to complete', () => {
    expect(
      meanOfAreaPercentages([
        { completed: 1, total: 2 },
        { completed: 0, total: 0 },
      ]).percent,
    ).toBe(50);
  });

  it('is grey at 0 when no area has anything to complete', () => {
    expect(meanOfAreaPercentages([{ completed: 0, total: 0 }])).toMatchObject({ percent: 0, empty: true });
    expect(meanOfAreaPercentages([])).toMatchObject({ percent: 0, empty: true });
  });
});

describe('inStoreChart', () => {
  it('aligns the areas on the union of weeks and averages every point', () => {
    const chart = inStoreChart([
      {
        name: 'Ontario',
        points: [
          { label: '2026-03-09', time: 2 },
          { label: '2026-03-02', time: 4 },
        ],
      },
      { name: 'Quebec', points: [{ label: '2026-03-16', time: 3 }] },
    ]);
    expect(chart.labels).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(chart.series).toEqual([
      { label: 'Ontario', data: [4, 2, null] },
      { label: 'Quebec', data: [null, null, 3] },
    ]);
    expect(chart.average).toBe(3);
  });

  it('names a first week that starts before the period by the period’s first day', () => {
    const points = [
      { label: '2026-10-26', time: 6 },
      { label: '2026-11-02', time: 3 },
    ];
    expect(inStoreChart([{ name: 'Atlantic', points }], '2026-11-01').labels).toEqual(['2026-11-01', '2026-11-02']);
    expect(inStoreChart([{ name: 'Atlantic', points }], '2026-10-26').labels).toEqual(['2026-10-26', '2026-11-02']);
  });

  it('has no average line without points', () => {
    expect(inStoreChart([{ name: 'Ontario', points: [] }])).toEqual({
      labels: [],
      series: [{ label: 'Ontario', data: [] }],
      average: null,
    });
  });
});

describe('hoursText', () => {
  it('shows two decimals, none when whole', () => {
    expect(hoursText(3)).toBe('3');
    expect(hoursText(2.456)).toBe('2.46');
  });
});
