import { en } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { dateField, hasDate, typeDate } from './support/date-field.js';
import { pdfFile } from './support/pdf-file.js';
import { answered, apiResponse, containsText, hasCount, hasText, hasValue, shown } from './support/wait.js';
import { csvRows } from './support/csv-download.js';

interface WeeklyGood {
  id: number;
  version: string;
  name: string;
  date: string;
  file: { id: number; name: string } | null;
  viewCount: number;
}

const stamp = Date.now();
const created = `E2E Weekly ${stamp}`;
const renamed = `E2E Weekly renamed ${stamp}`;
const year = new Date().getFullYear();

let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const table = (page: Page) => page.getByRole('table', { name: 'Weekly Goods' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const findByName = async (name: string) => (await api<WeeklyGood[]>('GET', `/weekly_good?q=${encodeURIComponent(name)}`))[0];

async function openList(page: Page, q: string) {
  await page.goto('/weekly-goods');
  await answered(page, 'GET /weekly_good', () => page.getByLabel('Search', { exact: true }).fill(q), { q });
}

describe('weekly goods', () => {
  it('shows the newsletter tabs and the demo weekly goods with their views', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/weekly-goods');
    const tabs = page.getByRole('tablist', { name: 'Newsletter sections' }).getByRole('tab');
    await hasCount(tabs, 5);
    expect(await tabs.allTextContents()).toEqual(['Wins', 'Weekly Good', 'E-learning', 'Weekly Goods', 'Wins Feed']);
    await shown(page.getByRole('tab', { name: 'Weekly Goods', selected: true }));
    await hasText(table(page).getByRole('columnheader').first(), 'TITLE');
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(['TITLE', 'DATE', 'NUM. VIEWS', '']);
    await shown(row(page, 'Deck Stain Deals'));
  });

  it('starts a new one on today, lists the missing Title and File, says a day that does not exist is not real, refuses a file that is not a PDF, then creates one with a PDF', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/weekly-goods');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Weekly Good' });
    await hasDate(dateField(dialog, 'Date'), new Date().toLocaleDateString('en-CA'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 2);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Title', 'File']);
    await required.getByRole('button', { name: 'OK' }).click();

    const input = dialog.locator('input[name="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a PDF') });
    await containsText(dialog.getByTestId('upload-rejection'), 'File notes.txt was rejected.');

    await dialog.getByLabel('Title').fill(created);
    await answered(page, 'POST /image', () => input.setInputFiles(pdfFile('deals.pdf')));
    await shown(dialog.getByTestId('uploaded-file').filter({ hasText: 'deals.pdf' }));
    // A day that does not exist is called so at the field, not a missing date.
    await typeDate(dialog, 'Date', `${year}-02-30`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shown(dialog.getByText(en.newsletters.realDate, { exact: true }));
    expect(await required.count()).toBe(0);
    await typeDate(dialog, 'Date', `${year}-02-16`);
    await answered(page, 'POST /weekly_good', () => dialog.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Weekly good has been created'));

    const saved = await findByName(created);
    expect(saved).toMatchObject({ name: created, date: `${year}-02-16`, viewCount: 0, file: { name: 'deals.pdf' } });
    await answered(page, 'GET /weekly_good', () => page.getByLabel('Search', { exact: true }).fill(created), { q: created });
    await hasText(row(page, created), new RegExp(`^${created}Feb 16, ${year}0`));
  });

  it('edits it from its title, without counting a view', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openList(page, created);
    await answered(page, 'GET /weekly_good/:id', () => row(page, created).getByRole('button', { name: created, exact: true }).click(), {
      skipTracking: 'true',
    });
    const dialog = page.getByRole('dialog', { name: 'Edit Weekly Good' });
    await hasValue(dialog.getByLabel('Title'), created);
    await hasDate(dateField(dialog, 'Date'), `${year}-02-16`);
    await shown(dialog.getByTestId('uploaded-file').filter({ hasText: 'deals.pdf' }));
    await dialog.getByLabel('Title').fill(renamed);
    const { version } = await findByName(created);
    const put = await answered(page, 'PUT /weekly_good/:id', () => dialog.getByRole('button', { name: 'Save' }).click());
    // Made on the version the form was opened on: refused had another admin saved it since.
    expect(put.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(alert(page, 'Weekly good has been updated'));
    await answered(page, 'GET /weekly_good', () => page.getByLabel('Search', { exact: true }).fill(renamed), { q: renamed });
    await shown(row(page, renamed));

    const saved = await findByName(renamed);
    expect(saved).toMatchObject({ date: `${year}-02-16`, viewCount: 0, file: { name: 'deals.pdf' } });
  });

  it('deletes it after the confirmation', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openList(page, renamed);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this weekly good?' });
    await containsText(confirm, "You won't be able to revert this!");
    const reloaded = apiResponse(page, 'GET /weekly_good', { q: renamed });
    await answered(page, 'DELETE /weekly_good/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(alert(page, 'Weekly good has been deleted.'));
    await reloaded;
    await shown(page.getByTestId('table-empty'));
    expect(await findByName(renamed)).toBeUndefined();
  });

  it('downloads every weekly good as weekly_goods.csv', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/weekly-goods');
    const pager = page.locator('.MuiTablePagination-displayedRows');
    await hasText(pager, /of [1-9]\d*/);
    const total = Number((await pager.textContent())!.match(/of (\d+)/)![1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('weekly_goods.csv');
    const lines = await csvRows(download);
    expect(lines[0]).toBe('ID,TITLE,DATE,NUM. VIEWS');
    expect(lines.length).toBe(total + 1);
  });

  it('is for admins only: a rep sees the not-allowed page', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await page.goto('/weekly-goods');
    await shown(page.getByText('You are not allowed to do this operation.'));
    expect(await table(page).count()).toBe(0);
  });
});
