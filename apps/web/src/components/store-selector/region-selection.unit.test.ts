import type { StoreRegion } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { applyToStores, regionGroups } from './region-selection';

const ontario: StoreRegion = {
  id: 1,
  name: 'Ontario',
  stores: [
    { id: 10, name: 'Kingston Princess' },
    { id: 11, name: 'Pembroke Mall' },
    { id: 12, name: 'Ottawa Rideau' },
    { id: 13, name: 'Pembroke Centre' },
  ],
};
const quebec: StoreRegion = { id: 2, name: 'Quebec', stores: [{ id: 20, name: 'Québec Laurier' }] };
const ids = (stores: { id: number }[]) => stores.map((s) => s.id);
/** The stores Ontario shows for `query`. */
const shownInOntario = (query: string) => regionGroups([ontario], query)[0]!.shown;

describe('the regions the store selector lists', () => {
  it('are every region with all its stores without a search', () => {
    expect(regionGroups([ontario, quebec], '')).toEqual([
      { region: ontario, shown: ontario.stores },
      { region: quebec, shown: quebec.stores },
    ]);
  });

  it('are, with a search, the regions with a store that matches it, and only those stores', () => {
    const groups = regionGroups([ontario, quebec], 'pembroke');
    expect(groups.map((g) => [g.region.name, ids(g.shown)])).toEqual([['Ontario', [11, 13]]]);
    expect(ids(regionGroups([ontario, quebec], 'quebec')[0]!.shown)).toEqual([20]);
  });
});

describe('Add all and Remove all of a region', () => {
  it('add, with a search, only the stores it shows: the hidden ones stay unselected', () => {
    expect(applyToStores([20], shownInOntario('pembroke'), true)).toEqual([11, 13, 20]);
  });

  it('remove, with a search, only the stores it shows: the hidden ones stay selected', () => {
    expect(applyToStores([10, 11, 12, 13, 20], shownInOntario('pembroke'), false)).toEqual([10, 12, 20]);
  });

  it('act on the whole region without a search, keeping the other stores and a sorted, single list', () => {
    expect(applyToStores([99, 12, 5], shownInOntario(''), true)).toEqual([5, 10, 11, 12, 13, 99]);
    expect(applyToStores([99, 12, 5], shownInOntario(''), false)).toEqual([5, 99]);
  });
});
