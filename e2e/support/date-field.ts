import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The app's date fields (MUI X date picker, components/form/date-field.tsx): a group named by the
 * field's label holding one spinbutton per section (month, day, year, in the order of the app's
 * language: en MM/DD/YYYY, fr-CA AAAA-MM-JJ), then a 'Choose date' button that opens the calendar.
 */
export const dateField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** A section's part of the day by its range, whatever the language names it: month 1–12, day 1–31, year. */
type Part = 'year' | 'month' | 'day';
const partOf = (max: number): Part => (max === 12 ? 'month' : max <= 31 ? 'day' : 'year');

/** The field's parts in the order it shows them. */
async function partsOf(field: Locator): Promise<Part[]> {
  const sections = field.getByRole('spinbutton');
  await sections.first().waitFor();
  const maxima = await sections.evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-valuemax'))));
  return maxima.map(partOf);
}

/**
 * Types `day` ('YYYY-MM-DD', or '' to clear) into the date field that has the focus, by keyboard
 * only, as a user does: every section selected (Ctrl+A), cleared, then the digits in the field's
 * order; each section moves on to the next once full.
 */
export async function typeDateHere(field: Locator, day: string): Promise<void> {
  const page = field.page();
  const order = await partsOf(field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (!day) return;
  const [year, month, date] = day.split('-');
  const digits: Record<Part, string> = { year, month, day: date };
  await page.keyboard.type(order.map((part) => digits[part]).join(''));
}

/** Clicks the date field labelled `label` and types `day` into it ('' clears it). */
export async function typeDate(scope: Page | Locator, label: string, day: string): Promise<void> {
  const field = dateField(scope, label);
  // The group itself: with every section selected (Ctrl+A) the sections are one editable text, not spinbuttons.
  await field.click();
  await typeDateHere(field, day);
}

/** The day the field shows, 'YYYY-MM-DD' ('' while a section is empty). */
export async function dateOf(field: Locator): Promise<string> {
  const order = await partsOf(field);
  const values = await field.getByRole('spinbutton').evaluateAll((els) => els.map((el) => el.getAttribute('aria-valuenow')));
  const parts = Object.fromEntries(order.map((part, i) => [part, values[i]])) as Record<Part, string | null>;
  if (!parts.year || !parts.month || !parts.day) return '';
  return `${parts.year.padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** The field shows `day` ('YYYY-MM-DD'): a form that loads its record fills it once the answer is in. */
export const hasDate = (field: Locator, day: string) => expect.poll(() => dateOf(field)).toBe(day);

/** The text the field shows: its sections and separators ('11/20/2026', placeholders 'AAAA-MM-JJ'). */
export const dateText = (field: Locator) =>
  field.locator('.MuiPickersSectionList-root').evaluate((el) => (el.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, ''));
