import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin-api.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, newPage, nextResetLink, outboxMails, signIn } from './support/browser.js';
import { answered, containsText, hasText, shown } from './support/wait.js';

const stamp = Date.now();
/** The password reset changes this user's password, not a demo account's that other files sign in with. */
const forgetful = { firstName: 'Robin', lastName: `Reset${stamp}`, email: `robin.reset.${stamp}@example.com` };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  await api('POST', '/user', { ...forgetful, role: 2, areaID: 2, password: DEMO_PASSWORD });
});

describe('sign-in', () => {
  it.each([
    [DEMO.admin, 'Alex Morgan'],
    [DEMO.dsm, 'Dana Mercier'],
    [DEMO.ds, 'Sam Okafor'],
    [DEMO.fsr, 'Riley Fraser'],
  ])('signs in %s and shows the display name', async (email, name) => {
    const { context, page } = await newPage(browser);
    await signIn(page, email);
    await hasText(page.getByTestId('display-name'), name);
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('shows the login screen for any signed-out route, then goes home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/store/12/edit');
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    await page.getByLabel('E-mail').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  it('shows the popup for a wrong password and stays signed out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const dialog = page.getByRole('dialog');
    await containsText(dialog, 'The user or password you entered is incorrect. Please try again.');
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('by keyboard, a refused sign-in or reset request: the popup closes and the focus is back on SUBMIT, not on the page', async () => {
    const { context, page } = await newPage(browser);
    const submitFocused = () => page.evaluate(() => document.activeElement?.textContent === 'SUBMIT');
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.dsm);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    // SUBMIT is disabled while the request runs, which drops the focus to the page.
    await page.getByRole('button', { name: 'SUBMIT' }).focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog');
    await containsText(dialog, 'The user or password you entered is incorrect. Please try again.');
    await page.keyboard.press('Escape');
    await expect.poll(submitFocused).toBe(true);

    await page.goto('/password');
    await shown(page.getByRole('heading', { name: 'Forgot your password?' }));
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'SUBMIT' }).focus();
    await page.keyboard.press('Enter');
    await shown(dialog);
    await page.keyboard.press('Enter');
    await expect.poll(submitFocused).toBe(true);
    await context.close();
  });

  it('keeps the session across a reload and signs out to the login screen', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.fsr);
    await page.reload();
    await hasText(page.getByTestId('display-name'), 'Riley Fraser');
    await page.getByRole('button', { name: 'Logout' }).click();
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/home');
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    await context.close();
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password to sign in with', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await page.waitForURL('**/password');
    // The sign-in screen, which has an 'E-mail' field and a 'SUBMIT' button too, stays until the
    // password screen's code has come: typing before would fill the field about to go.
    await shown(page.getByRole('heading', { name: 'Forgot your password?' }));
    await page.getByLabel('E-mail').fill(forgetful.email);
    const mailed = outboxMails();
    await answered(page, 'POST /user/reset_password', () => page.getByRole('button', { name: 'SUBMIT' }).click());
    await shown(page.getByText('A link to change your password has been emailed to you.'));

    await page.goto(await nextResetLink(mailed));
    await page.getByLabel('New password').fill('');
    await page.getByLabel('Confirm password').fill('something');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page.getByText('Enter a password, and make sure it matches.'));

    await page.getByLabel('New password').fill('fresh-pass-42');
    await page.getByLabel('Confirm password').fill('fresh-pass-42');
    await answered(page, 'POST /user/password/:token', () => page.getByRole('button', { name: 'Update Password' }).click());
    await shown(page.getByText('Your password has been reset.'));

    await signIn(page, forgetful.email, 'fresh-pass-42');
    await context.close();
  });
});
