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

/**
 * Types some parts of a day into the date field labelled `label`, leaving the others empty
 * (`{ month: '03', year: '2027' }`: 03/DD/2027), by keyboard: every part cleared, then the parts
 * in the field's order, an empty one passed over with the right arrow.
 */
export async function typeDateParts(scope: Page | Locator, label: string, parts: Partial<Record<Part, string>>): Promise<void> {
  const field = dateField(scope, label);
  await field.click();
  const page = field.page();
  const order = await partsOf(field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  // Every part is still selected: the left arrow selects the first.
  await page.keyboard.press('ArrowLeft');
  for (const part of order) {
    const digits = parts[part];
    // A part typed in full moves on to the next by itself.
    if (digits) await page.keyboard.type(digits);
    else await page.keyboard.press('ArrowRight');
  }
}

/** Erases one part (the day, say) of the date field labelled `label`, as Backspace in that part does. */
export async function eraseDatePart(scope: Page | Locator, label: string, part: Part): Promise<void> {
  const field = dateField(scope, label);
  const order = await partsOf(field);
  await field.getByRole('spinbutton').nth(order.indexOf(part)).click();
  await field.page().keyboard.press('Backspace');
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
