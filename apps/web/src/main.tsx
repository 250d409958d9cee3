/// <reference types="vite-plugin-pwa/client" />
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

/**
 * The service worker (vite.config.ts) makes the built app open without signal. A new version takes
 * over at once, but the page reloads into it only when the rep leaves it (the tab hidden), never
 * in the middle of a form; writes waiting in the offline queue survive the reload either way.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  registerSW({
    immediate: true,
    onNeedReload: () => {
      const reloadWhenHidden = () => {
        if (document.visibilityState === 'hidden') window.location.reload();
      };
      document.addEventListener('visibilitychange', reloadWhenHidden);
    },
  });
}
