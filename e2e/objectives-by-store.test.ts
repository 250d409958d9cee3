import type { ByAreaRow } from '@fieldops/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { customObjectiveWithForm } from './support/field-work.js';
import { alertWith, combobox, optionsOf, pick, selectedText } from './support/objectives-api.js';
import { allContain, answered, containsText, hasCount, hasText, shown } from './support/wait.js';

let browser: Browser;
let api: AdminApi;
/** The demo store with the most results that have photos (the seed gives one at least 25). */
let photoStore: ByAreaRow['store'];
let photoResults = 0;
/** Another demo store, for a test's own results (photoStore's count stays as counted). */
let otherStore: ByAreaRow['store'];

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const counts = new Map<number, { n: number; store: ByAreaRow['store'] }>();
  const rows: ByAreaRow[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await api<ByAreaRow[]>('GET', `/objective/byArea?perPage=500&page=${page}`);
    rows.push(...batch);
    if (batch.length < 500) break;
  }
  // Its own photos or its form's: a result with either is in the gallery.
  for (const row of rows.filter((r) => r.images.length + r.answerPhotos.length > 0)) {
    const entry = counts.get(row.store.id) ?? { n: 0, store: row.store };
    entry.n += 1;
    counts.set(row.store.id, entry);
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  photoStore = best.store;
  photoResults = best.n;
  otherStore = rows.find((r) => r.store.id !== photoStore.id)!.store;
});

const byName = (list: { name: string }[]) => list.map((x) => x.name).sort((a, b) => a.localeCompare(b));
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Opens By Store in `page` (signed in with pageAs). */
async function openByStore(page: Page) {
  await page.goto('/objective/by-store');
  await combobox(page, 'Region').waitFor();
}

async function chooseStore(page: Page, store: ByAreaRow['store']) {
  await pick(page, 'Region', store.district.region.name);
  await pick(page, 'District', store.district.name);
  await pick(page, 'Territory', store.territory.name);
  await pick(page, 'Store', store.name);
}

describe('objectives by store', () => {
  it('cascades region → district → territory → store and resets as specified', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openByStore(page);
    expect(await button(page, 'Filter').isDisabled()).toBe(true);
    expect(await button(page, 'Reset').isDisabled()).toBe(true);
    expect(await optionsOf(page, 'District')).toEqual(['All Districts']);
    // 2018 to next year (DESIGN §4), so this year's results can be filtered.
    const nextYear = new Date().getFullYear() + 1;
    expect(await optionsOf(page, 'Year')).toEqual(['', ...Array.from({ length: nextYear - 2017 }, (_, i) => String(2018 + i))]);

    const region = photoStore.district.region;
    await pick(page, 'Region', region.name);
    expect(await button(page, 'Filter').isEnabled()).toBe(true);
    const districts = await api<{ id: number; name: string }[]>('GET', `/district?regionID=${region.id}`);
    expect(await optionsOf(page, 'District')).toEqual(['All Districts', ...byName(districts)]);
    expect(await optionsOf(page, 'Territory')).toEqual(['All Territories']);

    await pick(page, 'District', photoStore.district.name);
    const territories = await api<{ id: number; name: string }[]>('GET', `/territory/all?districtID=${photoStore.district.id}`);
    expect(await optionsOf(page, 'Territory')).toEqual(['All Territories', ...byName(territories)]);

    await pick(page, 'Territory', photoStore.territory.name);
    const stores = await api<{ name: string }[]>('GET', `/store?territoryID=${photoStore.territory.id}&perPage=500`);
    expect(await optionsOf(page, 'Store')).toEqual(['All Stores', ...byName(stores)]);
    await pick(page, 'Store', photoStore.name);

    // A territory clears the store; a district clears territory and store; a region clears all three.
    const otherTerritory = byName(territories).find((n) => n !== photoStore.territory.name);
    if (otherTerritory) {
      await pick(page, 'Territory', otherTerritory);
      expect(await selectedText(page, 'Store')).toBe('All Stores');
    }
    await pick(page, 'Territory', photoStore.territory.name);
    await pick(page, 'Store', photoStore.name);
    await pick(
      page,
      'District',
      byName(districts).find((n) => n !== photoStore.district.name)!,
    );
    expect(await selectedText(page, 'Territory')).toBe('All Territories');
    expect(await selectedText(page, 'Store')).toBe('All Stores');

    await chooseStore(page, photoStore);
    await pick(page, 'Region', 'Quebec');
    expect([await selectedText(page, 'District'), await selectedText(page, 'Territory'), await selectedText(page, 'Store')]).toEqual([
      'All Districts',
      'All Territories',
      'All Stores',
    ]);

    await button(page, 'Reset').click();
    expect(await selectedText(page, 'Region')).toBe('All Regions');
    expect(await button(page, 'Filter').isDisabled()).toBe(true);
  });

  it('filters the list and sends startDate only when month and year are both chosen', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    const queries: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/objective/byArea')) queries.push(url.searchParams);
    });
    await openByStore(page);
    for (const column of ['Store Name', 'Objective', 'Status', 'Region', 'District', 'Territory', 'Rep Name']) {
      await shown(page.getByRole('columnheader', { name: column, exact: true }));
    }
    const filter = (params: Record<string, string>) =>
      answered(page, 'GET /objective/byArea', () => button(page, 'Filter').click(), params);
    const regionID = String((await api<{ id: number; name: string }[]>('GET', '/region')).find((r) => r.name === 'Quebec')!.id);
    await pick(page, 'Region', 'Quebec');
    await filter({ regionID });
    const table = page.getByRole('table', { name: 'Objectives by store' });
    await allContain(table.locator('tbody tr td:nth-child(4)'), 'Quebec');
    expect(new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents())).toEqual(new Set(['Quebec']));

    // A month without a year asks for nothing new; with the year, startDate is sent, and only then.
    await pick(page, 'Month', 'March');
    await button(page, 'Filter').click();
    await pick(page, 'Year', '2024');
    await filter({ regionID, startDate: '2024-03-01' });
    expect(queries.filter((q) => q.has('startDate')).map((q) => q.get('startDate'))).toEqual(['2024-03-01']);
  });

  it('refuses the gallery without a store, then shows 12, 24 after Load More, and the lightbox', async () => {
    expect(photoResults).toBeGreaterThanOrEqual(25);
    const { page } = await pageAs(browser, DEMO.admin);
    await openByStore(page);
    await button(page, 'Gallery').click();
    await shown(alertWith(page, 'Select a store to continue'));
    expect(await page.getByTestId('gallery-tile').count()).toBe(0);

    await chooseStore(page, photoStore);
    await button(page, 'Gallery').click();
    const tiles = page.getByTestId('gallery-tile');
    await hasCount(tiles, 12);
    await hasText(page.getByTestId('gallery-showing'), `12 of ${photoResults}`);
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map((i) => tiles.nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(b!.y).toBe(c!.y);
    expect(d!.y).toBeGreaterThan(a!.y);

    await button(page, 'Load More').click();
    await hasCount(tiles, 24);

    const first = tiles.first();
    const title = (await first.locator('h6, .MuiTypography-subtitle2').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Comments of ${title}` }).click();
    await shown(page.getByRole('presentation').getByText('Comments', { exact: true }));
    await page.keyboard.press('Escape');

    await first.getByRole('button', { name: `Open photo 1 of ${title}` }).click();
    const lightbox = page.locator('.yarl__root');
    await shown(lightbox);
    await containsText(lightbox, title);
    const counter = lightbox.locator('.yarl__counter');
    await hasText(counter, /^1\s*\/\s*\d+$/);
    // The count, the photo's title and its description are all readable: none is drawn over another.
    const [countBox, titleBox, descriptionBox] = await Promise.all(
      [counter, lightbox.locator('.yarl__slide_title'), lightbox.locator('.yarl__slide_description')].map((l) => l.first().boundingBox()),
    );
    const apart = (a: typeof countBox, b: typeof countBox) =>
      a!.y >= b!.y + b!.height || b!.y >= a!.y + a!.height || a!.x >= b!.x + b!.width || b!.x >= a!.x + a!.width;
    expect(apart(countBox, titleBox)).toBe(true);
    expect(apart(countBox, descriptionBox)).toBe(true);
    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await hasText(counter, /^2\s*\/\s*\d+$/);
    await lightbox.getByRole('button', { name: 'Previous photo' }).click();
    await hasText(counter, /^1\s*\/\s*\d+$/);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });

  it('shows the gallery tiles in one column on a phone', async () => {
    const { page } = await pageAs(browser, DEMO.admin, { phone: true });
    await openByStore(page);
    await chooseStore(page, photoStore);
    await button(page, 'Gallery').click();
    const tiles = page.getByTestId('gallery-tile');
    await hasCount(tiles, 12);
    const [a, b] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()]);
    expect(a!.x).toBe(b!.x);
    expect(b!.y).toBeGreaterThan(a!.y);
  });

  it("shows a custom objective's form photo in its gallery and By Store's, named by its field; the result says no 'No photos'", async () => {
    const label = 'Photo of the display';
    const title = `E2E Form photo ${Date.now()}`;
    const id = await customObjectiveWithForm(
      api,
      title,
      [otherStore.id],
      [{ ref: 'display', type: 'photo', label, meta: { maximumUploads: 1 } }],
    );
    const picture = await (await apiAs(DEMO.admin)).upload('display.png');
    await api('PUT', `/store/${otherStore.id}/objective/${id}`, { status: 2, answers: [{ ref: 'display', value: [picture.id] }] });
    const { page } = await pageAs(browser, DEMO.admin);

    // The result shows the photo in its answers, and no 'Photos: No photos' above them.
    await page.goto(`/objective/${id}`);
    await page.getByRole('button', { name: `Open the result of ${otherStore.name}` }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('button', { name: `Open photo 1 of ${label}` }));
    expect(await dialog.getByTestId('store-result').getByText('No photos', { exact: true }).count()).toBe(0);
    await button(dialog, 'Close').click();
    await dialog.waitFor({ state: 'detached' });

    // The objective's gallery: the store's tile with the picture; the lightbox names the field.
    await button(page, 'Gallery').click();
    const tiles = page.getByTestId('gallery-tile');
    await hasCount(tiles, 1);
    await shown(tiles.first().locator(`img[src="${picture.fileURL}"]`));
    await tiles
      .first()
      .getByRole('button', { name: `Open photo 1 of ${otherStore.name}` })
      .click();
    const lightbox = page.locator('.yarl__root');
    await containsText(lightbox.locator('.yarl__slide_description'), label);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    // By Store, for that store and this month: the objective's tile with the same picture.
    await openByStore(page);
    await chooseStore(page, otherStore);
    const now = new Date();
    await pick(page, 'Month', now.toLocaleString('en', { month: 'long' }));
    await pick(page, 'Year', String(now.getFullYear()));
    await answered(page, 'GET /objective/byArea', () => button(page, 'Gallery').click(), { showGallery: '1' });
    const tile = tiles.filter({ hasText: title });
    await shown(tile.locator(`img[src="${picture.fileURL}"]`));
  });

  it('opens By Store for a regional manager, and offers it to a rep neither as a tab nor by its URL', async () => {
    const { page } = await pageAs(browser, DEMO.dsm);
    await openByStore(page);
    expect(await button(page, 'Filter').isDisabled()).toBe(true);
    // Their region alone: the six others could only give empty lists.
    expect(await optionsOf(page, 'Region')).toEqual(['All Regions', 'Ontario']);
    const rep = await pageAs(browser, DEMO.fsr);
    // The objectives list offers a rep no By Store tab.
    await rep.page.goto('/objective');
    await shown(rep.page.getByRole('table'));
    expect(await rep.page.getByRole('tab', { name: 'By Store' }).count()).toBe(0);
    await rep.page.goto('/objective/by-store');
    await shown(rep.page.getByText('You are not allowed to do this operation.'));
  });
});
