import { describe, expect, it } from 'vitest';
import type { TodayStore } from './schemas/visit.js';
import { distanceMetres, orderDayStores } from './store-distance.js';

const store = (id: number, name: string, latitude: number | null, longitude: number | null): TodayStore => ({
  id,
  name,
  storeNumber: String(id),
  addressLine1: '',
  city: '',
  latitude,
  longitude,
  distance: null,
  open: 1,
  overdue: 0,
  lastVisit: null,
});

// Two stores in Kingston, one in Pembroke (about 180 km apart), one never placed.
const day = [
  store(1, 'Lowe’s Pembroke', 45.820586, -77.105635),
  store(2, 'Home Hardware Kingston', 44.232387, -76.493179),
  store(3, 'Unplaced', null, null),
  store(4, 'TIMBER MART Kingston', 44.235117, -76.491467),
];
const names = (stores: TodayStore[]) => stores.map((s) => s.name);

describe('distanceMetres', () => {
  it('is the great-circle distance to the metre, null when either point is unknown', () => {
    const [, kingston, , timber] = day;
    expect(distanceMetres({ latitude: kingston.latitude!, longitude: kingston.longitude! }, timber)).toBe(333); // 0.00273° north (304 m) and 0.00171° east (137 m at 44°)
    expect(distanceMetres(null, timber)).toBeNull();
    expect(distanceMetres({ latitude: 44.2 }, timber)).toBeNull();
    expect(distanceMetres({ latitude: 44.2, longitude: -76.5 }, day[2])).toBeNull();
  });
});

describe('orderDayStores', () => {
  it('puts the nearest first from where the phone is, with each distance, and unplaced stores last', () => {
    const fromKingston = orderDayStores(day, { latitude: 44.2334, longitude: -76.493 });
    expect(names(fromKingston)).toEqual(['Home Hardware Kingston', 'TIMBER MART Kingston', 'Lowe’s Pembroke', 'Unplaced']);
    expect(fromKingston[0].distance).toBeLessThan(200);
    expect(fromKingston[2].distance).toBeGreaterThan(150_000);
    expect(fromKingston[3].distance).toBeNull();

    // The same list, the phone moved: another order and other distances, the list itself untouched.
    const fromPembroke = orderDayStores(fromKingston, { latitude: 45.826, longitude: -77.1 });
    expect(names(fromPembroke)).toEqual(['Lowe’s Pembroke', 'TIMBER MART Kingston', 'Home Hardware Kingston', 'Unplaced']);
    expect(fromPembroke[0].distance).toBeLessThan(1000);
    expect(fromKingston[0].name).toBe('Home Hardware Kingston');
  });

  it('orders by name, letter case and accents aside, without a position, and gives no distance', () => {
    const byName = orderDayStores([...day, store(5, 'home depot', 44.2, -76.5)], null);
    expect(names(byName)).toEqual(['home depot', 'Home Hardware Kingston', 'Lowe’s Pembroke', 'TIMBER MART Kingston', 'Unplaced']);
    expect(byName.every((s) => s.distance === null)).toBe(true);
  });
});
