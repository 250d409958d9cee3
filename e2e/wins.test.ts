import type { Notification, Win } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type UserApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { alertWith, pick, pngFile } from './support/objectives-api.js';
import { answered, containsText, hasCount, hasValue, hidden, shown } from './support/wait.js';

const stamp = Date.now();
const posted = `E2E win ${stamp}`;

let browser: Browser;
let admin: UserApi;
let rep: UserApi;

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, rep] = await Promise.all([apiAs(DEMO.admin), apiAs(DEMO.fsr)]);
});

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A win the rep posts through the API (set-up of the tests that do not post one themselves). */
async function repWin(title: string): Promise<Win> {
  const photo = await rep.upload(`${title}.png`);
  return rep.call<Win>('POST', '/win', {
    winTypeID: 1,
    title,
    description: 'Set up by the test.',
    date: '2026-11-01',
    image: { id: photo.id },
  });
}

describe('wins', () => {
  it('a rep posts a win with a photo after being told what is missing', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await page.goto('/home');
    await shown(page.getByRole('heading', { level: 1, name: /^(Hello, |Bonjour )/ }));
    // Reached from the menu by everyone (the Newsletter pages are admins' only) and shown under the Newsletter tabs.
    await answered(page, 'GET /win', () =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wins', exact: true }).click(),
    );
    await page.waitForURL('**/wins');
    await shown(page.getByRole('tab', { name: 'Wins feed', selected: true }));
    await page.getByRole('button', { name: 'Post a win' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Win' });
    // The photo is marked required, as the fields beside it.
    await shown(dialog.getByText('Photo *', { exact: true }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const required = page.getByRole('dialog', { name: 'Some fields are required!' });
    await hasCount(required.getByRole('listitem'), 3);
    expect(await required.getByRole('listitem').allTextContents()).toEqual(['Win Type', 'Title', 'Photo']);
    await required.getByRole('button', { name: 'OK' }).click();

    await pick(page, 'Win Type', 'Display Win');
    await dialog.getByLabel('Title').fill(posted);
    await dialog.getByLabel('Description').fill('The whole aisle reset before the weekend.');
    await answered(page, 'POST /image', () => dialog.locator('input[name="image"]').setInputFiles(pngFile('aisle.png')));
    await hasCount(dialog.getByTestId('uploaded-file'), 1);
    const saved = await answered(page, 'POST /win', () => dialog.getByRole('button', { name: 'Save' }).click());
    expect(saved.status()).toBe(201);
    await shown(alertWith(page, 'The record has been created'));

    const win = card(page, posted);
    await containsText(win, 'Display Win');
    await containsText(win, 'The whole aisle reset before the weekend.');
    await shown(win.getByRole('img', { name: `Photo of the win ${posted}` }));
    // Not approved yet: a rep has no Approve button, and may still change their own win.
    await hidden(win.getByRole('button', { name: `Approve ${posted}` }));
    await shown(win.getByRole('button', { name: `Edit ${posted}` }));
    const [stored] = (await rep.page<Win>('/win?perPage=500')).data.filter((w) => w.title === posted);
    expect(stored).toMatchObject({ approved: false, winType: 'Display Win', image: { fileURL: expect.stringMatching(/^\/uploads\//) } });
  });

  it('the rep edits their win before it is approved', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await answered(page, 'GET /win', () => page.goto('/wins'));
    await card(page, posted)
      .getByRole('button', { name: `Edit ${posted}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Win' });
    await hasValue(dialog.getByLabel('Title'), posted);
    await hasCount(dialog.getByTestId('uploaded-file'), 1);
    await dialog.getByLabel('Description').fill('Reset before the weekend, and sold out by Sunday.');
    const { version } = (await rep.page<Win>('/win?perPage=500')).data.find((w) => w.title === posted)!;
    const saved = await answered(page, 'PUT /win/:id', () => dialog.getByRole('button', { name: 'Save' }).click());
    expect(saved.status()).toBe(200);
    // Made on the version the form was opened on: refused had someone saved the win since.
    expect(saved.request().headers()['if-match']).toBe(`"${version}"`);
    await shown(alertWith(page, 'The record has been updated'));
    await containsText(card(page, posted), 'Reset before the weekend, and sold out by Sunday.');
  });

  it('an admin approves it: the card shows Approved and the rep is told', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await answered(page, 'GET /win', () => page.goto('/wins'));
    const win = card(page, posted);
    const approved = await answered(page, 'POST /win/:id/approve', () => win.getByRole('button', { name: `Approve ${posted}` }).click());
    expect(((await approved.json()) as { data: Win }).data.approved).toBe(true);
    await shown(win.getByText('Approved', { exact: true }));
    await hidden(win.getByRole('button', { name: `Approve ${posted}` }));

    const notes = await rep.call<Notification[]>('GET', '/notification');
    expect(notes.find((n) => n.message === `Your win "${posted}" was approved.`)).toMatchObject({ subject: 'Win approved', link: '/wins' });
  });

  it('the rep can no longer change the approved win', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await answered(page, 'GET /win', () => page.goto('/wins'));
    const win = card(page, posted);
    await shown(win.getByText('Approved', { exact: true }));
    await hidden(win.getByRole('button', { name: `Edit ${posted}` }));
    await hidden(win.getByRole('button', { name: `Delete ${posted}` }));
  });

  it('deletes a win after the confirmation, with the success message', async () => {
    const title = `E2E delete ${stamp}`;
    await repWin(title);
    const { page } = await pageAs(browser, DEMO.fsr);
    await answered(page, 'GET /win', () => page.goto('/wins'));
    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this record?' });
    await containsText(confirm, "You won't be able to revert this!");
    const deleted = await answered(page, 'DELETE /win/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    expect(deleted.status()).toBe(204);
    await shown(alertWith(page, 'The record has been deleted.'));
    await hidden(card(page, title));
    expect((await rep.page<Win>('/win?perPage=500')).data.some((w) => w.title === title)).toBe(false);
  });

  it('shows the server’s refusal when the win was approved meanwhile, and keeps it', async () => {
    const title = `E2E too late ${stamp}`;
    const win = await repWin(title);
    const { page } = await pageAs(browser, DEMO.fsr);
    await answered(page, 'GET /win', () => page.goto('/wins'));
    await admin.call('POST', `/win/${win.id}/approve`);
    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this record?' });
    const refused = await answered(page, 'DELETE /win/:id', () => confirm.getByRole('button', { name: 'Yes, delete it!' }).click());
    expect(refused.status()).toBe(403);
    await containsText(page.getByRole('dialog'), 'This win has been approved: only an admin may change it now.');
    expect((await rep.call<Win>('GET', `/win/${win.id}`)).approved).toBe(true);
  });

  it('shows the cards in two columns on a computer and in one on a phone', async () => {
    for (const phone of [false, true]) {
      const { page } = await pageAs(browser, DEMO.ds, { phone });
      await answered(page, 'GET /win', () => page.goto('/wins'));
      const cards = page.getByRole('feed', { name: 'Wins feed' }).getByRole('article');
      await shown(cards);
      const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      if (phone) {
        expect(second.y).toBeGreaterThan(first.y + first.height - 1);
        expect(Math.abs(second.x - first.x)).toBeLessThan(1);
      } else {
        expect(second.x).toBeGreaterThan(first.x + first.width - 1);
        expect(Math.abs(second.y - first.y)).toBeLessThan(1);
      }
    }
  });
});
