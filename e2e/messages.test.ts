import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type UserApi } from './support/admin-api.js';
import { describeViolations, seriousViolations } from './support/a11y.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, pageAs } from './support/browser.js';
import { answered, apiResponse, hasCount, hasText, shown } from './support/wait.js';

const stamp = Date.now();
const subject = `E2E hello ${stamp}`;

let browser: Browser;
let rep: UserApi;
let repName: string;
let unreadBefore: number;

beforeAll(async () => {
  browser = await launchBrowser();
  rep = await apiAs(DEMO.fsr);
  const me = await rep.call<{ firstName: string; lastName: string }>('GET', '/user/me');
  repName = `${me.firstName} ${me.lastName}`;
  unreadBefore = (await rep.call<{ isRead: number }[]>('GET', '/user/me/messages')).filter((m) => m.isRead === 0).length;
});

/** The home page drawn, as signIn leaves it, in a page of pageAs. */
async function openHome(page: Page) {
  await page.goto('/home');
  await shown(page.getByRole('heading', { level: 1, name: /^(Hello, |Bonjour )/ }));
}

const messagesBadge = (page: Page) => page.getByTestId('messages-badge').locator('.MuiBadge-badge');
/**
 * The badge shows `count`. MUI hides a badge of 0 (keeping the last number in it while it fades),
 * so 0 is awaited as the hidden badge, whatever it holds.
 */
const badgeShows = (page: Page, count: number) =>
  count === 0
    ? messagesBadge(page).and(page.locator('.MuiBadge-invisible')).waitFor({ state: 'attached' })
    : hasText(messagesBadge(page), String(count));

describe('messages', () => {
  it("an admin's message reaches the rep's top bar without a reload, and opening it marks it read", async () => {
    const repTab = await pageAs(browser, DEMO.fsr);
    // The rep's live stream answers its headers as soon as it is open.
    const streamOpen = apiResponse(repTab.page, 'GET /notification/stream');
    await openHome(repTab.page);
    expect((await streamOpen).headers()['content-type']).toMatch(/^text\/event-stream/);
    await badgeShows(repTab.page, unreadBefore);
    // Set on this page only: a reload would lose it.
    await repTab.page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    const adminTab = await pageAs(browser, DEMO.admin);
    await openHome(adminTab.page);
    const admin = adminTab.page;
    await admin.getByRole('button', { name: 'Open messages' }).click();
    await admin.getByRole('link', { name: 'Compose message' }).click();
    await admin.waitForURL('**/message/compose');
    await shown(admin.getByRole('heading', { name: 'New Message' }));

    // Nothing filled in: the form says what is missing and sends nothing.
    await admin.getByRole('button', { name: 'Send' }).click();
    const required = admin.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 3);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['User', 'Subject', 'Message']);
    await required.getByRole('button', { name: 'OK' }).click();
    await shown(admin.getByRole('textbox', { name: 'Subject' }).and(admin.locator('[aria-invalid="true"]')));
    await shown(admin.getByRole('combobox', { name: 'User' }).and(admin.locator('[aria-invalid="true"]')));

    await admin.getByRole('combobox', { name: 'User' }).fill(repName);
    await admin
      .getByRole('option', { name: new RegExp(repName) })
      .first()
      .click();
    await admin.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await admin.getByRole('textbox', { name: 'Message' }).fill('The spring planogram is in.\nPlease check aisle 4.');
    const sent = await answered(admin, 'POST /message', () => admin.getByRole('button', { name: 'Send' }).click());
    expect(sent.status()).toBe(201);
    await shown(admin.getByRole('alert').filter({ hasText: 'The message has been sent to 1 person' }));
    // The form is empty again for the next message.
    await hasText(admin.getByRole('textbox', { name: 'Subject' }), '');

    const page = repTab.page;
    await badgeShows(page, unreadBefore + 1);
    expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);

    await page.getByRole('button', { name: 'Open messages' }).click();
    const item = page.getByRole('list', { name: 'Messages' }).getByRole('button').filter({ hasText: subject });
    await shown(item.filter({ hasText: 'Please check aisle 4.' }));
    expect(await item.getAttribute('data-unread')).toBe('true');
    const read = await answered(page, 'PUT /message/:id/readStatus', () => item.click());
    expect(read.status()).toBe(204);
    await badgeShows(page, unreadBefore);
    await shown(page.getByRole('list', { name: 'Messages' }).locator('[data-unread="false"]').filter({ hasText: subject }));
  });

  it('on a phone, cuts a long message at three lines in the list, and shows it whole once opened', async () => {
    const admin = await apiAs(DEMO.admin);
    const dsm = await apiAs(DEMO.dsm);
    const longSubject = `E2E long ${stamp}`;
    const ending = 'Thanks, see you Friday.';
    const text = `${'The spring planogram is in, please check aisle 4 and the end caps. '.repeat(26)}${ending}`;
    expect(text.length).toBeGreaterThan(1760);
    await admin.call('POST', '/message', { to: 'user', userID: dsm.userID, subject: longSubject, message: text });
    const { page } = await pageAs(browser, DEMO.dsm, { phone: true });
    await openHome(page);
    await page.getByRole('button', { name: 'Open messages' }).click();
    const item = page.getByRole('list', { name: 'Messages' }).getByRole('button').filter({ hasText: longSubject });
    await shown(item);
    // Three lines of text, not the whole list's height; the whole text stays in the page for screen readers.
    expect((await item.boundingBox())!.height).toBeLessThan(200);
    const body = item.getByText(ending, { exact: false });
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await answered(page, 'PUT /message/:id/readStatus', () => item.click());
    // Opened: every line shows.
    await expect.poll(() => body.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    expect((await item.boundingBox())!.height).toBeGreaterThan(400);
    expect(describeViolations(await seriousViolations(page))).toBe('');
  });

  it('offers two users of one name as two options, and a narrower search shows none of a wider one’s', async () => {
    // Two namesakes and a third whose name holds theirs: the demo organisation has namesakes too.
    const family = `Namesake${stamp}`;
    const people = [family, family, `${family}x`].map((lastName, i) => ({
      firstName: 'Kim',
      lastName,
      email: `kim.${stamp}.${i}@example.com`,
    }));
    const api = await adminApi();
    for (const person of people) await api('POST', '/user', { ...person, role: 2, areaID: 2, password: DEMO_PASSWORD });

    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/message/compose');
    const user = page.getByRole('combobox', { name: 'User' });
    await answered(page, 'GET /user/search', () => user.fill(family), { q: family });
    // The field names its list once the list has options to show (a render after the answer).
    await expect.poll(() => user.getAttribute('aria-controls')).toBeTruthy();
    const options = page.locator(`[id="${await user.getAttribute('aria-controls')}"]`).getByRole('option');
    await hasCount(options, 3);
    // Each option is its own user, named with their e-mail.
    expect((await options.allTextContents()).sort()).toEqual(people.map((p) => `${p.firstName} ${p.lastName}${p.email}`).sort());

    await answered(page, 'GET /user/search', () => user.fill(`${family}x`), { q: `${family}x` });
    await hasText(options, `Kim ${family}x${people[2].email}`);
    await hasCount(options, 1);
  });

  it('keeps the compose screen for admins', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await openHome(page);
    await page.getByRole('button', { name: 'Open messages' }).click();
    await shown(page.getByRole('heading', { name: 'Messages' }));
    expect(await page.getByRole('link', { name: 'Compose message' }).count()).toBe(0);
    await page.goto('/message/compose');
    await shown(page.getByText('You are not allowed to do this operation.'));
  });

  it('says when the server refuses the message', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/message/compose');
    await page.getByRole('radio', { name: 'Everyone of a role' }).check();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Field Sales Rep (FSR)' }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill(`E2E refused ${stamp}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('x');
    // The server refuses (as it would a recipient deleted meanwhile): its message is shown on the field.
    await page.route('**/api/v1/message', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Select an existing recipient',
          code: 'VALIDATION',
          errors: { role: ['Select an existing recipient'] },
        }),
      }),
    );
    await answered(page, 'POST /message', () => page.getByRole('button', { name: 'Send' }).click());
    await shown(page.getByText('Select an existing recipient'));
  });
});
