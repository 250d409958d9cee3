import { describe, expect, it } from 'vitest';
import { distanceMetres, isVerified } from './geo.js';

describe('distance to a store', () => {
  it('measures a known pair: Parliament Hill to the CN Tower, about 352.9 km', () => {
    const d = distanceMetres({ latitude: 45.4236, longitude: -75.7009 }, { latitude: 43.6426, longitude: -79.3871 });
    // Great-circle distance of the pair, computed independently (haversine on a 6371 km sphere: 352.9 km).
    expect(d).toBeGreaterThan(352_900 * 0.99);
    expect(d).toBeLessThan(352_900 * 1.01);
  });

  it('measures short distances to the metre: 0.001° of latitude is about 111 m', () => {
    const d = distanceMetres({ latitude: 45.0, longitude: -75.0 }, { latitude: 45.001, longitude: -75.0 });
    expect(d).toBeGreaterThanOrEqual(110);
    expect(d).toBeLessThanOrEqual(112);
    expect(distanceMetres({ latitude: 45, longitude: -75 }, { latitude: 45, longitude: -75 })).toBe(0);
  });

  it('is unknown without a position or without the store coordinates', () => {
    expect(distanceMetres(null, { latitude: 45, longitude: -75 })).toBeNull();
    expect(distanceMetres({}, { latitude: 45, longitude: -75 })).toBeNull();
    expect(distanceMetres({ latitude: 45, longitude: -75 }, { latitude: null, longitude: null })).toBeNull();
  });
});

describe('a verified check-in', () => {
  it('is within the radius plus the reported accuracy', () => {
    expect(isVerified(300, undefined, 300)).toBe(true);
    expect(isVerified(301, undefined, 300)).toBe(false);
    expect(isVerified(301, 0, 300)).toBe(false);
    expect(isVerified(350, 50, 300)).toBe(true);
    expect(isVerified(351, 50, 300)).toBe(false);
    expect(isVerified(120, 10, 100)).toBe(false);
  });

  it('is never verified without a distance', () => {
    expect(isVerified(null, 1000, 300)).toBe(false);
  });
});
