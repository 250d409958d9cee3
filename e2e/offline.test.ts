import zlib from 'node:zlib';
import { fieldWorkMessages, type Store, type StoreObjective, type Today, type TodayStoreDetail, type Visit } from '@fieldops/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs, type AdminApi, type UserApi } from './support/admin-api.js';
import { customObjectiveWithForm, phone, placeStore } from './support/field-work.js';
import { baseURL, DEMO, launchBrowser, signIn } from './support/browser.js';
import { pngFile } from './support/objectives-api.js';
import { answered, apiResponse, containsText, hasCount, hidden, shown } from './support/wait.js';

const O = fieldWorkMessages.offline;
const T = fieldWorkMessages.today;
const TITLE = `E2E Offline ${Date.now()}`;
const VISIT_TITLE = `E2E Offline visit ${Date.now()}`;
const COMMENT = 'Display built, no signal in the back aisle';
/** The form of the visit's objective: a photo to take and a count to write. */
const VISIT_FIELDS = [
  { ref: 'shelf', type: 'photo', label: 'Shelf photo', required: true, meta: { minimumUploads: 1, maximumUploads: 2 } },
  { ref: 'facings', type: 'text', label: 'Facings counted', required: true },
] as const;
/** The visit's store, put where no other test puts one (away from the day test's nearest store), and the phone about 40 m from it. */
const VISIT_STORE_AT = { latitude: 46.8139, longitude: -71.208 };
const VISIT_PHONE_AT = { latitude: 46.8142, longitude: -71.2077 };
const waitingText = (count: number) => (count === 1 ? O.waiting_one : O.waiting_other).replace('{{count}}', String(count));

/** A PNG of `width` × `height` pixels (one colour), written by hand: no image library needed. */
function bigPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x6a)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'shelf-3000.png', mimeType: 'image/png', buffer: png };
}

/** Width and height of a JPEG, from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no JPEG frame');
}

/** The writes a page sends to the API (not the sign-in), in order. */
function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/v1/') && !request.url().endsWith('/user/login'))
      writes.push(request);
  });
  return writes;
}

let browser: Browser;
let admin: AdminApi;
let rep: UserApi;
let store: Store;
let objectiveID: number;
let visitStore: Store;
let visitObjectiveID: number;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminApi();
  // A store of the demo rep's territory (the other browser tests take the first and last ones by name).
  rep = await apiAs(DEMO.fsr);
  const stores = await rep.call<Store[]>('GET', '/store?perPage=100&sort=name');
  store = stores[Math.floor(stores.length / 2)]!;
  // The whole visit's store is the same one, with its own objective, put at a position of its own.
  visitStore = store;
  await placeStore(admin, visitStore.id, VISIT_STORE_AT);
  objectiveID = await customObjectiveWithForm(
    admin,
    TITLE,
    [store.id],
    [{ ref: 'facings', type: 'text', label: 'Facings counted', required: true }],
  );
  visitObjectiveID = await customObjectiveWithForm(admin, VISIT_TITLE, [visitStore.id], VISIT_FIELDS);
});

/** The rep checked out everywhere, then on the visit's store page, checked in there without signal. */
async function checkedInWithoutSignal() {
  const { openVisit } = await rep.call<Today>('GET', '/today');
  if (openVisit) await rep.call('PUT', `/checkin/${openVisit.id}`, {});
  const { context, page } = await phone(browser, VISIT_PHONE_AT, { serviceWorker: true });
  await signIn(page, DEMO.fsr);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await answered(page, 'GET /today/:storeId', () => page.goto(`/today/${visitStore.id}`));
  await context.setOffline(true);
  await page.getByRole('button', { name: T.checkIn, exact: true }).click();
  return { context, page };
}

describe('working without signal', () => {
  it('a result completed with a comment and a photo offline survives a reload and arrives once when the network returns', async () => {
    const { context, page } = await phone(browser, null, { serviceWorker: true });
    const writes = recordWrites(page);

    await signIn(page, DEMO.fsr);
    // The service worker installs and takes the page; the store's page, loaded under it, is kept for reading.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await answered(page, 'GET /today/:storeId', () => page.goto(`/today/${store.id}`));
    const objective = page.getByRole('button', { name: TITLE });
    await objective.click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('heading', { name: new RegExp(TITLE) }));

    // No signal: a 3000 px photo, a comment, Complete. Nothing leaves the phone; the bar counts both.
    await context.setOffline(true);
    await dialog.locator('input[name="result-photos"]').setInputFiles(bigPng(3000, 2000));
    await hasCount(dialog.getByTestId('file-waiting'), 1);
    // The phone offers its camera and its pictures: no `capture`, which would open the camera only.
    const photoInput = dialog.locator('input[name="result-photos"]');
    expect([await photoInput.getAttribute('accept'), await photoInput.getAttribute('capture')]).toEqual(['image/*', null]);
    await dialog.getByTestId('answer-facings').getByLabel('Facings counted').fill('12 facings');
    await dialog.getByLabel('Comments').fill(COMMENT);
    const tapped = Date.now();
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    const bar = page.getByTestId('offline-bar');
    await containsText(bar, O.waiting_other.replace('{{count}}', '2'));
    expect(writes).toEqual([]);
    // The dialog says it waits, not that it was saved.
    await containsText(dialog.getByTestId('result-waiting'), 'waiting to send');
    expect(await dialog.getByText('The result has been saved').count()).toBe(0);

    // A reload without signal: the service worker serves the app, still signed in, the changes still waiting.
    await page.reload();
    await containsText(page.getByTestId('offline-bar'), O.waiting_other.replace('{{count}}', '2'));
    await page.getByRole('button', { name: O.details }).click();
    await hasCount(page.getByTestId('offline-item'), 2);
    await containsText(page.getByTestId('offline-item').nth(1), `${store.name} — ${TITLE}`);
    await page.keyboard.press('Escape');
    expect(writes).toEqual([]);

    // The network returns: both are sent, in order, once; the bar goes.
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/objective/${objectiveID}`));
    const back = Date.now();
    await context.setOffline(false);
    expect((await put).status()).toBe(200);
    await hidden(page.getByTestId('offline-bar'));
    expect(writes.map((w) => `${w.method()} ${new URL(w.url()).pathname}`)).toEqual([
      'POST /api/v1/image',
      `PUT /api/v1/store/${store.id}/objective/${objectiveID}`,
    ]);
    const keys = await Promise.all(writes.map((w) => w.headerValue('idempotency-key')));
    expect(new Set(keys).size).toBe(2);

    // The server has it: Completed, the comment, exactly one photo, a JPEG of at most 1600 px.
    const result = await admin<StoreObjective>('GET', `/store/${store.id}/objective/${objectiveID}`);
    expect(result.status.id).toBe(2);
    // Dated when the rep tapped Complete, not when the network returned.
    expect(Date.parse(result.completedAt!)).toBeGreaterThanOrEqual(tapped - 1000);
    expect(Date.parse(result.completedAt!)).toBeLessThan(back);
    expect(result.comments).toBe(COMMENT);
    expect(result.answers).toEqual([{ ref: 'facings', value: '12 facings' }]);
    expect(result.images).toHaveLength(1);
    expect(result.images[0]!.contentType).toBe('image/jpeg');
    const bytes = Buffer.from(await (await fetch(`${baseURL()}${result.images[0]!.fileURL}`)).arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: 1600, height: 1067 });

    // The same write sent again with its key is applied once: the same answer, marked as replayed.
    const put2 = writes[1]!;
    const again = await fetch(put2.url(), { method: 'PUT', headers: await put2.allHeaders(), body: put2.postData() });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const after = await admin<StoreObjective>('GET', `/store/${store.id}/objective/${objectiveID}`);
    expect(after.images.map((i) => i.id)).toEqual(result.images.map((i) => i.id));
    expect(after.updated_at).toBe(result.updated_at);
    await context.close();
  });

  it('a whole visit without signal — check in, a photo and a form, Complete, a reload, check out — arrives once when the network returns', async () => {
    const { openVisit } = await rep.call<Today>('GET', '/today');
    if (openVisit) await rep.call('PUT', `/checkin/${openVisit.id}`, {});
    const { context, page } = await phone(browser, VISIT_PHONE_AT, { serviceWorker: true });
    const writes = recordWrites(page);
    const fitsThePhone = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Signed in with signal, the store of the visit open on the phone; then the signal goes.
    await signIn(page, DEMO.fsr);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The store's page loads its objectives' results after its own answer (today-store-page.tsx), so
    // that each opens without signal: the signal goes once this one's has come (on a loaded machine
    // it was still on its way, and the result could not open offline).
    const resultLoaded = apiResponse(page, `GET /store/${visitStore.id}/objective/${visitObjectiveID}`);
    await answered(page, 'GET /today/:storeId', () => page.goto(`/today/${visitStore.id}`));
    await shown(page.getByRole('heading', { name: visitStore.name, level: 1 }));
    const objective = page.getByRole('button', { name: VISIT_TITLE });
    await containsText(objective, 'Incomplete');
    expect((await resultLoaded).status()).toBe(200);
    await context.setOffline(true);
    const before = Date.now() - 1000;

    // Check in: one tap, waiting to send.
    await page.getByRole('button', { name: T.checkIn, exact: true }).click();
    await containsText(page.getByTestId('checked-in'), 'waiting to send');
    const bar = page.getByTestId('offline-bar');
    await containsText(bar, waitingText(1));
    // Today's visits here show it too, open ('now'), waiting to send (the rep may have earlier ones).
    const lastVisit = page.getByTestId('today-visit').last();
    await containsText(lastVisit, `– ${T.stillOpen}`);
    await containsText(lastVisit, T.waitingToSend);

    // The objective: a photo from the camera, the count, Complete.
    await objective.click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('heading', { name: new RegExp(VISIT_TITLE) }));
    const shelf = dialog.getByTestId('answer-shelf');
    await shelf.locator('input[name="answer-shelf"]').setInputFiles(pngFile('shelf-offline.png'));
    await hasCount(shelf.getByTestId('uploaded-file'), 1);
    await containsText(bar, waitingText(2));
    await dialog.getByTestId('answer-facings').getByLabel('Facings counted').fill('9 facings');
    await fitsThePhone();
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await containsText(bar, waitingText(3));
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await hidden(dialog);
    await containsText(objective, 'Completed');
    await containsText(objective, T.waitingToSend);
    expect(writes).toEqual([]);

    // A reload without signal: the service worker serves the app and the store, still signed in,
    // still checked in, the three changes still waiting.
    await page.reload();
    await shown(page.getByRole('heading', { name: visitStore.name, level: 1 }));
    await containsText(page.getByTestId('offline-bar'), waitingText(3));
    await containsText(page.getByTestId('checked-in'), 'waiting to send');
    await containsText(objective, 'Completed');
    await containsText(objective, T.waitingToSend);
    await fitsThePhone();
    // The objective opens as the rep left it, though nothing was sent: the count and the photo.
    await objective.click();
    const kept = page.getByRole('dialog');
    await containsText(kept.getByTestId('answer-facings'), '9 facings');
    await hasCount(kept.getByTestId('answer-shelf').locator('img'), 1);
    await kept.getByRole('button', { name: 'Close', exact: true }).click();
    await hidden(kept);

    // Check out: a tap and its confirmation, waiting to send too.
    await page.getByRole('button', { name: T.checkOut, exact: true }).click();
    await page
      .getByRole('dialog', { name: T.confirmCheckOutTitle.replace('{{store}}', visitStore.name) })
      .getByRole('button', { name: T.checkOut })
      .click();
    await shown(page.getByText(/Checked out at .+ · waiting to send/));
    // The visit's line is closed at the tap's time, still waiting to send.
    await shown(lastVisit.getByText(/^\d{1,2}:\d{2}\s[AP]M – \d{1,2}:\d{2}\s[AP]M$/));
    await containsText(lastVisit, T.waitingToSend);
    await containsText(page.getByTestId('offline-bar'), waitingText(4));
    await page.getByRole('button', { name: O.details }).click();
    await hasCount(page.getByTestId('offline-item'), 4);
    await page.keyboard.press('Escape');
    const afterTaps = Date.now();
    expect(writes).toEqual([]);
    expect(
      (await rep.call<Visit[]>('GET', `/user/${rep.userID}/checkin`)).filter(
        (v) => v.storeID === visitStore.id && Date.parse(v.checkin) >= before,
      ),
    ).toEqual([]);

    // The network returns: the four changes go, in order, each once, each with its own key; the bar goes.
    await context.setOffline(false);
    await hidden(page.getByTestId('offline-bar'));
    await shown(page.getByRole('button', { name: T.checkIn, exact: true }));
    await hasCount(page.getByText(/waiting to send/), 0);
    const sent = writes.map((w) => `${w.method()} ${new URL(w.url()).pathname}`);
    expect(sent).toHaveLength(4);
    expect(sent.slice(0, 3)).toEqual([
      'POST /api/v1/checkin',
      'POST /api/v1/image',
      `PUT /api/v1/store/${visitStore.id}/objective/${visitObjectiveID}`,
    ]);
    expect(sent[3]).toMatch(/^PUT \/api\/v1\/checkin\/\d+$/);
    const answers = await Promise.all(writes.map(async (w) => (await w.response())?.status()));
    expect(answers).toEqual([201, 201, 200, 200]);
    const keys = await Promise.all(writes.map((w) => w.headerValue('idempotency-key')));
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(4);

    // The server: exactly one visit, closed, verified, at the tap times; the check-out closed that visit.
    const visits = (await rep.call<Visit[]>('GET', `/user/${rep.userID}/checkin`)).filter(
      (v) => v.storeID === visitStore.id && Date.parse(v.checkin) >= before,
    );
    expect(visits).toHaveLength(1);
    const [visit] = visits as [Visit];
    expect(sent[3]).toBe(`PUT /api/v1/checkin/${visit.id}`);
    expect(visit).toMatchObject({ verified: true, forced: false });
    expect(visit.checkout).not.toBeNull();
    expect(Date.parse(visit.checkin)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(visit.checkin)).toBeLessThan(Date.parse(visit.checkout!));
    expect(Date.parse(visit.checkout!)).toBeLessThanOrEqual(afterTaps);
    expect((await rep.call<Today>('GET', '/today')).openVisit).toBeNull();
    // The screen refreshes once they are sent: the visit among today's there (the first test's rep may have others).
    const { visitsToday } = await rep.call<TodayStoreDetail>('GET', `/today/${visitStore.id}`);
    expect(visitsToday.map((v) => v.id)).toContain(visit.id);
    await hasCount(page.getByTestId('today-visit'), visitsToday.length);
    await containsText(objective, 'Completed');
    await hasCount(objective.getByText(T.waitingToSend), 0);

    // The result: Completed, the count, exactly one photo (the one uploaded, under the form's photo field).
    const uploaded = (await writes[1]!.response())!;
    const photoID = ((await uploaded.json()) as { data: { id: number } }).data.id;
    const result = await admin<StoreObjective>('GET', `/store/${visitStore.id}/objective/${visitObjectiveID}`);
    expect(result.status.id).toBe(2);
    const byRef = Object.fromEntries(result.answers.map((a) => [a.ref, a]));
    expect(byRef.facings?.value).toBe('9 facings');
    expect(byRef.shelf?.value).toEqual([photoID]);
    expect(result.images).toEqual([]);

    // Sent again with their keys, the writes are replayed, not applied again: still one visit, one photo.
    for (const write of writes) {
      const body = write.postDataBuffer();
      const again = await fetch(write.url(), {
        method: write.method(),
        headers: await write.allHeaders(),
        body: body ? new Uint8Array(body) : undefined,
      });
      expect(again.status).toBeLessThan(300);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    const visitsAfter = (await rep.call<Visit[]>('GET', `/user/${rep.userID}/checkin`)).filter(
      (v) => v.storeID === visitStore.id && Date.parse(v.checkin) >= before,
    );
    expect(visitsAfter).toEqual(visits);
    const after = await admin<StoreObjective>('GET', `/store/${visitStore.id}/objective/${visitObjectiveID}`);
    expect(after.updated_at).toBe(result.updated_at);
    expect(after.answers).toEqual(result.answers);
    await context.close();
  });

  it('a reload without signal keeps the rep signed in, even before the service worker kept their account', async () => {
    const { context, page } = await phone(browser, null, { serviceWorker: true });
    await signIn(page, DEMO.fsr);
    // The service worker takes the page after sign-in: GET /user/me went by before it and is not kept.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    // No network is no answer: the session stays, the rep's home and name with it, not the sign-in page.
    await shown(page.getByRole('heading', { level: 1, name: /^Hello, / }));
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    // The network back: the session is checked again with the server.
    await answered(page, 'GET /user/me', () => context.setOffline(false));
    await shown(page.getByRole('heading', { level: 1, name: /^Hello, / }));
    await context.close();
  });

  it('a check-in the server refused is kept with its reason, and Retry sends it again once the cause is gone', async () => {
    const { context, page } = await checkedInWithoutSignal();
    const bar = page.getByTestId('offline-bar');
    await containsText(bar, waitingText(1));

    // Meanwhile the rep checked in at another store from another phone: this check-in is refused.
    const stores = await rep.call<Store[]>('GET', '/store?perPage=100&sort=name');
    const elsewhere = stores.find((s) => s.id !== visitStore.id)!;
    const other = await rep.call<Visit>('POST', '/checkin', { storeID: elsewhere.id });
    const refused = apiResponse(page, 'POST /checkin');
    await context.setOffline(false);
    expect((await refused).status()).toBe(409);
    // One change, refused: it is not also counted as waiting.
    await containsText(bar, O.refusedOnly_one.replace('{{count}}', '1'));
    expect(await bar.textContent()).not.toContain('waiting to send');
    await page.getByRole('button', { name: O.details }).click();
    const item = page.getByTestId('offline-item');
    await containsText(item, `Not accepted: You are still checked in at ${elsewhere.name}`);

    // Checked out there, Retry: the server accepts it (a new request, not the refusal replayed).
    await rep.call('PUT', `/checkin/${other.id}`, {});
    const retried = await answered(page, 'POST /checkin', () => item.getByRole('button', { name: O.retry }).click());
    expect(retried.status()).toBe(201);
    await hidden(bar);
    const now = await rep.call<Today>('GET', '/today');
    expect(now.openVisit?.storeID).toBe(visitStore.id);
    await rep.call('PUT', `/checkin/${now.openVisit!.id}`, {});
    await context.close();
  });

  it('logging out without signal says what waits, then signs out at once', async () => {
    const { context, page } = await checkedInWithoutSignal();
    await containsText(page.getByTestId('offline-bar'), waitingText(1));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out with changes waiting?' });
    await containsText(confirm, '1 change has not reached the server yet.');
    await confirm.getByRole('button', { name: 'Logout' }).click();
    // No waiting for the network: signed out on this phone now.
    await shown(page.getByRole('button', { name: 'SUBMIT' }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.setOffline(false);
    await context.close();
  });
});
