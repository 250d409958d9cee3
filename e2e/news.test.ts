import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi } from './support/admin-api.js';
import { bigFile } from './support/big-file.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { typeDate } from './support/date-field.js';
import { pngFile } from './support/objectives-api.js';
import { answered, apiResponse, containsText, hasCount, hasText, hidden, shown } from './support/wait.js';

interface News {
  id: number;
  version: string;
  subject: string;
  content: string;
}

const stamp = Date.now();
const subject = `E2E news ${stamp}`;
const edited = `E2E news edited ${stamp}`;
const content = `Every store resets its seasonal aisle this week; the planogram is in the playbook. Send photos by Friday. (${stamp})`;
const shortText = `${content.slice(0, 75).trimEnd()}…`;

let browser: Browser;
let api: AdminApi;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const table = (page: Page) => page.getByRole('table', { name: 'News' });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

/** Searches the list and waits for its answer. */
async function search(page: Page, q: string) {
  await answered(page, 'GET /news', () => page.getByLabel('Search', { exact: true }).fill(q), { q });
}

describe('news', () => {
  it('an admin publishes news with an image: the messages for missing fields, then News has been created', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/news');
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/news/create');
    const form = page.getByRole('form', { name: 'New News' });
    await typeDate(form, 'Date', '');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Enter a subject'));
    await shown(form.getByText('Enter the content'));
    await shown(form.getByText('Enter the date'));

    await form.getByLabel('Subject').fill(subject);
    await typeDate(form, 'Date', '2026-11-20');
    await form.getByLabel('Content').fill(content);
    // A file refused for its type is called too big as well when it is (a photo's size is otherwise
    // checked once it has been made smaller).
    const images = page.locator('input[name="images"]');
    // The hidden file input is named by its field, not react-dropzone's 'file upload'.
    expect(await images.getAttribute('aria-label')).toBe('Images');
    await images.setInputFiles(bigFile('big.pdf', 4 * 1024 * 1024));
    await hasText(page.getByTestId('upload-rejection'), 'File big.pdf was rejected. File type not supported. File is too big.');
    // One the server refuses reads the same, not wrapped in 'could not be uploaded'.
    const svg = { name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') };
    expect((await answered(page, 'POST /image', () => images.setInputFiles(svg))).status()).toBe(415);
    await hasText(page.getByTestId('upload-error'), 'File x.svg was rejected. File type not supported.');
    await answered(page, 'POST /image', () => images.setInputFiles(pngFile('reset.png')));
    await hasCount(page.getByTestId('uploaded-file'), 1);
    const saved = await answered(page, 'POST /news', () => form.getByRole('button', { name: 'Save' }).click());
    expect(saved.status()).toBe(201);
    await shown(alert(page, 'News has been created'));
    await page.waitForURL('**/news');

    await search(page, subject);
    await containsText(row(page, subject), shortText);
    await containsText(row(page, subject), 'Alex Morgan');
    await hasCount(row(page, subject).getByRole('button', { name: `Open image 1 of ${subject}` }), 1);
  });

  it('removing an uploaded image by keyboard gives the focus to the next Remove button, then to the dropzone', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/news/create');
    const images = page.locator('input[name="images"]');
    await answered(page, 'POST /image', () => images.setInputFiles(pngFile('small.png')));
    await answered(page, 'POST /image', () => images.setInputFiles(pngFile('second.png')));
    await hasCount(page.getByTestId('uploaded-file'), 2);
    const hasFocus = (locator: ReturnType<Page['locator']>) =>
      expect.poll(() => locator.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Remove small.png', exact: true }).focus();
    await page.keyboard.press('Enter');
    await hasCount(page.getByTestId('uploaded-file'), 1);
    await hasFocus(page.getByRole('button', { name: 'Remove second.png', exact: true }));
    await page.keyboard.press('Enter');
    await hasCount(page.getByTestId('uploaded-file'), 0);
    await hasFocus(page.getByRole('button', { name: /: Drag and drop files here, or click to choose$/ }));
  });

  it('a rep reads the news: the text cut at 75 characters, read more, the image in the lightbox; no writing', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    // Publishing told everyone: the rep's bell has it.
    const rep = await apiAs(DEMO.fsr);
    const notes = await rep.call<{ message: string; link: string }[]>('GET', '/notification');
    expect(notes.find((n) => n.message === `News published: ${subject}`)?.link).toBe('/news');

    await page.goto('/news');
    await search(page, subject);
    await containsText(row(page, subject), shortText);
    await hasCount(page.getByRole('link', { name: 'Add New' }), 0);
    await hasCount(page.getByRole('button', { name: `Edit ${subject}` }), 0);

    await row(page, subject)
      .getByRole('button', { name: `Read more about ${subject}` })
      .click();
    const dialog = page.getByRole('dialog', { name: subject });
    await containsText(dialog, content);
    await containsText(dialog, 'Posted by Alex Morgan on Nov 20, 2026');
    await dialog.getByRole('button', { name: `Open image 1 of ${subject}` }).click();
    const slide = page.locator('.yarl__root .yarl__slide_image');
    await shown(slide);
    expect(await slide.first().getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.(png|jpg)$/);
    await page.locator('.yarl__root').getByRole('button', { name: 'Close' }).click();
    await hidden(page.locator('.yarl__root'));

    await page.goto('/news/create');
    await shown(page.getByText('You are not allowed to do this operation.'));
  });

  it("the home page's What's new shows the latest news, this month's playbooks for my stores and the quicklinks", async () => {
    const { page } = await pageAs(browser, DEMO.ds);
    const latest = apiResponse(page, 'GET /news', { perPage: '3' });
    const now = new Date();
    const monthPlaybooks = apiResponse(page, 'GET /playbook', { year: String(now.getFullYear()), month: String(now.getMonth() + 1) });
    await page.goto('/home');
    await shown(page.getByRole('heading', { level: 1, name: /^(Hello, |Bonjour )/ }));
    const answer = (await (await latest).json()) as { data: News[] };
    const playbooks = (await (await monthPlaybooks).json()) as { data: { name: string }[] };
    const whatsNew = page.getByRole('region', { name: "What's new" });
    const section = whatsNew.getByRole('region', { name: 'Latest news' });
    await hasCount(section.getByRole('listitem'), answer.data.length);
    await containsText(section.getByRole('listitem').first(), answer.data[0].subject);
    await shown(whatsNew.getByRole('region', { name: 'Quicklinks' }).getByRole('link', { name: /^Open / }));
    // The demo's playbook of this month for Ontario reaches the supervisor's stores.
    expect(playbooks.data.length).toBeGreaterThan(0);
    const month = whatsNew.getByRole('region', { name: "This month's playbooks" });
    await hasCount(month.getByRole('listitem'), playbooks.data.length);
    await containsText(month, playbooks.data[0].name);
    // A post opens in its dialog on the first click (the dialog's code is fetched then).
    await section.getByRole('button', { name: answer.data[0].subject, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: answer.data[0].subject });
    await containsText(dialog, answer.data[0].content.slice(0, 40));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await hidden(dialog);
  });

  it('an admin edits the news, then deletes it after the confirmation', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/news');
    await search(page, subject);
    await answered(page, 'GET /news/:id', () => page.getByRole('button', { name: `Edit ${subject}` }).click());
    const form = page.getByRole('form', { name: 'Edit News' });
    await form.getByLabel('Subject').fill(edited);
    const [opened] = await api<News[]>('GET', `/news?q=${encodeURIComponent(subject)}`);
    const put = await answered(page, 'PUT /news/:id', () => form.getByRole('button', { name: 'Save' }).click());
    // Made on the version the form was opened on: refused had another admin saved the post since.
    expect(put.request().headers()['if-match']).toBe(`"${opened!.version}"`);
    await shown(alert(page, 'News has been updated'));
    await page.waitForURL('**/news');
    const [news] = await api<News[]>('GET', `/news?q=${encodeURIComponent(edited)}`);
    expect(news).toMatchObject({ subject: edited, content });

    await search(page, edited);
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this news?' });
    await containsText(confirm, "You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await shown(row(page, edited));

    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const reloaded = apiResponse(page, 'GET /news', { q: edited });
    await answered(page, 'DELETE /news/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    await shown(alert(page, 'News has been deleted.'));
    await reloaded;
    await shown(page.getByTestId('table-empty'));
    expect(await api<News[]>('GET', `/news?q=${encodeURIComponent(edited)}`)).toEqual([]);
    await hasText(page.getByTestId('table-empty'), 'No records found.');
  });
});
