import { describe, expect, it } from 'vitest';
import { percentComplete } from './calc.js';
import {
  averageLine,
  chartWeeks,
  competitionRanks,
  inStorePoint,
  mondayOf,
  monthOf,
  nextMonthOf,
  overallPercent,
  periodOfFilterDate,
  periodOfMode,
  resolvePeriod,
  timeOfDay,
  workingDays,
} from './dashboard-figures.js';
import { PERIOD_MODES } from './schemas/dashboard.js';

const count = (days: ReturnType<typeof workingDays>, label: string) => days.find((d) => d.label === label)?.count;

describe('dashboard figures', () => {
  it('truncates percentages and gives 0 for nothing to complete', () => {
    expect(percentComplete(2, 3)).toBe(66);
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(199, 200)).toBe(99);
    expect(percentComplete(0, 0)).toBe(0);
  });

  it('the overall ring is the truncated mean of the area percentages, empty areas left out', () => {
    // 66 and 33 → 49.5 → 49; a plain completed/total over both would give 50.
    expect(
      overallPercent([
        { completed: 2, total: 3 },
        { completed: 1, total: 3 },
      ]),
    ).toBe(49);
    expect(
      overallPercent([
        { completed: 1, total: 1 },
        { completed: 0, total: 0 },
      ]),
    ).toBe(100);
    expect(overallPercent([{ completed: 0, total: 0 }])).toBe(0);
    expect(overallPercent([])).toBe(0);
  });

  it('the average line is the mean of every point of every series', () => {
    expect(averageLine([[{ time: 1 }, { time: 2 }], [{ time: 6 }]])).toBe(3);
    expect(averageLine([[{ time: 1 }, { time: 2 }], [{ time: 2 }]])).toBe(1.67);
    expect(averageLine([[], []])).toBe(0);
    expect(inStorePoint(3 * 3_600_000_000, 2)).toBe(1.5);
    expect(inStorePoint(5, 0)).toBe(0);
  });

  it('counts Monday to Friday, elapsed up to and including today', () => {
    // March 2026: 1st is a Sunday; 22 weekdays.
    const march = monthOf('2026-03-15');
    expect(march).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    const days = workingDays(march, '2026-03-04');
    expect(count(days, 'Total')).toBe(22);
    expect(count(days, 'Elapsed')).toBe(3);
    expect(count(days, 'Remaining')).toBe(19);
    expect(count(workingDays(march, '2026-02-27'), 'Elapsed')).toBe(0);
    expect(count(workingDays(march, '2026-05-01'), 'Remaining')).toBe(0);
    // A Saturday today counts the week's five days as elapsed.
    expect(count(workingDays({ startDate: '2026-03-02', endDate: '2026-03-08' }, '2026-03-07'), 'Elapsed')).toBe(5);
  });

  it('resolves the period: both days, a month from its start, the month of an end, the current month', () => {
    expect(resolvePeriod({}, '2026-02-10')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(resolvePeriod({ startDate: '2024-02-01' }, '2026-02-10')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(resolvePeriod({ endDate: '2026-01-20' }, '2026-02-10')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-20' });
    expect(resolvePeriod({ startDate: '2025-12-15', endDate: '2026-01-20' }, '2026-02-10')).toEqual({
      startDate: '2025-12-15',
      endDate: '2026-01-20',
    });
    expect(nextMonthOf({ startDate: '2025-12-15', endDate: '2026-01-20' })).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(periodOfFilterDate('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(periodOfFilterDate('2026-13')).toBeNull();
  });

  it('knows the three period modes of spec 1 §4', () => {
    expect(periodOfMode(PERIOD_MODES.currentMonth, '2026-05-20')).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(periodOfMode(PERIOD_MODES.yearToDate, '2026-05-20')).toEqual({ startDate: '2026-01-01', endDate: '2026-05-20' });
    expect(periodOfMode(PERIOD_MODES.custom, '2026-05-20', { startDate: '2026-04-03', endDate: '2026-06-03' })).toEqual({
      startDate: '2026-04-03',
      endDate: '2026-06-03',
    });
    expect(periodOfMode(undefined, '2026-05-20').startDate).toBe('2026-05-01');
  });

  it('cuts the chart into the begun weeks of the period, labelled by their Monday', () => {
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    const weeks = chartWeeks({ startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-03-17');
    expect(weeks.map((w) => w.label)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    expect(weeks[0]).toEqual({ label: '2026-02-23', startDate: '2026-03-01', endDate: '2026-03-01', whole: false });
    expect(weeks[1].whole).toBe(true);
    expect(chartWeeks({ startDate: '2026-03-01', endDate: '2026-03-31' }, '2026-04-30').at(-1)).toEqual({
      label: '2026-03-30',
      startDate: '2026-03-30',
      endDate: '2026-03-31',
      whole: false,
    });
  });

  it('shows a mean time of day as HH:mm and ranks ties together', () => {
    expect(timeOfDay(8 * 3600 + 29 * 60 + 31)).toBe('08:30');
    expect(timeOfDay(0)).toBe('00:00');
    expect(competitionRanks([90, 80, 80, 70], (x) => x)).toEqual([1, 2, 2, 4]);
  });
});
