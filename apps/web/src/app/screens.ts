import { canAccess, webRoutes, type CurrentUser } from '@fieldops/contract';
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { loadFeatureTexts } from '../i18n';
import { onSessionStart } from '../lib/session-context';
import { screen, type Screen } from './lazy-screen';
import type * as SignedInScreens from './signed-in-screens';

const serverState = () => import('./server-state');

/**
 * A lazily loaded screen that reads the server: it comes with react-query's cache and the loading
 * bar around it (server-state.tsx), which the sign-in page does without.
 */
function serverScreen<M, K extends keyof M>(load: () => Promise<M>, name: K): Screen {
  return lazy(async () => {
    const [module, { ServerState }] = await Promise.all([load(), serverState()]);
    const Screen = module[name] as ComponentType;
    return { default: () => createElement(ServerState, null, createElement(Screen)) };
  });
}

/** The table of signed-in screens (signed-in-screens.ts), there once the shell has loaded. */
let table: typeof SignedInScreens | undefined;

/**
 * The signed-out screens and the signed-in frame load apart too: the sign-in page does not carry
 * the shell (menu, live updates, offline queue), the table of signed-in screens, the features'
 * texts nor react-query, and a signed-in screen does not carry the password forms. The shell shows
 * once the table and the features' texts are there, so every signed-in screen has its texts on
 * first paint. `preloadFirstScreen` starts the one the saved session calls for while React starts.
 * The page's early preload script (vite.config.ts `preloadFirstScreen`) asks for the same modules
 * before this one runs: a module added here goes into its list too.
 */
const shell = () =>
  Promise.all([import('./shell/app-shell'), import('./signed-in-screens'), loadFeatureTexts()]).then(([module, loaded]) => {
    table = loaded;
    return module;
  });
const login = () => import('../features/auth/pages/login-page');
export const LoginPage = screen(login, 'LoginPage');
export const ForgotPasswordPage = serverScreen(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
export const ResetPasswordPage = serverScreen(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
export const AppShell = serverScreen(shell, 'AppShell');
export function preloadFirstScreen(signedIn: boolean): void {
  // A task after the one evaluating the app's modules (the page's longest): by then the early
  // script has added its preload links, and the bundler's loader adds none (or few) in that task.
  setTimeout(() => void (signedIn ? Promise.all([shell(), serverState()]) : login()));
}

/**
 * The screen of each signed-in route of the contract's `webRoutes` (a route without one shows the
 * not-found page). Only for a route rendered inside the shell (routes/guarded-screen.tsx): the
 * table loads with it.
 */
export function signedInScreens(): Partial<Record<string, Screen>> {
  if (!table) throw new Error('The signed-in screens are read before the shell has loaded');
  return table.screens;
}

/** The address whose route's first reads started with the page's session (below), until that route opens. */
let startedOnLoad: string | undefined;

/** Starts `path`'s first reads from `screenData`, for a user its access lets in. */
function startReads(screenData: SignedInScreens.ScreenDataTable, path: string, params: SignedInScreens.RouteParams, user: CurrentUser) {
  if (canAccess(webRoutes[path], user.role)) screenData[path]?.(params, user);
}

/**
 * Starts what a signed-in route's screen reads first (signed-in-screens.ts `screenData`) as the
 * route opens (routes/guarded-screen.tsx): unless they started with the page's session, for the
 * address the page was loaded on. Asked again, a read that failed (a 404 for an area outside the
 * user's) would go out twice.
 */
export function startScreenData(path: string, params: SignedInScreens.RouteParams, user: CurrentUser): void {
  const startedHere = startedOnLoad === window.location.pathname;
  startedOnLoad = undefined;
  if (!startedHere && table) startReads(table.screenData, path, params, user);
}

/** The signed-in routes' patterns, as react-router ranks them (a fixed segment before a parameter). */
const signedInPatterns = Object.keys(webRoutes).map((path) => ({ path }));

/**
 * The first reads of the route a page was loaded on start as soon as its saved session is
 * confirmed, beside the shell's first render, not once the shell has rendered the route: on a
 * phone, seconds later.
 */
onSessionStart((user) => {
  const [match] = matchRoutes(signedInPatterns, window.location) ?? [];
  const path = match?.route.path;
  if (!path) return;
  startedOnLoad = window.location.pathname;
  void import('./signed-in-screens').then(({ screenData }) => startReads(screenData, path, match.params, user));
});
