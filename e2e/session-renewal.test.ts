import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../apps/web/src/lib/session-keys.js';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { baseURL, DEMO, launchBrowser, logIn, newPage, signInThroughApi } from './support/browser.js';
import { answered, containsText, hasText, hasValue, hidden, shown } from './support/wait.js';

/**
 * A session that ends while someone is working (it lasts SESSION_TTL_HOURS, and a password change
 * elsewhere ends it): what they typed stays, they sign in again over the screen, and their Save
 * goes through. Here the session is ended as logout on another tab would end it.
 */

interface Territory {
  id: number;
  name: string;
}

const stamp = Date.now();
let browser: Browser;
let api: AdminApi;
let districtId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  districtId = (await api<{ id: number; name: string }[]>('GET', '/district')).find((d) => d.name === 'Manitoba')!.id;
});

/** Ends the page's session on the server, as a logout elsewhere or the session's time running out would. */
async function endSession(page: Page): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const res = await fetch(`${baseURL()}/api/v1/user/logout`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(204);
}

/** A territory of its own, its edit dialog open as the admin with a new name typed. */
async function editTerritory(name: string, newName: string) {
  const { id } = await api<Territory>('POST', '/territory', { name, districtID: districtId });
  const { context, page } = await newPage(browser);
  await signInThroughApi(page, DEMO.admin);
  await page.goto('/territory');
  await answered(page, 'GET /territory', () => page.getByLabel('Search', { exact: true }).fill(name), { q: name });
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Territory', includeHidden: true });
  await hasValue(form.getByLabel('Name'), name);
  await form.getByLabel('Name').fill(newName);
  return { id, context, page, form };
}

/**
 * editTerritory, then the session ended and Save pressed: the dialog asking to sign in again is
 * what the test goes on from.
 */
async function saveAfterSessionEnded(name: string, newName: string) {
  const { id, context, page, form } = await editTerritory(name, newName);
  await endSession(page);
  await form.getByRole('button', { name: 'Save' }).click();
  const again = page.getByRole('dialog', { name: 'Your session has expired' });
  await shown(again);
  return { id, context, page, form, again };
}

describe('a session that ends during an edit', () => {
  it('keeps what was typed and saves it once the person signs in again over the screen', async () => {
    const name = `E2E Renew ${stamp}`;
    const renamed = `${name} renamed`;
    const { id, context, page, form, again } = await saveAfterSessionEnded(name, renamed);
    await containsText(again, 'Enter your password to go on where you left off');
    await hasValue(again.getByLabel('E-mail'), DEMO.admin);
    // Nothing was written, and the form behind (hidden from the accessibility tree under the dialog) still holds the new name.
    expect((await api<Territory>('GET', `/territory/${id}`)).name).toBe(name);
    await hasValue(form.getByRole('textbox', { name: 'Name', includeHidden: true }), renamed);

    await again.getByLabel('Password', { exact: true }).fill('not-the-password');
    await answered(page, 'POST /user/login', () => again.getByRole('button', { name: 'SUBMIT' }).click());
    await containsText(again.getByRole('alert'), 'The user or password you entered is incorrect. Please try again.');

    await again.getByLabel('Password', { exact: true }).fill('demo1234');
    const put = await answered(page, 'PUT /territory/:id', () => again.getByRole('button', { name: 'SUBMIT' }).click());
    expect(put.status()).toBe(200);
    await hidden(again);
    await shown(page.getByRole('alert').filter({ hasText: 'Territory has been updated' }));
    expect((await api<Territory>('GET', `/territory/${id}`)).name).toBe(renamed);
    // Still signed in, on the same screen, with the new session: the next call needs no new sign-in.
    expect(new URL(page.url()).pathname).toBe('/territory');
    await hasText(page.getByTestId('display-name'), 'Alex Morgan');
    await answered(page, 'GET /territory', () => page.getByLabel('Search', { exact: true }).fill(renamed), { q: renamed });
    await hidden(page.getByRole('dialog', { name: 'Your session has expired' }));
    await context.close();
  });

  it('goes on by itself when the person signs in again in another tab of the app, not when someone else does', async () => {
    const name = `E2E Tabs ${stamp}`;
    const renamed = `${name} renamed`;
    const { id, context, page, again } = await saveAfterSessionEnded(name, renamed);

    // Someone else signing in there first does not send this person's change as theirs: it waits.
    const other = await context.newPage();
    await other.goto('/api/v1/health');
    const someoneElse = await logIn(DEMO.dsm);
    await other.evaluate(
      ([keys, session]) => {
        localStorage.setItem(keys.user, JSON.stringify(session.user));
        localStorage.setItem(keys.token, session.token);
      },
      [{ user: USER_KEY, token: TOKEN_KEY }, someoneElse] as const,
    );

    // That one signs out there, and the same person signs in (the login form keeps the new token
    // where this tab reads it): the Save goes, once, with their token.
    await other.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY);
    await other.goto('/login');
    await other.getByLabel('E-mail').fill(DEMO.admin);
    await other.getByLabel('Password', { exact: true }).fill('demo1234');
    const put = await answered(page, 'PUT /territory/:id', () => other.getByRole('button', { name: 'SUBMIT' }).click());
    expect(put.status()).toBe(200);
    await hidden(again);
    await shown(page.getByRole('alert').filter({ hasText: 'Territory has been updated' }));
    expect((await api<Territory>('GET', `/territory/${id}`)).name).toBe(renamed);
    await context.close();
  });

  it('never lets a tab act as someone else signed in in another tab: its change waits for its own person', async () => {
    const name = `E2E Own tab ${stamp}`;
    const renamed = `${name} renamed`;
    const { id, context, page, form } = await editTerritory(name, renamed);

    // In another tab of the same browser the admin logs out and a supervisor signs in.
    const other = await context.newPage();
    await answered(other, 'GET /user/me', () => other.goto('/'));
    await other.getByRole('button', { name: 'Logout' }).click();
    await other.getByLabel('E-mail').fill(DEMO.ds);
    await other.getByLabel('Password', { exact: true }).fill('demo1234');
    await answered(other, 'POST /user/login', () => other.getByRole('button', { name: 'SUBMIT' }).click());
    await shown(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals', exact: true }));
    const supervisorToken = await other.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

    // The admin's Save is not sent as the supervisor's: the admin's session is over, so it waits
    // for the admin to sign in again, and then goes.
    await form.getByRole('button', { name: 'Save' }).click();
    const again = page.getByRole('dialog', { name: 'Your session has expired' });
    await shown(again);
    await hasValue(again.getByLabel('E-mail'), DEMO.admin);
    expect((await api<Territory>('GET', `/territory/${id}`)).name).toBe(name);
    await again.getByLabel('Password', { exact: true }).fill('demo1234');
    const put = await answered(page, 'PUT /territory/:id', () => again.getByRole('button', { name: 'SUBMIT' }).click());
    expect(put.status()).toBe(200);
    expect((await api<Territory>('GET', `/territory/${id}`)).name).toBe(renamed);

    // The supervisor's tab, now holding a saved sign-in of the admin's, still calls as the supervisor.
    const call = other.waitForRequest((request) => request.url().includes('/api/v1/store_objective/approvals'));
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals', exact: true }).click();
    expect((await call).headers().authorization).toBe(`Bearer ${supervisorToken}`);
    await context.close();
  });

  it('goes to the login screen, writing nothing, when the person chooses Logout instead', async () => {
    const name = `E2E Leave ${stamp}`;
    const { id, context, page, again } = await saveAfterSessionEnded(name, `${name} not saved`);
    await again.getByRole('button', { name: 'Logout' }).click();
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect((await api<Territory>('GET', `/territory/${id}`)).name).toBe(name);
    await context.close();
  });
});
