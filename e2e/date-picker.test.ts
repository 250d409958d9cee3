import { en, fr, type Language, type Win } from '@fieldops/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi, type UserApi } from './support/admin-api.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, newPage, pageAs, signInThroughApi } from './support/browser.js';
import { dateField, dateText, eraseDatePart, hasDate, typeDate, typeDateParts } from './support/date-field.js';
import { combobox, pngFile } from './support/objectives-api.js';
import { answered, hasText, hidden, shown } from './support/wait.js';

const stamp = Date.now();
/** A regional manager of their own whose language is French, so no other test sees it. */
const person = { firstName: 'Dominique', lastName: `Calendrier${stamp}`, email: `dominique.${stamp}@example.com` };
const title = `E2E réussite ${stamp}`;

/** An admin of their own whose language is French. */
const frenchAdmin = { firstName: 'Fanny', lastName: `Partielle${stamp}`, email: `fanny.${stamp}@example.com` };

let browser: Browser;
let admin: AdminApi;
let user: UserApi;
let personID: number;
let posted: Win | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminApi();
  personID = (await admin<{ id: number }>('POST', '/user', { ...person, role: 2, areaID: 2, password: DEMO_PASSWORD })).id;
  user = await apiAs(person.email);
  await user.call('PUT', '/user/me/language', { language: 'fr' });
  await admin('POST', '/user', { ...frenchAdmin, role: 1, areaID: null, password: DEMO_PASSWORD });
  await (await apiAs(frenchAdmin.email)).call('PUT', '/user/me/language', { language: 'fr' });
});
afterAll(async () => {
  if (posted) await user.call('DELETE', `/win/${posted.id}`);
});

describe('date fields in the app’s language', () => {
  it('a French user types the date as fr-CA writes it (AAAA-MM-JJ), picks it in a French calendar, and that day is saved', async () => {
    // The browser is English: the field follows the app's language, not the browser's.
    const { page } = await pageAs(browser, person.email);
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
  });
});

describe('a date typed in part (a part left empty, or erased)', () => {
  const year = new Date().getFullYear();
  const catalogs = { en, fr };
  /** The admin who types, in `language`. */
  const adminOf = (language: Language) => (language === 'fr' ? frenchAdmin.email : DEMO.admin);
  /** The message under the date field labelled `label`. */
  const under = (scope: Locator, label: string) =>
    scope.locator('.MuiFormControl-root', { has: dateField(scope.page(), label) }).locator('.MuiFormHelperText-root');
  /** How many requests `page` sends from now on to change `path` (POST, PUT). */
  function writes(page: Page, path: string) {
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.endsWith(path)) sent++;
    });
    return () => sent;
  }

  for (const language of ['en', 'fr'] as const) {
    const T = catalogs[language];
    // en MM/DD/YYYY, fr-CA AAAA-MM-JJ: the parts typed stay, the others show their placeholders.
    const [monthAndYear, yearAndDay] = language === 'fr' ? [`${year}-03-JJ`, `${year}-MM-15`] : [`03/DD/${year}`, `MM/15/${year}`];

    it(`in a required date (news, ${language}) is said not to be a real date, not missing, stays as typed, and nothing is posted`, async () => {
      const { page } = await pageAs(browser, adminOf(language));
      await page.goto('/news/create');
      const form = page.getByRole('form', { name: T.news.newTitle });
      const label = T.news.fields.date;
      await shown(dateField(form, label));
      const sent = writes(page, '/news');
      await form.getByLabel(T.news.fields.subject).fill(`E2E partial date ${stamp}`);
      await form.getByLabel(T.news.fields.content).fill('A date typed in part is not saved.');

      // Month and year typed, the day left empty.
      await typeDateParts(form, label, { month: '03', year: String(year) });
      await form.getByRole('button', { name: T.masterData.save }).click();
      await hasText(under(form, label), T.news.validation.dateInvalid);
      expect(await form.getByText(T.news.validation.date, { exact: true }).count()).toBe(0);
      expect(await dateText(dateField(form, label))).toBe(monthAndYear);

      // A whole day, its day then erased.
      await typeDate(form, label, `${year}-03-15`);
      await eraseDatePart(form, label, 'day');
      await form.getByRole('button', { name: T.masterData.save }).click();
      await hasText(under(form, label), T.news.validation.dateInvalid);
      expect(await dateText(dateField(form, label))).toBe(monthAndYear);

      // Every part cleared: no date, which this field requires.
      await typeDate(form, label, '');
      await form.getByRole('button', { name: T.masterData.save }).click();
      await hasText(under(form, label), T.news.validation.date);
      expect(sent()).toBe(0);
    });

    it(`in the browser's own date input (the picker's code not loaded, ${language}) is said not to be a real date, and nothing is posted`, async () => {
      const { page } = await pageAs(browser, adminOf(language));
      // No picker code (no network before the app was kept on the phone, a version deployed since).
      await page.route(/\/assets\/date-picker-field-[\w-]+\.js$/, (route) => route.abort());
      await page.goto('/news/create');
      const form = page.getByRole('form', { name: T.news.newTitle });
      const input = form.locator('input[type="date"]');
      await shown(input);
      const sent = writes(page, '/news');
      await form.getByLabel(T.news.fields.subject).fill(`E2E partial native date ${stamp}`);
      await form.getByLabel(T.news.fields.content).fill('A date typed in part is not saved.');

      // Today's date, its second part erased: the input's value is '', as for no date.
      await input.click();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Backspace');
      expect(await input.inputValue()).toBe('');
      await form.getByRole('button', { name: T.masterData.save }).click();
      await hasText(
        form.locator('.MuiFormControl-root', { has: page.locator('input[type="date"]') }).locator('.MuiFormHelperText-root'),
        T.news.validation.dateInvalid,
      );
      expect(await form.getByText(T.news.validation.date, { exact: true }).count()).toBe(0);
      expect(sent()).toBe(0);
    });

    it(`in an optional date (a user's start date, ${language}) is said not to be a real date and is not dropped on save; cleared, it saves as no date`, async () => {
      const { page } = await pageAs(browser, adminOf(language));
      await page.goto(`/user/${personID}/edit`);
      const label = T.masterData.users.fields.startDate;
      const form = page.locator('form', { has: dateField(page, label) });
      await expect.poll(() => page.getByLabel(T.masterData.users.fields.lastName).inputValue()).toBe(person.lastName);
      const sent = writes(page, `/user/${personID}`);

      // The year and the day typed, the month left empty.
      await typeDateParts(form, label, { year: String(year), day: '15' });
      await form.getByRole('button', { name: T.masterData.save }).click();
      await hasText(under(form, label), T.news.validation.dateInvalid);
      expect(await dateText(dateField(form, label))).toBe(yearAndDay);
      expect(sent()).toBe(0);
      expect(await admin('GET', `/user/${personID}`)).toMatchObject({ startDate: null });

      // Every part cleared, the user is saved with no start date.
      await typeDate(form, label, '');
      const saved = await answered(page, 'PUT /user/:id', () => form.getByRole('button', { name: T.masterData.save }).click());
      expect(saved.status()).toBe(200);
      expect(await admin('GET', `/user/${personID}`)).toMatchObject({ startDate: null });
    });
  }
});

describe("the calendar's today", () => {
  it("is the organisation's day, not the device's: an empty date opens on it and marks it (a computer in Honolulu, 7:30 pm on the day before)", async () => {
    // 00:30 on 1 March 2026 in Toronto is 19:30 on 28 February in Honolulu.
    const { context, page } = await newPage(browser, { context: { timezoneId: 'Pacific/Honolulu' } });
    try {
      await page.clock.setFixedTime(new Date('2026-03-01T05:30:00Z'));
      await signInThroughApi(page, DEMO.admin);
      await page.goto(`/user/${personID}/edit`);
      const label = en.masterData.users.fields.startDate;
      await expect.poll(() => page.getByLabel(en.masterData.users.fields.lastName).inputValue()).toBe(person.lastName);
      expect(await dateText(dateField(page, label))).toBe('MM/DD/YYYY');

      await page
        .locator('.MuiFormControl-root', { has: dateField(page, label) })
        .getByRole('button', { name: /^Choose date/ })
        .click();
      const calendar = page.getByRole('dialog', { name: label, exact: true });
      await shown(calendar.getByText('March 2026', { exact: true }));
      const today = calendar.locator('[role="gridcell"][aria-current="date"]');
      await hasText(today, '1');
      expect(await today.count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
