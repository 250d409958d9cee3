import { getDistance } from 'geolib';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Metres between two points (geolib's great-circle distance, to the metre); null when either is unknown. */
export function distanceMetres(from: Partial<Position> | null, to: { latitude: number | null; longitude: number | null }): number | null {
  if (from?.latitude == null || from.longitude == null || to.latitude == null || to.longitude == null) return null;
  return getDistance({ latitude: from.latitude, longitude: from.longitude }, { latitude: to.latitude, longitude: to.longitude }, 1);
}

/**
 * DESIGN §4 "Field work": a check-in is verified within the radius plus the accuracy the phone
 * reported (a phone unsure by 80 m standing 350 m away may well be in the store). Without a distance,
 * never verified; never refused either (the caller records it as it is).
 */
export const isVerified = (distance: number | null, accuracy: number | undefined | null, radiusM: number): boolean =>
  distance !== null && distance <= radiusM + (accuracy ?? 0);
