import { describe, expect, it } from 'vitest';
import { matchesStoreSearch } from './store-search';

const pembroke = { name: "Lowe's Pembroke #2290", storeNumber: '2290', city: 'Pembroke' };
const levis = { name: 'Rona Lévis', storeNumber: '3105', city: 'Lévis' };

describe('matchesStoreSearch (the day searched without signal)', () => {
  it('finds a name containing the text, letter case and accents aside', () => {
    expect(matchesStoreSearch(pembroke, 'pembroke')).toBe(true);
    expect(matchesStoreSearch(levis, 'levis')).toBe(true);
    expect(matchesStoreSearch(levis, 'LÉV')).toBe(true);
    expect(matchesStoreSearch(pembroke, 'Kingston')).toBe(false);
  });

  it('finds a store number or a city by their start only, as the server does', () => {
    expect(matchesStoreSearch(levis, '31')).toBe(true);
    expect(matchesStoreSearch(levis, '05')).toBe(false);
    expect(matchesStoreSearch({ ...pembroke, name: 'Store' }, 'Pemb')).toBe(true);
    expect(matchesStoreSearch({ ...pembroke, name: 'Store' }, 'broke')).toBe(false);
  });

  it('keeps every store for an empty search', () => {
    expect(matchesStoreSearch(pembroke, '  ')).toBe(true);
  });
});
