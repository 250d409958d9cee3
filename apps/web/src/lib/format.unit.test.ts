import { afterAll, describe, expect, it } from 'vitest';
import { i18n, languageOfBrowser } from '../i18n';
import {
  formatCount,
  formatTimeOfDay,
  formatWallClock,
  formatDay,
  formatDecimal,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatTime,
  formatTimestamp,
  formatDateTime,
  monthName,
  timeAgo,
} from './format';

/** Narrow and plain no-break spaces (French Intl output) as plain spaces, to read the expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the language before sign-in', () => {
  it('is French for any French browser language, else English', () => {
    expect(languageOfBrowser(['fr-CA', 'en'])).toBe('fr');
    expect(languageOfBrowser(['fr'])).toBe('fr');
    expect(languageOfBrowser(['FR-fr'])).toBe('fr');
    expect(languageOfBrowser(['en-CA', 'fr-CA'])).toBe('en');
    expect(languageOfBrowser([])).toBe('en');
  });
});

describe('formats by language', () => {
  afterAll(() => i18n.changeLanguage('en'));
  const at = new Date(2025, 0, 5, 15, 7);

  it('keeps the English formats the app always had', async () => {
    await i18n.changeLanguage('en');
    expect(formatDay('2025-01-05')).toBe('Jan 5, 2025');
    expect(monthName(3)).toBe('March');
    expect(formatMonthYear(at)).toBe('January 2025');
    expect(formatPercent(42)).toBe('42%');
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(formatNumber(1234.5)).toBe('1234.5');
    expect(formatDecimal(1.5, 2)).toBe('1.50');
    expect(formatCount(1009)).toBe('1,009');
    expect(plain(formatTime(at))).toBe('3:07 PM');
    expect(plain(formatDateTime(at))).toBe('Jan 5, 2025, 3:07 PM');
    expect(plain(formatTimestamp(at.toISOString()))).toBe('Jan 5, 2025, 3:07 PM');
    expect(plain(formatDateTime(new Date(Date.UTC(2025, 0, 5, 15, 7)), 'America/Vancouver'))).toBe('Jan 5, 2025, 7:07 AM');
    expect(plain(formatTimeOfDay('09:24'))).toBe('9:24 AM');
    expect(formatTimeOfDay('not a time')).toBe('not a time');
    // A store's wall clock as the server sent it, whatever the device's zone and rules.
    expect(plain(formatWallClock('2026-11-15T05:00'))).toBe('5:00 AM');
    expect(plain(formatWallClock('2026-11-15T17:05', true))).toBe('Nov 15, 2026, 5:05 PM');
    expect(formatWallClock('2026-11-15 05:00')).toBe('2026-11-15 05:00');
    // Minutes whatever the hour (3 hours ago just after midnight is 'yesterday').
    expect(timeAgo(new Date(Date.now() - 3 * 60_000).toISOString())).toBe('3 minutes ago');
    expect(timeAgo(new Date(Date.now() - 26 * 3600_000).toISOString())).toMatch(/^(yesterday|2 days ago)$/);
  });

  it('writes Quebec French', async () => {
    await i18n.changeLanguage('fr');
    expect(formatDay('2025-01-05')).toBe('5 janv. 2025');
    expect(monthName(3)).toBe('Mars');
    expect(formatMonthYear(at)).toBe('Janvier 2025');
    expect(formatMonthYear(at, 'text')).toBe('janvier 2025');
    expect(plain(formatPercent(42))).toBe('42 %');
    expect(plain(formatPercent(42.5))).toBe('42,5 %');
    expect(formatNumber(1234.5)).toBe('1234,5');
    expect(formatDecimal(1.5, 2)).toBe('1,50');
    expect(plain(formatCount(1009))).toBe('1 009');
    expect(plain(formatTime(at))).toBe('15 h 07');
    expect(plain(formatTimestamp(at.toISOString()))).toBe('5 janv. 2025, 15 h 07');
    // The time of day is never cut at the end of a line.
    expect(formatTimestamp(at.toISOString())).toMatch(/15\u00a0h\u00a007$/);
    expect(plain(formatTimeOfDay('09:24'))).toBe('9 h 24');
    expect(plain(formatWallClock('2026-11-15T17:05', true))).toBe('15 nov. 2026, 17 h 05');
    expect(timeAgo(new Date(Date.now() - 3 * 60_000).toISOString())).toBe('il y a 3 minutes');
    expect(timeAgo(new Date(Date.now() - 26 * 3600_000).toISOString())).toMatch(/^(hier|avant-hier)$/);
  });

  it('keeps a number format per language and kind', async () => {
    await i18n.changeLanguage('fr');
    expect(formatDecimal(1.5, 2)).toBe('1,50');
    expect(formatDecimal(1.5, 1)).toBe('1,5');
    await i18n.changeLanguage('en');
    expect(formatDecimal(1.5, 2)).toBe('1.50');
    expect(formatPercent(42.5)).toBe('42.5%');
  });

  it('leaves a text that is not a date as it is', async () => {
    await i18n.changeLanguage('fr');
    expect(formatDay('soon')).toBe('soon');
    expect(formatTimestamp('not a moment')).toBe('not a moment');
    expect(timeAgo('never')).toBe('');
  });
});
