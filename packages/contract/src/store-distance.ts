import { getDistance } from 'geolib';
import type { TodayStore } from './schemas/visit.js';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Metres between two points (geolib's great-circle distance, to the metre); null when either is unknown. */
export function distanceMetres(from: Partial<Position> | null, to: { latitude: number | null; longitude: number | null }): number | null {
  if (from?.latitude == null || from.longitude == null || to.latitude == null || to.longitude == null) return null;
  return getDistance({ latitude: from.latitude, longitude: from.longitude }, { latitude: to.latitude, longitude: to.longitude }, 1);
}

const byName = (a: TodayStore, b: TodayStore) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;
/** Nearest first; stores without coordinates after them, by name. */
const byDistance = (a: TodayStore, b: TodayStore) =>
  (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) || byName(a, b);

/**
 * The day's stores as GET /today lists them (DESIGN §4 "Field work"): each with its distance from
 * the phone's position, nearest first, when the phone gave one; else by name. The server answers
 * with it; the phone without signal orders the list it kept from where it is now.
 */
export function orderDayStores(stores: readonly TodayStore[], position: Partial<Position> | null): TodayStore[] {
  const placed = position?.latitude != null && position.longitude != null;
  return stores.map((store) => ({ ...store, distance: distanceMetres(position, store) })).sort(placed ? byDistance : byName);
}
