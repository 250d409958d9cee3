import { displayName, type CurrentUser } from '@fieldops/contract';
import { DASHBOARD_FILTER_KEY, NAME_KEY, TOKEN_KEY, USER_KEY } from './session-keys';

/**
 * The saved sign-in (spec 1 §4): the login token and the display name, first and last, kept in
 * local storage so a reload stays signed in and the top bar can show the name at once; and the
 * user as the server last confirmed them, for a reload without network.
 */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * This tab's token: the saved one when the tab opened, then the one it signed in with. Someone
 * signing in as another person in another tab saves theirs; this tab goes on as the person it
 * shows (its calls, its queued offline writes), and opens as the saved one at its next reload.
 */
let tabToken: string | null | undefined;

export function getToken(): string | null {
  if (tabToken === undefined) tabToken = storage()?.getItem(TOKEN_KEY) ?? null;
  return tabToken;
}

/** Whether the saved sign-in is this tab's (not another tab's since). */
const savedIsThisTabs = (): boolean => (storage()?.getItem(TOKEN_KEY) ?? null) === getToken();

/** Another tab signed the same person in again: this tab takes its token (its own may be over). */
export function adoptSavedToken(): void {
  tabToken = storage()?.getItem(TOKEN_KEY) ?? null;
}

export function getStoredName(): string {
  return storage()?.getItem(NAME_KEY) ?? '';
}

/** 'First Last', as the top bar shows it. */
export const displayNameOf = (user: Pick<CurrentUser, 'firstName' | 'lastName'>): string => displayName(user.firstName, user.lastName);

function storeUser(user: CurrentUser): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  storage()?.setItem(NAME_KEY, displayNameOf(user));
}

/** The token last: another tab told of it (a storage event) finds whose it is already saved. */
export function saveSession(token: string, user: CurrentUser): void {
  tabToken = token;
  storeUser(user);
  storage()?.setItem(TOKEN_KEY, token);
}

/**
 * Keeps the user the server just answered (GET /user/me), with their name, unless another tab
 * has saved someone else's sign-in since.
 */
export function saveUser(user: CurrentUser): void {
  if (savedIsThisTabs()) storeUser(user);
}

/** The user last saved, unchecked (the caller parses it with the user's schema); null when none. */
export function getStoredUser(): unknown {
  try {
    return JSON.parse(storage()?.getItem(USER_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** This tab's session storage: what the tab keeps for the person signed in on it. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Forgets this tab's sign-in with what the tab kept for the person (the dashboards' period: the
 * next person to sign in on it starts on the current month), and the saved sign-in when it is this
 * tab's (not another person's since).
 */
export function clearSession(): void {
  const saved = savedIsThisTabs();
  tabToken = null;
  tabStorage()?.removeItem(DASHBOARD_FILTER_KEY);
  if (!saved) return;
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(NAME_KEY);
  storage()?.removeItem(USER_KEY);
}
