import { hoursAndMinutes } from '@fieldops/contract';
import type { TFunction } from 'i18next';

/** Hours as '2 h 05 min' (spec 2 §2: durations in hours and minutes). */
export function hoursMinutesText(t: TFunction, hours: number): string {
  return minutesText(t, Math.round(hours * 60));
}

export function minutesText(t: TFunction, total: number): string {
  const { hours, minutes } = hoursAndMinutes(total);
  return t('geo.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
}
