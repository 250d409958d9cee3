import type { TFunction } from 'i18next';
import { formatDecimal, formatTime } from '../../../lib/format';

/** 850 m, 1.2 km, 12 km: metres under a kilometre, one decimal under ten. */
export function formatDistance(t: TFunction, metres: number): string {
  if (metres < 1000) return t('today.metres', { value: Math.round(metres) });
  const km = metres / 1000;
  return t('today.kilometres', { value: km < 10 ? formatDecimal(km, 1) : Math.round(km) });
}

/** The time of day of an ISO timestamp in the store's time zone (DESIGN §4 "Time zones"): '9:12 AM'. */
export function timeInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatTime(date, timeZone);
}
