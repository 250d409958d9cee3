import { PERIOD_MODES } from '@fieldops/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as OrgToday from '../../../lib/org-today';
import { orgToday } from '../../../lib/org-today';
import { FILTER_KEY, loadFilter, saveFilter } from './filter-storage';
import {
  customPeriodOf,
  defaultCustomPeriod,
  filterDateOf,
  monthPeriod,
  periodOfFilter,
  periodOfFilterDate,
  periodOfMode,
  periodOfRange,
} from './period';

// The organisation's today as the app computes it, watched: loadFilter must not read it for nothing.
vi.mock('../../../lib/org-today', async (importOriginal) => {
  const actual = await importOriginal<typeof OrgToday>();
  return { ...actual, orgToday: vi.fn(actual.orgToday) };
});

const today = new Date(2026, 2, 18); // Wednesday 18 March 2026

describe('periods', () => {
  it('runs a month from its first to its last day, leap years included', () => {
    expect(monthPeriod(2024, 2)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthPeriod(2026, 12)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('asks for a month only when both month and year are chosen', () => {
    expect(periodOfFilter({ month: 4, year: 2025 })).toEqual({ startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(periodOfFilter({ month: 4, year: null })).toBeUndefined();
    expect(periodOfFilter({ month: null, year: 2025 })).toBeUndefined();
  });

  it('reads and writes the detail routes’ filterDate', () => {
    expect(filterDateOf({ startDate: '2025-11-01', endDate: '2025-11-30' })).toBe('2025-11');
    expect(periodOfFilterDate('2025-11', today)).toEqual({ startDate: '2025-11-01', endDate: '2025-11-30' });
    expect(periodOfFilterDate('2025-13', today)).toBeNull();
    expect(periodOfFilterDate('2017-05', today)).toBeNull();
    expect(periodOfFilterDate('2028-01', today)).toBeNull();
    expect(periodOfFilterDate('nonsense', today)).toBeNull();
  });

  it('has the three modes of spec 1 §4', () => {
    expect(periodOfMode(PERIOD_MODES.currentMonth, today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(periodOfMode(PERIOD_MODES.yearToDate, today)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-18' });
    expect(periodOfMode(PERIOD_MODES.custom, today, { startDate: '2026-02-10', endDate: '2026-02-20' })).toEqual({
      startDate: '2026-02-10',
      endDate: '2026-02-20',
    });
  });

  it('asks for a Custom period only once both days are real days of offered years, in order', () => {
    expect(customPeriodOf({ startDate: '2026-02-10', endDate: '2026-02-20' }, today)).toEqual({
      startDate: '2026-02-10',
      endDate: '2026-02-20',
    });
    expect(customPeriodOf({ startDate: '2026-02-20', endDate: '2026-02-20' }, today)).toEqual({
      startDate: '2026-02-20',
      endDate: '2026-02-20',
    });
    expect(customPeriodOf({ startDate: '2026-02-20', endDate: '2026-02-10' }, today)).toBeUndefined();
    // A year being typed digit by digit.
    expect(customPeriodOf({ startDate: '0002-02-10', endDate: '2026-02-20' }, today)).toBeUndefined();
    expect(customPeriodOf({ startDate: '2026-02-10', endDate: '0202-02-20' }, today)).toBeUndefined();
  });

  it('defaults Custom to today and the same day next month, kept inside that month', () => {
    expect(defaultCustomPeriod(today)).toEqual({ startDate: '2026-03-18', endDate: '2026-04-18' });
    expect(defaultCustomPeriod(new Date(2026, 0, 31))).toEqual({ startDate: '2026-01-31', endDate: '2026-02-28' });
  });
});

describe('kept filter', () => {
  afterEach(() => vi.unstubAllGlobals());
  const stubStorage = () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
        removeItem: (k: string) => void items.delete(k),
      },
    });
    return items;
  };

  it('keeps the applied month and year and forgets them on CLEAR FILTER', () => {
    const items = stubStorage();
    saveFilter({ month: 7, year: 2025 });
    expect(loadFilter(today)).toEqual({ month: 7, year: 2025 });
    saveFilter({ month: null, year: null });
    expect(items.has(FILTER_KEY)).toBe(false);
    expect(loadFilter(today)).toEqual({ month: null, year: null });
  });

  it("reads the organisation's today only to check a kept year: the dashboard's request waits for nothing else", () => {
    const items = stubStorage();
    vi.mocked(orgToday).mockClear();
    expect(loadFilter()).toEqual({ month: null, year: null });
    items.set(FILTER_KEY, '{"month":7}');
    expect(loadFilter()).toEqual({ month: 7, year: null });
    expect(orgToday).not.toHaveBeenCalled();
    const year = orgToday().getFullYear();
    saveFilter({ month: 7, year });
    vi.mocked(orgToday).mockClear();
    expect(loadFilter()).toEqual({ month: 7, year });
    expect(orgToday).toHaveBeenCalledOnce();
  });

  it('ignores a kept value it cannot read', () => {
    const items = stubStorage();
    items.set(FILTER_KEY, '{"month":13,"year":1999}');
    expect(loadFilter(today)).toEqual({ month: null, year: null });
    items.set(FILTER_KEY, 'not json');
    expect(loadFilter(today)).toEqual({ month: null, year: null });
  });
});

describe('periodOfRange (/home/{startDate}/{endDate})', () => {
  it('is the two days when both are real and in order', () => {
    expect(periodOfRange('2026-10-01', '2026-10-31')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(periodOfRange('2026-10-05', '2026-10-05')).toEqual({ startDate: '2026-10-05', endDate: '2026-10-05' });
  });

  it('is none for missing, unreal or reversed days', () => {
    expect(periodOfRange(undefined, undefined)).toBeUndefined();
    expect(periodOfRange('garbage', 'xx')).toBeUndefined();
    expect(periodOfRange('2026-02-30', '2026-03-10')).toBeUndefined();
    expect(periodOfRange('2026-10-31', '2026-10-01')).toBeUndefined();
  });
});
