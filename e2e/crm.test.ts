import fs from 'node:fs';
import { en, fr, translateText } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi } from './support/admin-api.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, pageAs } from './support/browser.js';
import { answered, apiResponse, containsText, hasCount, hasText, hasValue, hidden, shown } from './support/wait.js';
import { csvRows } from './support/csv-download.js';

interface Contact {
  id: number;
  version: string;
  name: string;
  company: string;
  email: string | null;
  brand: { name: string };
  trade: { name: string };
  province: string;
  notifyOn: string[];
}

const stamp = Date.now();
const first = `Quinn${stamp}`;
const name = `${first} Harlow`;
const email = `quinn.${stamp}@crm.example.com`;

let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const row = (page: Page, text: string) => page.getByRole('table', { name: 'CRM' }).getByRole('row').filter({ hasText: text });
const contactsNamed = async (q: string) => api<Contact[]>('GET', `/contact?q=${encodeURIComponent(q)}`);

async function search(page: Page, q: string) {
  await answered(page, 'GET /contact', () => page.getByLabel('Search', { exact: true }).fill(q), { q });
}

/** Opens the CRM as the demo admin, searched for `q` when given; the admin's page. */
async function openCrm(q?: string): Promise<Page> {
  const { page } = await pageAs(browser, DEMO.admin);
  await page.goto('/crm');
  if (q) await search(page, q);
  return page;
}

async function pick(page: Page, dialog: ReturnType<Page['getByRole']>, field: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('CRM', () => {
  it('lists the missing fields as the spec spells them, then creates a contact', async () => {
    const page = await openCrm();
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'SINGLE CONTACT' }).click();
    const dialog = page.getByRole('dialog', { name: 'New' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 3);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Brand', 'Firt Name', 'Trade']);
    await required.getByRole('button', { name: 'OK' }).click();

    await dialog.getByRole('textbox', { name: /^First Name/ }).fill(first);
    await dialog.getByRole('textbox', { name: /^Last Name/ }).fill('Harlow');
    await pick(page, dialog, /^Brand/, 'Makita');
    await pick(page, dialog, /^Trade/, 'Roofer');
    await pick(page, dialog, /^Province/, 'Nova Scotia');
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('902-555-0142');
    await dialog.getByRole('textbox', { name: /^Company/ }).fill('Harlow Roofing');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByRole('checkbox', { name: 'Weekly Goods' }).check();
    await pick(page, dialog, /^Language/, 'Français');
    await answered(page, 'POST /contact', () => dialog.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Contact has been created'));
    await search(page, first);
    await hasText(row(page, name), `${name}902-555-0142Harlow Roofing${email}RooferNova Scotia`);

    const [saved] = await contactsNamed(first);
    expect(saved).toMatchObject({ brand: { name: 'Makita' }, province: 'Nova Scotia', notifyOn: ['2'], language: 'fr' });
  });

  it('opens the read-only Detail modal from the name', async () => {
    const page = await openCrm(first);
    await row(page, name).getByRole('button', { name, exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Detail' });
    await hasValue(detail.getByRole('textbox', { name: /^Company/ }), 'Harlow Roofing');
    await containsText(detail.getByRole('combobox', { name: /^Trade/ }), 'Roofer');
    expect(await detail.getByRole('textbox', { name: /^Company/ }).isDisabled()).toBe(true);
    expect(await detail.getByRole('checkbox', { name: 'Weekly Goods' }).isChecked()).toBe(true);
    expect(await detail.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Close' }).click();
    await hidden(detail);
  });

  it('edits a contact, shows a taken e-mail on its field, and asks before saving over a change made meanwhile', async () => {
    const page = await openCrm(first);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    await hasValue(dialog.getByRole('textbox', { name: /^Email/ }), email);

    await dialog.getByRole('textbox', { name: /^Email/ }).fill('avery.lindqvist.1@contacts.example.com');
    const taken = await answered(page, 'PUT /contact/:id', () => dialog.getByRole('button', { name: 'Save' }).click());
    expect(taken.status()).toBe(409);
    await containsText(dialog, 'Another contact already has this e-mail.');

    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByRole('textbox', { name: /^Company/ }).fill('Harlow & Sons');
    // Another admin saves the contact while this dialog is open.
    const [contact] = await contactsNamed(name);
    await api('PUT', `/contact/${contact!.id}`, { ...contact, phone: '613-555-0199' });
    const refused = await answered(page, 'PUT /contact/:id', () => dialog.getByRole('button', { name: 'Save' }).click());
    expect(refused.status()).toBe(409);
    expect(refused.request().headers()['if-match']).toBe(`"${contact!.version}"`);
    const changed = page.getByRole('dialog', { name: 'Changed meanwhile' });
    await containsText(changed, 'Someone else saved a change to this record after you opened it.');
    const saved = await answered(page, 'PUT /contact/:id', () => changed.getByRole('button', { name: 'Save mine' }).click());
    expect(saved.status()).toBe(200);
    await shown(alert(page, 'Contact has been updated'));
    await hidden(dialog);
    await containsText(row(page, name), 'Harlow & Sons');
    expect((await contactsNamed(name))[0]).toMatchObject({ company: 'Harlow & Sons', email });
  });

  it('wraps a long name without spaces in its cell: the table keeps its columns and actions in view', async () => {
    const [brand] = await api<{ id: number }[]>('GET', '/brand?perPage=1&sort=name');
    const [trade] = await api<{ id: number }[]>('GET', '/trade?perPage=1&sort=name');
    const long = `Bartholomew${stamp}`.repeat(4);
    await api('POST', '/contact', {
      brandID: brand!.id,
      tradeID: trade!.id,
      firstName: long,
      lastName: 'Wide',
      company: long,
      province: 'Ontario',
      phone: '',
      email: '',
      conversionOpportunity: 0,
      notifyOn: [],
    });
    const page = await openCrm(long);
    const table = page.getByRole('table', { name: 'CRM' });
    await shown(row(page, long));
    const [tableWidth, boxWidth] = await table.evaluate((element) => [element.scrollWidth, element.parentElement!.clientWidth]);
    expect(tableWidth).toBeLessThanOrEqual(boxWidth);
    // The name is cut with an ellipsis past its width, its button still named by the whole of it.
    await shown(row(page, long).getByRole('button', { name: `${long} Wide`, exact: true }));
  });

  it('deletes a contact after the confirmation', async () => {
    const page = await openCrm(first);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this contact?' });
    await containsText(confirm, "You won't be able to revert this!");
    const reloaded = apiResponse(page, 'GET /contact', { q: first });
    await answered(page, 'DELETE /contact/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(alert(page, 'Contact has been deleted.'));
    await reloaded;
    await shown(page.getByTestId('table-empty'));
    expect(await contactsNamed(first)).toEqual([]);
  });

  it('imports a CSV file (BULK LIST): valid rows created, the bad row reported by its line', async () => {
    const page = await openCrm();
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'BULK LIST' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });

    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('crm-template.csv');
    const header = fs.readFileSync(await template.path(), 'utf8').trim();
    expect(header).toBe(
      'First Name,Last Name,Phone,Company,Email,Brand,Current Brand,Trade,Province,Conversion Opportunity,Notify On,Language',
    );

    const csv = [
      header,
      `Imp${stamp},One,416-555-0001,Bulk Co,imp1.${stamp}@crm.example.com,Milwaukee,,Plumber,Ontario,Yes,Wins; E-Learning`,
      `Imp${stamp},Bad,416-555-0002,Bulk Co,imp2.${stamp}@crm.example.com,NoSuchBrand,,Plumber,Atlantis,No,`,
      `Imp${stamp},Two,416-555-0003,Bulk Co,imp3.${stamp}@crm.example.com,RYOBI,DeWalt,Welder,QC,No,Weekly Goods`,
      '',
    ].join('\r\n');
    // The hidden file input is named like the drop area, not react-dropzone's 'file upload'.
    expect(await dialog.locator('input[name="contacts-file"]').getAttribute('aria-label')).toBe(
      'Drop a .csv file here, or click to choose one',
    );
    await dialog
      .locator('input[name="contacts-file"]')
      .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await containsText(dialog, 'contacts.csv: 3 rows');
    const preview = dialog.getByRole('table', { name: 'The first 3 rows' });
    await hasCount(preview.getByRole('row'), 4);
    await containsText(preview.getByRole('row').nth(2), 'NoSuchBrand');

    await answered(page, 'POST /contact/import', () => dialog.getByRole('button', { name: 'Import' }).click());
    await hasText(dialog.getByTestId('import-result'), '2 created, 0 updated.');
    // Each reason apart from the next, whether it ends with a full stop or not.
    await containsText(dialog.getByTestId('import-errors'), "Line 3: Brand: none is named 'NoSuchBrand'. · Province: ");

    const imported = await contactsNamed(`Imp${stamp}`);
    expect(imported.map((c) => c.name).sort()).toEqual([`Imp${stamp} One`, `Imp${stamp} Two`]);
    expect(imported.find((c) => c.name.endsWith('Two'))).toMatchObject({ province: 'Quebec', trade: { name: 'Welder' } });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await search(page, `Imp${stamp}`);
    await hasCount(page.getByRole('table', { name: 'CRM' }).getByRole('row'), 3);
  });

  it('refuses a file that is not CSV or lacks a required column, and downloads the list as crm.csv', async () => {
    const page = await openCrm('lindqvist');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'BULK LIST' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await dialog
      .locator('input[name="contacts-file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await hasText(dialog.getByTestId('import-problem'), 'Choose a .csv file.');
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);

    // A file without the Brand column, nor an Email or ID one to match its rows: the server refuses it whole, shown in the error dialog.
    const noBrand = Buffer.from('First Name,Trade\r\nAvery,Plumber\r\n');
    await dialog.locator('input[name="contacts-file"]').setInputFiles({ name: 'no-brand.csv', mimeType: 'text/csv', buffer: noBrand });
    const refused = await answered(page, 'POST /contact/import', () => dialog.getByRole('button', { name: 'Import' }).click());
    expect(refused.status()).toBe(422);
    const error = page.getByRole('dialog', { name: 'Error' });
    await containsText(error, "The file has no column 'Brand', 'Email'. Start from the template.");
    await error.getByRole('button', { name: 'OK' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await hasCount(row(page, 'Avery Lindqvist'), 1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('crm.csv');
    const lines = await csvRows(download);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Avery,Lindqvist');
  });

  it('says why a line was refused in French to a French reader, the form’s own message after the column too', async () => {
    // An admin of their own whose language is French, so no other test sees it.
    const email = `import.fr.${stamp}@example.com`;
    await api('POST', '/user', { firstName: 'Josée', lastName: `Import${stamp}`, email, role: 1, areaID: null, password: DEMO_PASSWORD });
    await (await apiAs(email)).call('PUT', '/user/me/language', { language: 'fr' });
    const { page } = await pageAs(browser, email);
    await page.goto('/crm');
    await page.getByRole('button', { name: fr.masterData.addNew }).click();
    await page.getByRole('menuitem', { name: fr.crm.bulkList }).click();
    const dialog = page.getByRole('dialog', { name: fr.crm.import.title });
    const csv = [
      'First Name,Brand,Trade,Province,Email',
      `Fr${stamp},Milwaukee,Plumber,Atlantis,not an email`,
      `Fr${stamp},NoSuchBrand,Plumber,Ontario,`,
      '',
    ].join('\r\n');
    await dialog
      .locator('input[name="contacts-file"]')
      .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await answered(page, 'POST /contact/import', () => dialog.getByRole('button', { name: fr.crm.import.submit }).click());
    const reasons = dialog.getByTestId('import-errors').getByRole('listitem');
    await hasCount(reasons, 2);
    // Before, the column and the form's message read 'Province: Select one of…' in English.
    await hasText(
      reasons.nth(0),
      `Ligne 2\u00a0: Province\u00a0: ${translateText('fr', en.crm.provinceInvalid)} · Email\u00a0: ${fr.crm.emailInvalid}`,
    );
    await hasText(reasons.nth(1), "Ligne 3\u00a0: Brand\u00a0: aucun élément ne s'appelle «\u00a0NoSuchBrand\u00a0».");
  });
});
