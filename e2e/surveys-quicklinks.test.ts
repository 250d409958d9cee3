import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { baseURL, DEMO, launchBrowser, pageAs, STEP_TIMEOUT } from './support/browser.js';
import { pick } from './support/objectives-api.js';
import { pdfFile } from './support/pdf-file.js';
import { answered, apiResponse, containsText, hasCount, shown } from './support/wait.js';

interface Survey {
  id: number;
  version: string;
  name: string;
  url: string;
}
interface Quicklink {
  id: number;
  version: string;
  name: string;
  isUrl: 0 | 1;
  url: string | null;
  files: { id: number; fileURL: string }[];
}

const stamp = Date.now();
const surveyName = `E2E survey ${stamp}`;
const linkName = `E2E quicklink ${stamp}`;

let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

async function search(page: Page, call: string, q: string) {
  await answered(page, call, () => page.getByLabel('Search', { exact: true }).fill(q), { q });
}

/** Deletes the row named `name` after the confirmation `question`, and waits for the message. */
async function deleteRow(page: Page, name: string, question: string, call: string, message: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: question });
  await containsText(confirm, "You won't be able to revert this!");
  await answered(page, call, () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
  await shown(alert(page, message));
  await shown(page.getByTestId('table-empty'));
}

describe('surveys', () => {
  it('an admin adds a survey (an address must be http or https), edits it and deletes it', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/survey');
    await page.getByRole('link', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'New Survey' });
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Enter a name'));
    await shown(form.getByText('Enter the URL'));
    await form.getByLabel('Name').fill(surveyName);
    await form.getByLabel('URL').fill('forms.example.com/e2e');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Enter a full address starting with http:// or https://'));
    await form.getByLabel('URL').fill('https://forms.example.com/e2e');
    await form.getByLabel('Comments').fill('Two minutes');
    await answered(page, 'POST /survey', () => form.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Survey has been created'));

    await search(page, 'GET /survey', surveyName);
    const open = row(page, 'Surveys', surveyName).getByRole('link', { name: `Open ${surveyName}` });
    expect(await open.getAttribute('href')).toBe('https://forms.example.com/e2e');
    expect(await open.getAttribute('target')).toBe('_blank');

    await answered(page, 'GET /survey/:id', () => page.getByRole('button', { name: `Edit ${surveyName}` }).click());
    const edit = page.getByRole('form', { name: 'Edit Survey' });
    await edit.getByLabel('URL').fill('https://forms.example.com/e2e-2');
    const [{ version }] = await api<Survey[]>('GET', `/survey?q=${encodeURIComponent(surveyName)}`);
    const put = await answered(page, 'PUT /survey/:id', () => edit.getByRole('button', { name: 'Save' }).click());
    // Made on the version the form was opened on: refused had another admin saved it since.
    expect(put.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(alert(page, 'Survey has been updated'));
    expect((await api<Survey[]>('GET', `/survey?q=${encodeURIComponent(surveyName)}`))[0].url).toBe('https://forms.example.com/e2e-2');

    await search(page, 'GET /survey', surveyName);
    await deleteRow(page, surveyName, 'Do you want to delete this survey?', 'DELETE /survey/:id', 'Survey has been deleted.');
    expect(await api<Survey[]>('GET', `/survey?q=${encodeURIComponent(surveyName)}`)).toEqual([]);
  });

  it('a survey deleted elsewhere meanwhile: Delete says it is not found, and its row leaves the list', async () => {
    const name = `${surveyName} gone`;
    const survey = await api<Survey>('POST', '/survey', { name, url: 'https://forms.example.com/gone' });
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/survey');
    await search(page, 'GET /survey', name);
    await shown(row(page, 'Surveys', name));
    await api('DELETE', `/survey/${survey.id}`);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this survey?' });
    await answered(page, 'DELETE /survey/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    const error = page.getByRole('dialog').filter({ hasText: 'Survey not found.' });
    await error.getByRole('button', { name: 'OK' }).click();
    await shown(page.getByTestId('table-empty'));
  });

  it('long comments are cut at three lines in the list, with Show more and Show less', async () => {
    const name = `${surveyName} long`;
    const comments = Array.from({ length: 40 }, (_, i) => `Point ${i + 1}: check the end cap and the facings.`).join(' ');
    await api<Survey>('POST', '/survey', { name, url: 'https://forms.example.com/long', comments });
    await api<Survey>('POST', '/survey', { name: `${name} short`, url: 'https://forms.example.com/short', comments: 'Two lines at most.' });
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/survey');
    await search(page, 'GET /survey', name);
    const long = row(page, 'Surveys', 'Point 40');
    const more = long.getByRole('button', { name: 'Show more' });
    await shown(more);
    // The whole text is in the page (screen readers read it), the row no taller than a few lines.
    expect(await long.textContent()).toContain(comments);
    expect((await long.boundingBox())!.height).toBeLessThan(160);
    // A short comment has no button.
    expect(await row(page, 'Surveys', 'Two lines at most.').getByRole('button', { name: 'Show more' }).count()).toBe(0);

    await more.click();
    const less = long.getByRole('button', { name: 'Show less', expanded: true });
    await shown(less);
    expect((await long.boundingBox())!.height).toBeGreaterThan(300);
    await less.click();
    await shown(long.getByRole('button', { name: 'Show more', expanded: false }));
  });
});

describe('quicklinks', () => {
  it('an admin adds a PDF quicklink: the PDF opens inline in a new tab', async () => {
    const { context, page } = await pageAs(browser, DEMO.admin);
    await page.goto('/quicklink/create');
    const form = page.getByRole('form', { name: 'New Quicklink' });
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Select the file type'));
    await shown(form.getByText('Select a PDF file'));
    await form.getByLabel('Name').fill(linkName);
    await pick(page, 'File Type', 'Playbook');
    await answered(page, 'POST /image', () => page.locator('input[name="files"]').setInputFiles(pdfFile('guide.pdf')));
    await hasCount(page.getByTestId('uploaded-file'), 1);
    await answered(page, 'POST /quicklink', () => form.getByRole('button', { name: 'Save' }).click());
    await shown(alert(page, 'Quicklink has been created'));

    await search(page, 'GET /quicklink', linkName);
    await containsText(row(page, 'Quicklinks', linkName), 'Playbook');
    const [saved] = await api<Quicklink[]>('GET', `/quicklink?q=${encodeURIComponent(linkName)}`);
    expect(saved).toMatchObject({ isUrl: 0, url: null });
    const open = row(page, 'Quicklinks', linkName).getByRole('link', { name: `Open ${linkName}` });
    expect(await open.getAttribute('href')).toBe(saved.files[0].fileURL);
    expect(await open.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await tab.waitForURL(`**${saved.files[0].fileURL}`, { waitUntil: 'commit' });
    // The tab alone: the kept context goes on with the admin's page.
    await tab.close();
    const pdf = await fetch(`${baseURL()}${saved.files[0].fileURL}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline');
  });

  it('an admin switches the quicklink to a URL, then deletes it after the confirmation; a rep only reads', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/quicklink');
    await search(page, 'GET /quicklink', linkName);
    await answered(page, 'GET /quicklink/:id', () => page.getByRole('button', { name: `Edit ${linkName}` }).click());
    const form = page.getByRole('form', { name: 'Edit Quicklink' });
    await form.getByRole('radio', { name: 'URL' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Enter the URL'));
    await form.getByRole('textbox', { name: 'URL' }).fill('https://intranet.example.com/e2e');
    const [{ version }] = await api<Quicklink[]>('GET', `/quicklink?q=${encodeURIComponent(linkName)}`);
    const put = await answered(page, 'PUT /quicklink/:id', () => form.getByRole('button', { name: 'Save' }).click());
    // Made on the version the form was opened on: refused had another admin saved it since.
    expect(put.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(alert(page, 'Quicklink has been updated'));
    await search(page, 'GET /quicklink', linkName);
    const open = row(page, 'Quicklinks', linkName).getByRole('link', { name: `Open ${linkName}` });
    // The row was already there with the file's link: it takes the URL once the list's answer is drawn.
    await expect.poll(() => open.getAttribute('href'), { timeout: STEP_TIMEOUT }).toBe('https://intranet.example.com/e2e');

    const rep = await pageAs(browser, DEMO.fsr);
    const list = apiResponse(rep.page, 'GET /quicklink', { q: linkName });
    await rep.page.goto('/quicklink');
    await rep.page.getByLabel('Search', { exact: true }).fill(linkName);
    await list;
    await shown(row(rep.page, 'Quicklinks', linkName).getByRole('link', { name: `Open ${linkName}` }));
    await hasCount(rep.page.getByRole('link', { name: 'Add New' }), 0);
    await hasCount(rep.page.getByRole('button', { name: `Delete ${linkName}` }), 0);

    await deleteRow(page, linkName, 'Do you want to delete this quicklink?', 'DELETE /quicklink/:id', 'Quicklink has been deleted.');
    expect(await api<Quicklink[]>('GET', `/quicklink?q=${encodeURIComponent(linkName)}`)).toEqual([]);
  });
});
