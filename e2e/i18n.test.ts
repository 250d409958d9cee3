import { en, fr, type CurrentUser } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs } from './support/admin-api.js';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn } from './support/browser.js';
import { answered, apiResponse, hasCount, shown } from './support/wait.js';

const stamp = Date.now();
/** A regional manager of the demo's region 2 of their own, so no other test sees their language change. */
const person = { firstName: 'Camille', lastName: `Langue${stamp}`, email: `camille.${stamp}@example.com` };

/** French Intl output spaces with no-break spaces ('42 %', '15 h 07'): compared as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const pressed = (page: Page, name: string) => page.getByRole('button', { name, exact: true, pressed: true });
const FRENCH_DAY = /\b\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}\b/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminApi();
  await admin('POST', '/user', { ...person, role: 2, areaID: 2, password: DEMO_PASSWORD });
});
afterAll(async () => {
  // Back to English, like every demo account, whatever step a failure stopped at.
  const user = await apiAs(person.email);
  await user.call('PUT', '/user/me/language', { language: 'en' });
});

describe('French and English', () => {
  it('follows the browser before sign-in, the switch on the sign-in page, then the user’s own language on every device', async () => {
    const { context, page } = await newPage(browser, { locale: 'fr-CA' });

    // A French browser gets the sign-in page in French.
    await page.goto('/login');
    await shown(page.getByRole('heading', { name: fr.auth.welcome }));
    expect(await htmlLang(page)).toBe('fr-CA');
    await shown(pressed(page, 'Français'));
    await shown(page.getByRole('link', { name: fr.auth.resetPasswordLink }));

    // The switch turns it to English at once, and the choice holds on the other signed-out pages.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await shown(page.getByRole('heading', { name: en.auth.welcome }));
    expect(await htmlLang(page)).toBe('en');
    await page.getByRole('link', { name: en.auth.resetPasswordLink }).click();
    await shown(page.getByRole('heading', { name: en.auth.forgotTitle }));

    // Signed in, the user's own language (English, the default) applies.
    await signIn(page, person.email);
    await shown(page.getByRole('navigation', { name: en.menu.main }).getByRole('link', { name: en.menu.dashboard }));

    // My Account: Français is saved on the server and shown at once, without a reload.
    await page.getByRole('navigation', { name: en.menu.main }).getByRole('link', { name: en.menu.myAccount }).click();
    await page.waitForURL('**/user/account');
    // By keyboard: the focus stays on the button pressed while the language is saved and applied.
    const french = page.getByRole('button', { name: 'Français', exact: true });
    await french.focus();
    const saved = await answered(page, 'PUT /user/me/language', () => page.keyboard.press('Enter'));
    expect(saved.status()).toBe(200);
    expect(((await saved.json()) as { data: CurrentUser }).data.language).toBe('fr');
    await shown(page.getByRole('heading', { name: fr.masterData.account.title }));
    await shown(pressed(page, 'Français'));
    await expect.poll(() => french.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await htmlLang(page)).toBe('fr-CA');

    // The menu, a date and a number in French: the dashboard's period and its rings' percentages.
    const menu = page.getByRole('navigation', { name: fr.menu.main });
    await shown(menu.getByRole('link', { name: fr.menu.dashboard }));
    await shown(menu.getByRole('link', { name: fr.menu.myAccount }));
    // (Its figures may come from the home page's fetch moments ago, without a request.)
    await menu.getByRole('link', { name: fr.menu.dashboard }).click();
    const period = page.getByTestId('dashboard-period');
    await shown(period);
    expect(plain(await period.textContent())).toMatch(FRENCH_DAY);
    const ring = page.getByTestId('completion-ring').first();
    await shown(ring);
    const percent = await ring.getAttribute('data-percent');
    expect(percent).toMatch(/^\d+$/);
    await shown(ring.getByText(new RegExp(`^${percent}[\\u00a0\\u202f]%$`)));

    // A reload (the same for another device) asks the server and stays French.
    const me = apiResponse(page, 'GET /user/me');
    await page.reload();
    expect(((await (await me).json()) as { data: CurrentUser }).data.language).toBe('fr');
    await shown(menu.getByRole('link', { name: fr.menu.dashboard }));
    expect(await htmlLang(page)).toBe('fr-CA');
    expect(plain(await period.textContent())).toMatch(FRENCH_DAY);

    // The schedule's fixed types are named in French too (the server keeps their English names).
    await menu.getByRole('link', { name: fr.menu.schedule }).click();
    const legend = page.getByRole('region', { name: fr.schedule.legend });
    await hasCount(legend.getByRole('listitem'), 5);
    expect(await legend.getByRole('listitem').allTextContents()).toEqual(Object.values(fr.schedule.typeNames));

    // The server says so too.
    const user = await apiAs(person.email);
    expect((await user.call<CurrentUser>('GET', '/user/me')).language).toBe('fr');
    await context.close();
  });

  it('saves a language picked on the sign-in page as the account’s at sign-in', async () => {
    const user = await apiAs(person.email);
    await user.call('PUT', '/user/me/language', { language: 'en' });
    const { context, page } = await newPage(browser, { locale: 'en-CA', phone: true });

    await page.goto('/login');
    await shown(page.getByRole('heading', { name: en.auth.welcome }));
    await page.getByRole('button', { name: 'Français', exact: true }).click();
    await shown(page.getByRole('heading', { name: fr.auth.welcome }));
    const saved = apiResponse(page, 'PUT /user/me/language');
    await page.getByLabel(fr.auth.email).fill(person.email);
    await page.getByLabel(fr.auth.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: fr.auth.submit }).click();
    await page.waitForURL('**/home');
    expect((await saved).status()).toBe(200);
    await shown(page.getByRole('button', { name: fr.menu.openMenu }));
    expect(await htmlLang(page)).toBe('fr-CA');
    expect((await user.call<CurrentUser>('GET', '/user/me')).language).toBe('fr');
    await context.close();
  });
});
