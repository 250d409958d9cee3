import { fieldWorkMessages, minutesBetween, type Store, type StoreObjective, type Today, type Visit } from '@fieldops/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi, type UserApi } from './support/admin-api.js';
import { customObjectiveWithForm, phone, placeStore } from './support/field-work.js';
import { DEMO, holdScripts, launchBrowser, signIn } from './support/browser.js';
import { alertWith, pngFile } from './support/objectives-api.js';
import { answered, apiResponse, containsText, hasCount, hasText, hasValue, helperText, hidden, shown } from './support/wait.js';

const T = fieldWorkMessages.today;
const stamp = Date.now();
const TITLE = `E2E Day ${stamp}`;
const FIELDS = [
  { ref: 'shelf', type: 'photo', label: 'Shelf photo', required: true, meta: { minimumUploads: 1, maximumUploads: 2 } },
  { ref: 'facings', type: 'text', label: 'Facings counted', required: true },
] as const;
/** The visit's store is put out of town, so it is the nearest store of the rep's day by far. */
const STORE_AT = { latitude: 45.6012, longitude: -75.9523 };
/** The phone stands about 30 m from it: within CHECKIN_RADIUS_M. */
const PHONE_AT = { latitude: 45.6015, longitude: -75.9521 };
/** Where the admin stands for 'Use my position'. */
const ADMIN_AT = { latitude: 45.4215, longitude: -75.6972 };
/** '9:05\u00a0AM', the app's English time of day, of a wall-clock time 'YYYY-MM-DDTHH:mm'. */
const clockOf = (local: string) => {
  const [hour, minute] = local.slice(11).split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}\u00a0${hour < 12 ? 'AM' : 'PM'}`;
};

/** Nothing on the screen is wider than the phone. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** What a screen reader says of a field after its name: the texts its aria-describedby names. */
async function accessibleDescription(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** Closes the rep's open visit, if a test left one, so each test starts checked out. */
async function checkOutAnywhere(user: UserApi): Promise<void> {
  const { openVisit } = await user.call<Today>('GET', '/today');
  if (openVisit) await user.call('PUT', `/checkin/${openVisit.id}`, {});
}

let browser: Browser;
let admin: AdminApi;
let rep: UserApi;
let stores: Store[];
let visitStore: Store;
let objectiveID: number;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminApi();
  rep = await apiAs(DEMO.fsr);
  await checkOutAnywhere(rep);
  // The last stores of the demo rep's territory by name (the approvals test takes the first ones).
  stores = await rep.call<Store[]>('GET', '/store?perPage=3&sort=-name');
  expect(stores).toHaveLength(3);
  visitStore = stores[0]!;
  await placeStore(admin, visitStore.id, STORE_AT);
  objectiveID = await customObjectiveWithForm(admin, TITLE, [visitStore.id], FIELDS);
});

describe("the rep's day", () => {
  it('a rep on a phone checks in at the nearest store, completes an objective with a photo and its form, and checks out', async () => {
    const { context, page } = await phone(browser, PHONE_AT);
    await signIn(page, DEMO.fsr);
    // Home: one tap into the day, which lists the store first (nearest) with its open work.
    const day = await answered(page, 'GET /today', () => page.getByTestId('today-home-card').click(), {
      latitude: String(PHONE_AT.latitude),
      longitude: String(PHONE_AT.longitude),
    });
    const listed = ((await day.json()) as { data: Today }).data.stores.find((s) => s.id === visitStore.id)!;
    await shown(page.getByRole('heading', { name: T.title, level: 1 }));
    await containsText(page.getByTestId('today-order'), T.byDistance);
    const first = page.getByTestId('today-store').first();
    await shown(first.getByRole('heading', { name: visitStore.name }));
    await containsText(first, `#${visitStore.storeNumber}`);
    // Its open results of this month as the server counts them: this test's objective, and the
    // demo's own that are still open (all of them on a month's first two days).
    expect(listed.open).toBeGreaterThanOrEqual(1);
    await containsText(first, `${listed.open} open`);
    await containsText(first, ' m');
    await fitsThePhone(page);

    // The search narrows the list on the server.
    await answered(page, 'GET /today', () => page.getByLabel(T.search).fill(visitStore.storeNumber), { q: visitStore.storeNumber });
    await shown(page.getByTestId('today-store').first().getByRole('heading', { name: visitStore.name }));

    // The store: one tap to check in, with the phone's position and the tap's time: verified.
    // Loaded ahead by the day's list (prefetch-day.ts), or asked for now if that has not come back yet.
    await first.click();
    await shown(page.getByRole('heading', { name: visitStore.name, level: 1 }));
    const objective = page.getByRole('button', { name: TITLE });
    await containsText(objective, 'Incomplete');
    const before = Date.now();
    const checkIn = await answered(page, 'POST /checkin', () => page.getByRole('button', { name: T.checkIn, exact: true }).click());
    const sent = checkIn.request().postDataJSON() as { storeID: number; latitude: number; longitude: number; accuracy: number; at: string };
    expect(sent).toMatchObject({ storeID: visitStore.id, latitude: PHONE_AT.latitude, longitude: PHONE_AT.longitude, accuracy: 20 });
    expect(Date.parse(sent.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(checkIn.status()).toBe(201);
    await shown(page.getByTestId('checked-in'));
    await containsText(page.getByTestId('visit-check'), T.verifiedHere);
    await fitsThePhone(page);

    // One tap opens the objective's result; a photo answer, a written answer and a result photo; Complete.
    await objective.click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('heading', { name: new RegExp(TITLE) }));
    const shelf = dialog.getByTestId('answer-shelf');
    // On a touch screen the upload fields say what a tap does (nothing is dragged on a phone): the
    // result's photos offer the camera or a picture, a form's photo field the file chooser.
    await containsText(dialog, 'Tap to take or choose a photo');
    await containsText(shelf, 'Tap to choose files');
    await answered(page, 'POST /image', () => shelf.locator('input[name="answer-shelf"]').setInputFiles(pngFile('shelf.png')));
    await hasCount(shelf.getByTestId('uploaded-file'), 1);
    await dialog.getByTestId('answer-facings').getByLabel('Facings counted').fill('14 facings');
    // A photo still being sent holds Complete back, in words: the result would be saved without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/image', async (route) => {
      await held;
      await route.continue();
    });
    const sentPhoto = apiResponse(page, 'POST /image');
    await dialog.locator('input[name="result-photos"]').setInputFiles(pngFile('aisle.png'));
    await shown(dialog.getByRole('progressbar', { name: 'Uploading aisle.png' }));
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/store\/\d+\/objective\/\d+$/.test(request.url())) puts++;
    });
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await shown(dialog.getByRole('alert').filter({ hasText: 'A file is still being uploaded. Save again once it is done.' }));
    expect(puts).toBe(0);
    release();
    await sentPhoto;
    await page.unroute('**/api/v1/image');
    await hasCount(dialog.getByTestId('uploaded-file'), 2);
    await fitsThePhone(page);

    // Comments over the contract's 2000 characters: the field says so while they are typed (its
    // count turns red), and Complete sends nothing but says why under the field, which it marks and
    // brings into view with the focus (before: a banner at the bottom only); nothing typed is lost.
    const comments = dialog.getByRole('textbox', { name: 'Comments' });
    const long = 'Shelf faced and priced. '.repeat(84).trim();
    expect(long.length).toBe(2015);
    await comments.fill(long);
    await hasText(helperText(page, 'Comments'), '2015 / 2000');
    expect(await comments.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await hasText(helperText(page, 'Comments'), 'At most 2000 characters');
    expect(await comments.getAttribute('aria-invalid')).toBe('true');
    expect(await accessibleDescription(comments)).toBe('At most 2000 characters');
    expect(await comments.evaluate((field) => field === document.activeElement)).toBe(true);
    const message = (await helperText(page, 'Comments').boundingBox())!;
    expect(message.y).toBeGreaterThanOrEqual(0);
    expect(message.y + message.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await dialog.getByRole('alert').filter({ hasText: 'At most 2000 characters' }).count()).toBe(0);
    expect(await comments.inputValue()).toBe(long);
    expect(puts).toBe(0);
    // Shortened, the message goes as it is typed, and the comments are saved with the rest.
    await comments.fill(long.slice(0, 2000).trim());
    await hasText(helperText(page, 'Comments'), '2000 / 2000');
    expect(await comments.getAttribute('aria-invalid')).toBe('false');
    await answered(page, 'PUT /store/:storeId/objective/:objectiveId', () =>
      dialog.getByRole('button', { name: 'Complete', exact: true }).click(),
    );
    await shown(alertWith(dialog, 'The result has been saved'));
    await answered(page, 'GET /today/:storeId', () => dialog.getByRole('button', { name: 'Close', exact: true }).click());
    await containsText(objective, 'Completed');

    // Check out: a tap and its confirmation; the visit is listed among today's.
    await page.getByRole('button', { name: T.checkOut, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: T.confirmCheckOutTitle.replace('{{store}}', visitStore.name) });
    await answered(page, 'PUT /checkin/:id', () => confirm.getByRole('button', { name: T.checkOut }).click());
    await shown(page.getByRole('button', { name: T.checkIn, exact: true }));
    await hasCount(page.getByTestId('today-visit'), 1);
    await containsText(page.getByTestId('today-visit'), fieldWorkMessages.visits.verified);
    await fitsThePhone(page);

    // The server has the visit closed, verified, near the store; the result Completed with its answers and photos.
    const visits = await rep.call<Visit[]>('GET', `/user/${rep.userID}/checkin`);
    const visit = visits.find((v) => v.storeID === visitStore.id && Date.parse(v.checkin) >= before - 1000);
    expect(visit).toMatchObject({ verified: true, forced: false });
    expect(visit!.checkout).not.toBeNull();
    // Its times are shown as the server reads the store's wall clock (the rules of its in-store figures).
    await containsText(page.getByTestId('today-visit'), `${clockOf(visit!.checkinLocal)} – ${clockOf(visit!.checkoutLocal!)}`);
    // Its length in hours and minutes, as everywhere durations are shown (a test's visit lasts under an hour).
    const minutes = minutesBetween(visit!.checkin, visit!.checkout!);
    await containsText(page.getByTestId('today-visit'), `0 h ${String(minutes).padStart(2, '0')} min`);
    expect(visit!.distance).toBeGreaterThan(10);
    expect(visit!.distance).toBeLessThan(60);
    expect((await rep.call<Today>('GET', '/today')).openVisit).toBeNull();
    const result = await admin<StoreObjective>('GET', `/store/${visitStore.id}/objective/${objectiveID}`);
    expect(result.status.id).toBe(2);
    expect(result.images).toHaveLength(1);
    const answers = Object.fromEntries(result.answers.map((a) => [a.ref, a.value]));
    expect(result.comments).toBe(long.slice(0, 2000).trim());
    expect(answers.facings).toBe('14 facings');
    expect(answers.shelf).toHaveLength(1);
    await context.close();
  });

  it('checking in while checked in elsewhere shows the server message and leads to the open store', async () => {
    const [, elsewhere, here] = stores as [Store, Store, Store];
    await checkOutAnywhere(rep);
    const open = await rep.call<Visit>('POST', '/checkin', { storeID: elsewhere.id });
    const { context, page } = await phone(browser, null);
    try {
      await signIn(page, DEMO.fsr);
      // The rep's menu leads to the day; without the position the list is by name, and says so.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: T.menu, exact: true }).click();
      await page.waitForURL('**/today');
      await containsText(page.getByTestId('today-order'), T.byName);
      await containsText(page.getByTestId('open-visit-banner'), elsewhere.name);

      await answered(page, 'GET /today/:storeId', () => page.goto(`/today/${here.id}`));
      // Another store's page says it before the tap too.
      await containsText(page.getByTestId('open-visit-banner'), elsewhere.name);
      const refused = await answered(page, 'POST /checkin', () => page.getByRole('button', { name: T.checkIn, exact: true }).click());
      expect(refused.status()).toBe(409);
      const error = page.getByTestId('visit-error');
      await hidden(page.getByTestId('open-visit-banner'));
      await containsText(error, fieldWorkMessages.visits.alreadyOpen.replace('{{store}}', elsewhere.name));
      await fitsThePhone(page);
      await error.getByRole('link', { name: T.otherStoreOpen.replace('{{store}}', elsewhere.name) }).click();
      await shown(page.getByRole('heading', { name: elsewhere.name, level: 1 }));
      await shown(page.getByTestId('checked-in'));
      await containsText(page.getByTestId('visit-check'), T.notVerifiedNoPosition);
      // Checked in without a position: the hint does not say one was recorded.
      await containsText(page.getByTestId('visit-hint'), T.noPositionHint);
    } finally {
      await rep.call('PUT', `/checkin/${open.id}`, {});
      await context.close();
    }
  });

  it('by keyboard, the focus stays on the visit button: Check in, then Check out and its confirmation', async () => {
    await checkOutAnywhere(rep);
    const store = stores[1]!;
    const { context, page } = await phone(browser, PHONE_AT);
    try {
      await signIn(page, DEMO.fsr);
      await answered(page, 'GET /today/:storeId', () => page.goto(`/today/${store.id}`));
      const checkIn = page.getByRole('button', { name: T.checkIn, exact: true });
      const checkOut = page.getByRole('button', { name: T.checkOut, exact: true });
      const hasFocus = (button: typeof checkIn) => expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);

      await checkIn.focus();
      await answered(page, 'POST /checkin', () => page.keyboard.press('Enter'));
      await shown(page.getByTestId('checked-in'));
      await hasFocus(checkOut);

      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: T.confirmCheckOutTitle.replace('{{store}}', store.name) });
      await hasFocus(confirm.getByRole('button', { name: 'Cancel' }));
      await page.keyboard.press('Tab');
      await answered(page, 'PUT /checkin/:id', () => page.keyboard.press('Enter'));
      // The button is Check in again, and has the focus (it fell to the page's body before).
      await hasFocus(checkIn);
    } finally {
      await checkOutAnywhere(rep);
      await context.close();
    }
  });

  it('a store of the day is asked for as its route opens, while the page’s code still loads, once', async () => {
    const { context, page } = await phone(browser, PHONE_AT);
    await signIn(page, DEMO.fsr);
    const store = stores[1]!;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/v1/today/${store.id}`) calls.push(request.url());
    });
    const release = await holdScripts(page, /\/assets\/today-store-page-[\w-]+\.js$/);
    const early = apiResponse(page, 'GET /today/:id');
    await page.goto(`/today/${store.id}`);
    expect((await early).status()).toBe(200);
    release();
    await shown(page.getByRole('heading', { level: 1, name: store.name }));
    expect(calls).toHaveLength(1);
    await context.close();
  });

  it("fills the store form's position from the admin's phone and saves it", async () => {
    const store = stores[2]!;
    const { context, page } = await phone(browser, ADMIN_AT);
    await signIn(page, DEMO.admin);
    // The day is for reps and supervisors: the admin's menu has no such item.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shown(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Stores' }));
    await hasCount(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: T.menu, exact: true }), 0);
    await answered(page, 'GET /store/:id', () => page.goto(`/store/${store.id}/edit`));
    await page.getByRole('button', { name: T.useMyPosition }).click();
    await hasValue(page.getByLabel(T.latitude), String(ADMIN_AT.latitude));
    await hasValue(page.getByLabel(T.longitude), String(ADMIN_AT.longitude));
    await fitsThePhone(page);
    await answered(page, 'PUT /store/:id', () => page.getByRole('button', { name: 'Save' }).click());
    const saved = await admin<Store>('GET', `/store/${store.id}`);
    expect({ latitude: saved.latitude, longitude: saved.longitude }).toEqual(ADMIN_AT);
    await context.close();
  });
});
