import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Language } from '@fieldops/contract';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Box } from '@mui/material';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PRERENDER_ID_PREFIX, PRERENDER_MARKS } from '../features/auth/prerender-marks';
import { setLanguage } from '../i18n';
import { FRAME_MARKS } from '../lib/prerendered-frame';
import { AppRoutes } from './app';
import { AppProviders } from './providers';
import { TopBarFrame } from './shell/top-bar-frame';
import { PRIMARY_MAIN } from './theme';

/**
 * Build time only (apps/web/scripts/prerender-sign-in.ts renders it in Node; the app never imports
 * it): the sign-in screen as the app renders it for a visitor with no saved session, so index.html
 * can show it before the scripts arrive and main.tsx hydrates it. Every route but the password
 * screens shows this same markup to such a visitor (the sign-in gate), so /login stands for them.
 * And the top bar a visitor with a saved session sees first (lib/prerendered-frame.ts).
 */

/** Emotion's default cache key, the one MUI's styles use in the browser (no CacheProvider there). */
export const EMOTION_KEY = 'css';

export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** Emotion's rules by name: global ones (CssBaseline, keyframes) and the classes the markup uses. */
  globalStyles: Map<string, string>;
  classStyles: Map<string, string>;
}

export const prerenderSignIn = (language: Language): Promise<Prerendered> =>
  prerender(
    language,
    <StaticRouter location="/login">
      <AppRoutes />
    </StaticRouter>,
  );

/** An icon where the bar has a button, the same size, drawn still: the app's buttons replace it. */
function StillIcon({ children, start = false }: { children: ReactNode; start?: boolean }) {
  // IconButton's medium size: 8 px around a 24 px icon; at the start of the bar, 12 px into its padding.
  // The menu toggle shows on phones only (below md), as the app's.
  const display = start ? { xs: 'inline-flex', md: 'none' } : 'inline-flex';
  return <Box sx={{ display, flex: '0 0 auto', p: 1, fontSize: 24, ml: start ? '-12px' : 0 }}>{children}</Box>;
}

/** The top bar (app/shell/top-bar-frame.tsx) with the phone's menu toggle, the messages and the bell drawn still. */
export const prerenderFrame = (language: Language): Promise<Prerendered> =>
  prerender(
    language,
    <TopBarFrame
      prerendered
      start={
        <StillIcon start>
          <MenuIcon fontSize="inherit" />
        </StillIcon>
      }
      initials={<Box component="span" sx={{ '&::before': { content: `var(${FRAME_MARKS.initialsProperty})` } }} />}
      end={
        <>
          <StillIcon>
            <MailIcon fontSize="inherit" />
          </StillIcon>
          <StillIcon>
            <NotificationsIcon fontSize="inherit" />
          </StillIcon>
        </>
      }
    />,
  );

async function prerender(language: Language, screen: ReactNode): Promise<Prerendered> {
  await setLanguage(language);
  const cache = createCache({ key: EMOTION_KEY });
  // Rules are kept in the cache (for the page's <head>), not written as <style> beside each element.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProviders>{screen}</AppProviders>
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
  return [
    `${raised.map((at) => `${at}>.MuiInputLabel-root`).join(',')}{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}`,
    `${raised.map((at) => `${at} legend`).join(',')}{max-width:100%}`,
    `${field}:focus-within>.MuiInputLabel-root{color:${PRIMARY_MAIN}}`,
    `${field}:focus-within .MuiOutlinedInput-notchedOutline{border-color:${PRIMARY_MAIN};border-width:2px}`,
  ].join('');
}
