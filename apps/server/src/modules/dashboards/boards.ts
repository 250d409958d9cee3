import {
  compareNames,
  competitionRanks,
  displayName,
  hoursOfMicros,
  percentComplete,
  ROLE,
  timeOfDay,
  type DsPerformanceRow,
  type FsrLeaderboardRow,
  type InStoreRow,
  type Period,
} from '@fieldops/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from './scope.js';
import { peopleOf, resultsByArea, resultsByTerritory, visitsByUser, type Person, type ResultSums, type UserVisitSums } from './stats.js';

/** Results per territory, read already or being read (the reads a dashboard starts together go as one statement). */
export type TerritoryResults = Map<number, ResultSums> | Promise<Map<number, ResultSums>>;

/**
 * The three leaderboards of spec 1 §3 with DESIGN §4's figures, over the stores of an area's
 * territories. Best first; equal scores share a rank (competition ranking: 1, 1, 3) and are
 * listed by name.
 */

const byName = (a: { user: { name: string } }, b: { user: { name: string } }) => compareNames(a.user.name, b.user.name);

function ranked<T extends { user: { name: string }; userID: number }>(
  rows: Omit<T, 'rank'>[],
  score: (row: Omit<T, 'rank'>) => number,
): T[] {
  const sorted = [...rows].sort((a, b) => score(b) - score(a) || byName(a, b) || a.userID - b.userID);
  const ranks = competitionRanks(sorted, score);
  return sorted.map((row, i) => ({ rank: ranks[i], ...row }) as unknown as T);
}

const sumOf = (rows: (ResultSums | undefined)[]): ResultSums =>
  rows.reduce<ResultSums>(
    (acc, r) => ({
      total: acc.total + (r?.total ?? 0),
      completed: acc.completed + (r?.completed ?? 0),
      approved: acc.approved + (r?.approved ?? 0),
      approval_us: acc.approval_us + (r?.approval_us ?? 0),
    }),
    { total: 0, completed: 0, approved: 0, approval_us: 0 },
  );

/** The territories to read: none named for an admin's national view (every territory is in it). */
export const territoryFilter = (scope: Scope): number[] | null =>
  scope.level === 'national' && scope.all ? null : scope.territories.map((t) => t.id);

/** Mean approval time in hours (null without an approval). */
export const approvalHours = (s: ResultSums): number | null => (s.approved > 0 ? hoursOfMicros(s.approval_us / s.approved) : null);

/**
 * The districts of an area with their results: summed from the territories' when they are read
 * already, else from the district rollup when the area holds its districts whole (every level but
 * a territory's), else from the area's territories.
 */
async function districtResults(
  db: DbOrTx,
  scope: Scope,
  period: Period,
  results: TerritoryResults | undefined,
): Promise<Map<number, { name: string; sums: ResultSums }>> {
  const districts = new Map<number, { name: string; sums: ResultSums }>();
  for (const t of scope.territories) districts.set(t.district_id, { name: t.district_name, sums: sumOf([]) });
  if (!results && scope.level !== 'territory') {
    const sums = await resultsByArea(db, period, 'district', scope.all ? null : [...districts.keys()]);
    for (const [id, d] of districts) d.sums = sumOf([sums.get(id)]);
    return districts;
  }
  const sums = await (results ?? resultsByTerritory(db, period, territoryFilter(scope)));
  for (const t of scope.territories) {
    const d = districts.get(t.district_id)!;
    d.sums = sumOf([d.sums, sums.get(t.id)]);
  }
  return districts;
}

/**
 * DS performance: per supervisor of a district of the area, the completion % of the district's
 * stores in the area and their mean approval time; ranked by the percentage, then the faster time.
 */
export async function dsPerformance(
  db: DbOrTx,
  scope: Scope,
  period: Period,
  results?: TerritoryResults,
  everySupervisor?: Promise<Person[]>,
): Promise<DsPerformanceRow[]> {
  const districtIds = [...new Set(scope.territories.map((t) => t.district_id))];
  const [supervisors, districts] = await Promise.all([
    everySupervisor ?? peopleOf(db, ROLE.districtSupervisor, districtIds),
    districtResults(db, scope, period, results),
  ]);
  const people = supervisors.filter((p) => districts.has(p.area_id));
  const rows = people.map((p) => {
    const d = districts.get(p.area_id)!;
    return {
      userID: p.id,
      user: { name: displayName(p.first_name, p.last_name) },
      district: { name: d.name },
      objectivePercentage: percentComplete(d.sums.completed, d.sums.total),
      approvalTime: approvalHours(d.sums),
    };
  });
  // The faster approval breaks a tie of percentages (no approval counts as slowest).
  const score = (r: (typeof rows)[number]) => r.objectivePercentage * 1e6 - Math.min(r.approvalTime ?? 999_999, 999_999);
  return ranked<DsPerformanceRow>(rows, score);
}

/** FSR leaderboard: per rep of a territory of the area, the completion % of the territory's stores. */
export async function fsrLeaderboard(
  db: DbOrTx,
  scope: Scope,
  period: Period,
  results?: TerritoryResults,
  reps?: Promise<Person[]>,
): Promise<FsrLeaderboardRow[]> {
  const territories = new Map(scope.territories.map((t) => [t.id, t]));
  const [everyRep, sums] = await Promise.all([
    // Every rep of the nation at once rather than 400 territory ids to compare each user with.
    reps ?? peopleOf(db, ROLE.fieldSalesRep, scope.all ? null : [...territories.keys()]),
    results ?? resultsByTerritory(db, period, territoryFilter(scope)),
  ]);
  const people = everyRep.filter((p) => territories.has(p.area_id));
  const rows = people.map((p) => {
    const s = sums.get(p.area_id);
    return {
      userID: p.id,
      user: { name: displayName(p.first_name, p.last_name) },
      store: { territory: { name: territories.get(p.area_id)!.name } },
      completionPercent: percentComplete(s?.completed ?? 0, s?.total ?? 0),
    };
  });
  return ranked<FsrLeaderboardRow>(rows, (r) => r.completionPercent);
}

/**
 * In-store leaderboard: per person with closed visits at the area's stores in the period, the mean
 * check-in and check-out time of day (store time), mean hours per visit and forced check-outs;
 * ranked by the hours.
 */
export async function inStoreLeaderboard(
  db: DbOrTx,
  scope: Scope,
  period: Period,
  read: Promise<UserVisitSums[]> = visitsByUser(db, period, territoryFilter(scope)),
): Promise<InStoreRow[]> {
  const users = await read;
  const rows = users.map((u) => ({
    userID: u.user_id,
    user: { name: displayName(u.first_name, u.last_name) },
    avg_checkin: timeOfDay(u.checkin_s / u.visits),
    avg_checkout: timeOfDay(u.checkout_s / u.visits),
    storeTime: hoursOfMicros(u.visit_us / u.visits),
    forced: u.forced,
  }));
  return ranked<InStoreRow>(rows, (r) => r.storeTime);
}
