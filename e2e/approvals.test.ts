import { APPROVAL_QUEUE_PAGE_SIZE, fieldWorkMessages, type Lookup, type Store, type StoreObjective } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi, type UserApi } from './support/admin-api.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { alertWith } from './support/objectives-api.js';
import { answered, containsText, hasCount, hidden, shown } from './support/wait.js';

const A = fieldWorkMessages.approvals;
const stamp = Date.now();
const TITLE = `E2E Approvals ${stamp}`;
const FIELD = { ref: 'facings', type: 'text', label: 'Facings counted', required: true } as const;

let browser: Browser;
let admin: AdminApi;
let rep: UserApi;
let ds: UserApi;
let objectiveID: number;
let stores: Store[];
/** The type and brand of the test's objectives (the first of each). */
let objectiveType: Lookup | undefined;
let brand: Lookup | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminApi();
  [rep, ds] = await Promise.all([apiAs(DEMO.fsr), apiAs(DEMO.ds)]);
  // Four stores of the demo rep's territory (in the demo supervisor's district), given a new custom objective with a form.
  stores = await rep.call<Store[]>('GET', '/store?perPage=4&sort=name');
  expect(stores).toHaveLength(4);
  [[objectiveType], [brand]] = await Promise.all([
    admin<Lookup[]>('GET', '/objective_types'),
    admin<Lookup[]>('GET', '/brand?perPage=100&sort=name'),
  ]);
  objectiveID = await objectiveOn(TITLE, stores);
});

/** A new custom objective on these stores with the form FIELD; its id. */
async function objectiveOn(title: string, on: Store[]): Promise<number> {
  const { id } = await admin<{ id: number }>('POST', '/objective', {
    title,
    objectiveTypeID: objectiveType?.id,
    brandID: brand?.id,
    isCustom: 1,
    stores: on.map((s) => s.id),
    dueDate: `${new Date().getFullYear() + 1}-01-20`,
  });
  await admin('POST', `/objective/${id}/multiFields`, { fields: [FIELD] });
  return id;
}

/** The rep completes the store's result with a comment, a photo and the form's answer. */
async function complete(store: Store, objective = objectiveID): Promise<void> {
  const photo = await rep.upload(`shelf-${store.id}.png`);
  await rep.call('PUT', `/store/${store.id}/objective/${objective}`, {
    status: 2,
    comments: `Shelf done at ${store.name}`,
    images: [photo.id],
    answers: [{ ref: FIELD.ref, value: `${store.id % 50} facings` }],
  });
}

const queueTotal = async () => (await ds.page<StoreObjective>(`/store_objective/approvals?perPage=${APPROVAL_QUEUE_PAGE_SIZE}`)).meta.total;

/** The queue page (as the demo supervisor sees it) holding the store's result of the test objective. */
async function pageOf(store: Store, objective = objectiveID): Promise<number> {
  const pages = Math.max(1, Math.ceil((await queueTotal()) / APPROVAL_QUEUE_PAGE_SIZE));
  for (let page = pages; page >= 1; page--) {
    const { data } = await ds.page<StoreObjective>(`/store_objective/approvals?page=${page}&perPage=${APPROVAL_QUEUE_PAGE_SIZE}`);
    if (data.some((r) => r.storeID === store.id && r.objectiveID === objective)) return page;
  }
  throw new Error(`${store.name} is not in the approval queue`);
}

const card = (page: Page, store: Store, title = TITLE) => page.getByRole('listitem', { name: `${store.name} — ${title}` });

async function openQueue(page: Page, store: Store, objective = objectiveID, title = TITLE): Promise<void> {
  const number = await pageOf(store, objective);
  await answered(page, 'GET /store_objective/approvals', () => page.goto(number > 1 ? `/approvals?page=${number}` : '/approvals'));
  await shown(card(page, store, title));
}

describe('the approval queue', () => {
  it('approves two results at once; they leave the queue, are Approved, and the rep is told in the bell', async () => {
    // Oldest completion first, 20 a page: complete the third store first when the two would straddle a page.
    const [first, second, other] = stores as [Store, Store, Store];
    const straddle = (await queueTotal()) % APPROVAL_QUEUE_PAGE_SIZE === APPROVAL_QUEUE_PAGE_SIZE - 1;
    if (straddle) await complete(other);
    await complete(first);
    await complete(second);
    if (!straddle) await complete(other);

    const { page } = await pageAs(browser, DEMO.ds);
    await openQueue(page, first);
    await shown(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: A.menu, exact: true }));
    // The supervisor's dashboard, read before the approval, stays in the app's cache (the menu's Dashboard link below).
    const dashboardLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true });
    await answered(page, 'GET /dashboard_data', () => dashboardLink.click());
    // /dashboard sends a supervisor on to their district's dashboard once that answer is drawn (a
    // replace): going back before it would have that replace land on the queue's own entry.
    await page.waitForURL(/\/dashboard\/ds\/\d+\/\d+$/);
    await page.goBack();
    await shown(card(page, first));
    await shown(page.getByRole('heading', { name: A.title }));
    await containsText(page.getByTestId('approvals-count'), 'waiting for approval');

    // Each result shows the rep's comment, photo (opening the lightbox) and answer.
    const one = card(page, first);
    await shown(one.getByText(`Shelf done at ${first.name}`));
    await shown(one.getByText(`${first.id % 50} facings`));
    await one.getByRole('button', { name: `Open photo 1 of ${first.name}` }).click();
    const lightbox = page.locator('.yarl__root');
    await shown(lightbox.locator('.yarl__slide_image'));
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await hidden(lightbox);

    // 'Select all on this page' selects every card shown, and clears them again.
    const shownCards = await page.getByTestId('approval-item').count();
    const selectAll = page.getByRole('checkbox', { name: A.selectAll });
    await selectAll.check();
    await shown(page.getByRole('button', { name: `Approve (${shownCards})` }));
    await selectAll.uncheck();
    await shown(page.getByRole('button', { name: 'Approve (0)' }));

    // Select the two, approve them in one call: one answer per item.
    await card(page, first).getByRole('checkbox').check();
    await card(page, second).getByRole('checkbox').check();
    const approveSelected = page.getByRole('button', { name: 'Approve (2)' });
    const response = await answered(page, 'POST /store_objective/approve', () => approveSelected.click());
    const body = (await response.json()) as { data: { ok: boolean; storeID: number }[] };
    expect(body.data.map((r) => [r.storeID, r.ok])).toEqual([
      [first.id, true],
      [second.id, true],
    ]);
    await shown(alertWith(page, '2 results approved.'));
    await hasCount(card(page, first), 0);
    await hasCount(card(page, second), 0);
    await shown(card(page, other));
    // The button, disabled while it sent and with nothing selected after, gave the focus to 'Select
    // all' (on the page before when the two were alone on the last page: the test below).
    await expect.poll(() => selectAll.evaluate((element) => element === document.activeElement)).toBe(true);
    for (const store of [first, second]) {
      const result = await admin<StoreObjective>('GET', `/store/${store.id}/objective/${objectiveID}`);
      expect(result.status.id).toBe(3);
      expect(result.approvedBy?.name).toBe('Sam Okafor');
    }
    // The dashboard read before no longer holds: the menu's Dashboard asks the server again.
    await answered(page, 'GET /dashboard_data', () => dashboardLink.click());

    // The rep's bell lists both approvals, unread.
    const repPage = await pageAs(browser, DEMO.fsr, { phone: true });
    await repPage.page.goto('/home');
    await shown(repPage.page.getByRole('heading', { level: 1, name: /^(Hello, |Bonjour )/ }));
    await repPage.page.getByRole('button', { name: 'Notifications' }).click();
    const list = repPage.page.getByRole('list', { name: 'Notifications' });
    for (const store of [first, second]) {
      const message = A.approvedMessage.replace('{{title}}', TITLE).replace('{{store}}', store.name);
      await shown(list.getByRole('button', { name: new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
    }
  });

  it('reopens a result only with a comment, and the rep reads the comment on the result', async () => {
    const other = stores[2]!;
    // The first test completed it; on its own this test completes it here.
    const current = await rep.call<StoreObjective>('GET', `/store/${other.id}/objective/${objectiveID}`);
    if (current.status.id !== 2) await complete(other);

    const { page } = await pageAs(browser, DEMO.ds, { phone: true });
    await openQueue(page, other);
    // The queue fits a phone: no sideways scrolling.
    await shown(card(page, other).getByRole('button', { name: `Open photo 1 of ${other.name}` }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card(page, other).getByRole('button', { name: A.reopen }).click();
    const dialog = page.getByRole('dialog', { name: `Reopen ${other.name} — ${TITLE}` });
    await shown(dialog);
    // Without a comment nothing is sent and the field says why.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/store_objective/reopen')) posts++;
    });
    await dialog.getByRole('button', { name: A.reopenSend }).click();
    await shown(dialog.getByText('Say what is missing'));
    expect(posts).toBe(0);

    const comment = 'The end cap photo is missing; add one from the aisle.';
    await dialog.getByRole('textbox', { name: A.reopenComment }).fill(comment);
    await answered(page, 'POST /store_objective/reopen', () => dialog.getByRole('button', { name: A.reopenSend }).click());
    await hidden(dialog);
    await shown(alertWith(page, A.reopened));
    await hasCount(card(page, other), 0);
    const reopened = await admin<StoreObjective>('GET', `/store/${other.id}/objective/${objectiveID}`);
    expect(reopened.status.id).toBe(1);
    expect(reopened.reopenComment).toBe(comment);

    // The rep opens the result from the objective and reads who reopened it and why.
    const repPage = await pageAs(browser, DEMO.fsr, { phone: true });
    await repPage.page.goto(`/objective/${objectiveID}`);
    await answered(repPage.page, 'GET /store_objective/status/:status/list', () =>
      repPage.page.getByLabel('Search', { exact: true }).fill(other.storeNumber),
    );
    await repPage.page.getByRole('button', { name: `Open the result of ${other.name}` }).click();
    const result = repPage.page.getByRole('dialog', { name: `${other.name} — ${TITLE}` });
    await shown(result.getByTestId('store-result'));
    const note = result.getByTestId('reopened-note');
    await containsText(note, 'Reopened by Sam Okafor on');
    await containsText(note, comment);
  });

  it('by keyboard, Approve and Reopen give the focus to the card beside the one that leaves, or to the heading', async () => {
    // An objective of its own, on two stores, so this test knows every result it leaves in the queue.
    const title = `E2E Approvals keyboard ${stamp}`;
    const [first, second] = stores as [Store, Store];
    const own = await objectiveOn(title, [first, second]);
    await complete(first, own);
    await complete(second, own);

    const { page } = await pageAs(browser, DEMO.ds);
    await openQueue(page, first, own, title);
    const focusedCard = () =>
      page.evaluate(() => document.activeElement?.closest('[data-testid="approval-item"]')?.getAttribute('aria-label') ?? '');
    const focusedTag = () => page.evaluate(() => document.activeElement?.tagName ?? '');

    // Approve: the card leaves, and the focus is on a card still in the queue, not on the page's body.
    await card(page, first, title).getByRole('button', { name: A.approve, exact: true }).focus();
    await answered(page, 'POST /store_objective/approve', () => page.keyboard.press('Enter'));
    await hasCount(card(page, first, title), 0);
    await expect.poll(focusedTag).toBe('LI');
    expect(await focusedCard()).not.toBe(`${first.name} — ${title}`);

    // Reopen the second by keyboard: the dialog, its comment, Send; then a card or, with none left, the heading.
    const reopen = card(page, second, title).getByRole('button', { name: A.reopen });
    await reopen.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Reopen ${second.name} — ${title}` });
    await dialog.getByRole('textbox', { name: A.reopenComment }).waitFor();
    await page.keyboard.type('Add the end cap photo.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await answered(page, 'POST /store_objective/reopen', () => page.keyboard.press('Enter'));
    await hidden(dialog);
    await hasCount(card(page, second, title), 0);
    // The heading only when the queue is empty: a card left the last page alone, and the page before
    // is shown with the focus on its last card.
    await expect.poll(focusedTag).toBe((await queueTotal()) > 0 ? 'LI' : 'H1');
  });

  it("approving every card of the last page shows the page before, the focus on 'Select all'", async () => {
    // This test's two results alone on the queue's last page, with a full page before it: first as
    // many results of objectives of its own as fill the last page (a whole page when the queue is empty).
    const total = await queueTotal();
    const fill = total > 0 && total % APPROVAL_QUEUE_PAGE_SIZE === 0 ? 0 : APPROVAL_QUEUE_PAGE_SIZE - (total % APPROVAL_QUEUE_PAGE_SIZE);
    const fillers: [Store, number][] = [];
    for (let n = 0; fillers.length < fill; n += 1) {
      const filler = await objectiveOn(`E2E Approvals filler ${n} ${stamp}`, stores);
      fillers.push(...stores.map((store) => [store, filler] as [Store, number]));
    }
    for (const [store, filler] of fillers.slice(0, fill)) await complete(store, filler);
    const title = `E2E Approvals last page ${stamp}`;
    const [first, second] = stores as [Store, Store];
    const own = await objectiveOn(title, [first, second]);
    await complete(first, own);
    await complete(second, own);
    const last = await pageOf(first, own);
    expect(last).toBe((total + fill) / APPROVAL_QUEUE_PAGE_SIZE + 1);

    const { page } = await pageAs(browser, DEMO.ds);
    await openQueue(page, first, own, title);
    await hasCount(page.getByTestId('approval-item'), 2);
    const selectAll = page.getByRole('checkbox', { name: A.selectAll });
    await selectAll.check();
    await answered(page, 'POST /store_objective/approve', () => page.getByRole('button', { name: 'Approve (2)' }).click());
    await shown(alertWith(page, '2 results approved.'));
    // The page before, full, in the address; 'Select all' has the focus, not the heading.
    await page.waitForURL(last - 1 > 1 ? `**/approvals?page=${last - 1}` : '**/approvals');
    await hasCount(page.getByTestId('approval-item'), APPROVAL_QUEUE_PAGE_SIZE);
    await expect.poll(() => selectAll.evaluate((element) => element === document.activeElement)).toBe(true);
    await shown(page.getByRole('button', { name: 'Approve (0)' }));
  });

  it('says why the server refused to approve a result', async () => {
    const late = stores[3]!;
    await complete(late);
    const { page } = await pageAs(browser, DEMO.ds);
    await openQueue(page, late);
    // Someone else approves it while the page still shows it.
    await admin('PUT', `/store/${late.id}/objective/${objectiveID}`, { status: 3 });
    await answered(page, 'POST /store_objective/approve', () =>
      card(page, late).getByRole('button', { name: A.approve, exact: true }).click(),
    );
    // The bar says why; the result, no longer waiting, leaves the queue.
    await shown(
      alertWith(page, A.partlyApproved.replace('{{approved}}', '0').replace('{{refused}}', '1').replace('{{reasons}}', A.notWaiting)),
    );
    await hasCount(card(page, late), 0);
  });
});
