import type { Browser, Dialog, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { answered, containsText, hasValue, shown } from './support/wait.js';

let browser: Browser;
let api: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});

/** Refuses the code of the app's dialogs and notification bar, as when a version was deployed since the page was opened. */
const refuseDialogCode = (page: Page) =>
  page.route(/\/assets\/(confirm-dialog|error-dialog-view|notification-bar-view)-[\w-]+\.js$/, (route) => route.abort());

/** The next browser dialog `page` opens (within the default wait), answered by `answer`; its text. */
const nextBrowserDialog = (page: Page, answer: 'accept' | 'dismiss'): Promise<string> =>
  page.waitForEvent('dialog').then(async (dialog: Dialog) => {
    const text = dialog.message();
    await dialog[answer]();
    return text;
  });

describe('dialogs whose code cannot be loaded', () => {
  it('ask with the browser’s own confirm, and the notice is still shown, the screen staying as it was', async () => {
    const subject = `E2E Fallback news ${Date.now()}`;
    await api('POST', '/news', { subject, content: 'Asked before it goes.', date: new Date().toISOString().slice(0, 10) });
    const { page } = await pageAs(browser, DEMO.admin);
    await refuseDialogCode(page);
    await page.goto('/news');
    await answered(page, 'GET /news', () => page.getByLabel('Search', { exact: true }).fill(subject), { q: subject });

    // Cancelled: nothing is deleted, the list stays.
    let asked = nextBrowserDialog(page, 'dismiss');
    await page.getByRole('button', { name: `Delete ${subject}` }).click();
    expect(await asked).toBe("Do you want to delete this news?\n\nYou won't be able to revert this!");
    await shown(page.getByRole('button', { name: `Delete ${subject}` }));
    expect(await api<unknown[]>('GET', `/news?q=${encodeURIComponent(subject)}`)).toHaveLength(1);

    // Confirmed: deleted, and said so.
    asked = nextBrowserDialog(page, 'accept');
    await answered(page, 'DELETE /news/:id', () => page.getByRole('button', { name: `Delete ${subject}` }).click());
    await asked;
    await containsText(page.getByRole('status').filter({ hasText: 'News has been deleted.' }), 'News has been deleted.');
    expect(await api<unknown[]>('GET', `/news?q=${encodeURIComponent(subject)}`)).toEqual([]);
    expect(await page.getByText('This screen could not be loaded').count()).toBe(0);
  });

  it('say an error with the browser’s own alert, and what was typed stays in the form', async () => {
    const [store] = await api<{ id: number; name: string }[]>('GET', '/store?perPage=1&sort=name');
    const { page } = await pageAs(browser, DEMO.admin);
    await refuseDialogCode(page);
    await page.route(/\/api\/v1\/store\/\d+$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The server is busy: try again.' }),
          })
        : route.fallback(),
    );
    await page.goto(`/store/${store!.id}/edit`);
    const name = page.getByLabel('Store Name');
    await hasValue(name, store!.name);
    await name.fill(`${store!.name} (renamed)`);

    const said = nextBrowserDialog(page, 'accept');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await said).toContain('The server is busy: try again.');
    await hasValue(name, `${store!.name} (renamed)`);
    expect(await page.getByText('This screen could not be loaded').count()).toBe(0);
  });
});
