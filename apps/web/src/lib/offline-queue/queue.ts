import { en, uploadedFileSchema, type UploadedFile, type UploadType } from '@fieldops/contract';
import { z, type ZodType } from 'zod';
import { i18n } from '../../i18n';
import { ApiError, apiRequest, apiUpload } from '../api-client';
import { leaveOutOfLists, placeholderIdOf, placeholdersIn, queuedRef, replacePlaceholders, type PlaceholderTarget } from './placeholders';
import { queueDb, type QueueItem, type QueueMeta, type SentWrite, type WriteMethod } from './queue-db';

/**
 * The offline queue (DESIGN §4 "Field work"): every write of the rep's day goes through
 * `sendWrite` / `sendUpload`. With signal and nothing waiting it is sent at once; otherwise it is
 * kept in IndexedDB, in order, and sent when the network returns, on start and on an interval,
 * by one tab at a time. Each write carries one Idempotency-Key for all its attempts, so a write
 * whose answer was lost is applied once by the server however often it is sent.
 *
 * A 4xx while replaying marks the write refused with the server's message; the rep retries or
 * discards it. Network errors, 5xx, 408, 429 and the 409 of a write the server is still applying
 * are tried again with a growing pause.
 */

const unknownData = z.unknown() as ZodType<unknown>;
/** A direct send waits this long for an answer before the write is queued (one bar of signal). */
export const DIRECT_TIMEOUT_MS = 15_000;
/** Pauses between attempts grow from 2 s to at most a minute. */
const backoffMs = (attempts: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
/** Ids of sent writes are kept this long for the placeholders of writes made meanwhile. */
const SENT_KEPT_MS = 48 * 3600_000;
const LOCK_NAME = 'fieldops-offline-queue';

export interface WriteRequest<T> {
  method: WriteMethod;
  /** Path below /api/v1; may hold `queuedRef(key)` of an earlier write. */
  path: string;
  body?: unknown;
  /** What the rep sees in the list of waiting changes. */
  label: string;
  meta?: QueueMeta;
  /** Parses `data` of a direct answer (as api-client does); without it, `data` is unknown. */
  schema?: ZodType<T>;
  /**
   * The record's version the write was made on (If-Match), sent with a direct send only. A write
   * kept without signal goes later without it: it was made on what the phone had, and refused on a
   * version it could not have known, it could only be discarded.
   */
  ifMatch?: string;
}

export type WriteOutcome<T> = { sent: true; data: T } | { sent: false; key: string };
export type UploadOutcome = { sent: true; data: UploadedFile } | { sent: false; key: string; file: UploadedFile };

export type ItemState = 'waiting' | 'retrying' | 'refused';

/** A waiting change as the screens show it. */
export interface WaitingChange {
  key: string;
  label: string;
  meta?: QueueMeta;
  state: ItemState;
  /** The server's message (refused) or why it cannot be sent. */
  error?: string;
  /** What it will send, so a screen can show the change as it will be (after a reload too). */
  body?: unknown;
}

export interface QueueSnapshot {
  items: WaitingChange[];
}

// ---------------------------------------------------------------------------------------------
// Who is signed in, what the screens see

let currentUser: number | null = null;
let afterSent: (() => void) | null = null;
let snapshot: QueueSnapshot = { items: [] };
const listeners = new Set<() => void>();
const seqByKey = new Map<string, number>();
/** Files queued in this page, by their numeric placeholder: what the screens show until sent. */
const localFiles = new Map<number, UploadedFile>();

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOCK_NAME);
channel?.addEventListener('message', () => void refresh());

/**
 * The signed-in user whose writes are queued and sent (null: nobody, nothing is sent), and what
 * to do after a write was sent (refresh the screens' data).
 */
export function configureOfflineQueue(userID: number | null, onSent: (() => void) | null = null): void {
  currentUser = userID;
  afterSent = onSent;
  void refresh();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const queueSnapshot = (): QueueSnapshot => snapshot;

function stateOf(item: QueueItem): ItemState {
  if (item.refused) return 'refused';
  return item.attempts > 0 ? 'retrying' : 'waiting';
}

async function refresh(): Promise<void> {
  const db = await queueDb();
  const all = await db.getAll('items');
  for (const item of all) seqByKey.set(item.key, item.seq!);
  const mine = all.filter((item) => item.userID === currentUser);
  // After a reload the local copies of waiting photos are made again from the files kept.
  let filesAdded = false;
  for (const item of mine) {
    const id = placeholderIdOf(item.seq!);
    if (item.upload && !localFiles.has(id)) {
      const { blob, name } = item.upload;
      localFiles.set(id, { id, fileURL: await readAsDataURL(blob), name, contentType: blob.type, size: blob.size });
      filesAdded = true;
    }
  }
  const items = mine.map((item) => ({
    key: item.key,
    label: item.label,
    meta: item.meta,
    state: stateOf(item),
    error: item.error,
    body: item.body,
  }));
  // Read again unchanged (at every sign-in, start and flush, mostly an empty queue): the screens
  // keep their snapshot, so the shell and every screen reading the queue are not drawn again for
  // nothing (twice as the app starts: about 100 ms each on a slow phone).
  if (!filesAdded && JSON.stringify(items) === JSON.stringify(snapshot.items)) return;
  snapshot = { items };
  for (const listener of listeners) listener();
}

function changed(): Promise<void> {
  channel?.postMessage('changed');
  return refresh();
}

// ---------------------------------------------------------------------------------------------
// Placeholders

export { queuedRef };

/** The numeric placeholder of the id the queued write `key` will get (file ids in a body). */
export function queuedId(key: string): number {
  const seq = seqByKey.get(key);
  if (seq === undefined) throw new Error(`No queued write ${key}`);
  return placeholderIdOf(seq);
}

/** A file queued in this page, by its placeholder id (the local copy shown until it is sent). */
export const queuedFile = (id: number): UploadedFile | undefined => localFiles.get(id);

type Resolution = { ok: true; id: number | string } | { ok: false; wait: boolean; error?: string };

/** What a placeholder stands for now: the id, or why the write naming it cannot be sent. */
async function resolve(target: PlaceholderTarget): Promise<Resolution> {
  const db = await queueDb();
  const sent = 'key' in target ? await db.get('sent', target.key) : await db.getFromIndex('sent', 'bySeq', target.seq);
  if (sent && sent.id !== null) return { ok: true, id: sent.id };
  const item = 'key' in target ? await db.getFromIndex('items', 'byKey', target.key) : await db.get('items', target.seq);
  if (item?.refused) return { ok: false, wait: false, error: i18n.t('offline.dependsOn', { label: item.label }) };
  if (item) return { ok: false, wait: true };
  return { ok: false, wait: false, error: i18n.t('offline.dependencyGone') };
}

/**
 * Path and body with their placeholders replaced, or why they cannot be yet. A file that will never
 * have an id (refused, or discarded by the rep) is left out of the lists that name it: the result
 * goes with its other photos, its comment and its status rather than not at all, and the file stays
 * listed as not accepted. Anything else a write needs and cannot get stops it.
 */
async function withIds(
  path: string,
  body: unknown,
): Promise<{ ok: true; path: string; body: unknown } | Extract<Resolution, { ok: false }>> {
  const ids = new Map<string, number | string>();
  const id = (t: PlaceholderTarget) => ('key' in t ? `k:${t.key}` : `s:${t.seq}`);
  const lost = new Map<number, Extract<Resolution, { ok: false }>>();
  for (const target of [...placeholdersIn(path), ...placeholdersIn(body)]) {
    if (ids.has(id(target)) || ('seq' in target && lost.has(target.seq))) continue;
    const found = await resolve(target);
    if (found.ok) ids.set(id(target), found.id);
    else if (!found.wait && 'seq' in target) lost.set(target.seq, found);
    else return found;
  }
  const kept = leaveOutOfLists(body, new Set(lost.keys()));
  const stillNamed = placeholdersIn(kept).find((t) => 'seq' in t && lost.has(t.seq));
  if (stillNamed && 'seq' in stillNamed) return lost.get(stillNamed.seq)!;
  const idOf = (t: PlaceholderTarget) => ids.get(id(t));
  return { ok: true, path: replacePlaceholders(path, idOf), body: replacePlaceholders(kept, idOf) };
}

// ---------------------------------------------------------------------------------------------
// Writing

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const newKey = () => crypto.randomUUID();

/** A write of this user waits (not counting refused ones): a new one queues behind it. */
async function othersWaiting(): Promise<boolean> {
  const db = await queueDb();
  const all = await db.getAll('items');
  return all.some((item) => item.userID === (currentUser ?? 0) && !item.refused);
}

/** Worth trying again later, rather than showing the rep a refusal. */
function isTransient(error: ApiError): boolean {
  if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429) return true;
  return error.status === 409 && error.message === en.idempotency.inProgress;
}

/** A direct send that did not reach the server, or whose answer did not come back: queue it. */
const unreachable = (error: unknown) => error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));

async function enqueue(entry: Omit<QueueItem, 'seq' | 'userID' | 'createdAt' | 'attempts' | 'nextAttemptAt' | 'refused'>): Promise<number> {
  const db = await queueDb();
  const seq = await db.add('items', {
    ...entry,
    userID: currentUser ?? 0,
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    refused: false,
  });
  seqByKey.set(entry.key, seq);
  await changed();
  return seq;
}

/**
 * Sends a write now when there is signal and nothing waits before it; otherwise queues it and
 * answers `{ sent: false, key }`. A refusal (4xx) of a write sent now throws its ApiError, as
 * api-client does.
 */
export async function sendWrite<T = unknown>({
  method,
  path,
  body,
  label,
  meta,
  schema,
  ifMatch,
}: WriteRequest<T>): Promise<WriteOutcome<T>> {
  const key = newKey();
  if (isOnline() && !(await othersWaiting())) {
    const ready = await withIds(path, body);
    if (ready.ok) {
      try {
        const data = await apiRequest(ready.path, {
          method,
          body: ready.body,
          schema: schema ?? (unknownData as ZodType<T>),
          idempotencyKey: key,
          ifMatch,
          signal: AbortSignal.timeout(DIRECT_TIMEOUT_MS),
        });
        return { sent: true, data };
      } catch (error) {
        if (!unreachable(error)) throw error;
      }
    }
  }
  await enqueue({ key, method, path, body, label, meta });
  void flushQueue();
  return { sent: false, key };
}

const readAsDataURL = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/**
 * POST /image of one file, now or queued (the file kept in IndexedDB). Queued, it answers a local
 * copy of the file to show: its id is the placeholder that later writes (the result's `images`, a
 * photo answer) send, replaced by the real id when the upload has been sent; its URL is a data:
 * URL (the page's CSP allows data: images, not blob:).
 */
export async function sendUpload(
  file: File,
  type: UploadType,
  label: string,
  onProgress?: (fraction: number) => void,
): Promise<UploadOutcome> {
  const key = newKey();
  if (isOnline() && !(await othersWaiting())) {
    const form = new FormData();
    // The type goes first so the server knows the rules before it reads the file.
    form.append('type', type);
    form.append('file', file, file.name);
    try {
      return { sent: true, data: await apiUpload('/image', form, uploadedFileSchema, onProgress, key) };
    } catch (error) {
      if (!unreachable(error)) throw error;
    }
  }
  const seq = await enqueue({
    key,
    method: 'POST',
    path: '/image',
    upload: { type, blob: file, name: file.name },
    label,
    meta: { kind: 'upload', name: file.name },
  });
  const local: UploadedFile = {
    id: placeholderIdOf(seq),
    fileURL: await readAsDataURL(file),
    name: file.name,
    contentType: file.type,
    size: file.size,
  };
  localFiles.set(local.id, local);
  void flushQueue();
  return { sent: false, key, file: local };
}

// ---------------------------------------------------------------------------------------------
// Replaying

let flushing: Promise<void> | null = null;
/** Asked again while a run was going: one more run after it (writes queued meanwhile). */
let again = false;

/** Runs `fn` while holding the queue's lock across tabs; another tab holding it: skipped. */
async function withTabLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn();
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await fn();
  });
}

/** Sends a write under its Idempotency-Key: the one a Retry gave it (`sendKey`), else its own. */
async function deliver(item: QueueItem, path: string, body: unknown): Promise<unknown> {
  const idempotencyKey = item.sendKey ?? item.key;
  if (item.upload) {
    const form = new FormData();
    form.append('type', item.upload.type);
    form.append('file', item.upload.blob, item.upload.name);
    return apiUpload(path, form, unknownData, undefined, idempotencyKey);
  }
  return apiRequest(path, { method: item.method, body, schema: unknownData, idempotencyKey });
}

const idIn = (data: unknown): number | string | null => {
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  const { id } = data as { id: unknown };
  return typeof id === 'number' || typeof id === 'string' ? id : null;
};

/** Sends what waits, in order, until done or the network fails again. */
async function replay(): Promise<void> {
  const db = await queueDb();
  const now = Date.now();
  await pruneSent();
  const items = (await db.getAll('items')).filter((item) => item.userID === currentUser && !item.refused);
  let sentAny = false;
  for (const item of items) {
    if (!isOnline() || currentUser === null || item.nextAttemptAt > now) break;
    const ready = await withIds(item.path, item.body);
    if (!ready.ok) {
      if (ready.wait) break;
      await db.put('items', { ...item, refused: true, error: ready.error });
      await changed();
      continue;
    }
    try {
      const data = await deliver(item, ready.path, ready.body);
      const tx = db.transaction(['items', 'sent'], 'readwrite');
      const sent: SentWrite = { key: item.key, seq: item.seq!, id: idIn(data), sentAt: Date.now() };
      await Promise.all([tx.objectStore('sent').put(sent), tx.objectStore('items').delete(item.seq!), tx.done]);
      sentAny = true;
      await changed();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The session ended and the person signed out rather than in again: the write waits for the same user to come back.
      if (error.status === 401) break;
      if (isTransient(error)) {
        const attempts = item.attempts + 1;
        await db.put('items', { ...item, attempts, nextAttemptAt: Date.now() + backoffMs(attempts) });
        await changed();
        break;
      }
      await db.put('items', { ...item, refused: true, error: i18n.t('offline.refusedItem', { message: error.text() }) });
      await changed();
    }
  }
  if (sentAny) afterSent?.();
}

/** Sends the waiting writes of the signed-in user (one run at a time, one tab at a time). */
export function flushQueue(): Promise<void> {
  if (currentUser === null) return Promise.resolve();
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      again = false;
      await withTabLock(replay).catch(() => undefined);
    } while (again && currentUser !== null);
  })().finally(async () => {
    flushing = null;
    await refresh();
  });
  return flushing;
}

/** The network came back: no more waiting for the back-off. */
export async function resetBackoff(): Promise<void> {
  const db = await queueDb();
  for (const item of await db.getAll('items')) {
    if (item.nextAttemptAt > 0 && !item.refused) await db.put('items', { ...item, nextAttemptAt: 0 });
  }
}

async function pruneSent(): Promise<void> {
  const db = await queueDb();
  const old = await db.getAllKeysFromIndex('sent', 'bySentAt', IDBKeyRange.upperBound(Date.now() - SENT_KEPT_MS));
  for (const key of old) await db.delete('sent', key);
}

async function itemByKey(key: string): Promise<QueueItem | undefined> {
  return (await queueDb()).getFromIndex('items', 'byKey', key);
}

/** Sends a refused write again (the rep fixed what was wrong elsewhere, or the server may now accept it). */
export async function retryChange(key: string): Promise<void> {
  const item = await itemByKey(key);
  if (!item) return;
  const retry = { ...item, sendKey: newKey(), refused: false, error: undefined, attempts: 0, nextAttemptAt: 0 };
  await (await queueDb()).put('items', retry);
  await changed();
  await flushQueue();
}

/** Drops a waiting write: it will not be sent. */
export async function discardChange(key: string): Promise<void> {
  const item = await itemByKey(key);
  if (!item) return;
  await (await queueDb()).delete('items', item.seq!);
  if (item.seq !== undefined) localFiles.delete(placeholderIdOf(item.seq));
  await changed();
}

/** The id the queued write of this numeric placeholder got from the server; undefined while it waits. */
export async function sentIdOf(placeholder: number): Promise<number | string | null | undefined> {
  const db = await queueDb();
  const sent = await db.getFromIndex('sent', 'bySeq', placeholder - placeholderIdOf(0));
  return sent?.id;
}

/**
 * A queued file the rep removes before saving: dropped from the queue while it waits, deleted on
 * the server (DELETE /image/{id}, itself queued when need be) once it has been sent.
 */
export async function forgetQueuedFile(placeholder: number): Promise<void> {
  const db = await queueDb();
  const item = await db.get('items', placeholder - placeholderIdOf(0));
  localFiles.delete(placeholder);
  if (item) return discardChange(item.key);
  const id = await sentIdOf(placeholder);
  if (typeof id === 'number') await sendWrite({ method: 'DELETE', path: `/image/${id}`, label: i18n.t('offline.removePhotoLabel') });
}
