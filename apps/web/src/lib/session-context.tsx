import type { CurrentUser, LoginResult } from '@fieldops/contract';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
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
import { removePrerenderedFrame } from './prerendered-frame';
import { clearSession, displayNameOf, getStoredName, getStoredUser, getToken, saveSession, saveUser } from './session';

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

/**
 * Session start (spec 1 §4): a saved token is applied and checked with GET /user/me; the session
 * is valid when the user has a name, otherwise the user is signed out. A 401 on any later call
 * signs out and goes to the login screen.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { startLoading } = useGlobalLoading();
  const [status, setStatus] = useState<SessionStatus>(() => (getToken() ? 'checking' : 'signedOut'));
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [displayName, setDisplayName] = useState(getStoredName);

  const signOut = useCallback(() => {
    clearSession();
    setUser(null);
    setDisplayName('');
    setStatus('signedOut');
    signOutListeners.forEach((listener) => listener());
    // What the service worker kept of this user's reads is not for the next one.
    void clearRuntimeCaches();
  }, []);

  const signIn = useCallback((result: LoginResult) => {
    // A language picked on the sign-in page just before is the person's latest choice: it shows at
    // once and becomes the account's (screens and e-mails), as if picked in My Account.
    const picked = takeSignedOutPick();
    const changed = picked !== null && picked !== result.user.language;
    const user = changed ? { ...result.user, language: picked } : result.user;
    saveSession(result.token, user);
    setUser(user);
    setDisplayName(displayNameOf(user));
    setStatus('signedIn');
    if (changed) {
      void import('./session-schemas')
        .then(({ currentUserSchema }) => api.put('/user/me/language', { language: picked }, currentUserSchema))
        .catch(() => undefined);
    }
  }, []);

  const refreshUser = useCallback(async () => {
    const token = getToken();
    if (!token) return;
    const { currentUserSchema } = await import('./session-schemas');
    const me = await api.get('/user/me', currentUserSchema);
    saveSession(token, me);
    setUser(me);
    setDisplayName(displayNameOf(me));
  }, []);

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
    };
    import('./session-schemas')
      .then(({ currentUserSchema }) =>
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
            const saved = currentUserSchema.safeParse(getStoredUser());
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
  }, [startLoading, signOut, refreshUser]);

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
      // Signed out before the route changes, so /login never sees a stale signed-in state.
      flushSync(signOut);
      notify({ message: t('auth.sessionExpired'), severity: 'warning' });
      void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [signOut, notify, navigate, t]);

  const value = useMemo(
    () => ({ status, user, displayName, signIn, signOut, refreshUser }),
    [status, user, displayName, signIn, signOut, refreshUser],
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
