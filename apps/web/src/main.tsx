/// <reference types="vite-plugin-pwa/client" />
import './app/font.css';
import { currentLanguage, i18nReady } from './i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { PRERENDER_ID_PREFIX, PRERENDER_MARKS } from './features/auth/prerender-marks';
import { listenToHistoryMoves } from './lib/history-moves';
import { FRAME_MARKS } from './lib/prerendered-frame';

// The sign-in screen prerendered into index.html (scripts/prerender-sign-in.ts): the copy the page
// showed, if any, is hydrated as the app's #root (its nodes are kept, and what was typed), not
// painted again; the other copies go. A copy in another language than the app starts in (a French
// catalog that did not load) goes too, and the app renders afresh.
function takeOverPrerender(): { container: HTMLElement; hydrate: boolean; identifierPrefix?: string } {
  const copies = [...document.querySelectorAll<HTMLElement>(`[${PRERENDER_MARKS.language}]`)];
  const shown = document.documentElement.getAttribute(PRERENDER_MARKS.shown);
  const language = currentLanguage();
  const copy = shown === language ? copies.find((element) => element.getAttribute(PRERENDER_MARKS.language) === language) : undefined;
  for (const element of copies) if (element !== copy) element.remove();
  const root = document.getElementById('root');
  if (!copy) {
    document.documentElement.removeAttribute(PRERENDER_MARKS.shown);
    // The end mark stays while the prerendered top bar shows (a copy shows only before the mark).
    if (!document.documentElement.hasAttribute(FRAME_MARKS.shown)) document.querySelector(`[${PRERENDER_MARKS.end}]`)?.remove();
    if (!root) throw new Error('Missing #root element');
    return { container: root, hydrate: false };
  }
  root?.remove();
  copy.id = 'root';
  return { container: copy, hydrate: true, identifierPrefix: PRERENDER_ID_PREFIX[language] };
}

// Before the router's own listener: a form with unsaved changes may hold the back button.
listenToHistoryMoves();

// A French visitor's catalog first (i18n.ts): no English flash before it.
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const { container, hydrate, identifierPrefix } = takeOverPrerender();
  // Hydrated or rendered as a transition: React yields to the browser between components (the
  // prerendered screen or top bar is painted meanwhile), not one long task on a slow phone.
  if (hydrate) startTransition(() => void hydrateRoot(container, app, { identifierPrefix }));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});

/**
 * The service worker (vite.config.ts) makes the built app open without signal. A new version takes
 * over at once, but the page reloads into it only when the rep leaves it (the tab hidden), never
 * in the middle of a form; writes waiting in the offline queue survive the reload either way.
 */
function registerServiceWorker(): void {
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      immediate: true,
      onNeedReload: () => {
        const reloadWhenHidden = () => {
          if (document.visibilityState === 'hidden') window.location.reload();
        };
        document.addEventListener('visibilitychange', reloadWhenHidden);
      },
    }),
  );
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // A chunk of its own, once the page has loaded: the first screen's scripts and fonts do not share
  // the network with it, nor the worker's precaching (Workbox's advice).
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
