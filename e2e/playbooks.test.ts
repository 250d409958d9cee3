import type { Playbook, PlaybookRow, StoreRegion, UploadedFile } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type AdminApi } from './support/admin-api.js';
import { baseURL, DEMO, launchBrowser, pageAs } from './support/browser.js';
import { pdfBytes, pdfFile } from './support/pdf-file.js';
import { answered, apiResponse, containsText, hasCount, hasText, hasValue, hidden, shown } from './support/wait.js';
import { csvRows } from './support/csv-download.js';

const stamp = Date.now();
const created = `E2E Playbook ${stamp}`;
const renamed = `E2E Renamed ${stamp}`;
const forRep = `E2E Rep Reads ${stamp}`;
const year = new Date().getFullYear();

let browser: Browser;
let admin: AdminApi;
let repStore: number;
let repPlaybookId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await apiAs(DEMO.admin)).call;
  const rep = await apiAs(DEMO.fsr);
  repStore = (await rep.page<{ id: number }>('/store?perPage=1')).data[0].id;
  const form = new FormData();
  form.append('type', 'pdf');
  form.append('file', new Blob([new Uint8Array(pdfBytes('Rep guide'))], { type: 'application/pdf' }), 'rep-guide.pdf');
  const file = await admin<UploadedFile>('POST', '/image', form);
  repPlaybookId = (
    await admin<Playbook>('POST', '/playbook', { name: forRep, date: `${year}-01-01`, stores: [repStore], file: { id: file.id } })
  ).id;
});

const table = (page: Page) => page.getByRole('table', { name: 'Playbooks' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const playbookNamed = async (name: string) =>
  (await admin<PlaybookRow[]>('GET', `/playbook?perPage=500&q=${encodeURIComponent(name)}`)).find((p) => p.name === name);

/** Ontario's stores, and those whose name holds 'Pembroke' (a search the picker matches without case or accents). */
async function ontarioStores() {
  const regions = await admin<StoreRegion[]>('GET', '/store/regions');
  const ontario = regions.find((region) => region.name === 'Ontario')!;
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const pembroke = ontario.stores.filter((store) => fold(store.name).includes('pembroke'));
  // Some, not all: the search hides part of the region.
  expect(pembroke.length).toBeGreaterThan(0);
  expect(pembroke.length).toBeLessThan(ontario.stores.length);
  return { all: ontario.stores, pembroke };
}

const selectedCount = (page: Page) => page.getByTestId('store-selected-count');
const ontarioRow = (page: Page) => page.getByTestId('store-region').filter({ has: page.getByText('Ontario', { exact: true }) });
const shownButton = (page: Page, verb: 'Add' | 'Remove', count: number) =>
  page.getByRole('button', { name: `${verb} shown (${count}): stores of Ontario that match the search`, exact: true });

async function openList(page: Page, q: string) {
  await page.goto('/playbooks');
  await answered(page, 'GET /playbook', () => page.getByLabel('Search', { exact: true }).fill(q), { q });
}

describe('playbooks', () => {
  it('an admin creates a playbook with its PDF: the messages first, then the success dialog and back to the list', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/playbooks');
    await shown(table(page).getByRole('columnheader', { name: 'VISIBLE TO' }));
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/playbooks/create');
    await shown(page.getByRole('heading', { name: 'New Playbook' }));
    // The PDF is marked required, as the title is.
    expect(await page.locator('input[name="file"]').getAttribute('aria-label')).toBe('PDF *');

    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('The PDF file is required'));
    await shown(page.getByText('Enter a title'));

    await answered(page, 'POST /image', () => page.locator('input[name="file"]').setInputFiles(pdfFile('launch.pdf')));
    await shown(page.getByTestId('uploaded-file').filter({ hasText: 'launch.pdf' }));
    await page.getByLabel('Title').fill(created);
    await page.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'March' }).click();
    await page.getByRole('button', { name: 'Add all stores of Ontario' }).click();
    const saved = await answered(page, 'POST /playbook', () => page.getByRole('button', { name: 'Save' }).click());
    expect(saved.status()).toBe(201);
    const dialog = page.getByRole('dialog', { name: 'Playbook has been created' });
    await shown(dialog);
    // The dialog closes by itself (4 s) and the list opens.
    await page.waitForURL('**/playbooks');
    await hidden(dialog);

    const playbook = (await saved.json()).data as Playbook;
    expect(playbook).toMatchObject({ name: created, date: `${year}-03-01`, viewCount: 0, file: { name: 'launch.pdf' } });
    expect(playbook.storeCount).toBeGreaterThan(0);
    await openList(page, created);
    await hasText(row(page, created), `${created}March${year}${playbook.storeCount} stores0`);
  });

  it('a refused save keeps the form as it was, with the server’s message', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/playbooks/create');
    const upload = await answered(page, 'POST /image', () => page.locator('input[name="file"]').setInputFiles(pdfFile('gone.pdf')));
    const file = (await upload.json()).data as UploadedFile;
    await page.getByLabel('Title').fill(`${created} refused`);
    // The file is deleted behind the form's back: the save is refused, nothing is lost in the form.
    await admin('DELETE', `/image/${file.id}`);
    const refused = await answered(page, 'POST /playbook', () => page.getByRole('button', { name: 'Save' }).click());
    expect(refused.status()).toBe(422);
    await shown(page.getByText(`File ${file.id} cannot be attached here.`));
    await hasValue(page.getByLabel('Title'), `${created} refused`);
    expect(page.url()).toMatch(/\/playbooks\/create$/);
    expect(await playbookNamed(`${created} refused`)).toBeUndefined();
  });

  it('an admin edits a playbook from its title', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openList(page, created);
    const read = apiResponse(page, 'GET /playbook/:id', { skipTracking: 'true' });
    await row(page, created).getByRole('link', { name: created }).click();
    await page.waitForURL(/\/playbooks\/\d+\/edit$/);
    await read;
    await shown(page.getByRole('heading', { name: 'Edit Playbook' }));
    await hasValue(page.getByLabel('Title'), created);
    await shown(page.getByTestId('uploaded-file').filter({ hasText: 'launch.pdf' }));
    await page.getByLabel('Title').fill(renamed);
    const id = Number(page.url().match(/\/playbooks\/(\d+)\/edit$/)![1]);
    const { version } = await admin<Playbook>('GET', `/playbook/${id}?skipTracking=true`);
    const saved = await answered(page, 'PUT /playbook/:id', () => page.getByRole('button', { name: 'Save' }).click());
    expect(saved.status()).toBe(200);
    // Made on the version the form was opened on: refused had another admin saved it since.
    expect(saved.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(page.getByRole('dialog', { name: 'Playbook has been updated' }));
    await page.waitForURL('**/playbooks');
    const playbook = await playbookNamed(renamed);
    expect(playbook).toMatchObject({ date: `${year}-03-01`, viewCount: 0, file: { name: 'launch.pdf' } });
  });

  it('with a search, Add all and Remove all of a region act on the stores shown only, not on those the search hides', async () => {
    const ontario = await ontarioStores();
    const [shownCount, total] = [ontario.pembroke.length, ontario.all.length];
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/playbooks/create');
    await shown(ontarioRow(page));
    await page.getByLabel('Search stores').fill('Pembroke');
    await hasCount(ontarioRow(page).getByRole('checkbox'), shownCount);
    await shownButton(page, 'Add', shownCount).click();
    // Before: all of Ontario's stores, the hidden ones too.
    await hasText(selectedCount(page), `${shownCount} stores selected`);
    await shown(ontarioRow(page).getByText(`${shownCount} / ${total}`, { exact: true }));
    await hasCount(ontarioRow(page).getByRole('checkbox', { checked: true }), shownCount);
    expect(await shownButton(page, 'Add', shownCount).isDisabled()).toBe(true);

    // The search cleared, the region's whole list shows the shown stores selected, and only them.
    await page.getByLabel('Search stores').fill('');
    await hasText(selectedCount(page), `${shownCount} stores selected`);
    await shown(ontarioRow(page).getByText(`${shownCount} / ${total}`, { exact: true }));
    await page.getByRole('button', { name: 'Show the stores of Ontario' }).click();
    await hasCount(ontarioRow(page).getByRole('checkbox'), total);
    const checked = ontarioRow(page).getByRole('checkbox', { checked: true });
    await hasCount(checked, shownCount);
    for (const store of ontario.pembroke) expect(await ontarioRow(page).getByLabel(store.name, { exact: true }).isChecked()).toBe(true);

    // Without a search, Add all takes the whole region; with one, Remove all leaves the hidden stores selected.
    await page.getByRole('button', { name: 'Add all stores of Ontario' }).click();
    await hasText(selectedCount(page), `${total} stores selected`);
    await page.getByLabel('Search stores').fill('Pembroke');
    await shownButton(page, 'Remove', shownCount).click();
    await hasText(selectedCount(page), `${total - shownCount} stores selected`);
    await shown(ontarioRow(page).getByText(`${total - shownCount} / ${total}`, { exact: true }));
    await hasCount(ontarioRow(page).getByRole('checkbox', { checked: true }), 0);
  });

  it('on the edit screen, Add all with a search adds the stores shown to those the playbook has, and saves them', async () => {
    const ontario = await ontarioStores();
    const kept = ontario.all.find((store) => !ontario.pembroke.includes(store))!;
    const form = new FormData();
    form.append('type', 'pdf');
    form.append('file', new Blob([new Uint8Array(pdfBytes('Search guide'))], { type: 'application/pdf' }), 'search-guide.pdf');
    const file = await admin<UploadedFile>('POST', '/image', form);
    const name = `E2E Searched stores ${stamp}`;
    const { id } = await admin<Playbook>('POST', '/playbook', { name, date: `${year}-02-01`, stores: [kept.id], file: { id: file.id } });

    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto(`/playbooks/${id}/edit`);
    await hasValue(page.getByLabel('Title'), name);
    await hasText(selectedCount(page), '1 store selected');
    await page.getByLabel('Search stores').fill('Pembroke');
    await shownButton(page, 'Add', ontario.pembroke.length).click();
    const count = ontario.pembroke.length + 1;
    await hasText(selectedCount(page), `${count} stores selected`);
    await shown(ontarioRow(page).getByText(`${count} / ${ontario.all.length}`, { exact: true }));
    const saved = await answered(page, 'PUT /playbook/:id', () => page.getByRole('button', { name: 'Save' }).click());
    expect(saved.status()).toBe(200);
    const expected = [kept, ...ontario.pembroke].map((store) => store.id).sort((a, b) => a - b);
    expect((saved.request().postDataJSON() as { stores: number[] }).stores).toEqual(expected);
    await page.waitForURL('**/playbooks');
    await admin('DELETE', `/playbook/${id}`);
  });

  it('a rep opens a playbook of their stores: the PDF in a new tab, and NUM. VIEWS goes up', async () => {
    const { context, page } = await pageAs(browser, DEMO.fsr);
    await openList(page, forRep);
    await hasText(row(page, forRep), `${forRep}January${year}1 stores0`);
    await hidden(page.getByRole('link', { name: 'Add New' }));
    await hidden(page.getByRole('button', { name: 'Download CSV' }));

    const reloaded = apiResponse(page, 'GET /playbook', { q: forRep });
    const [tab, read] = await Promise.all([
      context.waitForEvent('page'),
      answered(page, 'GET /playbook/:id', () => page.getByRole('button', { name: `Open ${forRep}` }).click()),
    ]);
    expect(((await read.json()).data as Playbook).viewCount).toBe(1);
    await tab.waitForURL(/\/uploads\/[0-9a-f]{32}\.pdf$/);
    await reloaded;
    await hasText(row(page, forRep), `${forRep}January${year}1 stores1`);
    const file = (await admin<Playbook>('GET', `/playbook/${repPlaybookId}?skipTracking=true`)).file!;
    const bytes = await fetch(`${baseURL()}${file.fileURL}`);
    expect(bytes.headers.get('content-type')).toBe('application/pdf');
    // The PDF's tab, not the kept page: closed, as its context stays open for the next test.
    await tab.close();
  });

  it('a rep opens this month’s playbook from the home page: the view is counted there too', async () => {
    const form = new FormData();
    form.append('type', 'pdf');
    form.append('file', new Blob([new Uint8Array(pdfBytes('Month guide'))], { type: 'application/pdf' }), 'month-guide.pdf');
    const file = await admin<UploadedFile>('POST', '/image', form);
    const name = `E2E Home Reads ${stamp}`;
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
    const { id } = await admin<Playbook>('POST', '/playbook', { name, date: month, stores: [repStore], file: { id: file.id } });

    const { context, page } = await pageAs(browser, DEMO.fsr);
    await page.goto('/home');
    const link = page.getByRole('region', { name: "This month's playbooks" }).getByRole('link', { name });
    const [tab, read] = await Promise.all([context.waitForEvent('page'), answered(page, 'GET /playbook/:id', () => link.click())]);
    expect(((await read.json()).data as Playbook).viewCount).toBe(1);
    await tab.waitForURL(/\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect((await admin<Playbook>('GET', `/playbook/${id}?skipTracking=true`)).viewCount).toBe(1);
    await tab.close();
  });

  it('an admin downloads playbooks.csv', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/playbooks');
    const pager = page.locator('.MuiTablePagination-displayedRows');
    await hasText(pager, /of [1-9]\d*/);
    const total = Number((await pager.textContent())!.match(/of (\d+)/)![1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('playbooks.csv');
    const lines = await csvRows(download);
    expect(lines[0]).toBe('ID,TITLE,MONTH,YEAR,VISIBLE TO,NUM. VIEWS');
    expect(lines).toHaveLength(total + 1);
  });

  it('an admin deletes a playbook after the confirmation', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openList(page, renamed);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this playbook?' });
    await containsText(confirm, "You won't be able to revert this!");
    const reloaded = apiResponse(page, 'GET /playbook', { q: renamed });
    await answered(page, 'DELETE /playbook/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(page.getByRole('alert').filter({ hasText: 'Playbook has been deleted.' }));
    await reloaded;
    await shown(page.getByTestId('table-empty'));
    expect(await playbookNamed(renamed)).toBeUndefined();
  });
});
