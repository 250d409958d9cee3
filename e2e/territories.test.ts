import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { answered, apiResponse, containsText, hasCount, hasText, hasValue, shown } from './support/wait.js';
import { csvRows } from './support/csv-download.js';

interface Territory {
  id: number;
  version: string;
  name: string;
  manager: { id: number; name: string } | null;
}

const stamp = Date.now();
const held = `E2E Held ${stamp}`;
const created = `E2E New ${stamp}`;
const rep = { firstName: 'Tess', lastName: `Rep${stamp}` };
const repName = `${rep.firstName} ${rep.lastName}`;

let browser: Browser;
let api: AdminApi;
let heldId: number;
let createdId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const districts = await api<{ id: number; name: string }[]>('GET', '/district');
  const manitoba = districts.find((d) => d.name === 'Manitoba')!;
  heldId = (await api<Territory>('POST', '/territory', { name: held, districtID: manitoba.id })).id;
  await api('POST', '/user', { ...rep, email: `tess.${stamp}@example.com`, role: 4, areaID: heldId, password: 'e2e-password' });
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const row = (page: Page, name: string) => page.getByRole('table', { name: 'Territories' }).getByRole('row').filter({ hasText: name });

/** Searches the list and waits for its answer. */
async function search(page: Page, q: string) {
  await answered(page, 'GET /territory', () => page.getByLabel('Search', { exact: true }).fill(q), { q });
}

async function openList(page: Page, q: string) {
  await page.goto('/territory');
  await search(page, q);
}

async function chooseManager(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Edit Territory' });
  await dialog.getByRole('combobox', { name: 'Manager' }).fill(rep.lastName);
  await page.getByRole('option', { name: new RegExp(repName) }).click();
  await answered(page, 'PUT /territory/:id', () => dialog.getByRole('button', { name: 'Save' }).click());
  return dialog;
}

describe('territories', () => {
  it('lists the missing fields, then creates an unassigned territory', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/territory');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Territory' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 2);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Name', 'District']);
    await required.getByRole('button', { name: 'OK' }).click();

    await dialog.getByLabel('Name').fill(created);
    await dialog.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'Manitoba', exact: true }).click();
    await answered(page, 'POST /territory', () => dialog.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Territory has been created'));
    await search(page, created);
    await hasText(row(page, created), `${created}UnassignedManitoba`);
    createdId = (await api<Territory[]>('GET', '/territory/all')).find((t) => t.name === created)!.id;
  });

  it('asks before moving a manager, and cancelling keeps them where they were', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openList(page, created);
    await row(page, created).getByRole('button', { name: created, exact: true }).click();
    const dialog = await chooseManager(page);

    const confirm = page.getByRole('dialog', { name: 'Move this manager?' });
    await containsText(confirm, `${repName} already manages ${held}. Assign them to this territory instead?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await hasValue(dialog.getByRole('combobox', { name: 'Manager' }), '');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    expect((await api<Territory>('GET', `/territory/${heldId}`)).manager?.name).toBe(repName);
    expect((await api<Territory>('GET', `/territory/${createdId}`)).manager).toBeNull();
    await search(page, held);
    await containsText(row(page, held), repName);
  });

  it('moves the manager once confirmed', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openList(page, created);
    await page.getByRole('button', { name: `Edit ${created}` }).click();
    const { version } = await api<Territory>('GET', `/territory/${createdId}`);
    await chooseManager(page);
    const reassign = page.getByRole('dialog', { name: 'Move this manager?' }).getByRole('button', { name: 'Yes, reassign' });
    const put = await answered(page, 'PUT /territory/:id', () => reassign.click());
    // Confirmed, the same write on the version the form was opened on.
    expect(put.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(alert(page, 'Territory has been updated'));
    await containsText(row(page, created), repName);

    expect((await api<Territory>('GET', `/territory/${createdId}`)).manager?.name).toBe(repName);
    expect((await api<Territory>('GET', `/territory/${heldId}`)).manager).toBeNull();
    await search(page, held);
    await containsText(row(page, held), 'Unassigned');
  });

  it('deletes a territory after the confirmation', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await openList(page, held);
    await page.getByRole('button', { name: `Delete ${held}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this territory?' });
    await containsText(confirm, "You won't be able to revert this!");
    // The deletion, then the list's reload that follows it: the empty table comes with that answer.
    const reloaded = apiResponse(page, 'GET /territory', { q: held });
    await answered(page, 'DELETE /territory/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(alert(page, 'Territory has been deleted.'));
    await reloaded;
    await shown(page.getByTestId('table-empty'));
  });

  it('downloads every territory as territories.csv', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/territory');
    const pager = page.locator('.MuiTablePagination-displayedRows');
    await hasText(pager, /of [1-9]\d*/);
    const total = Number((await pager.textContent())!.match(/of (\d+)/)![1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('territories.csv');
    const lines = await csvRows(download);
    expect(lines[0]).toBe('ID,Territory,Manager,District,Region');
    expect(lines.length).toBe(total + 1);
  });
});
