import {
  DASHBOARD_TOP_ROWS,
  inStorePoint,
  nextMonthOf,
  workingDays,
  chartWeeks,
  type BucketCounts,
  type DashboardData,
  type DashboardQuery,
  type DashboardSummary,
  type InStoreTimePoint,
  type Period,
  type TerritoryDashboard,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { compareNames, dsPerformance, fsrLeaderboard, inStoreLeaderboard, territoryFilter } from './boards.js';
import { periodOf } from './period.js';
import { leaderboardArea, openArea, type AreaTerritory, type Ref, type Scope } from './scope.js';
import {
  bucketsByTerritory,
  conversionsOf,
  resultsByTerritory,
  visitWeeks,
  type BucketSums,
  type ResultSums,
  type SeriesLevel,
} from './stats.js';

/** GET /dashboard_data (spec 1 §3, §7): the four levels, each from the aggregates of its area. */

const toBuckets = (s: BucketSums | undefined): BucketCounts => {
  const total = s?.total ?? 0;
  const completed = s?.completed ?? 0;
  const overdue = s?.overdue ?? 0;
  return { completed, overdue, outstanding: total - completed - overdue, total };
};

/** Groups the area's territories by region, district or territory, in their order of first appearance by name. */
function groupBy(territories: AreaTerritory[], key: 'region' | 'district' | 'territory'): { ref: Ref; ids: number[] }[] {
  const groups = new Map<number, { ref: Ref; ids: number[] }>();
  for (const t of territories) {
    const ref =
      key === 'region'
        ? { id: t.region_id, name: t.region_name }
        : key === 'district'
          ? { id: t.district_id, name: t.district_name }
          : { id: t.id, name: t.name };
    const group = groups.get(ref.id) ?? { ref, ids: [] };
    group.ids.push(t.id);
    groups.set(ref.id, group);
  }
  return [...groups.values()].sort((a, b) => compareNames(a.ref.name, b.ref.name) || a.ref.id - b.ref.id);
}

/** The in-store chart of each group: one point per begun week of the period, the mean hours per rep-day. */
async function inStoreSeries(
  db: DbOrTx,
  period: Period,
  today: string,
  scope: Scope,
  level: SeriesLevel,
  groups: { ref: Ref }[],
): Promise<InStoreTimePoint[][]> {
  const weeks = chartWeeks(period, today);
  const sums = new Map((await visitWeeks(db, period, today, territoryFilter(scope), level)).map((s) => [`${s.group_id} ${s.label}`, s]));
  return groups.map((g) =>
    weeks.map((w) => {
      const s = sums.get(`${g.ref.id} ${w.label}`);
      return { label: w.label, time: inStorePoint(s?.visit_us ?? 0, s?.rep_days ?? 0) };
    }),
  );
}

const completion = (results: Map<number, ResultSums>, ids: number[]) => {
  const rows = ids.map((id) => results.get(id));
  return { completed: rows.reduce((n, r) => n + (r?.completed ?? 0), 0), total: rows.reduce((n, r) => n + (r?.total ?? 0), 0) };
};

async function summaryOf(
  db: DbOrTx,
  scope: Scope,
  period: Period,
  viewer: Viewer,
  results: Map<number, ResultSums>,
  options: { conversions: boolean; board: Scope },
): Promise<DashboardSummary> {
  const ids = scope.territories.map((t) => t.id);
  const sameBoard = options.board.territories.length === ids.length;
  const [ds, fsr, inStore, conversions] = await Promise.all([
    dsPerformance(db, scope, period, results),
    fsrLeaderboard(db, options.board, period, sameBoard ? results : undefined),
    inStoreLeaderboard(db, scope, period),
    options.conversions ? conversionsOf(db, period, ids) : undefined,
  ]);
  return {
    period,
    workingDays: workingDays(period, viewer.today),
    ...(conversions ? { conversions } : {}),
    topApprovalTime: ds.slice(0, DASHBOARD_TOP_ROWS),
    topFSR: fsr.slice(0, DASHBOARD_TOP_ROWS),
    topInStoreTime: inStore.slice(0, DASHBOARD_TOP_ROWS),
  };
}

/** One store of a territory with its results of the period: [status id, objective id, title, overdue], by status then title. */
type StoreResults = { id: number; name: string; results: [number, number, string, boolean][]; statuses: Record<string, string> };

/**
 * The territory's stores with their results of the period, grouped by status (one territory: a few
 * hundred rows at most), one row per store: the results come as one JSON array each, so the
 * database hands over a dozen rows rather than one per result.
 */
async function territoryStores(db: DbOrTx, territoryId: number, period: Period, today: string): Promise<TerritoryDashboard['stores']> {
  const rows = await queryRows<StoreResults>(
    db,
    sql`select s.id, s.name,
               coalesce(json_agg(json_build_array(r.status_id, r.objective_id, r.title, r.status_id = 1 and r.due_date < ${today}::date)
                                 order by r.status_id, lower(r.title), r.objective_id) filter (where r.objective_id is not null), '[]') as results,
               (select json_object_agg(id, name) from objective_statuses) as statuses
          from stores s
          left join lateral (
            select so.status_id, o.id as objective_id, o.title, o.due_date
              from store_objectives so join objectives o on o.id = so.objective_id
             where so.store_id = s.id and o.deleted_at is null and o.due_date >= ${period.startDate}::date and o.due_date <= ${period.endDate}::date
          ) r on true
         where s.territory_id = ${territoryId}
         group by s.id, s.name, s.deleted_at
        having s.deleted_at is null or count(r.objective_id) > 0
         order by lower(s.name), s.id`,
  );
  return rows.map((r) => {
    const counts = toBuckets(undefined);
    const statuses = new Map<number, { status: Ref; store_objectives: { objective: { id: number; title: string } }[] }>();
    for (const [statusId, objectiveId, title, overdue] of r.results) {
      counts.total += 1;
      if (statusId === 2 || statusId === 3) counts.completed += 1;
      else if (overdue) counts.overdue += 1;
      else counts.outstanding += 1;
      const group = statuses.get(statusId) ?? { status: { id: statusId, name: r.statuses[statusId] ?? '' }, store_objectives: [] };
      group.store_objectives.push({ objective: { id: objectiveId, title } });
      statuses.set(statusId, group);
    }
    return {
      store: { id: r.id, name: r.name },
      objectives: { summary: { objectives: counts }, store_objectives: [...statuses.values()] },
    };
  });
}

export async function dashboardData(db: DbOrTx, q: DashboardQuery, viewer: Viewer): Promise<DashboardData> {
  const period = periodOf(q, viewer.today);
  const id = q.type === 'region' ? q.regionID : q.type === 'district' ? q.districtID : q.territoryID;
  const scope = await openArea(db, q.type, id, viewer.user);
  const ids = scope.territories.map((t) => t.id);
  const results = await resultsByTerritory(db, period, territoryFilter(scope));

  if (scope.level === 'national' || scope.level === 'region') {
    const groups = groupBy(scope.territories, scope.level === 'national' ? 'region' : 'district');
    const [series, summary] = await Promise.all([
      inStoreSeries(db, period, viewer.today, scope, scope.level === 'national' ? 'region' : 'district', groups),
      summaryOf(db, scope, period, viewer, results, { conversions: false, board: scope }),
    ]);
    const areas = groups.map((g, i) => ({ ref: g.ref, objectives: completion(results, g.ids), inStoreTime: series[i] }));
    if (scope.level === 'national') {
      return {
        type: 'national',
        regions: areas.map((a) => ({ region: a.ref, objectives: a.objectives, inStoreTime: a.inStoreTime })),
        summary,
      };
    }
    return {
      type: 'region',
      region: scope.region!,
      districts: areas.map((a) => ({ district: a.ref, objectives: a.objectives, inStoreTime: a.inStoreTime })),
      summary,
    };
  }

  if (scope.level === 'district') {
    const groups = groupBy(scope.territories, 'territory');
    const [buckets, series, summary] = await Promise.all([
      bucketsByTerritory(db, period, ids, viewer.today),
      inStoreSeries(db, period, viewer.today, scope, 'territory', groups),
      summaryOf(db, scope, period, viewer, results, { conversions: true, board: scope }),
    ]);
    return {
      type: 'district',
      region: scope.region!,
      district: scope.district!,
      territories: groups.map((g, i) => ({ territory: g.ref, objectives: toBuckets(buckets.get(g.ref.id)), inStoreTime: series[i] })),
      summary,
    };
  }

  const next = nextMonthOf(period);
  const board = await leaderboardArea(db, { territoryID: scope.territory!.id }, viewer.user);
  const [stores, nextBuckets, summary] = await Promise.all([
    territoryStores(db, scope.territory!.id, period, viewer.today),
    bucketsByTerritory(db, next, ids, viewer.today),
    summaryOf(db, scope, period, viewer, results, { conversions: true, board }),
  ]);
  return {
    type: 'territory',
    region: scope.region!,
    district: scope.district!,
    territory: scope.territory!,
    stores,
    nextMonth: { ...next, objectives: toBuckets(nextBuckets.get(scope.territory!.id)) },
    summary,
  };
}
