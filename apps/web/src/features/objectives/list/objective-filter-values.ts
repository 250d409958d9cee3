import { DEFAULT_FILTER_REGIONS, type Pair } from '@fieldops/contract';
import type { ListFilters } from '../../../components/data-table';
import { monthStart } from '../../../components/form';
import { ALL_STATUS } from '../components/use-route-ids';

/** The filter settings of the objective list (spec 1 §3 / spec 2 §2). */
export interface ObjectiveFilterValues {
  regions: number[];
  users: Pair[];
  stores: Pair[];
  /** Store-objective status; ALL_STATUS ('0') is All. */
  status: string;
  fromDate: string;
  toDate: string;
  brandID: number | null;
  input_month: number | null;
  input_year: number | null;
}

export const DEFAULT_OBJECTIVE_FILTER: ObjectiveFilterValues = {
  regions: [...DEFAULT_FILTER_REGIONS],
  users: [],
  stores: [],
  status: ALL_STATUS,
  fromDate: '',
  toDate: '',
  brandID: null,
  input_month: null,
  input_year: null,
};

const ids = (list: readonly { value: number }[]) => (list.length ? list.map((p) => p.value).join(',') : undefined);

/** The query of GET /objective (and its CSV) for the settings; startDate when month and year are both set. */
export function objectiveFilterQuery(f: ObjectiveFilterValues): ListFilters {
  return {
    showCounts: 1,
    regions: f.regions.join(','),
    users: ids(f.users),
    stores: ids(f.stores),
    status: f.status,
    fromDate: f.fromDate || undefined,
    toDate: f.toDate || undefined,
    brandID: f.brandID,
    input_month: f.input_month,
    input_year: f.input_year,
    startDate: f.input_month && f.input_year ? monthStart(f.input_year, f.input_month) : undefined,
  };
}

/** How many settings differ from the defaults (shown on the Filter button). */
export function activeFilterCount(f: ObjectiveFilterValues): number {
  const d = DEFAULT_OBJECTIVE_FILTER;
  const sameRegions = f.regions.length === d.regions.length && f.regions.every((r) => d.regions.includes(r as (typeof d.regions)[number]));
  return [
    !sameRegions,
    f.users.length > 0,
    f.stores.length > 0,
    f.status !== ALL_STATUS,
    Boolean(f.fromDate),
    Boolean(f.toDate),
    f.brandID !== null,
    f.input_month !== null,
    f.input_year !== null,
  ].filter(Boolean).length;
}
