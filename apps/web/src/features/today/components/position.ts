import { useEffect, useState } from 'react';

/** Where the phone is, as the Geolocation API gives it (accuracy: radius in metres). */
export interface PhonePosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export type PositionFailure = 'unavailable' | 'denied';

/**
 * How long a tap waits for a position before going on without one: one bar of signal in a store
 * must not hold the rep at the door (the visit is then recorded unverified, never refused).
 */
const POSITION_TIMEOUT_MS = 8_000;
/** A position read this recently is still good enough for a check-in or the list order. */
const POSITION_MAX_AGE_MS = 60_000;

/** The phone's position, or why there is none; never rejects. */
export function readPosition(): Promise<PhonePosition | PositionFailure> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve('unavailable');
  return new Promise((resolve) => {
    // The API's own timeout does not count the time a permission prompt stays unanswered.
    const giveUp = setTimeout(() => resolve('unavailable'), POSITION_TIMEOUT_MS + 1_000);
    const done = (value: PhonePosition | PositionFailure) => {
      clearTimeout(giveUp);
      resolve(value);
    };
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => done({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => done(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

export const isPosition = (value: PhonePosition | PositionFailure | null): value is PhonePosition =>
  typeof value === 'object' && value !== null;

/** Asks for the position once when the screen opens: null while asking. */
export function usePosition(): PhonePosition | PositionFailure | null {
  const [position, setPosition] = useState<PhonePosition | PositionFailure | null>(null);
  useEffect(() => {
    let live = true;
    void readPosition().then((p) => {
      if (live) setPosition(p);
    });
    return () => {
      live = false;
    };
  }, []);
  return position;
}
