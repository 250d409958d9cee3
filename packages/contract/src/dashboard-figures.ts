import { percentComplete } from './calc.js';
import { PERIOD_MODES } from './schemas/dashboard.js';

/**
 * The dashboards' figures (DESIGN §4, spec 1 §4 and §9), written once for the server, the web app
 * and the tests. Dates are calendar days 'YYYY-MM-DD' (the organisation's zone decides which day
 * `today` is); the arithmetic runs in UTC so no local zone shifts a day.
 */

export interface Period {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string => toDay(toTime(day) + days * DAY_MS);

/** The first and last day of the month of `day`, moved by `months` months. */
export function monthOf(day: string, months = 0): Period {
  const [y, m] = day.split('-').map(Number);
  const first = Date.UTC(y, m - 1 + months, 1);
  const last = Date.UTC(y, m + months, 0);
  return { startDate: toDay(first), endDate: toDay(last) };
}

/** The Monday of the week of `day` (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = new Date(toTime(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Spec 1 §4's period modes: Current Month (1), Year to Date (2: 1 January to today), Custom (3:
 * the chosen days). Without a mode, the current month.
 */
export function periodOfMode(mode: number | undefined, today: string, custom?: Partial<Period>): Period {
  if (mode === PERIOD_MODES.yearToDate) return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
  if (mode === PERIOD_MODES.custom && custom) return resolvePeriod(custom, today);
  return monthOf(today);
}

/**
 * The period of a dashboard call: both days as given; only `startDate` (the filter's month and
 * year, spec 1 §5) → to the end of its month; only `endDate` → from the 1st of its month; none →
 * the current month. Whether the end comes before the start is the caller's check.
 */
export function resolvePeriod(q: Partial<Period>, today: string): Period {
  if (q.startDate && q.endDate) return { startDate: q.startDate, endDate: q.endDate };
  if (q.startDate) return { startDate: q.startDate, endDate: monthOf(q.startDate).endDate };
  if (q.endDate) return { startDate: monthOf(q.endDate).startDate, endDate: q.endDate };
  return monthOf(today);
}

/** Spec 1 §7: the rep dashboard compares the month after the period's start. */
export const nextMonthOf = (period: Period): Period => monthOf(period.startDate, 1);

/** The YYYY-MM of a detail route (spec 1 §2.4) as its month. */
export function periodOfFilterDate(filterDate: string): Period | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(filterDate)) return null;
  return monthOf(`${filterDate}-01`);
}

function countWeekdays(from: string, to: string): number {
  let count = 0;
  for (let t = toTime(from); t <= toTime(to); t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/**
 * DESIGN §4 working days: the Monday–Friday days of the period; Elapsed those up to and including
 * today, Remaining the rest.
 */
export function workingDays(period: Period, today: string): { label: 'Total' | 'Elapsed' | 'Remaining'; count: number }[] {
  const total = countWeekdays(period.startDate, period.endDate);
  const elapsedEnd = today < period.endDate ? today : period.endDate;
  const elapsed = today < period.startDate ? 0 : countWeekdays(period.startDate, elapsedEnd);
  return [
    { label: 'Total', count: total },
    { label: 'Elapsed', count: elapsed },
    { label: 'Remaining', count: total - elapsed },
  ];
}

/**
 * The weeks of the in-store chart: each week of the period that has begun by `today`, labelled by
 * its Monday and cut to the period (`startDate`–`endDate`); `whole` when all seven days lie in it.
 */
export function chartWeeks(period: Period, today: string): { label: string; startDate: string; endDate: string; whole: boolean }[] {
  const weeks = [];
  for (let monday = mondayOf(period.startDate); monday <= period.endDate; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    const startDate = monday < period.startDate ? period.startDate : monday;
    if (startDate > today) break;
    const endDate = sunday > period.endDate ? period.endDate : sunday;
    weeks.push({ label: monday, startDate, endDate, whole: startDate === monday && endDate === sunday });
  }
  return weeks;
}

/** Hours to two decimals (storeTime, approval time, chart points). */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

/** Microseconds as hours, to two decimals. */
export const hoursOfMicros = (micros: number): number => roundHours(micros / 3_600_000_000);

/** One point of the in-store chart: the mean hours in store per rep-day (0 without any). */
export const inStorePoint = (visitMicros: number, repDays: number): number => (repDays > 0 ? hoursOfMicros(visitMicros / repDays) : 0);

/**
 * Spec 1 §9: the 'ALL STORES' ring is the mean of the areas' (truncated) percentages, truncated.
 * Areas with nothing to complete have no percentage and are left out of the mean; 0 without any.
 */
export function overallPercent(areas: { completed: number; total: number }[]): number {
  const counted = areas.filter((a) => a.total > 0);
  if (counted.length === 0) return 0;
  return Math.trunc(counted.reduce((sum, a) => sum + percentComplete(a.completed, a.total), 0) / counted.length);
}

/** Spec 1 §9: the red 'Average' line is the mean of all points of all series, to two decimals (0 without points). */
export function averageLine(series: { time: number }[][]): number {
  const points = series.flat();
  if (points.length === 0) return 0;
  return roundHours(points.reduce((sum, p) => sum + p.time, 0) / points.length);
}

/** Seconds since midnight as 'HH:mm' (a mean time of day, rounded to the minute). */
export function timeOfDay(seconds: number): string {
  const minutes = Math.round(seconds / 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Leaderboard ranks: rows sorted best first get 1, 2, 3…; rows with the same score share the rank
 * of the first of them and the next score skips (1, 1, 3), so a tie never depends on the name.
 */
export function competitionRanks<T>(sorted: T[], score: (row: T) => number | string | null): number[] {
  const ranks: number[] = [];
  sorted.forEach((row, i) => {
    ranks.push(i > 0 && score(row) === score(sorted[i - 1]) ? ranks[i - 1] : i + 1);
  });
  return ranks;
}
