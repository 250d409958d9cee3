import type { TFunction } from 'i18next';
import { formatDecimal, formatTime, formatWallClock } from '../../../lib/format';

/** 850 m, 1.2 km, 12 km: metres under a kilometre, one decimal under ten. */
export function formatDistance(t: TFunction, metres: number): string {
  if (metres < 1000) return t('today.metres', { value: Math.round(metres) });
  const km = metres / 1000;
  return t('today.kilometres', { value: km < 10 ? formatDecimal(km, 1) : Math.round(km) });
}

/**
 * The time of day of an ISO timestamp in the store's time zone (DESIGN §4 "Time zones"): '9:12 AM'.
 * `local`, the server's wall-clock time of that moment (a visit's `checkinLocal`), is shown when
 * given: the in-store figures are computed with the server's time zone rules, which can differ
 * from the browser's. A write still waiting to send has only the phone's clock and rules.
 */
export function timeInZone(iso: string, timeZone: string, local?: string | null): string {
  if (local) return formatWallClock(local);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatTime(date, timeZone);
}
