import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, newPage, pageAs, signInThroughApi } from './support/browser.js';
import { csvRows } from './support/csv-download.js';
import {
  allContain,
  answered,
  apiResponse,
  containsText,
  hasCount,
  hasText,
  helperText,
  hidden,
  lacksText,
  shown,
} from './support/wait.js';

interface Territory {
  id: number;
  name: string;
  manager: { id: number; name: string } | null;
}

const stamp = Date.now();
const territory = `E2E Users ${stamp}`;
/** One new user of each role, with the area the form offers for it. */
const people = [
  { first: 'Ada', last: `Admin${stamp}`, role: 'Admin', area: null },
  { first: 'Rita', last: `Region${stamp}`, role: 'Regional Manager (DSM)', area: { label: 'Region', name: 'Prairies' } },
  { first: 'Dev', last: `District${stamp}`, role: 'District Supervisor (DS)', area: { label: 'District', name: 'Manitoba' } },
  { first: 'Finn', last: `Rep${stamp}`, role: 'Field Sales Rep (FSR)', area: { label: 'Territory', name: territory } },
];
const newRep = { first: 'Nora', last: `Second${stamp}` };

let browser: Browser;
let api: AdminApi;
let territoryId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const districts = await api<{ id: number; name: string }[]>('GET', '/district');
  territoryId = (await api<Territory>('POST', '/territory', { name: territory, districtID: districts[0].id })).id;
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: text });

/** A select by its label: the accessible name is the label followed by the current choice. */
const select = (page: Page, field: string) => page.getByRole('combobox', { name: new RegExp(`^${field}`) });

async function pick(page: Page, field: string, option: string) {
  await select(page, field).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillUser(page: Page, person: { first: string; last: string }) {
  await page.getByLabel('First Name').fill(person.first);
  await page.getByLabel('Last Name').fill(person.last);
  await page.getByLabel('Email').fill(`${person.first}.${person.last}@example.com`.toLowerCase());
  await page.getByLabel('Password').fill('e2e-password');
}

describe('users', () => {
  it("shows the spec's message for each missing field and area", async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    // An address whose id is not one shows 'Not found.' in the form's card, not a new user's form.
    for (const path of ['/user/abc/edit', '/user/0/password']) {
      await page.goto(path);
      await shown(page.getByRole('alert').filter({ hasText: 'Not found.' }));
      await hidden(page.getByLabel('First Name'));
    }
    await page.goto('/user/create');
    await hasText(select(page, 'Role'), 'Field Sales Rep (FSR)');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Enter the first name',
      'Enter the last name',
      'Enter the email',
      'Select the territory',
      'Enter the password',
    ]) {
      await shown(page.getByText(message, { exact: true }));
    }
    await pick(page, 'Role', 'Regional Manager (DSM)');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Select the region', { exact: true }));
    await pick(page, 'Role', 'District Supervisor (DS)');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Select the district', { exact: true }));
    await pick(page, 'Role', 'Admin');
    expect(await page.getByRole('combobox', { name: /^(Region|District|Territory)/ }).count()).toBe(0);
  });

  it('creates a user of each role with its area and lists them', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    for (const person of people) {
      await page.goto('/user');
      await page.getByRole('link', { name: 'Add New' }).click();
      await page.waitForURL('**/user/create');
      await fillUser(page, person);
      await pick(page, 'Role', person.role);
      if (person.area) await pick(page, person.area.label, person.area.name);
      await answered(page, 'POST /user', () => page.getByRole('button', { name: 'Save' }).click());
      await shown(alert(page, 'User has been created'));
      await page.waitForURL(/\/user$/);
    }
    await answered(page, 'GET /user', () => page.getByLabel('Search', { exact: true }).fill(String(stamp)), { q: String(stamp) });
    await hasCount(page.getByRole('table', { name: 'Users' }).locator('tbody tr'), people.length);
    for (const person of people) {
      const text = await rowOf(page, person.last).textContent();
      expect(text).toContain(`${person.first} ${person.last}`);
      expect(text).toContain(person.role);
      if (person.area) expect(text).toContain(person.area.name);
    }
    expect((await api<Territory>('GET', `/territory/${territoryId}`)).manager?.name).toBe(`Finn Rep${stamp}`);
  });

  it('shows the e-mail taken message on the e-mail field', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/user/create');
    await fillUser(page, { first: 'Dup', last: `Email${stamp}` });
    await page.getByLabel('Email').fill(DEMO.admin);
    await pick(page, 'Role', 'Admin');
    await answered(page, 'POST /user', () => page.getByRole('button', { name: 'Save' }).click());
    await hasText(helperText(page, 'Email'), 'This e-mail is already used by another user.');
    expect(page.url()).toMatch(/\/user\/create$/);
  });

  it('asks before taking a territory from its manager; cancelling reverts the choice', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/user/create');
    await fillUser(page, newRep);
    await pick(page, 'Territory', territory);
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace the territory manager?' });
    await containsText(confirm, `${territory} is managed by Finn Rep${stamp}. Make this user its manager instead?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await lacksText(select(page, 'Territory'), territory);
    expect(page.url()).toMatch(/\/user\/create$/);
    expect((await api<Territory>('GET', `/territory/${territoryId}`)).manager?.name).toBe(`Finn Rep${stamp}`);

    await pick(page, 'Territory', territory);
    await page.getByRole('button', { name: 'Save' }).click();
    await answered(page, 'POST /user', () => confirm.getByRole('button', { name: 'Yes, reassign' }).click());
    await shown(alert(page, 'User has been created'));
    expect((await api<Territory>('GET', `/territory/${territoryId}`)).manager?.name).toBe(`${newRep.first} ${newRep.last}`);
    await answered(page, 'GET /user', () => page.getByLabel('Search', { exact: true }).fill(String(stamp)), { q: String(stamp) });
    await containsText(rowOf(page, newRep.last), territory);
    expect(await rowOf(page, `Rep${stamp}`).textContent()).not.toContain(territory);
  });

  it('edits a user and deletes another after the confirmation', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/user');
    await page.getByLabel('Search', { exact: true }).fill(`District${stamp}`);
    await rowOf(page, `District${stamp}`)
      .getByRole('link', { name: `Dev District${stamp}`, exact: true })
      .click();
    await page.waitForURL(/\/user\/\d+\/edit$/);
    await hasText(select(page, 'District'), 'Manitoba');
    await page.getByLabel('First Name').fill('Devon');
    const id = Number(page.url().match(/\/user\/(\d+)\/edit$/)![1]);
    const { version } = await api<{ version: string }>('GET', `/user/${id}`);
    const put = await answered(page, 'PUT /user/:id', () => page.getByRole('button', { name: 'Save' }).click());
    // Made on the version the form was opened on: refused had another admin saved the user since.
    expect(put.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(alert(page, 'User has been updated'));
    await page.getByLabel('Search', { exact: true }).fill(`District${stamp}`);
    await containsText(rowOf(page, `District${stamp}`), `Devon District${stamp}`);

    const admin = { q: `Admin${stamp}` };
    await answered(page, 'GET /user', () => page.getByLabel('Search', { exact: true }).fill(admin.q), admin);
    await page.getByRole('button', { name: `Delete Ada Admin${stamp}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this user?' });
    await containsText(confirm, "You won't be able to revert this!");
    // The deletion, then the list's reload that follows it: the empty table comes with that answer.
    const reloaded = apiResponse(page, 'GET /user', admin);
    await answered(page, 'DELETE /user/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(alert(page, 'User has been deleted.'));
    await reloaded;
    await shown(page.getByTestId('table-empty'));
  });

  it('shows an admin who renames themselves the new name in the top bar at once', async () => {
    const email = `self${stamp}@example.com`;
    await api('POST', '/user', { firstName: 'Sol', lastName: `Self${stamp}`, email, password: 'self-pass-1', role: 1 });
    // A page of its own: pageAs signs in with the demo password.
    const { context, page } = await newPage(browser);
    await signInThroughApi(page, email, 'self-pass-1');
    await page.goto('/user');
    await hasText(page.getByTestId('display-name'), `Sol Self${stamp}`);
    await page.getByLabel('Search', { exact: true }).fill(`Self${stamp}`);
    await rowOf(page, `Self${stamp}`)
      .getByRole('link', { name: `Sol Self${stamp}`, exact: true })
      .click();
    await page.waitForURL(/\/user\/\d+\/edit$/);
    await page.getByLabel('First Name').fill('Solange');
    await answered(page, 'PUT /user/:id', () => page.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'User has been updated'));
    await hasText(page.getByTestId('display-name'), `Solange Self${stamp}`);
    await context.close();
  });

  it('filters by role and downloads users.csv', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/user');
    await answered(page, 'GET /user', () => pick(page, 'Role', 'Regional Manager (DSM)'), { role: '2' });
    const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
    await allContain(rows, 'Regional Manager (DSM)');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const lines = await csvRows(download);
    expect(lines.length).toBe((await rows.count()) + 1);
    expect(lines.slice(1).every((line) => line.includes('Regional Manager (DSM)'))).toBe(true);
  });

  it('shows the list read-only to a supervisor, who may not open the admin screens', async () => {
    const { page } = await pageAs(browser, DEMO.ds);
    await page.goto('/user');
    await shown(page.getByRole('table', { name: 'Users' }).locator('tbody tr').first());
    expect(await page.getByRole('link', { name: 'Add New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    for (const path of ['/user/create', '/user/1/edit', '/user/1/password']) {
      await page.goto(path);
      await shown(page.getByText('You are not allowed to do this operation.'));
    }
  });
});
