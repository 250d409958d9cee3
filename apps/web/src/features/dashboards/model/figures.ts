import { averageLine, overallPercent, percentComplete, roundHours, type BucketCounts } from '@fieldops/contract';
import { formatNumber } from '../../../lib/format';

/** A completion ring (spec 1 §9): percent complete truncated, the remainder incomplete, grey at total 0. */
export interface Ring {
  completed: number;
  total: number;
  percent: number;
  incompletePercent: number;
  /** Nothing to complete: the ring is grey and shows 0 %. */
  empty: boolean;
}

/** The sum of areas' or stores' buckets: a district's 'Objective Tracking', a territory's ring. */
export const sumBuckets = (counts: readonly BucketCounts[]): BucketCounts =>
  counts.reduce(
    (sum, c) => ({
      completed: sum.completed + c.completed,
      overdue: sum.overdue + c.overdue,
      outstanding: sum.outstanding + c.outstanding,
      total: sum.total + c.total,
    }),
    { completed: 0, overdue: 0, outstanding: 0, total: 0 },
  );

export function ringOf({ completed, total }: { completed: number; total: number }): Ring {
  const percent = percentComplete(completed, total);
  return { completed, total, percent, incompletePercent: total > 0 ? 100 - percent : 0, empty: total <= 0 };
}

/**
 * The 'ALL STORES' ring (spec 1 §9): the contract's `overallPercent`, the truncated mean of the areas'
 * percentages, areas with nothing to complete left out; with none left the ring is grey at 0.
 */
export function meanOfAreaPercentages(areas: readonly { completed: number; total: number }[]): Ring {
  const completed = areas.reduce((sum, a) => sum + a.completed, 0);
  const total = areas.reduce((sum, a) => sum + a.total, 0);
  if (!areas.some((a) => a.total > 0)) return { completed, total, percent: 0, incompletePercent: 0, empty: true };
  const percent = overallPercent([...areas]);
  return { completed, total, percent, incompletePercent: 100 - percent, empty: false };
}

export interface ChartArea {
  name: string;
  points: readonly { label: string; time: number }[];
}

export interface InStoreChart {
  /** The weeks (their Mondays), in order. */
  labels: string[];
  /** One series per area; null where an area has no point that week. */
  series: { label: string; data: (number | null)[] }[];
  /** The red 'Average' line (the contract's `averageLine`), the same for every week; null without points. */
  average: number | null;
}

/**
 * The 'In Store Time' chart (spec 1 §9, DESIGN §4): one series per area and the mean of all points.
 * The server names each week by its Monday; a first week that starts before the period (`from`,
 * say a month starting on a Sunday) counts the period's days only, and is named by the period's
 * first day rather than by a Monday of the month before.
 */
export function inStoreChart(areas: readonly ChartArea[], from?: string): InStoreChart {
  const weeks = [...new Set(areas.flatMap((a) => a.points.map((p) => p.label)))].sort();
  const series = areas.map((a) => {
    const byLabel = new Map(a.points.map((p) => [p.label, p.time]));
    return { label: a.name, data: weeks.map((l) => byLabel.get(l) ?? null) };
  });
  const points = areas.map((a) => [...a.points]);
  const average = points.some((p) => p.length > 0) ? averageLine(points) : null;
  const labels = weeks.map((week) => (from !== undefined && week < from ? from : week));
  return { labels, series, average };
}

/** Hours as the dashboards show them before 'hs': to two decimals as the server rounds them, none when whole. */
export function hoursText(hours: number): string {
  return formatNumber(roundHours(hours));
}
