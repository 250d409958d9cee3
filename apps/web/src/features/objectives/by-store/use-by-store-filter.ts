import { useState } from 'react';
import type { ListFilters } from '../../../components/data-table';
import { monthStart } from '../../../components/form';

export interface ByStoreFilter {
  regionID: number | null;
  districtID: number | null;
  territoryID: number | null;
  storeID: number | null;
  month: number | null;
  year: number | null;
}

export const EMPTY_BY_STORE_FILTER: ByStoreFilter = {
  regionID: null,
  districtID: null,
  territoryID: null,
  storeID: null,
  month: null,
  year: null,
};

/** The query of GET /objective/byArea; startDate only when both month and year are chosen (spec 2 §5). */
export function byAreaQuery(f: ByStoreFilter): ListFilters {
  return {
    regionID: f.regionID,
    districtID: f.districtID,
    territoryID: f.territoryID,
    storeID: f.storeID,
    startDate: f.month && f.year ? monthStart(f.year, f.month) : undefined,
  };
}

/**
 * The By Store filters being chosen (`draft`) and the ones applied by Filter. Changing a region
 * clears district, territory and store; a district clears territory and store; a territory
 * clears the store.
 */
export function useByStoreFilter() {
  const [draft, setDraft] = useState<ByStoreFilter>(EMPTY_BY_STORE_FILTER);
  const [applied, setApplied] = useState<ByStoreFilter>(EMPTY_BY_STORE_FILTER);
  return {
    draft,
    applied,
    setRegion: (regionID: number | null) => setDraft((d) => ({ ...d, regionID, districtID: null, territoryID: null, storeID: null })),
    setDistrict: (districtID: number | null) => setDraft((d) => ({ ...d, districtID, territoryID: null, storeID: null })),
    setTerritory: (territoryID: number | null) => setDraft((d) => ({ ...d, territoryID, storeID: null })),
    setStore: (storeID: number | null) => setDraft((d) => ({ ...d, storeID })),
    setMonth: (month: number | null) => setDraft((d) => ({ ...d, month })),
    setYear: (year: number | null) => setDraft((d) => ({ ...d, year })),
    apply: () => setApplied(draft),
    reset: () => {
      setDraft(EMPTY_BY_STORE_FILTER);
      setApplied(EMPTY_BY_STORE_FILTER);
    },
  };
}

export type ByStoreFilterState = ReturnType<typeof useByStoreFilter>;
