import { fr, type Win } from '@fieldops/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type UserApi } from './support/admin-api.js';
import { DEMO_PASSWORD, launchBrowser, newPage, signInThroughApi } from './support/browser.js';
import { dateField, dateText, hasDate, typeDate } from './support/date-field.js';
import { combobox, pngFile } from './support/objectives-api.js';
import { answered, hidden, shown } from './support/wait.js';

const stamp = Date.now();
/** A regional manager of their own whose language is French, so no other test sees it. */
const person = { firstName: 'Dominique', lastName: `Calendrier${stamp}`, email: `dominique.${stamp}@example.com` };
const title = `E2E réussite ${stamp}`;

let browser: Browser;
let user: UserApi;
let posted: Win | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminApi();
  await admin('POST', '/user', { ...person, role: 2, areaID: 2, password: DEMO_PASSWORD });
  user = await apiAs(person.email);
  await user.call('PUT', '/user/me/language', { language: 'fr' });
});
afterAll(async () => {
  if (posted) await user.call('DELETE', `/win/${posted.id}`);
});

describe('date fields in the app’s language', () => {
  it('a French user types the date as fr-CA writes it (AAAA-MM-JJ), picks it in a French calendar, and that day is saved', async () => {
    // The browser is English: the field follows the app's language, not the browser's.
    const { context, page } = await newPage(browser);
    await signInThroughApi(page, person.email);
    await page.goto('/wins');
    await page.getByRole('button', { name: fr.wins.postWin }).click();
    const dialog = page.getByRole('dialog', { name: fr.wins.newTitle });
    const field = dateField(dialog, fr.wins.fields.date);

    // Year, month, day, named in French; cleared, the placeholders say so.
    await shown(field);
    expect(await field.getByRole('spinbutton').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Année',
      'Mois',
      'Jour',
    ]);
    await typeDate(dialog, fr.wins.fields.date, '');
    await expect.poll(() => dateText(field)).toBe('AAAA-MM-JJ');
    await typeDate(dialog, fr.wins.fields.date, '2026-03-15');
    await expect.poll(() => dateText(field)).toBe('2026-03-15');

    // The calendar, by keyboard: its button, the month and the weekdays in French, the next day by the arrows.
    await dialog.getByRole('button', { name: /^Choisir la date/ }).focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: fr.wins.fields.date, exact: true });
    await shown(calendar.getByText('mars 2026', { exact: true }));
    expect(await calendar.getByRole('columnheader').first().getAttribute('aria-label')).toBe('dimanche');
    await expect.poll(() => calendar.getByRole('gridcell', { name: '15' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await hidden(calendar);
    await hasDate(field, '2026-03-16');

    await combobox(page, fr.wins.fields.winTypeID).click();
    await page.getByRole('option').filter({ hasText: /\S/ }).first().click();
    await dialog.getByLabel(fr.wins.fields.title).fill(title);
    await answered(page, 'POST /image', () => dialog.locator('input[name="image"]').setInputFiles(pngFile('calendrier.png')));
    const saved = await answered(page, 'POST /win', () => dialog.getByRole('button', { name: fr.wins.save }).click());
    expect(saved.status()).toBe(201);
    posted = ((await saved.json()) as { data: Win }).data;
    expect(posted).toMatchObject({ title, date: '2026-03-16' });
    await context.close();
  });
});
