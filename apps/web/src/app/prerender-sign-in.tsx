import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Language } from '@fieldops/contract';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PRERENDER_ID_PREFIX, PRERENDER_MARKS } from '../features/auth/prerender-marks';
import { setLanguage } from '../i18n';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import { theme } from './theme';

/**
 * Build time only (apps/web/scripts/prerender-sign-in.ts renders it in Node; the app never imports
 * it): the sign-in screen as the app renders it for a visitor with no saved session, so index.html
 * can show it before the scripts arrive and main.tsx hydrates it. Every route but the password
 * screens shows this same markup to such a visitor (the sign-in gate), so /login stands for them.
 */

/** Emotion's default cache key, the one MUI's styles use in the browser (no CacheProvider there). */
export const EMOTION_KEY = 'css';

export interface PrerenderedSignIn {
  /** The markup of #root. */
  html: string;
  /** Emotion's rules by name: global ones (CssBaseline, keyframes) and the classes the markup uses. */
  globalStyles: Map<string, string>;
  classStyles: Map<string, string>;
}

export async function prerenderSignIn(language: Language): Promise<PrerenderedSignIn> {
  await setLanguage(language);
  const cache = createCache({ key: EMOTION_KEY });
  // Rules are kept in the cache (for the page's <head>), not written as <style> beside each element.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProviders>
          <StaticRouter location="/login">
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    </CacheProvider>,
    { identifierPrefix: PRERENDER_ID_PREFIX[language] },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);

  // As @emotion/server's extractCriticalToChunks: a registered class is kept when the markup uses
  // it, a rule that is no class (global styles, keyframes) as a global style.
  const used = new Set([...html.matchAll(new RegExp(`${EMOTION_KEY}-([\\w-]+)`, 'g'))].map((match) => match[1]));
  const globalStyles = new Map<string, string>();
  const classStyles = new Map<string, string>();
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules === 'string' && cache.registered[`${EMOTION_KEY}-${name}`] !== undefined && used.has(name))
      classStyles.set(name, rules);
  }
  // Keyframes only where a kept class animates with them (not the loading bar's, shown meanwhile).
  const classRules = [...classStyles.values()].join('');
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || cache.registered[`${EMOTION_KEY}-${name}`] !== undefined) continue;
    if (!name.startsWith('animation-') || classRules.includes(name)) globalStyles.set(name, rules);
  }
  return { html, globalStyles, classStyles };
}

/** The sign-in form's fields (pages/login-page.tsx). */
const FIELDS = ['email', 'password'];

/**
 * Until the app has hydrated the screen, MUI does not know a field has the focus or a text: these
 * rules, only while the copy is marked prerendered, raise the label above the text and draw the
 * focused outline as MUI then does, so a visitor can type before the scripts have run.
 */
export function preHydrationCss(): string {
  const copy = `[${PRERENDER_MARKS.language}]`;
  const field = `${copy} .MuiFormControl-root`;
  const raised = [
    `${field}:focus-within`,
    `${field}:has(input:autofill)`,
    ...FIELDS.map((name) => `${copy}[${PRERENDER_MARKS.filled}~="${name}"] .MuiFormControl-root:has(input[name="${name}"])`),
  ];
  const primary = theme.palette.primary.main;
  return [
    `${raised.map((at) => `${at}>.MuiInputLabel-root`).join(',')}{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}`,
    `${raised.map((at) => `${at} legend`).join(',')}{max-width:100%}`,
    `${field}:focus-within>.MuiInputLabel-root{color:${primary}}`,
    `${field}:focus-within .MuiOutlinedInput-notchedOutline{border-color:${primary};border-width:2px}`,
  ].join('');
}
