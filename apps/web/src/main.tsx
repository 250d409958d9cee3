/// <reference types="vite-plugin-pwa/client" />
import './app/font.css';
import { i18nReady } from './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A French visitor's catalog first (i18n.ts): no English flash before it.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

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
