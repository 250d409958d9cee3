import type { CurrentUser, LoginResult } from '@fieldops/contract';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGlobalLoading } from '../components/loading-overlay';
import { applyUserLanguage, takeSignedOutPick } from '../i18n';
import { useNotify } from '../components/notification-bar';
import { ApiError, api, setUnauthorizedHandler } from './api-client';
import { clearRuntimeCaches } from './offline-queue/cache-names';
import { setOrgTimeZone } from './org-today';
import { removePrerenderedFrame } from './prerendered-frame';
import { TOKEN_KEY } from './session-keys';
import { adoptSavedToken, clearSession, displayNameOf, getStoredName, getStoredUser, getToken, saveSession, saveUser } from './session';

/** How long after a session check that found no network it is tried again. */
const RECHECK_MS = 3000;

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  /** First and last name, as kept in local storage. */
  displayName: string;
  signIn: (result: LoginResult) => void;
  /** Forgets the token and the user (logout, failed login). */
  signOut: () => void;
  /** Reloads the signed-in user (after they were edited) and the name the top bar shows. */
  refreshUser: () => Promise<void>;
  /**
   * The server stopped taking the token while someone is signed in (it expired, or was revoked):
   * the screen stays as it is and its calls wait, until the person signs in again (`signIn`, the
   * calls then go through) or leaves (`signOut`, they fail).
   */
  expired: boolean;
  /** Counts the sign-ins of this page: what holds the token (the live stream) starts again with a new one. */
  sessionKey: number;
}

/** The calls waiting for the person to sign in again, and what tells them how it ended. */
interface Renewal {
  promise: Promise<boolean>;
  end: (signedInAgain: boolean) => void;
}

function newRenewal(): Renewal {
  let end: (signedInAgain: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  return { promise, end };
}

const SessionContext = createContext<Session | null>(null);

/** What else sign-out forgets of the user: the server state kept for them (app/query-client.ts). */
const signOutListeners = new Set<() => void>();

/**
 * Calls `listener` at every sign-out (logout, failed login, 401). Lets what keeps a user's data
 * and loads after the sign-in page (react-query's cache) forget it without this module loading it.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** What starts once a page's saved session is confirmed (app/screens.ts: the first reads of the page's route). */
const sessionStartListeners = new Set<(user: CurrentUser) => void>();

/**
 * Calls `listener` with the user when the session a page was loaded with is taken up (the answer of
 * GET /user/me, or the saved user without network), before the shell's first render, which on a
 * phone takes seconds. Not at a sign-in on the page: the login screen opens the next route itself.
 */
export function onSessionStart(listener: (user: CurrentUser) => void): () => void {
  sessionStartListeners.add(listener);
  return () => sessionStartListeners.delete(listener);
}

/**
 * Session start (spec 1 §4): a saved token is applied and checked with GET /user/me; the session
 * is valid when the user has a name, otherwise the user is signed out. A 401 on any later call
 * keeps the screen and asks the person to sign in again over it (`expired`; the dialog is
 * features/auth's SessionRenewal), so a form being filled when the session ended is not lost: its
 * Save goes through once they have. Choosing to sign out there goes to the login screen.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { startLoading } = useGlobalLoading();
  const [status, setStatus] = useState<SessionStatus>(() => (getToken() ? 'checking' : 'signedOut'));
  const [user, setUserState] = useState<CurrentUser | null>(null);
  /** The signed-in user, and with them the organisation's zone: the app's "today" (lib/org-today.ts). */
  const setUser = useCallback((next: CurrentUser | null) => {
    setOrgTimeZone(next?.timeZone ?? null);
    setUserState(next);
  }, []);
  const [displayName, setDisplayName] = useState(getStoredName);
  const [expired, setExpired] = useState(false);
  const [sessionKey, setSessionKey] = useState(0);
  const renewal = useRef<Renewal | null>(null);

  /** The calls that waited for a new sign-in go again (true) or fail (false). */
  const endRenewal = useCallback((signedInAgain: boolean) => {
    renewal.current?.end(signedInAgain);
    renewal.current = null;
    setExpired(false);
  }, []);

  // Signed in again in another tab of the app, as the same person: the token it saved serves this
  // one too, so the calls waiting here go again with it, and its own dialog closes. Someone else
  // signing in there does not make this tab theirs (lib/session.ts keeps each tab's token): its
  // calls and waiting changes go on as the person it shows.
  const userId = user?.id;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY || !event.newValue) return;
      const stored = getStoredUser();
      if (typeof stored !== 'object' || stored === null || !('id' in stored) || stored.id !== userId) return;
      adoptSavedToken();
      if (!renewal.current) return;
      setSessionKey((key) => key + 1);
      endRenewal(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endRenewal, userId]);

  const signOut = useCallback(() => {
    clearSession();
    setUser(null);
    setDisplayName('');
    setStatus('signedOut');
    endRenewal(false);
    signOutListeners.forEach((listener) => listener());
    // What the service worker kept of this user's reads is not for the next one.
    void clearRuntimeCaches();
  }, [endRenewal, setUser]);

  const signIn = useCallback(
    (result: LoginResult) => {
      // A language picked on the sign-in page just before is the person's latest choice: it shows at
      // once and becomes the account's (screens and e-mails), as if picked in My Account.
      const picked = takeSignedOutPick();
      const changed = picked !== null && picked !== result.user.language;
      const user = changed ? { ...result.user, language: picked } : result.user;
      saveSession(result.token, user);
      setUser(user);
      setDisplayName(displayNameOf(user));
      setStatus('signedIn');
      setSessionKey((key) => key + 1);
      endRenewal(true);
      if (changed) {
        void import('./session-schemas')
          .then(({ currentUserSchema }) => api.put('/user/me/language', { language: picked }, currentUserSchema))
          .catch(() => undefined);
      }
    },
    [endRenewal, setUser],
  );

  const refreshUser = useCallback(async () => {
    if (!getToken()) return;
    const { currentUserSchema } = await import('./session-schemas');
    const me = await api.get('/user/me', currentUserSchema);
    saveUser(me);
    setUser(me);
    setDisplayName(displayNameOf(me));
  }, [setUser]);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    let retry: number | undefined;
    const stopLoading = startLoading();
    // Once the network is back, the session is checked again. The first request can still find
    // none (the 'online' event comes before the connection, or before the service worker has it):
    // it is then tried again a little later, until the server answers.
    const checkAgain = () => {
      refreshUser().catch((error: unknown) => {
        if (!cancelled && error instanceof ApiError && error.status === 0) retry = window.setTimeout(checkAgain, RECHECK_MS);
      });
    };
    // The schema (and zod) load beside the shell, not in the first screen's scripts.
    const start = (me: CurrentUser) => {
      // The shell's first render is the largest of the page: as a transition, React yields to the
      // browser between components instead of one long task on a phone. The overlay goes with it.
      startTransition(() => {
        if (me.name) {
          setUser(me);
          setDisplayName(getStoredName() || displayNameOf(me));
          setStatus('signedIn');
        } else {
          signOut();
        }
        stopLoading();
      });
      // The organisation's zone is set (setUser ran in the transition's callback), which the first
      // reads' periods are counted in.
      if (me.name) sessionStartListeners.forEach((listener) => listener(me));
    };
    import('./session-schemas')
      .then(({ currentUserSchema, savedUserSchema }) =>
        api.get('/user/me', currentUserSchema, { skipAuthRedirect: true }).then(
          (me) => {
            if (cancelled) return;
            saveUser(me);
            start(me);
          },
          (error: unknown) => {
            if (cancelled) return;
            // No network (a rep in a store without signal): no answer is not an answer that the
            // session is over. The user the server last confirmed is used, and checked again once
            // the network is back (a 401 then signs out, as on any call).
            const saved = savedUserSchema.safeParse(getStoredUser());
            if (error instanceof ApiError && error.status === 0 && saved.success) {
              start(saved.data);
              window.addEventListener('online', checkAgain, { once: true });
              return;
            }
            throw error;
          },
        ),
      )
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) clearSession();
        setUser(null);
        setStatus('signedOut');
        stopLoading();
      });
    // Unmounted before the answer: the overlay stops with it (stopLoading runs once, whoever calls it).
    return () => {
      cancelled = true;
      window.removeEventListener('online', checkAgain);
      window.clearTimeout(retry);
      stopLoading();
    };
  }, [startLoading, signOut, refreshUser, setUser]);

  // A saved session that turns out to be over: the page's prerendered top bar goes with it.
  useLayoutEffect(() => {
    if (status === 'signedOut') removePrerenderedFrame();
  }, [status]);

  // The signed-in user's own language applies at sign-in and on reload, whatever the device showed.
  useEffect(() => {
    if (user) void applyUserLanguage(user.language);
  }, [user]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // Signed in: the screen stays and the calls wait for the person to sign in again.
      if (user) {
        if (!renewal.current) {
          renewal.current = newRenewal();
          setExpired(true);
        }
        return renewal.current.promise;
      }
      // Signed out before the route changes, so /login never sees a stale signed-in state.
      flushSync(signOut);
      notify({ message: t('auth.sessionExpired'), severity: 'warning' });
      void navigate('/login', { replace: true });
      return Promise.resolve(false);
    });
    return () => setUnauthorizedHandler(null);
  }, [user, signOut, notify, navigate, t]);

  const value = useMemo(
    () => ({ status, user, displayName, signIn, signOut, refreshUser, expired, sessionKey }),
    [status, user, displayName, signIn, signOut, refreshUser, expired, sessionKey],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}

/** The signed-in user; only for screens rendered behind the sign-in gate. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
