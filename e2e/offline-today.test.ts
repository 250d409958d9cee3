import { contentMessages, fieldWorkMessages, type Today, type TodayStore } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type UserApi } from './support/admin-api.js';
import { customObjectiveWithForm, phone } from './support/field-work.js';
import { DEMO, launchBrowser, signInThroughApi } from './support/browser.js';
import { answered, apiResponse, containsText, hasCount, hidden, shown } from './support/wait.js';

const T = fieldWorkMessages.today;
const TITLE = `E2E Offline day ${Date.now()}`;

/** Nothing on the screen is wider than the phone. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Opens /today with signal and waits until every listed store's page, and `store`'s results, are loaded ahead. */
async function openDayLoadedAhead(page: Page, stores: TodayStore[], store: TodayStore, objectiveIDs: number[]): Promise<void> {
  const ahead = Promise.all([
    ...stores.map((s) => apiResponse(page, `GET /today/${s.id}`)),
    ...objectiveIDs.map((id) => apiResponse(page, `GET /store/${store.id}/objective/${id}`)),
  ]);
  await page.goto('/today');
  await hasCount(page.getByTestId('today-store'), stores.length);
  await ahead;
}

let browser: Browser;
let rep: UserApi;
/** The demo rep's day (a handful of stores, by name: the phones here give no position). */
let day: TodayStore[];
/** A store of the day, with an objective of its own, never opened by these tests before going offline. */
let store: TodayStore;
let objectiveIDs: number[];

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminApi();
  rep = await apiAs(DEMO.fsr);
  // The second store by name (the approvals test takes the first ones, the day test the last ones).
  store = (await rep.call<Today>('GET', '/today')).stores[1]!;
  await customObjectiveWithForm(admin, TITLE, [store.id], [{ ref: 'count', type: 'text', label: 'Count', required: true }]);
  day = (await rep.call<Today>('GET', '/today')).stores;
  expect(day.length).toBeGreaterThan(1);
  expect(day.length).toBeLessThanOrEqual(10);
  objectiveIDs = (await rep.call<{ objectives: { objectiveID: number }[] }>('GET', `/today/${store.id}`)).objectives.map(
    (o) => o.objectiveID,
  );
});

describe('the day without signal', () => {
  it('a store not opened yet opens without signal, with its results, and again after a reload: the day loaded it ahead', async () => {
    const { context, page } = await phone(browser, null, { serviceWorker: true });
    await signInThroughApi(page, DEMO.fsr);
    await page.goto('/today');
    // The worker takes the page; the day opened again under it is kept, with the stores loaded ahead.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await openDayLoadedAhead(page, day, store, objectiveIDs);

    await context.setOffline(true);
    await containsText(page.getByTestId('offline-notice'), T.offlineList);
    await page.getByRole('link', { name: store.name }).click();
    await shown(page.getByRole('heading', { level: 1, name: store.name }));
    await shown(page.getByRole('button', { name: T.checkIn, exact: true }));
    await page.getByRole('button', { name: TITLE }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('heading', { name: new RegExp(TITLE) }));
    await shown(dialog.getByTestId('answer-count').getByLabel('Count'));
    await fitsThePhone(page);

    // Reloaded without signal: the service worker answers with the copy it kept.
    await page.reload();
    await shown(page.getByRole('heading', { level: 1, name: store.name }));
    await shown(page.getByRole('button', { name: T.checkIn, exact: true }));
    await context.close();
  });

  it('the day reloaded without signal where the phone has moved shows the list loaded last, nearest first from where it is now', async () => {
    // In Kingston with signal, then in Pembroke without: the day's stores are in both towns.
    const kingston = { latitude: 44.2334, longitude: -76.493 };
    const pembroke = { latitude: 45.826, longitude: -77.1 };
    const namesFrom = async (at: typeof kingston) =>
      (await rep.call<Today>('GET', `/today?latitude=${at.latitude}&longitude=${at.longitude}`)).stores.map((s) => s.name);
    const [fromKingston, fromPembroke] = [await namesFrom(kingston), await namesFrom(pembroke)];
    expect(fromPembroke).not.toEqual(fromKingston);

    const { context, page } = await phone(browser, kingston, { serviceWorker: true });
    await signInThroughApi(page, DEMO.fsr);
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const headings = page.getByTestId('today-store').getByRole('heading');
    await answered(page, 'GET /today', () => page.goto('/today'), { latitude: String(kingston.latitude) });
    await hasCount(headings, day.length);
    expect(await headings.allInnerTexts()).toEqual(fromKingston);

    await context.setOffline(true);
    await context.setGeolocation({ ...pembroke, accuracy: 20 });
    await page.reload();
    await containsText(page.getByTestId('offline-notice'), T.offlineList);
    await hasCount(headings, day.length);
    // Ordered on the phone as the server orders from Pembroke.
    expect(await headings.allInnerTexts()).toEqual(fromPembroke);
    await fitsThePhone(page);
    await context.close();
  });

  it('a store never loaded on the phone says so without signal, leads back to the day, and opens when the signal returns', async () => {
    const { context, page } = await phone(browser, null, { serviceWorker: true });
    await signInThroughApi(page, DEMO.fsr);
    // The app and its worker installed from home: no store of the day was ever loaded.
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.goto(`/today/${store.id}`);
    const notice = page.getByTestId('offline-notice');
    await containsText(notice, T.storeNotKept);
    await hidden(page.getByRole('progressbar', { name: 'Loading' }));
    // Said once: the screen's notice stands for the shell's 'No signal' bar.
    expect(await page.getByTestId('no-signal-bar').count()).toBe(0);
    await fitsThePhone(page);
    await notice.getByRole('link', { name: T.backToDay }).click();
    await page.waitForURL('**/today');
    await shown(page.getByRole('heading', { level: 1, name: T.title }));

    // Back on the store, the signal returns: it loads by itself.
    await page.goBack();
    await containsText(page.getByTestId('offline-notice'), T.storeNotKept);
    await context.setOffline(false);
    await shown(page.getByRole('heading', { level: 1, name: store.name }));
    await shown(page.getByRole('button', { name: T.checkIn, exact: true }));
    await hidden(page.getByTestId('offline-notice'));
    await context.close();
  });

  it('a screen not kept on the phone says under the top bar that there is no signal, and loads when it returns', async () => {
    const { context, page } = await phone(browser, null, { serviceWorker: true });
    await signInThroughApi(page, DEMO.fsr);
    // The app and its worker installed from home: the news were never loaded.
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const menu = page.getByRole('navigation', { name: 'Main' });
    const bar = page.getByTestId('no-signal-bar');
    expect(await bar.count()).toBe(0);

    await context.setOffline(true);
    await containsText(bar, fieldWorkMessages.offline.noSignalScreen);
    // The news, never loaded on this phone: before, 'Loading...' with no reason given.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByText(contentMessages.news.title, { exact: true }).click();
    await page.waitForURL('**/news');
    await containsText(bar, fieldWorkMessages.offline.noSignalScreen);
    await fitsThePhone(page);

    // The signal returns: the bar goes and the news load.
    const news = apiResponse(page, 'GET /news');
    await context.setOffline(false);
    await hidden(bar);
    expect((await news).status()).toBe(200);
    await context.close();
  });

  it('the search without signal looks through the stores loaded earlier, accents and letter case aside, as the server would', async () => {
    const { context, page } = await phone(browser, null);
    await signInThroughApi(page, DEMO.fsr);
    await page.goto('/today');
    const cards = page.getByTestId('today-store');
    await hasCount(cards, day.length);

    await context.setOffline(true);
    await containsText(page.getByTestId('offline-notice'), T.offlineList);
    const search = page.getByLabel(T.search);
    // The store's city, shouted and with an accent: the server's answer to the same text is the oracle.
    const typed = [store.city.toUpperCase().replace('E', 'É'), 'Kingston'];
    for (const q of typed) {
      const expected = (await rep.call<Today>('GET', `/today?q=${encodeURIComponent(q)}`)).stores.map((s) => s.name).sort();
      expect(expected.length).toBeLessThan(day.length);
      await search.fill(q);
      await hasCount(cards, expected.length);
      expect((await cards.getByRole('heading').allInnerTexts()).sort()).toEqual(expected);
      if (expected.length === 0) await shown(page.getByText(T.noMatch));
    }
    await search.fill('');
    await hasCount(cards, day.length);
    await fitsThePhone(page);
    await context.close();
  });
});
