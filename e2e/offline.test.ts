import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fieldWorkMessages, type Lookup, type Store, type StoreObjective } from '@fieldops/contract';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from './support/admin-api.js';
import { baseURL, DEMO, DEMO_PASSWORD, launchBrowser, signIn, STEP_TIMEOUT } from './support/browser.js';
import { answered, containsText, hasCount, hidden, shown } from './support/wait.js';

const O = fieldWorkMessages.offline;
const TITLE = `E2E Offline ${Date.now()}`;
const COMMENT = 'Display built, no signal in the back aisle';

/** A PNG of `width` × `height` pixels (one colour), written by hand: no image library needed. */
function bigPng(width: number, height: number): string {
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
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fieldops-big-')), 'shelf-3000.png');
  fs.writeFileSync(file, png);
  return file;
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

function endOfMonth(): string {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  return `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}-${String(last.getDate()).padStart(2, '0')}`;
}

let browser: Browser;
let admin: AdminApi;
let store: Store;
let objectiveID: number;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminApi();
  // A store of the demo rep's territory (the other browser tests take the first and last ones by name).
  const login = await fetch(`${baseURL()}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.fsr, password: DEMO_PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const list = await fetch(`${baseURL()}/api/v1/store?perPage=100&sort=name`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` },
  });
  const stores = ((await list.json()) as { data: Store[] }).data;
  store = stores[Math.floor(stores.length / 2)]!;
  const [type] = await admin<Lookup[]>('GET', '/objective_types');
  const [brand] = await admin<Lookup[]>('GET', '/brand?perPage=100&sort=name');
  objectiveID = (
    await admin<{ id: number }>('POST', '/objective', {
      title: TITLE,
      objectiveTypeID: type?.id,
      brandID: brand?.id,
      priority: 'A',
      isCustom: 1,
      stores: [store.id],
      dueDate: endOfMonth(),
    })
  ).id;
  await admin('POST', `/objective/${objectiveID}/multiFields`, {
    fields: [{ ref: 'facings', type: 'text', label: 'Facings counted', required: true }],
  });
});
afterAll(() => browser.close());

describe('working without signal', () => {
  it('a result completed with a comment and a photo offline survives a reload and arrives once when the network returns', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/v1/') && !request.url().endsWith('/user/login'))
        writes.push(request);
    });

    await signIn(page, DEMO.fsr);
    // The service worker installs and takes the page; the store's page, loaded under it, is kept for reading.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await answered(page, 'GET /today/:storeId', () => page.goto(`/today/${store.id}`));
    const objective = page.getByRole('button', { name: `Open ${TITLE}` });
    await objective.click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('heading', { name: new RegExp(TITLE) }));

    // No signal: a 3000 px photo, a comment, Complete. Nothing leaves the phone; the bar counts both.
    await context.setOffline(true);
    await dialog.locator('input[name="result-photos"]').setInputFiles(bigPng(3000, 2000));
    await hasCount(dialog.getByTestId('file-waiting'), 1);
    expect(await dialog.locator('input[name="result-photos"]').getAttribute('capture')).toBe('environment');
    await dialog.getByTestId('answer-facings').getByLabel('Facings counted').fill('12 facings');
    await dialog.getByLabel('Comments').fill(COMMENT);
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    const bar = page.getByTestId('offline-bar');
    await containsText(bar, O.waiting_other.replace('{{count}}', '2'));
    expect(writes).toEqual([]);
    await page.screenshot({ path: '/tmp/offline-390.png', fullPage: true });

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
});
