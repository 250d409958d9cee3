import {
  compareNames,
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
import { dsPerformance, fsrLeaderboard, inStoreLeaderboard } from './boards.js';
import { periodOf } from '../../lib/period.js';
import {
  boardViewer,
  districtBoard,
  inDistrict,
  inRegion,
  openArea,
  territoryIds,
  type AreaTerritory,
  type Ref,
  type Scope,
} from './scope.js';
import {
  bucketsByTerritory,
  conversionsOf,
  objectiveTypes,
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
  period: Period,
  today: string,
  groups: { ref: Ref }[],
  read: Promise<WeekSums[]>,
): Promise<InStoreTimePoint[][]> {
  const weeks = chartWeeks(period, today);
  const sums = new Map((await read).map((s) => [`${s.group_id} ${s.label}`, s]));
  return groups.map((g) =>
    weeks.flatMap((w) => {
      const s = sums.get(`${g.ref.id} ${w.label}`);
      return s && s.rep_days > 0 ? [{ label: w.label, time: inStorePoint(s.visit_us, s.rep_days) }] : [];
    }),
  );
}

/**
 * A dashboard's reads, all of them started in the same turn as openArea's read of the area, so that
 * they go to the database with it as one statement (queryJson) rather than one statement after it:
 * they name the area's territories by a query (scope.ts territoryIds), not by the ids openArea
 * reads. The nation (an admin's) is every live territory, read without ids; a region's or
 * district's, its live territories the caller sees; a territory's boards are its district's
 * (scope.ts leaderboardArea). A caller outside the area gets openArea's 404, and these answers
 * are dropped.
 */
type BoardReads = {
  /** Results per territory of the boards' area: the area's own, or a territory's district's. */
  results: Promise<Map<number, ResultSums>>;
  users: Promise<UserVisitSums[]>;
  supervisors: Promise<Person[]>;
  reps: Promise<Person[]>;
};
/** A district's or territory's results per territory and objective type (buckets and conversions), and the types. */
type TypeReads = { byType: Promise<TypeSums[]>; types: Promise<{ id: number; name: string }[]> };
type AreaReads =
  | (BoardReads & { level: 'national'; weeks: Promise<WeekSums[]> })
  | (BoardReads & { level: 'region'; weeks: Promise<WeekSums[]> })
  | (BoardReads & TypeReads & { level: 'district'; weeks: Promise<WeekSums[]> })
  | (BoardReads &
      TypeReads & {
        level: 'territory';
        board: Promise<AreaTerritory[]>;
        stores: Promise<TerritoryDashboard['stores']>;
        next: Promise<TypeSums[]>;
      });

/** The reads of dashboard `q` (undefined where openArea answers 404 at once: the nation for a non-admin, an area without its id). */
function areaReads(db: DbOrTx, q: DashboardQuery, viewer: Viewer, period: Period): AreaReads | undefined {
  const { user, today } = viewer;
  let reads: AreaReads | undefined;
  if (q.type === 'national' && user.role === ROLE.admin) {
    reads = {
      level: 'national',
      results: resultsByTerritory(db, period, null),
      weeks: visitWeeksByArea(db, period, today, 'region', null),
      users: visitsByUser(db, period, null),
      supervisors: peopleOf(db, ROLE.districtSupervisor, null),
      reps: peopleOf(db, ROLE.fieldSalesRep, null),
    };
  } else if (q.type === 'region' && q.regionID !== undefined) {
    const ids = territoryIds(user, inRegion(q.regionID));
    // Regions and districts hold their territories whole: the districts' rollups answer the chart.
    const districts = sql`select id from districts where region_id = ${q.regionID}`;
    reads = {
      level: 'region',
      results: resultsByTerritory(db, period, ids),
      weeks: visitWeeksByArea(db, period, today, 'district', districts),
      users: visitsByUser(db, period, ids),
      supervisors: peopleOf(db, ROLE.districtSupervisor, districts),
      reps: peopleOf(db, ROLE.fieldSalesRep, ids),
    };
  } else if (q.type === 'district' && q.districtID !== undefined) {
    const ids = territoryIds(user, inDistrict({ id: q.districtID }));
    reads = {
      level: 'district',
      results: resultsByTerritory(db, period, ids),
      weeks: visitWeeks(db, period, today, ids),
      users: visitsByUser(db, period, ids),
      supervisors: peopleOf(db, ROLE.districtSupervisor, [q.districtID]),
      reps: peopleOf(db, ROLE.fieldSalesRep, ids),
      byType: resultsByType(db, period, ids, today),
      types: objectiveTypes(db),
    };
  } else if (q.type === 'territory' && q.territoryID !== undefined) {
    const id = q.territoryID;
    const district = { territoryId: id };
    const board = territoryIds(boardViewer(user), inDistrict(district));
    reads = {
      level: 'territory',
      results: resultsByTerritory(db, period, board),
      users: visitsByUser(db, period, [id]),
      supervisors: peopleOf(db, ROLE.districtSupervisor, sql`select district_id from territories where id = ${id}`),
      reps: peopleOf(db, ROLE.fieldSalesRep, board),
      byType: resultsByType(db, period, [id], today),
      types: objectiveTypes(db),
      board: districtBoard(db, district, user),
      stores: territoryStores(db, id, period, today),
      next: resultsByType(db, nextMonthOf(period), [id], today),
    };
  }
  // Awaited once the area is read: a failed statement is not an unhandled rejection meanwhile.
  for (const read of Object.values(reads ?? {})) if (read instanceof Promise) read.catch(() => undefined);
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
  reads: AreaReads,
  board: Scope | Promise<Scope>,
): Promise<DashboardSummary> {
  const ids = scope.territories.map((t) => t.id);
  const types = 'byType' in reads ? reads : undefined;
  // Both boards of a territory are its district's (scope.ts leaderboardArea): a DS row names the
  // district, so its figures are the district's, as on the district's own dashboard.
  const [ds, fsr, inStore, conversions] = await Promise.all([
    Promise.resolve(board).then((b) => dsPerformance(db, b, period, reads.results, reads.supervisors)),
    Promise.resolve(board).then((b) => fsrLeaderboard(db, b, period, reads.results, reads.reps)),
    inStoreLeaderboard(db, scope, period, reads.users),
    types ? conversionsOf(db, period, ids, types.byType, types.types) : undefined,
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
  const opening = openArea(db, q.type, id, viewer.user);
  const reads = areaReads(db, q, viewer, period);
  const scope = await opening;
  const ids = scope.territories.map((t) => t.id);
  if (!reads) throw new Error(`openArea opened a ${q.type} dashboard that areaReads did not start`);

  if (reads.level === 'national' || reads.level === 'region') {
    const groups = groupBy(scope.territories, reads.level === 'national' ? 'region' : 'district');
    const [series, summary, results] = await Promise.all([
      inStoreSeries(period, viewer.today, groups, reads.weeks),
      summaryOf(db, scope, period, viewer, reads, scope),
      reads.results,
    ]);
    const areas = groups.map((g, i) => ({ ref: g.ref, objectives: completion(results, g.ids), inStoreTime: series[i] }));
    if (reads.level === 'national') {
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

  if (reads.level === 'district') {
    const groups = groupBy(scope.territories, 'territory');
    const [buckets, series, summary] = await Promise.all([
      bucketsByTerritory(db, period, ids, viewer.today, reads.byType),
      inStoreSeries(period, viewer.today, groups, reads.weeks),
      summaryOf(db, scope, period, viewer, reads, scope),
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
  const board = reads.board.then((territories) => ({ ...scope, territories }));
  const [stores, nextBuckets, summary] = await Promise.all([
    reads.stores,
    bucketsByTerritory(db, next, ids, viewer.today, reads.next),
    summaryOf(db, scope, period, viewer, reads, board),
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
