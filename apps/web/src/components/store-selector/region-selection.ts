import type { NamedRef, StoreRegion } from '@fieldops/contract';
import { foldText } from '../../lib/fold-text';

/** A region as the selector lists it: its stores that match the search (all of them without one). */
export interface RegionGroup {
  region: StoreRegion;
  shown: NamedRef[];
}

/**
 * The regions with their stores whose name holds `query` (already folded, see foldText); a region
 * with none is left out. An empty query shows every region with all its stores.
 */
export const regionGroups = (regions: StoreRegion[], query: string): RegionGroup[] =>
  regions
    .map((region) => ({ region, shown: query ? region.stores.filter((s) => foldText(s.name).includes(query)) : region.stores }))
    .filter((group) => !query || group.shown.length > 0);

/**
 * The selection, sorted by id, once `stores` are added to it (`add`) or removed from it. A
 * region's Add all and Remove all pass the stores the selector shows, not the region's: with a
 * search, they act only on the stores that match it, never on those the search hides.
 */
export const applyToStores = (selected: readonly number[], stores: readonly { id: number }[], add: boolean): number[] => {
  const next = new Set(selected);
  for (const { id } of stores) {
    if (add) next.add(id);
    else next.delete(id);
  }
  return [...next].sort((a, b) => a - b);
};
