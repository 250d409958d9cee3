import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, newPage, signIn } from './support/browser.js';
import { poll } from './support/poll.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const storeName = `E2E Store ${Date.now()}`;

/** The notification bar (or any alert) showing `text`. */
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchStores(page: Page, q: string) {
  await page.getByLabel('Search', { exact: true }).fill(q);
}

/** The total the pagination shows ('1–50 of 306'). */
async function listTotal(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').textContent();
  return Number(text?.match(/of (\d+)/)?.[1] ?? Number.NaN);
}

describe('stores', () => {
  it('creates a store after the missing fields, postal code and store number messages', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/store');
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/store/create');
    await poll(() => page.getByRole('heading', { name: 'Create/Edit Store' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await poll(() => required.isVisible()).toBe(true);
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
    await required.getByRole('button', { name: 'OK' }).click();

    await pick(page, 'Territory', 'Kingston South');
    await page.getByLabel('Store Name').fill(storeName);
    await page.getByLabel('Store Number').fill('12a');
    await page.getByLabel('Phone Number').fill('613-555-0100');
    await page.getByLabel('Address Line 1').fill('1 Test Street');
    await page.getByLabel('City').fill('Kingston');
    await pick(page, 'Province', 'Ontario');
    await page.getByLabel('Postal Code').fill('K7L 3N');
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('The store number must contain digits only').isVisible()).toBe(true);
    await poll(() => page.getByText(/Enter the postal code as letter-digit-letter digit-letter-digit/).isVisible()).toBe(true);
    expect(await required.isVisible()).toBe(false);

    await page.getByLabel('Store Number').fill('4242');
    await page.getByLabel('Postal Code').fill('k7l 3n6');
    await page.getByLabel('Store Manager Email').fill('manager@store.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => alert(page, 'Store has been created').isVisible()).toBe(true);
    await page.waitForURL(/\/store$/);

    await searchStores(page, storeName);
    const row = page.getByRole('row').filter({ hasText: storeName });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('4242');
    expect(await row.textContent()).toContain('Kingston South');

    await row.getByRole('link', { name: storeName }).click();
    await page.waitForURL(/\/store\/\d+\/edit$/);
    await poll(() => page.getByLabel('Postal Code').inputValue()).toBe('K7L 3N6');
    await context.close();
  });

  it('edits the store and opens the same form at /store/{id}', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/store');
    await searchStores(page, storeName);
    await page.getByRole('button', { name: `Edit ${storeName}` }).click();
    await page.waitForURL(/\/store\/\d+\/edit$/);
    const id = page.url().match(/\/store\/(\d+)\/edit/)?.[1];

    await poll(() => page.getByLabel('City').inputValue()).toBe('Kingston');
    await page.getByLabel('City').fill('Napanee');
    await page.getByLabel('Address Line 1').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await poll(() => required.getByRole('listitem').allTextContents()).toEqual(['Address Line 1']);
    await required.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Address Line 1').fill('2 Test Street');
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => alert(page, 'Store has been updated').isVisible()).toBe(true);
    await page.waitForURL(/\/store$/);
    await searchStores(page, storeName);
    await poll(() => page.getByRole('row').filter({ hasText: storeName }).textContent()).toContain('Napanee');

    await page.goto(`/store/${id}`);
    await poll(() => page.getByLabel('Address Line 1').inputValue()).toBe('2 Test Street');
    await context.close();
  });

  it('deletes the store after the confirmation', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/store');
    await searchStores(page, storeName);
    await page.getByRole('button', { name: `Delete ${storeName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this store?' });
    await poll(() => confirm.textContent()).toContain("You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await poll(() => alert(page, 'Store has been deleted.').isVisible()).toBe(true);
    await poll(() => page.getByTestId('table-empty').isVisible()).toBe(true);
    await context.close();
  });

  it("shows the server's 422 message on its field", async () => {
    const api = await adminApi();
    const districts = await api<{ id: number; name: string }[]>('GET', '/district');
    const gone = await api<{ id: number; name: string }>('POST', '/territory', { name: `E2E Gone ${Date.now()}`, districtID: districts[0].id });
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
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
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Select an existing territory').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/store\/create$/);
    await context.close();
  });

  it('shows 500 rows per page and downloads every store as stores.csv', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/store');
    const rows = page.getByRole('table', { name: 'Stores' }).locator('tbody tr');
    await poll(() => rows.count()).toBe(50);
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(100);

    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '500' }).click();
    await poll(() => rows.count()).toBe(Math.min(total, 500));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('stores.csv');
    const text = fs.readFileSync(await download.path(), 'utf8');
    const lines = text.split(/\r?\n/).filter((line) => line !== '');
    expect(lines[0]).toMatch(/^ID,Store Name,Store Number/);
    expect(lines.length).toBe(total + 1);
    await context.close();
  });

  it('filters the stores by region, district and territory', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await page.goto('/store');
    await poll(() => listTotal(page)).toBeGreaterThan(100);
    const all = await listTotal(page);
    await pick(page, 'Region', 'Ontario');
    await poll(() => listTotal(page)).toBeLessThan(all);
    await pick(page, 'District', 'Ottawa Valley');
    await pick(page, 'Territory', 'Kingston South');
    const rows = page.getByRole('table', { name: 'Stores' }).locator('tbody tr');
    await poll(async () => (await rows.allTextContents()).every((r) => r.includes('Kingston South'))).toBe(true);
    await pick(page, 'Region', 'All Regions');
    await poll(() => listTotal(page)).toBe(all);
    expect(await page.getByRole('combobox', { name: 'Territory' }).textContent()).toBe('All Territories');
    await context.close();
  });

  it('shows a rep only the stores of their territory, without admin actions, and refuses the create form', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.fsr);
    await page.goto('/store');
    const rows = page.getByRole('table', { name: 'Stores' }).locator('tbody tr');
    await poll(() => rows.count()).toBeGreaterThan(0);
    const texts = await rows.allInnerTexts();
    expect(texts.every((text) => text.includes('Ottawa North'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Add New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await page.goto('/store/create');
    await poll(() => page.getByText('You are not allowed to do this operation.').isVisible()).toBe(true);
    await context.close();
  });
});
