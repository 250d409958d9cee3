import { displayName, type CurrentUser } from '@fieldops/contract';
import { NAME_KEY, TOKEN_KEY, USER_KEY } from './session-keys';

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

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function getStoredName(): string {
  return storage()?.getItem(NAME_KEY) ?? '';
}

/** 'First Last', as the top bar shows it. */
export const displayNameOf = (user: Pick<CurrentUser, 'firstName' | 'lastName'>): string => displayName(user.firstName, user.lastName);

/** The token last: another tab told of it (a storage event) finds whose it is already saved. */
export function saveSession(token: string, user: CurrentUser): void {
  saveUser(user);
  storage()?.setItem(NAME_KEY, displayNameOf(user));
  storage()?.setItem(TOKEN_KEY, token);
}

/** Keeps the user the server just answered (GET /user/me at the session's start). */
export function saveUser(user: CurrentUser): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

/** The user last saved, unchecked (the caller parses it with the user's schema); null when none. */
export function getStoredUser(): unknown {
  try {
    return JSON.parse(storage()?.getItem(USER_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(NAME_KEY);
  storage()?.removeItem(USER_KEY);
}
