import {
  compareNames,
  DASHBOARD_CSV_FILE,
  en,
  type DsPerformanceRow,
  type FsrLeaderboardRow,
  type InStoreRow,
  type Paged,
  type SummaryQuery,
} from '@fieldops/contract';
import type { DbOrTx } from '../../db/client.js';
import { toCsv, type CsvColumn, type CsvFile } from '../../lib/csv.js';
import type { Viewer } from '../../lib/viewer.js';
import { dsPerformance, fsrLeaderboard, inStoreLeaderboard } from './boards.js';
import { periodOf } from '../../lib/period.js';
import { leaderboardArea, listArea } from './scope.js';

/**
 * GET /ds_summary, /fsr_summary and /checkin (spec 1 §2.4, §7): the whole leaderboard of an area
 * (a few hundred rows at most, from the aggregates), then searched on the person's or area's
 * name, sorted and paged; `format=csv` gives every matching row as data.csv.
 */

type Value = string | number | null;
interface Board<Row> {
  sorts: Record<string, (row: Row) => Value>;
  search: (row: Row) => string[];
  csv: CsvColumn<Row>[];
}

const C = en.dashboards.columns;

const compare = (a: Value, b: Value): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNames(String(a), String(b));
};

function arrange<Row extends { rank: number }>(rows: Row[], board: Board<Row>, q: SummaryQuery): Row[] {
  const text = q.q?.trim().toLowerCase();
  const found = text ? rows.filter((r) => board.search(r).some((s) => s.toLowerCase().includes(text))) : rows;
  const wanted = q.sort || 'rank';
  const desc = wanted.startsWith('-');
  const key = board.sorts[desc ? wanted.slice(1) : wanted] ?? board.sorts.rank;
  // Nulls last either way; equal keys keep the leaderboard's order.
  return found
    .map((row, i) => ({ row, i }))
    .sort((a, b) => {
      const [x, y] = [key(a.row), key(b.row)];
      if (x === null || y === null) return compare(x, y) || a.i - b.i;
      return (desc ? compare(y, x) : compare(x, y)) || a.i - b.i;
    })
    .map((e) => e.row);
}

function page<Row>(rows: Row[], q: SummaryQuery): Paged<Row> {
  const start = (q.page - 1) * q.perPage;
  return { data: rows.slice(start, start + q.perPage), meta: { page: q.page, perPage: q.perPage, total: rows.length } };
}

const dsBoard: Board<DsPerformanceRow> = {
  sorts: {
    rank: (r) => r.rank,
    name: (r) => r.user.name,
    district: (r) => r.district.name,
    objectivePercentage: (r) => r.objectivePercentage,
    approvalTime: (r) => r.approvalTime,
  },
  search: (r) => [r.user.name, r.district.name],
  csv: [
    { header: C.rank, value: (r) => r.rank },
    { header: C.dsName, value: (r) => r.user.name },
    { header: C.district, value: (r) => r.district.name },
    { header: C.objectivePercent, value: (r) => r.objectivePercentage },
    { header: C.time, value: (r) => r.approvalTime },
  ],
};

const fsrBoard: Board<FsrLeaderboardRow> = {
  sorts: {
    rank: (r) => r.rank,
    name: (r) => r.user.name,
    territory: (r) => r.store.territory.name,
    completionPercent: (r) => r.completionPercent,
  },
  search: (r) => [r.user.name, r.store.territory.name],
  csv: [
    { header: C.rank, value: (r) => r.rank },
    { header: C.fsrName, value: (r) => r.user.name },
    { header: C.territory, value: (r) => r.store.territory.name },
    { header: C.objectivePercent, value: (r) => r.completionPercent },
  ],
};

const inStoreBoard: Board<InStoreRow> = {
  sorts: {
    rank: (r) => r.rank,
    name: (r) => r.user.name,
    avg_checkin: (r) => r.avg_checkin,
    avg_checkout: (r) => r.avg_checkout,
    storeTime: (r) => r.storeTime,
    forced: (r) => r.forced,
  },
  search: (r) => [r.user.name],
  csv: [
    { header: C.rank, value: (r) => r.rank },
    { header: C.fsrDsName, value: (r) => r.user.name },
    { header: C.avgCheckin, value: (r) => r.avg_checkin },
    { header: C.avgCheckout, value: (r) => r.avg_checkout },
    { header: C.avgStoreTime, value: (r) => r.storeTime },
    { header: C.forced, value: (r) => r.forced },
  ],
};

export type SummaryAnswer<Row> = { kind: 'page'; page: Paged<Row> } | { kind: 'csv'; file: CsvFile };

function answer<Row extends { rank: number }>(rows: Row[], board: Board<Row>, q: SummaryQuery): SummaryAnswer<Row> {
  const arranged = arrange(rows, board, q);
  if (q.format === 'csv') return { kind: 'csv', file: { fileName: DASHBOARD_CSV_FILE, body: toCsv(board.csv, arranged) } };
  return { kind: 'page', page: page(arranged, q) };
}

export async function dsSummary(db: DbOrTx, q: SummaryQuery, viewer: Viewer): Promise<SummaryAnswer<DsPerformanceRow>> {
  const period = periodOf(q, viewer.today);
  return answer(await dsPerformance(db, await leaderboardArea(db, q, viewer.user), period), dsBoard, q);
}

export async function fsrSummary(db: DbOrTx, q: SummaryQuery, viewer: Viewer): Promise<SummaryAnswer<FsrLeaderboardRow>> {
  const period = periodOf(q, viewer.today);
  return answer(await fsrLeaderboard(db, await leaderboardArea(db, q, viewer.user), period), fsrBoard, q);
}

export async function checkinSummary(db: DbOrTx, q: SummaryQuery, viewer: Viewer): Promise<SummaryAnswer<InStoreRow>> {
  const period = periodOf(q, viewer.today);
  return answer(await inStoreLeaderboard(db, await listArea(db, q, viewer.user), period), inStoreBoard, q);
}
