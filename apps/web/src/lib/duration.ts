// Lengths of time in hours and minutes (spec 2 §2), in the reader's language: '2 h 05 min'.
import { hoursAndMinutes } from '@fieldops/contract';
import type { TFunction } from 'i18next';

/** Hours (a decimal number) as '2 h 05 min'. */
export function hoursMinutesText(t: TFunction, hours: number): string {
  return minutesText(t, Math.round(hours * 60));
}

/** Minutes as '0 h 09 min', '2 h 05 min'. */
export function minutesText(t: TFunction, total: number): string {
  const { hours, minutes } = hoursAndMinutes(total);
  return t('common.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
}
