import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { combobox, pick, selectedText } from './support/objectives-api.js';
import { pdfFile } from './support/pdf-file.js';
import { answered, apiResponse, containsText, hasCount, hasText, hasValue, hidden, shown } from './support/wait.js';
import { csvRows } from './support/csv-download.js';

interface Newsletter {
  id: number;
  version: string;
  name: string;
  date: string;
  type: string;
  file: { id: number; fileURL: string; name: string } | null;
  viewCount: number;
}

const stamp = Date.now();
const created = `E2E Learning ${stamp}`;
const renamed = `E2E Learning renamed ${stamp}`;
const today = new Date();
const year = today.getFullYear();
const month = today.getMonth() + 1;
const monthName = (m: number) => new Date(2000, m - 1, 1).toLocaleString('en-US', { month: 'long' });

let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const table = (page: Page, title: string) => page.getByRole('table', { name: title });
const find = async (type: string, q: string) =>
  (await api<Newsletter[]>('GET', `/newsletter?type=${type}&q=${encodeURIComponent(q)}`)).find((n) => n.name === q);

describe('newsletter pages', () => {
  it("lists this month's records of the page's type, with the tabs", async () => {
    const expected = await api<Newsletter[]>('GET', `/newsletter?type=win&year=${year}&month=${month}`);
    expect(expected.length).toBeGreaterThan(0);
    const { page } = await pageAs(browser, DEMO.admin);
    await answered(page, 'GET /newsletter', () => page.goto('/newsletter/wins'), { type: 'win', year: String(year), month: String(month) });
    await shown(page.getByRole('tab', { name: 'Wins', exact: true, selected: true }));
    expect(await selectedText(page, 'Month')).toBe(monthName(month));
    expect(await selectedText(page, 'Year')).toBe(String(year));
    const rows = table(page, 'Wins').getByRole('row');
    await hasCount(rows, expected.length + 1);
    expect(await table(page, 'Wins').getByRole('columnheader').allTextContents()).toEqual([
      'TITLE',
      'MONTH',
      'YEAR',
      'NUM. VIEWS',
      'Actions',
    ]);
    await hasText(rows.filter({ hasText: expected[0].name }), `${expected[0].name}${monthName(month)}${year}${expected[0].viewCount}`);
  });

  it('moves month by month with the arrows, stopping at January and December (no year rollover)', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/newsletter/weekly-good?year=${year}&month=2`);
    const previous = page.getByRole('button', { name: 'Previous month' });
    const next = page.getByRole('button', { name: 'Next month' });
    await answered(page, 'GET /newsletter', () => previous.click(), { type: 'weekly_good', year: String(year), month: '1' });
    expect(await selectedText(page, 'Month')).toBe('January');
    expect(await previous.isDisabled()).toBe(true);
    expect(await selectedText(page, 'Year')).toBe(String(year));

    await answered(page, 'GET /newsletter', () => pick(page, 'Month', 'November'), { month: '11' });
    await answered(page, 'GET /newsletter', () => next.click(), { type: 'weekly_good', year: String(year), month: '12' });
    expect(await selectedText(page, 'Month')).toBe('December');
    expect(await next.isDisabled()).toBe(true);
    expect(await selectedText(page, 'Year')).toBe(String(year));
    // November was loaded moments ago: it comes back from the cache, without a request.
    await previous.click();
    await hasText(combobox(page, 'Month'), /November/);
    expect(await next.isDisabled()).toBe(false);

    await combobox(page, 'Year').click();
    const years = (await page.getByRole('listbox').getByRole('option').allTextContents()).map(Number);
    expect(years[0]).toBe(2018);
    expect(years.at(-1)).toBe(year + 1);
    await page.keyboard.press('Escape');
  });

  it('keeps the arrows and the dropdowns on one line on a phone, September included', async () => {
    const { page } = await pageAs(browser, DEMO.admin, { phone: true });
    await page.goto(`/newsletter/wins?year=${year}&month=9`);
    await hasText(combobox(page, 'Month'), /September/);
    const previous = await page.getByRole('button', { name: 'Previous month' }).boundingBox();
    const next = await page.getByRole('button', { name: 'Next month' }).boundingBox();
    expect(next?.y).toBe(previous?.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('lists the missing Title and File, then creates a record for the chosen month with a PDF and shows that month', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/newsletter/e-learning?year=${year}&month=3`);
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 2);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Title', 'File']);
    await required.getByRole('button', { name: 'OK' }).click();

    // The month the page shows is the new record's; it can be changed in the form.
    await hasText(combobox(page, 'Month'), /March/);
    await pick(page, 'Month', 'April');
    await dialog.getByLabel('Title').fill(created);
    await answered(page, 'POST /image', () => dialog.locator('input[name="file"]').setInputFiles(pdfFile('lesson.pdf')));
    await shown(dialog.getByTestId('uploaded-file').filter({ hasText: 'lesson.pdf' }));
    // Saved in April, it is shown where it now is: the list moves to April.
    const april = apiResponse(page, 'GET /newsletter', { month: '4' });
    await answered(page, 'POST /newsletter', () => dialog.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'The record has been created'));
    expect(await find('e_learning', created)).toMatchObject({ date: `${year}-04-01`, type: 'e_learning', file: { name: 'lesson.pdf' } });
    await april;
    expect(new URL(page.url()).searchParams.get('month')).toBe('4');
    await hasText(table(page, 'E-learning').getByRole('row').filter({ hasText: created }), `${created}April${year}0`);
  });

  it('previews a record read-only with its PDF, without counting a view', async () => {
    const record = (await find('e_learning', created))!;
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/newsletter/e-learning?year=${year}&month=4`);
    const row = table(page, 'E-learning').getByRole('row').filter({ hasText: created });
    await answered(page, 'GET /newsletter/:id', () => row.getByRole('button', { name: created, exact: true }).click(), {
      skipTracking: 'true',
    });
    const dialog = page.getByRole('dialog', { name: 'Detail' });
    await containsText(dialog, created);
    await containsText(dialog, 'April');
    expect(await dialog.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe(record.file!.fileURL);
    expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await hidden(dialog);
    expect((await find('e_learning', created))!.viewCount).toBe(0);
  });

  it('edits a record', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/newsletter/e-learning?year=${year}&month=4`);
    await page.getByRole('button', { name: `Edit ${created}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    await hasValue(dialog.getByLabel('Title'), created);
    await shown(dialog.getByTestId('uploaded-file').filter({ hasText: 'lesson.pdf' }));
    await dialog.getByLabel('Title').fill(renamed);
    const { version } = (await find('e_learning', created))!;
    const reloaded = apiResponse(page, 'GET /newsletter', { month: '4' });
    const put = await answered(page, 'PUT /newsletter/:id', () => dialog.getByRole('button', { name: 'Save' }).click());
    // Made on the version the form was opened on: refused had another admin saved it since.
    expect(put.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(alert(page, 'The record has been updated'));
    await reloaded;
    await shown(table(page, 'E-learning').getByRole('row').filter({ hasText: renamed }));
    expect(await find('e_learning', renamed)).toMatchObject({ date: `${year}-04-01`, file: { name: 'lesson.pdf' } });
  });

  it('deletes a record after the confirmation', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/newsletter/e-learning?year=${year}&month=4`);
    // Seen first in its Detail dialog: once deleted, the closed dialog does not ask for it again (a 404).
    const row = table(page, 'E-learning').getByRole('row').filter({ hasText: renamed });
    await answered(page, 'GET /newsletter/:id', () => row.getByRole('button', { name: renamed, exact: true }).click());
    const detail = page.getByRole('dialog', { name: 'Detail' });
    await detail.getByRole('button', { name: 'Close' }).click();
    await hidden(detail);
    const readsOfOne: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/newsletter\/\d+/.test(request.url()) && request.method() === 'GET') readsOfOne.push(request.url());
    });
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this record?' });
    await containsText(confirm, "You won't be able to revert this!");
    const reloaded = apiResponse(page, 'GET /newsletter', { month: '4' });
    await answered(page, 'DELETE /newsletter/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(alert(page, 'The record has been deleted.'));
    await reloaded;
    await hidden(table(page, 'E-learning').getByRole('row').filter({ hasText: renamed }));
    expect(await find('e_learning', renamed)).toBeUndefined();
    expect(readsOfOne).toEqual([]);
  });

  it("downloads the month's records as a CSV named after the type", async () => {
    const expected = await api<Newsletter[]>('GET', `/newsletter?type=e_learning&year=${year}&month=${month}`);
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/newsletter/e-learning');
    await hasCount(table(page, 'E-learning').getByRole('row'), expected.length + 1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('e_learning.csv');
    const lines = await csvRows(download);
    expect(lines[0]).toBe('ID,TITLE,MONTH,YEAR,NUM. VIEWS');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(expected.map((n) => n.id));
  });
});
