import type { Language } from '@fieldops/contract';
import { intlFormatDistance, isValid, lightFormat, parseISO } from 'date-fns';
import { currentLanguage } from '../i18n';

/**
 * Dates, months and numbers in the app's language (i18n.ts), by the browser's Intl: English as the
 * app always wrote them ('Jan 5, 2025', '1,234.5', '42%'), French as Quebec does ('5 janv. 2025',
 * '1 234,5', '42 %'). Components that call these re-render on a language change through their
 * useTranslation(). Intl rather than date-fns' formats: those, with their locales, would load with
 * every screen that shows a date, the shell's notifications included (the date pickers load
 * date-fns' locales on their own).
 */
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

/** The Intl locale of the current language. */
export const intlLocale = (): string => INTL_LOCALES[currentLanguage()];

/** Intl's format of the current language, in `timeZone` when given and known (else the device's). */
function dateTimeFormat(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(intlLocale(), options);
  }
}

/** '3 hours ago', 'yesterday' / 'il y a 3 heures', 'hier' for an ISO timestamp; empty when it cannot be read. */
export function timeAgo(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? intlFormatDistance(date, new Date(), { locale: intlLocale() }) : '';
}

/** A YYYY-MM-DD day as 'Jan 5, 2025' / '5 janv. 2025'; the text as given when it is not a date. */
export function formatDay(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? dateTimeFormat({ dateStyle: 'medium' }).format(date) : day;
}

/** A date as YYYY-MM-DD, the API's day format (never localised). */
export function toApiDay(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** French writes months in lower case inside a sentence; a label or a title starts with a capital. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(intlLocale()) + text.slice(1);

/** 'January' / 'Janvier' for months 1–12, as a label. */
export function monthName(month: number): string {
  return capitalised(dateTimeFormat({ month: 'long' }).format(new Date(2000, month - 1, 1)));
}

/**
 * A month and its year: as a title, 'January 2026' / 'Janvier 2026'; inside a text ('Next month
 * (…)'), 'January 2026' / 'janvier 2026'.
 */
export function formatMonthYear(date: Date, place: 'title' | 'text' = 'title'): string {
  const text = dateTimeFormat({ month: 'long', year: 'numeric' }).format(date);
  return place === 'title' ? capitalised(text) : text;
}

/** A time of day stays on one line: '15 h 40' and '3:40 PM' with no-break spaces. */
const unbroken = (text: string) => text.replace(/(\d) h (\d)/g, '$1\u00a0h\u00a0$2').replace(/(\d) ([AP]M)\b/g, '$1\u00a0$2');

/** A moment with its date and time: 'Mar 5, 2026, 9:30 AM' / '5 mars 2026, 9 h 30'; in `timeZone` when given and known. */
export function formatDateTime(date: Date, timeZone?: string): string {
  return unbroken(dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(date));
}

/**
 * When something was done, from an ISO timestamp, as the rest of the app writes a moment
 * (formatDateTime, the device's zone); the text as given when it is not a date.
 */
export function formatTimestamp(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDateTime(date) : iso;
}

/** The time of day: '9:12 AM' / '9 h 12'; in `timeZone` when given and known. */
export function formatTime(date: Date, timeZone?: string): string {
  return unbroken(dateTimeFormat({ hour: 'numeric', minute: '2-digit' }, timeZone).format(date));
}

/**
 * A store's wall-clock time sent as 'YYYY-MM-DDTHH:mm' (a visit's `checkinLocal`), shown as it is,
 * in no zone of the browser's: 'Mar 5, 2026, 9:30 AM' with `withDate`, else '9:30 AM'; any other
 * text as it is.
 */
export function formatWallClock(local: string, withDate = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return withDate ? formatDateTime(date, 'UTC') : formatTime(date, 'UTC');
}

/** A time of day sent as 'HH:mm' (a store's local time) as formatTime writes it: '9:24 AM' / '9 h 24'; any other text as it is. */
export function formatTimeOfDay(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return match ? formatTime(new Date(2000, 0, 1, Number(match[1]), Number(match[2]))) : hhmm;
}

/**
 * One Intl.NumberFormat per language and kind, made the first time it is asked for: making one
 * costs far more than formatting with it (a dashboard formats a few hundred figures in a render).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const formatKey = (kind: string) => `${intlLocale()} ${kind}`;
function numberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = formatKey(kind);
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(intlLocale(), options);
    numberFormats.set(key, made);
  }
  return made;
}

/** A number as it is, with the language's decimal mark and no grouping: 1234.5 / 1234,5. */
export function formatNumber(value: number): string {
  return numberFormat('number', { maximumFractionDigits: 20, useGrouping: false }).format(value);
}

/** A count with the language's grouping: 1,009 / 1 009. */
export function formatCount(value: number): string {
  return numberFormat('count', { maximumFractionDigits: 0 }).format(value);
}

/** A number with exactly `digits` decimals: 1.50 / 1,50. */
export function formatDecimal(value: number, digits: number): string {
  return numberFormat(`decimal ${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A percentage given from 0 to 100: '42%' / '42 %' (up to two decimals when it has any). */
export function formatPercent(value: number): string {
  return numberFormat('percent', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/**
 * Makes the current language's percentage format in a task of its own. The first Intl number
 * format of a page loads the language's number data (55 ms on Lighthouse's slowed phone): better
 * done while a dashboard's answer is on its way than inside the render that draws its figures.
 * Once made, a later dashboard call schedules nothing.
 */
export function prepareNumberFormats(): void {
  if (!numberFormats.has(formatKey('percent'))) setTimeout(() => formatPercent(0));
}
