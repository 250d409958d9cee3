export { distanceMetres, type Position } from '@fieldops/contract';

/**
 * DESIGN §4 "Field work": a check-in is verified within the radius plus the accuracy the phone
 * reported (a phone unsure by 80 m standing 350 m away may well be in the store). Without a distance,
 * never verified; never refused either (the caller records it as it is).
 */
export const isVerified = (distance: number | null, accuracy: number | undefined | null, radiusM: number): boolean =>
  distance !== null && distance <= radiusM + (accuracy ?? 0);
