import { describe, expect, it } from 'vitest';
import { levelOfAnswer } from './levels';

describe('levelOfAnswer', () => {
  const district = { type: 'district', districtID: 101, regionID: 7 } as const;
  const territory = { type: 'territory', territoryID: 1001, districtID: 102, regionID: 2 } as const;

  it('takes the region and district the answer names over the ones the URL carried', () => {
    expect(levelOfAnswer(district, { region: { id: 2 }, district: { id: 101 } })).toEqual({ ...district, regionID: 2 });
    expect(levelOfAnswer(territory, { region: { id: 2 }, district: { id: 101 } })).toEqual({ ...territory, districtID: 101 });
  });

  it('is the same level when the URL is right, or before the answer has come', () => {
    expect(levelOfAnswer(district, { region: { id: 7 }, district: { id: 101 } })).toBe(district);
    expect(levelOfAnswer(territory, { region: { id: 2 }, district: { id: 102 } })).toBe(territory);
    expect(levelOfAnswer(district, undefined)).toBe(district);
    expect(levelOfAnswer({ type: 'region', regionID: 3 }, { region: { id: 2 } })).toEqual({ type: 'region', regionID: 3 });
  });
});
