import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@fieldops/contract';
import { i18n, loadCatalog, loadFeatureTexts } from '../../i18n';
import { isQueuedId, placeholdersIn, QUEUED_ID_BASE, replacePlaceholders } from './placeholders';
import { closeQueueDb } from './queue-db';
import {
  configureOfflineQueue,
  discardChange,
  flushQueue,
  queuedId,
  queuedRef,
  queueSnapshot,
  resetBackoff,
  retryChange,
  sendWrite,
  subscribeQueue,
} from './queue';

/**
 * The queue in Node: IndexedDB from fake-indexeddb (a new empty one per test), `fetch` replaced by
 * a fake server that records each request and answers what the test says, `navigator.onLine`
 * switched to cut the network. Like the real server, it answers a key it has answered (2xx or 4xx)
 * with the same answer again.
 */

interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}
type Reply = { status: number; body?: unknown } | 'network-down';

let sent: Sent[];
let reply: (request: Sent) => Reply;
let online: boolean;
let answered: Map<string, { status: number; body?: unknown }>;

const fakeFetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const headers = new Headers(init.headers);
  const request: Sent = {
    method: init.method ?? 'GET',
    path: url.replace('/api/v1', ''),
    key: headers.get('Idempotency-Key'),
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
  const answer = (request.key !== null && answered.get(request.key)) || reply(request);
  if (answer === 'network-down') throw new TypeError('Failed to fetch');
  sent.push(request);
  const inProgress = answer.status === 409 && (answer.body as { message?: string } | undefined)?.message === en.idempotency.inProgress;
  if (request.key !== null && answer.status < 500 && !inProgress) answered.set(request.key, answer);
  return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
};

// The queue runs on the signed-in screens, which have the features' English texts (app/screens.ts).
beforeAll(() => loadFeatureTexts());

beforeEach(() => {
  sent = [];
  answered = new Map();
  online = true;
  reply = () => ({ status: 200, body: { data: { id: 1 } } });
  globalThis.indexedDB = new IDBFactory();
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  configureOfflineQueue(7);
});

afterEach(async () => {
  configureOfflineQueue(null);
  await closeQueueDb();
  vi.unstubAllGlobals();
});

const waitingKeys = () => queueSnapshot().items.map((i) => i.key);
const write = (path: string, body?: unknown, label = path) => sendWrite({ method: 'POST', path, body, label });

describe('sendWrite', () => {
  it('sends at once when the network answers and nothing waits, with a fresh Idempotency-Key', async () => {
    reply = () => ({ status: 201, body: { data: { id: 42, name: 'visit' } } });
    const first = await write('/checkin', { storeID: 5001 });
    const second = await write('/checkin', { storeID: 5002 });
    expect(first).toEqual({ sent: true, data: { id: 42, name: 'visit' } });
    expect(second.sent).toBe(true);
    expect(sent.map((s) => s.body)).toEqual([{ storeID: 5001 }, { storeID: 5002 }]);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(waitingKeys()).toEqual([]);
  });

  it('a refusal of a write sent now throws the ApiError and queues nothing', async () => {
    reply = () => ({ status: 422, body: { message: 'Invalid store', code: 'VALIDATION' } });
    await expect(write('/checkin', { storeID: 1 })).rejects.toMatchObject({ status: 422, message: 'Invalid store' });
    expect(waitingKeys()).toEqual([]);
  });

  it('offline, keeps writes in order and sends them once each, with the key they were queued with, when the network returns', async () => {
    online = false;
    const a = await write('/checkin', { storeID: 5001 }, 'Check in');
    const b = await sendWrite({ method: 'PUT', path: '/store/5001/objective/9', body: { status: 2 }, label: 'Result' });
    expect(a.sent).toBe(false);
    expect(b.sent).toBe(false);
    expect(sent).toEqual([]);
    expect(queueSnapshot().items.map((i) => [i.label, i.state])).toEqual([
      ['Check in', 'waiting'],
      ['Result', 'waiting'],
    ]);

    // Back online: a new write queues behind the waiting ones, to keep the order.
    online = true;
    reply = () => 'network-down';
    const c = await write('/checkin', { storeID: 5002 }, 'Later');
    expect(c.sent).toBe(false);
    reply = () => ({ status: 200, body: { data: { id: 1 } } });
    // The failed attempt set a pause; the 'online' event lifts it.
    await resetBackoff();
    await flushQueue();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /checkin', 'PUT /store/5001/objective/9', 'POST /checkin']);
    expect(sent.map((s) => s.key)).toEqual([a, b, c].map((o) => (o.sent ? null : o.key)));
    expect(waitingKeys()).toEqual([]);
    // Flushing again sends nothing twice.
    await flushQueue();
    expect(sent).toHaveLength(3);
  });

  it('a write survives a reload: a new page (database reopened) finds it and sends it', async () => {
    online = false;
    const queued = await write('/checkin', { storeID: 5001 });
    await closeQueueDb();
    configureOfflineQueue(null);
    online = true;
    configureOfflineQueue(7);
    await flushQueue();
    expect(sent.map((s) => s.key)).toEqual([queued.sent ? null : queued.key]);
  });

  it("sends only the signed-in user's writes", async () => {
    online = false;
    await write('/checkin', { storeID: 5001 });
    online = true;
    configureOfflineQueue(8);
    await flushQueue();
    expect(sent).toEqual([]);
    expect(waitingKeys()).toEqual([]);
    configureOfflineQueue(7);
    await flushQueue();
    expect(sent).toHaveLength(1);
  });

  it('replaces the placeholders of an earlier queued write by the id it got: in the path and as a number in the body', async () => {
    online = false;
    const checkin = await write('/checkin', { storeID: 5001 });
    const photo = await write('/image', undefined, 'Photo');
    if (checkin.sent || photo.sent) throw new Error('expected queued');
    await sendWrite({ method: 'PUT', path: `/checkin/${queuedRef(checkin.key)}`, body: { at: 'x' }, label: 'Check out' });
    await sendWrite({
      method: 'PUT',
      path: '/store/5001/objective/9',
      body: { status: 2, images: [queuedId(photo.key), 77], answers: [{ ref: 'p', value: [queuedId(photo.key)] }] },
      label: 'Result',
    });
    online = true;
    let next = 500;
    reply = (request) => ({ status: 200, body: { data: { id: request.path === '/image' ? 9001 : next++ } } });
    await flushQueue();
    expect(sent.map((s) => s.path)).toEqual(['/checkin', '/image', '/checkin/500', '/store/5001/objective/9']);
    expect(sent[3].body).toEqual({ status: 2, images: [9001, 77], answers: [{ ref: 'p', value: [9001] }] });
  });

  it('a refusal reads in the language of the screen, from the message key the server sent', async () => {
    await loadCatalog('fr');
    await i18n.changeLanguage('fr');
    try {
      online = false;
      await write('/image', { name: 'fake.png' }, 'Photo');
      online = true;
      reply = () => ({
        status: 415,
        body: {
          message: 'File fake.png was rejected. File type not supported.',
          code: 'UNSUPPORTED',
          messageKey: 'files.rejectedType',
          params: { name: 'fake.png' },
        },
      });
      await flushQueue();
      expect(queueSnapshot().items).toEqual([
        expect.objectContaining({
          state: 'refused',
          error: `Non acceptée\u00a0: Le fichier fake.png a été refusé. Type de fichier non pris en charge.`,
        }),
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a 4xx while replaying marks the write refused with the message, the others go on; Retry sends it again', async () => {
    online = false;
    const bad = await write('/checkin', { storeID: 1 }, 'Bad');
    await write('/checkin', { storeID: 2 }, 'Good');
    online = true;
    reply = (request) =>
      (request.body as { storeID: number }).storeID === 1
        ? { status: 409, body: { message: 'You are still checked in at Store A.', code: 'CONFLICT' } }
        : { status: 201, body: { data: { id: 3 } } };
    await flushQueue();
    expect(queueSnapshot().items).toEqual([
      expect.objectContaining({ label: 'Bad', state: 'refused', error: 'Not accepted: You are still checked in at Store A.' }),
    ]);
    expect(sent).toHaveLength(2);
    // Not retried on its own.
    await flushQueue();
    expect(sent).toHaveLength(2);
    reply = () => ({ status: 201, body: { data: { id: 4 } } });
    // Sent again under a new key: the server answers a key it refused with the same refusal.
    await retryChange(bad.sent ? '' : bad.key);
    expect(sent).toHaveLength(3);
    expect(sent[2].key).not.toBe(bad.sent ? null : bad.key);
    expect(sent[2].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(waitingKeys()).toEqual([]);
  });

  it('a write needing a discarded one is refused, not sent with a placeholder', async () => {
    online = false;
    const checkin = await write('/checkin', { storeID: 5001 }, 'Check in');
    if (checkin.sent) throw new Error('expected queued');
    await sendWrite({ method: 'PUT', path: `/checkin/${queuedRef(checkin.key)}`, body: { at: 'x' }, label: 'Check out' });
    await discardChange(checkin.key);
    online = true;
    await flushQueue();
    expect(sent).toEqual([]);
    expect(queueSnapshot().items).toEqual([
      expect.objectContaining({ label: 'Check out', state: 'refused', error: 'Needs an earlier change that was discarded.' }),
    ]);
  });

  it('a photo refused or discarded on the way is left out of the result, which goes with the rest; the photo stays listed', async () => {
    online = false;
    const bad = await write('/image', { name: 'fake.png' }, 'Photo fake.png');
    const good = await write('/image', { name: 'shelf.png' }, 'Photo shelf.png');
    const dropped = await write('/image', { name: 'blurry.png' }, 'Photo blurry.png');
    if (bad.sent || good.sent || dropped.sent) throw new Error('expected queued');
    const photos = [queuedId(bad.key), queuedId(good.key), queuedId(dropped.key)];
    await sendWrite({
      method: 'PUT',
      path: '/store/5001/objective/9',
      body: { status: 2, comments: 'Faced', images: [...photos, 77], answers: [{ ref: 'p', value: photos }] },
      label: 'Result',
    });
    await discardChange(dropped.key);
    online = true;
    reply = (request) =>
      (request.body as { name?: string } | undefined)?.name === 'fake.png'
        ? { status: 415, body: { message: 'File fake.png was rejected. File type not supported.', code: 'UNSUPPORTED' } }
        : { status: 200, body: { data: { id: request.path === '/image' ? 9002 : 1 } } };
    await flushQueue();
    expect(sent.map((s) => s.path)).toEqual(['/image', '/image', '/store/5001/objective/9']);
    expect(sent[2].body).toEqual({ status: 2, comments: 'Faced', images: [9002, 77], answers: [{ ref: 'p', value: [9002] }] });
    expect(queueSnapshot().items).toEqual([
      expect.objectContaining({
        label: 'Photo fake.png',
        state: 'refused',
        error: 'Not accepted: File fake.png was rejected. File type not supported.',
      }),
    ]);
  });

  it('a 5xx or a lost network keeps the write, in order, and tries again later', async () => {
    online = false;
    await write('/checkin', { storeID: 1 }, 'First');
    await write('/checkin', { storeID: 2 }, 'Second');
    online = true;
    reply = () => ({ status: 503, body: { message: 'down', code: 'INTERNAL' } });
    await flushQueue();
    expect(queueSnapshot().items.map((i) => [i.label, i.state])).toEqual([
      ['First', 'retrying'],
      ['Second', 'waiting'],
    ]);
    // The second waits behind the first: nothing overtakes.
    expect(sent.map((s) => (s.body as { storeID: number }).storeID)).toEqual([1]);
  });

  it('the 409 of a write the server is still applying is tried again, not shown as refused', async () => {
    online = false;
    await write('/checkin', { storeID: 1 });
    online = true;
    reply = () => ({ status: 409, body: { message: 'This change is still being applied. Try again in a moment.', code: 'CONFLICT' } });
    await flushQueue();
    expect(queueSnapshot().items[0].state).toBe('retrying');
  });
});

describe('the snapshot the screens read', () => {
  it('stays the same object, its readers not told, when the queue is read again unchanged; a change makes a new one', async () => {
    await flushQueue();
    const before = queueSnapshot();
    const told = vi.fn();
    const unsubscribe = subscribeQueue(told);
    // Signed in again and flushed with nothing waiting: the queue is read twice, unchanged.
    configureOfflineQueue(7);
    await flushQueue();
    expect(queueSnapshot()).toBe(before);
    expect(told).not.toHaveBeenCalled();

    online = false;
    await write('/checkin', { storeID: 5001 });
    expect(told).toHaveBeenCalled();
    expect(queueSnapshot()).not.toBe(before);
    expect(waitingKeys()).toHaveLength(1);
    online = true;
    await flushQueue();
    expect(waitingKeys()).toEqual([]);
    unsubscribe();
  });
});

describe('placeholders', () => {
  it('numeric placeholders pass as ids (positive, at most MAX_ID) and are told apart from real ids', () => {
    expect(isQueuedId(QUEUED_ID_BASE + 1)).toBe(true);
    expect(isQueuedId(12345)).toBe(false);
    expect(QUEUED_ID_BASE + 100_000_000).toBeLessThanOrEqual(2_147_483_647);
  });

  it('finds and replaces them deeply; unknown ones are left as they are', () => {
    const value = { path: '/checkin/@queued:abc', nested: [{ id: '@queued:abc' }, QUEUED_ID_BASE + 3, 5], other: '@queued:zzz' };
    expect(placeholdersIn(value)).toEqual([{ key: 'abc' }, { key: 'abc' }, { seq: 3 }, { key: 'zzz' }]);
    const out = replacePlaceholders(value, (t) => ('key' in t ? (t.key === 'abc' ? 42 : undefined) : 9001));
    expect(out).toEqual({ path: '/checkin/42', nested: [{ id: 42 }, 9001, 5], other: '@queued:zzz' });
  });
});
