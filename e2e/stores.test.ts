import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { allContain, answered, apiResponse, containsText, hasCount, hasText, hasValue, helperText, hidden, shown } from './support/wait.js';
import { csvRows } from './support/csv-download.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const storeName = `E2E Store ${Date.now()}`;

/** The notification bar (or any alert) showing `text`. */
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Searches the list and waits for its answer. */
async function searchStores(page: Page, q: string) {
  await answered(page, 'GET /store', () => page.getByLabel('Search', { exact: true }).fill(q), { q });
}

/**
 * The total of the store list's next answer (after `action`: opening the list or changing its
 * filters), once the pagination shows it ('1–50 of 306').
 */
async function totalAfter(page: Page, action: () => Promise<unknown>, params: Record<string, string>): Promise<number> {
  const res = await answered(page, 'GET /store', action, params);
  const total = ((await res.json()) as { meta: { total: number } }).meta.total;
  await hasText(page.locator('.MuiTablePagination-displayedRows'), new RegExp(`of ${total}$`));
  return total;
}

describe('stores', () => {
  it('creates a store after the missing fields, postal code and store number messages', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/store');
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/store/create');
    await shown(page.getByRole('heading', { name: 'Create/Edit Store' }));

    // By keyboard: Enter on Save opens the alert with OK focused, and Enter closes it.
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await shown(required);
    const listed = await required.getByRole('listitem').allTextContents();
    expect(listed).toEqual([
      'Territory',
      'Store Name',
      'Store Number',
      'Address Line 1',
      'City',
      'Province',
      'Postal Code',
      'Phone Number',
    ]);
    const ok = required.getByRole('button', { name: 'OK' });
    // The form focuses its first missing field a moment after the alert opens: the alert keeps the focus on OK.
    await expect.poll(() => ok.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await hidden(required);

    await pick(page, 'Territory', 'Kingston South');
    await page.getByLabel('Store Name').fill(storeName);
    await page.getByLabel('Store Number').fill('12a');
    await page.getByLabel('Phone Number').fill('613-555-0100');
    await page.getByLabel('Address Line 1').fill('1 Test Street');
    await page.getByLabel('City').fill('Kingston');
    await pick(page, 'Province', 'Ontario');
    await page.getByLabel('Postal Code').fill('K7L 3N');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('The store number must contain digits only'));
    await shown(page.getByText(/Enter the postal code as letter-digit-letter digit-letter-digit/));
    expect(await required.isVisible()).toBe(false);

    await page.getByLabel('Store Number').fill('4242');
    // Typed as it comes, the postal code takes its mask: upper case, the space added, other characters left out.
    await page.getByLabel('Postal Code').fill('');
    await page.getByLabel('Postal Code').pressSequentially('k7l-3n6x');
    await hasValue(page.getByLabel('Postal Code'), 'K7L 3N6');
    await page.getByLabel('Store Manager Email').fill('manager@store.example.com');
    await answered(page, 'POST /store', () => page.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Store has been created'));
    await page.waitForURL(/\/store$/);

    await searchStores(page, storeName);
    const row = page.getByRole('row').filter({ hasText: storeName });
    await hasCount(row, 1);
    // What the search found is told to screen readers.
    await hasText(page.getByRole('status').filter({ hasText: 'found' }), '1 record found');
    expect(await row.textContent()).toContain('4242');
    expect(await row.textContent()).toContain('Kingston South');

    await row.getByRole('link', { name: storeName }).click();
    await page.waitForURL(/\/store\/\d+\/edit$/);
    await hasValue(page.getByLabel('Postal Code'), 'K7L 3N6');
  });

  it('edits the store and opens the same form at /store/{id}', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/store');
    await searchStores(page, storeName);
    await page.getByRole('button', { name: `Edit ${storeName}` }).click();
    await page.waitForURL(/\/store\/\d+\/edit$/);
    const id = page.url().match(/\/store\/(\d+)\/edit/)?.[1];

    await hasValue(page.getByLabel('City'), 'Kingston');
    await page.getByLabel('City').fill('Napanee');
    await page.getByLabel('Address Line 1').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 1);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Address Line 1']);
    await required.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Address Line 1').fill('2 Test Street');
    await answered(page, 'PUT /store/:id', () => page.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Store has been updated'));
    await page.waitForURL(/\/store$/);
    await searchStores(page, storeName);
    await containsText(page.getByRole('row').filter({ hasText: storeName }), 'Napanee');

    await page.goto(`/store/${id}`);
    await hasValue(page.getByLabel('Address Line 1'), '2 Test Street');
  });

  it('asks before saving over a change another admin saved meanwhile, keeping what was typed', async () => {
    const api = await adminApi();
    const [store] = await api<{ id: number; name: string; phoneNo: string }[]>('GET', `/store?q=${encodeURIComponent(storeName)}`);
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/store/${store!.id}/edit`);
    await hasValue(page.getByLabel('Store Name'), store!.name);
    // Another admin saves the store while this form is open.
    const current = await api<Record<string, unknown>>('GET', `/store/${store!.id}`);
    await api('PUT', `/store/${store!.id}`, { ...current, phoneNo: '613-555-0100' });

    await page.getByLabel('City').fill('Belleville');
    const refused = await answered(page, 'PUT /store/:id', () => page.getByRole('button', { name: 'Save' }).click());
    expect(refused.status()).toBe(409);
    const changed = page.getByRole('dialog', { name: 'Changed meanwhile' });
    await containsText(changed, 'Someone else saved a change to this record after you opened it.');
    // Cancel keeps the form as typed, nothing saved.
    await changed.getByRole('button', { name: 'Cancel' }).click();
    await hidden(changed);
    await hasValue(page.getByLabel('City'), 'Belleville');
    expect((await api<{ city: string }>('GET', `/store/${store!.id}`)).city).not.toBe('Belleville');
    // Saving again asks again; Save mine writes this form over the other change.
    await answered(page, 'PUT /store/:id', () => page.getByRole('button', { name: 'Save' }).click());
    const saved = await answered(page, 'PUT /store/:id', () => changed.getByRole('button', { name: 'Save mine' }).click());
    expect(saved.status()).toBe(200);
    await shown(alert(page, 'Store has been updated'));
    expect((await api<{ city: string }>('GET', `/store/${store!.id}`)).city).toBe('Belleville');
  });

  it('deletes the store after the confirmation', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/store');
    await searchStores(page, storeName);
    await page.getByRole('button', { name: `Delete ${storeName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this store?' });
    await containsText(confirm, "You won't be able to revert this!");
    // The deletion, then the list's reload that follows it: the empty table comes with that answer.
    const reloaded = apiResponse(page, 'GET /store', { q: storeName });
    await answered(page, 'DELETE /store/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(alert(page, 'Store has been deleted.'));
    await reloaded;
    await shown(page.getByTestId('table-empty'));
  });

  it("shows the server's 422 and 409 messages on their fields, keeping what was typed", async () => {
    const api = await adminApi();
    const [taken] = await api<{ storeNumber: string }[]>('GET', '/store?perPage=1&sort=name');
    const districts = await api<{ id: number; name: string }[]>('GET', '/district');
    const gone = await api<{ id: number; name: string }>('POST', '/territory', {
      name: `E2E Gone ${Date.now()}`,
      districtID: districts[0].id,
    });
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/store/create');
    await pick(page, 'Territory', gone.name);
    await page.getByLabel('Store Name').fill(`${storeName} bis`);
    await page.getByLabel('Store Number').fill('4243');
    await page.getByLabel('Phone Number').fill('613-555-0101');
    await page.getByLabel('Address Line 1').fill('3 Test Street');
    await page.getByLabel('City').fill('Kingston');
    await pick(page, 'Province', 'Ontario');
    await page.getByLabel('Postal Code').fill('K7L3N6');
    await api('DELETE', `/territory/${gone.id}`);
    await answered(page, 'POST /store', () => page.getByRole('button', { name: 'Save' }).click());
    await shown(page.getByText('Select an existing territory'));
    expect(page.url()).toMatch(/\/store\/create$/);

    // The number of a store that exists: refused (409) at the Store Number field, nothing created.
    await pick(page, 'Territory', 'Kingston South');
    await page.getByLabel('Store Number').fill(taken!.storeNumber);
    const refused = await answered(page, 'POST /store', () => page.getByRole('button', { name: 'Save' }).click());
    expect(refused.status()).toBe(409);
    await hasText(helperText(page, 'Store Number'), 'This store number is already used by another store.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toMatch(/\/store\/create$/);
    await containsText(page.getByRole('combobox', { name: 'Territory' }), 'Kingston South');
    await hasValue(page.getByLabel('Store Name'), `${storeName} bis`);
    await hasValue(page.getByLabel('Store Number'), taken!.storeNumber);
    await hasValue(page.getByLabel('Phone Number'), '613-555-0101');
    await hasValue(page.getByLabel('Address Line 1'), '3 Test Street');
    await hasValue(page.getByLabel('Postal Code'), 'K7L 3N6');
    expect((await api<unknown[]>('GET', `/store?q=${encodeURIComponent(`${storeName} bis`)}`)).length).toBe(0);
  });

  it('shows 500 rows per page and downloads every store as stores.csv', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    const total = await totalAfter(page, () => page.goto('/store'), {});
    const rows = page.getByRole('table', { name: 'Stores' }).locator('tbody tr');
    await hasCount(rows, 50);
    expect(total).toBeGreaterThan(100);

    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await answered(page, 'GET /store', () => page.getByRole('option', { name: '500' }).click(), { perPage: '500' });
    await hasCount(rows, Math.min(total, 500));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('stores.csv');
    const lines = await csvRows(download);
    expect(lines[0]).toMatch(/^ID,Store Name,Store Number/);
    expect(lines.length).toBe(total + 1);
  });

  it('sorts the stores by a column from its header, one way then the other', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await totalAfter(page, () => page.goto('/store'), {});
    const table = page.getByRole('table', { name: 'Stores' });
    const sortByCity = () => table.getByRole('button', { name: 'City' }).click();
    /** The City cells of the shown rows, top to bottom. */
    const cities = () =>
      table.evaluate((el) => {
        const column = [...el.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim() === 'City');
        return [...el.querySelectorAll('tbody tr')].map((tr) => tr.children[column]?.textContent ?? '');
      });
    const byCity = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
    for (const sort of ['city', '-city']) {
      const res = await answered(page, 'GET /store', sortByCity, { sort });
      const sent = ((await res.json()) as { data: { city: string }[] }).data.map((d) => d.city);
      await expect.poll(cities).toEqual(sent);
      expect(sent).toEqual([...sent].sort((a, b) => (sort === 'city' ? byCity(a, b) : byCity(b, a))));
    }
  });

  it('filters the stores by region, district and territory', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    const all = await totalAfter(page, () => page.goto('/store'), {});
    expect(all).toBeGreaterThan(100);
    const ontario = await totalAfter(page, () => pick(page, 'Region', 'Ontario'), {});
    expect(ontario).toBeLessThan(all);
    await pick(page, 'District', 'Ottawa Valley');
    const territories = await (await adminApi())<{ id: number; name: string }[]>('GET', '/territory/all');
    const territoryID = String(territories.find((t) => t.name === 'Kingston South')!.id);
    await answered(page, 'GET /store', () => pick(page, 'Territory', 'Kingston South'), { territoryID });
    const rows = page.getByRole('table', { name: 'Stores' }).locator('tbody tr');
    await allContain(rows, 'Kingston South');
    // The whole list was loaded moments ago: it comes back from the cache, without a request.
    await pick(page, 'Region', 'All Regions');
    await hasText(page.locator('.MuiTablePagination-displayedRows'), new RegExp(`of ${all}$`));
    expect(await page.getByRole('combobox', { name: 'Territory' }).textContent()).toBe('All Territories');
  });

  it('pages through the stores on a phone: the next page is within the screen', async () => {
    const { page } = await pageAs(browser, DEMO.admin, { phone: true });
    await page.goto('/store');
    const next = page.getByRole('button', { name: 'Go to next page' });
    await shown(next);
    // Measured in the app's font, not the narrower one shown while it loads.
    await page.evaluate(() => document.fonts.ready);
    const box = (await next.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await answered(page, 'GET /store', () => next.click(), { page: '2' });
    await hasText(page.locator('.MuiTablePagination-displayedRows'), /^51–100 of/);
  });

  it('shows a rep only the stores of their territory, without admin actions, and refuses the create form', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await page.goto('/store');
    const rows = page.getByRole('table', { name: 'Stores' }).locator('tbody tr');
    await shown(rows.first());
    const texts = await rows.allInnerTexts();
    expect(texts.every((text) => text.includes('Ottawa North'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Add New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await page.goto('/store/create');
    await shown(page.getByText('You are not allowed to do this operation.'));
  });
});
