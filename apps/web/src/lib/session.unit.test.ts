import type { CurrentUser } from '@fieldops/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_FILTER_KEY, TOKEN_KEY, USER_KEY } from './session-keys';

/** The browser's local storage, shared by the tabs of one origin. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const person = (id: number, firstName: string) => ({ id, firstName, lastName: 'Tester' }) as CurrentUser;
let saved: MemoryStorage;
/** The tab's session storage: the dashboards' period chosen in it. */
let tabKept: MemoryStorage;

/** A tab: session.ts loaded afresh (its own token) over the shared storage. */
async function openTab() {
  vi.resetModules();
  return import('./session');
}

beforeEach(() => {
  saved = new MemoryStorage();
  tabKept = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: saved, sessionStorage: tabKept });
});
afterEach(() => vi.unstubAllGlobals());

describe('a tab’s sign-in', () => {
  it('opens with the saved token and keeps it when another tab signs someone else in', async () => {
    saved.setItem(TOKEN_KEY, 'rep-token');
    const tab = await openTab();
    expect(tab.getToken()).toBe('rep-token');

    const other = await openTab();
    other.saveSession('admin-token', person(1, 'Ada'));
    expect(saved.getItem(TOKEN_KEY)).toBe('admin-token');
    expect(tab.getToken()).toBe('rep-token');
    // What this tab learns of its own person again does not overwrite the other's saved sign-in.
    tab.saveUser(person(4, 'Rey'));
    expect(JSON.parse(saved.getItem(USER_KEY)!)).toMatchObject({ id: 1 });
    // Signing out here forgets this tab's token only: the other tab's saved sign-in stays.
    tab.clearSession();
    expect(tab.getToken()).toBeNull();
    expect(saved.getItem(TOKEN_KEY)).toBe('admin-token');
  });

  it('takes the token the same person signed in with in another tab, and forgets its own saved sign-in at sign-out', async () => {
    saved.setItem(TOKEN_KEY, 'old-token');
    const tab = await openTab();
    const other = await openTab();
    other.saveSession('new-token', person(4, 'Rey'));
    tab.adoptSavedToken();
    expect(tab.getToken()).toBe('new-token');
    tab.clearSession();
    expect(saved.getItem(TOKEN_KEY)).toBeNull();
    expect(saved.getItem(USER_KEY)).toBeNull();
  });

  it('forgets the period the tab kept for the dashboards at sign-out, whoever the saved sign-in is now', async () => {
    const tab = await openTab();
    tab.saveSession('rep-token', person(4, 'Rey'));
    tabKept.setItem(DASHBOARD_FILTER_KEY, '{"month":3,"year":2026}');
    tab.clearSession();
    expect(tabKept.getItem(DASHBOARD_FILTER_KEY)).toBeNull();

    // Another tab's sign-in since: this tab's own sign-out still forgets its own period.
    tab.saveSession('rep-token', person(4, 'Rey'));
    tabKept.setItem(DASHBOARD_FILTER_KEY, '{"month":3,"year":2026}');
    (await openTab()).saveSession('admin-token', person(1, 'Ada'));
    tab.clearSession();
    expect(tabKept.getItem(DASHBOARD_FILTER_KEY)).toBeNull();
    expect(saved.getItem(TOKEN_KEY)).toBe('admin-token');
  });
});
