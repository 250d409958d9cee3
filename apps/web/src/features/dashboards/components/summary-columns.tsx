import {
  dsPerformanceRowSchema,
  fsrLeaderboardRowSchema,
  inStoreRowSchema,
  type DsPerformanceRow,
  type FsrLeaderboardRow,
  type InStoreRow,
} from '@fieldops/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { formatPercent, formatTimeOfDay } from '../../../lib/format';
import { hoursText } from '../model/figures';
import type { DetailKind } from '../model/levels';

/** One column of a summary table and of its detail list; `id` is the server's sort key. */
export interface SummaryColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
}

export interface SummaryRowBase {
  rank: number;
  userID: number;
  user: { name: string };
}

/**
 * The national dashboard's summary tables name three columns shorter (spec 1 §2.3: 'OBJ %', 'FSR',
 * 'FSR/DS'); the other levels and the detail lists in full ('OBJECTIVE %', 'FSR NAME', 'FSR/DS NAME').
 */
export type ColumnNames = 'full' | 'short';

const hours = (t: TFunction, value: number | null) => (value === null ? '—' : t('dashboards.hours', { value: hoursText(value) }));

const objectivePercent = (t: TFunction, names: ColumnNames) =>
  t(names === 'short' ? 'dashboards.columns.objPercent' : 'dashboards.columns.objectivePercent');

/** DS performance (spec 1 §2.6): Rank #, DS NAME, DISTRICT, OBJECTIVE %, TIME. */
export const dsColumns = (t: TFunction, names: ColumnNames = 'full'): SummaryColumn<DsPerformanceRow>[] => [
  { id: 'rank', header: t('dashboards.columns.rank'), cell: (r) => r.rank },
  { id: 'name', header: t('dashboards.columns.dsName'), cell: (r) => r.user.name },
  { id: 'district', header: t('dashboards.columns.district'), cell: (r) => r.district.name },
  { id: 'objectivePercentage', header: objectivePercent(t, names), cell: (r) => formatPercent(r.objectivePercentage) },
  { id: 'approvalTime', header: t('dashboards.columns.time'), cell: (r) => hours(t, r.approvalTime) },
];

/** Objective Leaderboard (spec 1 §2.5): Rank #, FSR NAME, TERRITORY, OBJECTIVE %. */
export const fsrColumns = (t: TFunction, names: ColumnNames = 'full'): SummaryColumn<FsrLeaderboardRow>[] => [
  { id: 'rank', header: t('dashboards.columns.rank'), cell: (r) => r.rank },
  { id: 'name', header: t(names === 'short' ? 'dashboards.columns.fsr' : 'dashboards.columns.fsrName'), cell: (r) => r.user.name },
  { id: 'territory', header: t('dashboards.columns.territory'), cell: (r) => r.store.territory.name },
  { id: 'completionPercent', header: objectivePercent(t, names), cell: (r) => formatPercent(r.completionPercent) },
];

/** In Store Time (spec 1 §2.5): Rank, FSR/DS NAME, average check-in and check-out, average time in store, forced. */
export const inStoreColumns = (t: TFunction, names: ColumnNames = 'full'): SummaryColumn<InStoreRow>[] => [
  { id: 'rank', header: t('dashboards.columns.rank'), cell: (r) => r.rank },
  { id: 'name', header: t(names === 'short' ? 'dashboards.columns.fsrDs' : 'dashboards.columns.fsrDsName'), cell: (r) => r.user.name },
  {
    id: 'avg_checkin',
    header: t('dashboards.columns.avgCheckin'),
    cell: (r) => (r.avg_checkin === null ? '—' : formatTimeOfDay(r.avg_checkin)),
  },
  {
    id: 'avg_checkout',
    header: t('dashboards.columns.avgCheckout'),
    cell: (r) => (r.avg_checkout === null ? '—' : formatTimeOfDay(r.avg_checkout)),
  },
  { id: 'storeTime', header: t('dashboards.columns.avgStoreTime'), cell: (r) => hours(t, r.storeTime) },
  { id: 'forced', header: t('dashboards.columns.forced'), cell: (r) => r.forced },
];

/** Each detail list: its endpoint, title, row schema and columns (spec 1 §2.4, §7). */
export const DETAIL_LISTS = {
  'ds-performance': { endpoint: '/ds_summary', title: 'dashboards.dsPerformance', schema: dsPerformanceRowSchema, columns: dsColumns },
  'fsr-leaderboard': {
    endpoint: '/fsr_summary',
    title: 'dashboards.objectiveLeaderboard',
    schema: fsrLeaderboardRowSchema,
    columns: fsrColumns,
  },
  'in-story-time': { endpoint: '/checkin', title: 'dashboards.inStoreTime', schema: inStoreRowSchema, columns: inStoreColumns },
} as const satisfies Record<
  DetailKind,
  { endpoint: string; title: string; schema: ZodType<SummaryRowBase>; columns: (t: TFunction) => SummaryColumn<never>[] }
>;
