import {
  DASHBOARD_TOP_ROWS,
  ROLE,
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
import type { DbOrTx } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { compareNames, dsPerformance, fsrLeaderboard, inStoreLeaderboard, territoryFilter, type TerritoryResults } from './boards.js';
import { periodOf } from './period.js';
import { districtBoard, openArea, type AreaTerritory, type Ref, type Scope } from './scope.js';
import {
  bucketsByTerritory,
  conversionsOf,
  peopleOf,
  queryJson,
  resultsByTerritory,
  resultsByType,
  visitsByUser,
  visitWeeks,
  visitWeeksByArea,
  type BucketSums,
  type Person,
  type ResultSums,
  type SeriesLevel,
  type TypeSums,
  type UserVisitSums,
  type WeekSums,
} from './stats.js';
import { localName } from '../../lib/reading-language.js';

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

/**
 * The in-store chart of each group: one point per begun week of the period in which someone of the
 * group spent time in a store, the mean hours per rep-day. A week without (a month's first days on
 * a weekend, this week before its first visit) has no point rather than 0 h: it would pull the
 * 'Average' line down, and /geo's average leaves such weeks out too.
 */
async function inStoreSeries(
  db: DbOrTx,
  period: Period,
  today: string,
  scope: Scope,
  level: SeriesLevel,
  groups: { ref: Ref }[],
  nation?: NationReads,
): Promise<InStoreTimePoint[][]> {
  const weeks = chartWeeks(period, today);
  // Regions and districts hold their territories whole at these levels: their rollups answer.
  const read: Promise<WeekSums[]> =
    nation?.weeks ??
    (level === 'territory'
      ? visitWeeks(db, period, today, territoryFilter(scope))
      : visitWeeksByArea(db, period, today, level, scope.all ? null : groups.map((g) => g.ref.id)));
  const sums = new Map((await read).map((s) => [`${s.group_id} ${s.label}`, s]));
  return groups.map((g) =>
    weeks.flatMap((w) => {
      const s = sums.get(`${g.ref.id} ${w.label}`);
      return s && s.rep_days > 0 ? [{ label: w.label, time: inStorePoint(s.visit_us, s.rep_days) }] : [];
    }),
  );
}

/**
 * The national dashboard's reads: an admin's nation is every live territory, so none needs the
 * territories' ids. Started in the same turn as the read of the territories, they go to the
 * database with it as one statement (queryJson), rather than one statement after it.
 */
type NationReads = {
  results: Promise<Map<number, ResultSums>>;
  weeks: Promise<WeekSums[]>;
  users: Promise<UserVisitSums[]>;
  supervisors: Promise<Person[]>;
  reps: Promise<Person[]>;
};

function nationReads(db: DbOrTx, period: Period, today: string): NationReads {
  const reads: NationReads = {
    results: resultsByTerritory(db, period, null),
    weeks: visitWeeksByArea(db, period, today, 'region', null),
    users: visitsByUser(db, period, null),
    supervisors: peopleOf(db, ROLE.districtSupervisor, null),
    reps: peopleOf(db, ROLE.fieldSalesRep, null),
  };
  // Awaited once the territories are read: a failed statement is not an unhandled rejection meanwhile.
  for (const read of Object.values(reads)) (read as Promise<unknown>).catch(() => undefined);
  return reads;
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
  results: TerritoryResults | undefined,
  options: { conversions?: Promise<TypeSums[]>; board: Scope | Promise<Scope>; nation?: NationReads },
): Promise<DashboardSummary> {
  const ids = scope.territories.map((t) => t.id);
  const nation = options.nation;
  // Both boards of a territory are its district's (scope.ts leaderboardArea): a DS row names the
  // district, so its figures are the district's, as on the district's own dashboard.
  // The board's results are read once for both: the area's own, or the district's of a territory.
  const boards = Promise.resolve(options.board).then(
    async (b) =>
      [b, results && b.territories.length === ids.length ? results : await resultsByTerritory(db, period, territoryFilter(b))] as const,
  );
  const [ds, fsr, inStore, conversions] = await Promise.all([
    boards.then(([b, r]) => dsPerformance(db, b, period, r, nation?.supervisors)),
    boards.then(([b, r]) => fsrLeaderboard(db, b, period, r, nation?.reps)),
    inStoreLeaderboard(db, scope, period, nation?.users),
    options.conversions ? conversionsOf(db, period, ids, options.conversions) : undefined,
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

/**
 * The territory's stores (live ones, and archived ones with results) with their results of the
 * period as the ids of their objectives per status, and the objectives those results are of, once
 * each: the database hands over a few dozen arrays of small numbers rather than a row (and a title)
 * per result.
 */
type StoresRead = {
  stores: [number, string, [number, number[]][]][] | null;
  objectives: [number, string, boolean][] | null;
  statuses: Record<string, string> | null;
};

/**
 * The territory's stores with their results of the period grouped by status (spec 1 §3), the
 * objectives of a status by title. A store's results are what its counts are made of: the summary
 * and the lists come from the same rows, read from the index of a store's results alone
 * (`store_objectives_store_results_idx`, db/schema/objectives.ts).
 */
async function territoryStores(db: DbOrTx, territoryId: number, period: Period, today: string): Promise<TerritoryDashboard['stores']> {
  const [read] = await queryJson<StoresRead>(
    db,
    sql`with r as (
          select so.store_id, so.status_id, array_agg(so.objective_id) as objective_ids
            from store_objectives so join objectives o on o.id = so.objective_id
           where so.store_id in (select id from stores where territory_id = ${territoryId})
             and o.deleted_at is null and o.due_date >= ${period.startDate}::date and o.due_date <= ${period.endDate}::date
           group by so.store_id, so.status_id
        )
        select (select json_agg(json_build_array(x.id, x.name, x.results) order by x.id)
                  from (select s.id, s.name,
                               coalesce(json_agg(json_build_array(r.status_id, r.objective_ids) order by r.status_id)
                                          filter (where r.status_id is not null), '[]') as results
                          from stores s left join r on r.store_id = s.id
                         where s.territory_id = ${territoryId}
                         group by s.id
                        having s.deleted_at is null or count(r.status_id) > 0) x) as stores,
               (select json_agg(json_build_array(o.id, o.title, o.due_date < ${today}::date))
                  from objectives o where o.id in (select unnest(objective_ids) from r)) as objectives,
               (select json_object_agg(st.id, ${localName('st')}) from objective_statuses st) as statuses`,
  );
  const objectives = new Map((read.objectives ?? []).map(([id, title, pastDue]) => [id, { title, pastDue }]));
  // The objectives in title order once; a status's results then sort by that place.
  const place = new Map([...objectives].sort(([a, x], [b, y]) => compareNames(x.title, y.title) || a - b).map(([id], i) => [id, i]));
  const stores = (read.stores ?? []).map(([id, name, results]) => ({ id, name, results }));
  stores.sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
  return stores.map((store) => {
    const counts = toBuckets(undefined);
    const statuses = store.results.map(([statusId, objectiveIds]) => {
      objectiveIds.sort((a, b) => place.get(a)! - place.get(b)!);
      counts.total += objectiveIds.length;
      if (statusId === 2 || statusId === 3) counts.completed += objectiveIds.length;
      else if (statusId === 1) {
        const overdue = objectiveIds.filter((id) => objectives.get(id)!.pastDue).length;
        counts.overdue += overdue;
        counts.outstanding += objectiveIds.length - overdue;
      } else counts.outstanding += objectiveIds.length;
      return {
        status: { id: statusId, name: read.statuses?.[statusId] ?? '' },
        store_objectives: objectiveIds.map((id) => ({ objective: { id, title: objectives.get(id)!.title } })),
      };
    });
    return {
      store: { id: store.id, name: store.name },
      objectives: { summary: { objectives: counts }, store_objectives: statuses },
    };
  });
}

export async function dashboardData(db: DbOrTx, q: DashboardQuery, viewer: Viewer): Promise<DashboardData> {
  const period = periodOf(q, viewer.today);
  const id = q.type === 'region' ? q.regionID : q.type === 'district' ? q.districtID : q.territoryID;
  // Only an admin opens the nation (openArea): its reads start with the read of the territories.
  const nation = q.type === 'national' && viewer.user.role === ROLE.admin ? nationReads(db, period, viewer.today) : undefined;
  const scope = await openArea(db, q.type, id, viewer.user);
  const ids = scope.territories.map((t) => t.id);
  // The area's results per territory, started with the dashboard's other reads (one statement) and
  // awaited where needed. Not at the territory level: its boards are its district's, read whole.
  const readResults = () => nation?.results ?? resultsByTerritory(db, period, territoryFilter(scope));

  if (scope.level === 'national' || scope.level === 'region') {
    const groups = groupBy(scope.territories, scope.level === 'national' ? 'region' : 'district');
    const reading = readResults();
    const [series, summary, results] = await Promise.all([
      inStoreSeries(db, period, viewer.today, scope, scope.level === 'national' ? 'region' : 'district', groups, nation),
      summaryOf(db, scope, period, viewer, reading, { board: scope, nation }),
      reading,
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
    const byType = resultsByType(db, period, ids, viewer.today);
    const [buckets, series, summary] = await Promise.all([
      bucketsByTerritory(db, period, ids, viewer.today, byType),
      inStoreSeries(db, period, viewer.today, scope, 'territory', groups),
      summaryOf(db, scope, period, viewer, readResults(), { conversions: byType, board: scope }),
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
  // The boards of a territory are its district's (scope.ts leaderboardArea), read with the rest.
  const board = districtBoard(db, scope.district!.id, viewer.user).then((territories) => ({ ...scope, territories }));
  const [stores, nextBuckets, summary] = await Promise.all([
    territoryStores(db, scope.territory!.id, period, viewer.today),
    bucketsByTerritory(db, next, ids, viewer.today),
    summaryOf(db, scope, period, viewer, undefined, { conversions: resultsByType(db, period, ids, viewer.today), board }),
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
