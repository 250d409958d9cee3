import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/admin-api.js';
import { DEMO, launchBrowser, newPage, pageAs, signIn } from './support/browser.js';
import { answered, hasText, helperText, shown } from './support/wait.js';

const stamp = Date.now();
const person = { firstName: 'Morgan', lastName: `Account${stamp}`, email: `morgan.${stamp}@example.com` };
const firstPassword = 'first-password';
const secondPassword = 'second-password';
const adminSetPassword = 'set-by-the-admin';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  await api('POST', '/user', { ...person, role: 2, areaID: 2, password: firstPassword });
});

const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('My Account', () => {
  it('shows names and e-mail read-only and changes the password, which then signs in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, person.email, firstPassword);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' }).click();
    await page.waitForURL('**/user/account');
    await shown(page.getByRole('heading', { name: 'My Account' }));
    for (const [label, value] of [
      ['First Name', person.firstName],
      ['Last Name', person.lastName],
      ['Email', person.email],
    ]) {
      expect(await field(page, label).inputValue()).toBe(value);
      expect(await field(page, label).getAttribute('readonly')).not.toBeNull();
    }

    const submit = page.getByRole('button', { name: 'Update Password' });
    await submit.click();
    await hasText(helperText(page, 'Current Password'), 'Enter your current password');
    expect(await helperText(page, 'New Password').textContent()).toBe('Enter the password');

    await field(page, 'Current Password').fill('not-my-password');
    await field(page, 'New Password').fill(secondPassword);
    await field(page, 'Confirm Password').fill('something-else');
    await submit.click();
    await hasText(helperText(page, 'Confirm Password'), 'The two passwords do not match.');

    await field(page, 'Confirm Password').fill(secondPassword);
    await answered(page, 'PUT /user/me/password', () => submit.click());
    await hasText(helperText(page, 'Current Password'), 'The current password is not correct.');

    await field(page, 'Current Password').fill(firstPassword);
    await answered(page, 'PUT /user/me/password', () => submit.click());
    await shown(page.getByRole('alert').filter({ hasText: 'Password has been reset' }));
    expect(await field(page, 'Current Password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Logout' }).click();
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    await signIn(page, person.email, secondPassword);
    await hasText(page.getByTestId('display-name'), `${person.firstName} ${person.lastName}`);
    await context.close();
  });

  it("lets an admin set a user's password", async () => {
    const admin = await pageAs(browser, DEMO.admin);
    await admin.page.goto('/user');
    await admin.page.getByLabel('Search', { exact: true }).fill(person.lastName);
    await admin.page.getByRole('link', { name: `Change password of ${person.firstName} ${person.lastName}` }).click();
    await admin.page.waitForURL(/\/user\/\d+\/password$/);
    await shown(admin.page.getByText(`Set a new password for ${person.firstName} ${person.lastName}.`));
    await field(admin.page, 'New Password').fill('short');
    await field(admin.page, 'Confirm Password').fill('short');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await hasText(helperText(admin.page, 'New Password'), 'The password must have at least 8 characters');
    await field(admin.page, 'New Password').fill(adminSetPassword);
    await field(admin.page, 'Confirm Password').fill(adminSetPassword);
    await answered(admin.page, 'PUT /user/:id/password', () => admin.page.getByRole('button', { name: 'Save' }).click());
    await shown(admin.page.getByRole('alert').filter({ hasText: 'Password has been reset' }));
    await admin.page.waitForURL(/\/user$/);

    const { context, page } = await newPage(browser);
    await signIn(page, person.email, adminSetPassword);
    await hasText(page.getByTestId('display-name'), `${person.firstName} ${person.lastName}`);
    await context.close();
  });
});
