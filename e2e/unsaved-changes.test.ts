import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { hasValue, hidden, shown } from './support/wait.js';

/** Asking before what was typed is lost (apps/web/src/lib/unsaved-changes.tsx). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const question = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });
const menuLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

describe('leaving a form with unsaved changes', () => {
  it('asks before a menu link leaves an edited store: Keep editing keeps what was typed, Discard leaves', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/store/create');
    const name = page.getByLabel('Store Name');
    await name.fill('A store not saved yet');

    await menuLink(page, 'Manage Users').click();
    await shown(question(page).getByText('What you typed has not been saved and will be lost.'));
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await hidden(question(page));
    expect(new URL(page.url()).pathname).toBe('/store/create');
    await hasValue(name, 'A store not saved yet');

    await menuLink(page, 'Manage Users').click();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL('**/user');
  });

  it('asks before the browser’s back button leaves an edited store, and goes back once the changes are discarded', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/store');
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/store/create');
    const name = page.getByLabel('Store Name');
    await name.fill('A store not saved yet');

    await page.evaluate(() => window.history.back());
    await shown(question(page));
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await hidden(question(page));
    expect(new URL(page.url()).pathname).toBe('/store/create');
    await hasValue(name, 'A store not saved yet');

    await page.evaluate(() => window.history.back());
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => url.pathname === '/store');
    await shown(page.getByRole('link', { name: 'Add New' }));
    // The move was made once: forward leads to the form again, now empty.
    await page.evaluate(() => window.history.forward());
    await page.waitForURL('**/store/create');
    await hasValue(page.getByLabel('Store Name'), '');
  });

  it('leaves a form at once when nothing was changed in it', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    const api = await adminApi();
    const [store] = await api<{ id: number }[]>('GET', '/store?perPage=1');
    const [user] = await api<{ id: number }[]>('GET', '/user?perPage=1');
    const forms: [string, string][] = [
      [`/store/${store.id}/edit`, 'Store Name'],
      [`/user/${user.id}/edit`, 'Email'],
      ['/store/create', 'Store Name'],
      ['/user/create', 'Email'],
      ['/news/create', 'Subject'],
      ['/survey/create', 'Name'],
      ['/playbooks/create', 'Title'],
      ['/objective/create', 'Title'],
      ['/message/compose', 'Subject'],
      ['/user/account', 'Current Password'],
    ];
    for (const [path, field] of forms) {
      await page.goto(path);
      await shown(page.getByLabel(field, { exact: false }));
      await menuLink(page, 'Manage Stores').click();
      await page.waitForURL('**/store');
      expect(await question(page).count(), path).toBe(0);
    }
  });

  it('asks before Escape closes a contact dialog with a name typed in it', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/crm');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'SINGLE CONTACT' }).click();
    const dialog = page.getByRole('dialog', { name: 'New' });
    const first = dialog.getByRole('textbox', { name: /^First Name/ });
    await first.fill('Robin');

    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await hidden(question(page));
    await hasValue(first, 'Robin');

    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await hidden(dialog);
    // Untouched, it closes at once.
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'SINGLE CONTACT' }).click();
    await shown(dialog);
    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect(await question(page).count()).toBe(0);
  });

  it('asks before a rep’s comments on a result are closed away unsaved', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await page.goto('/objective/status/1');
    await page.getByRole('table', { name: 'Store results' }).locator('tbody tr').first().getByRole('button').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Comments') });
    await dialog.getByLabel('Comments').fill('Shelf half done, back on Monday');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await hasValue(dialog.getByLabel('Comments'), 'Shelf half done, back on Monday');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await hidden(dialog);
  });
});
