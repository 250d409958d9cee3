import { createHash } from 'node:crypto';
import { createServer, type Plugin } from 'vite';
import type * as Prerender from '../src/app/prerender-sign-in';
import { FONT_FACE } from '../src/app/font';
import { PRERENDER_MARKS } from '../src/features/auth/prerender-marks';
import { initialsOf } from '../src/lib/initials';
import { FRAME_MARKS } from '../src/lib/prerendered-frame';
import { NAME_KEY, TOKEN_KEY } from '../src/lib/session-keys';

/** The language picked on this device: src/i18n.ts's STORAGE_KEY (main.tsx renders afresh if they ever differ). */
const LANGUAGE_KEY = 'fieldops.language';
const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * zod's settings for the browser, in the global zod reads them from and keeps when it loads
 * (`globalThis.__zod_globalConfig`, the way its documentation gives for a script run before it):
 * set here, before any module, they hold for every parse whichever chunk brings zod. `jitless`:
 * the server's Content-Security-Policy forbids `eval`, so zod's compiled object parsers cannot run,
 * and its probe for them (`new Function`, at the first parse) raised a CSP violation on every page,
 * which the browser and Lighthouse report. The server (Node, under no such policy) keeps them.
 */
function configureZod(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

/**
 * The page's first script, which the browser waits for before it parses further (the server's
 * Content-Security-Policy allows no inline script; 1 kB compressed, asked for before anything else). It
 * decides, before the first paint, whether the visitor sees a prerendered copy of the sign-in
 * screen, and which: the one the app would show at once, to a visitor with no saved session (the
 * token of src/lib/session.ts) on any route but the password screens (every other route shows
 * sign-in to such a visitor), who has not asked for reduced motion (the theme then draws other
 * styles: src/app/theme.ts); in the language src/i18n.ts starts in: the one picked on this device,
 * else the browser's. It marks <html> with that language; the page's styles show only that copy.
 * A visitor with a saved session sees the prerendered top bar instead (src/lib/prerendered-frame.ts),
 * with the saved display name and its initials in CSS properties (text, never markup), its texts
 * once the theme's font has loaded (preloaded here).
 * Until the app has hydrated it, what the visitor types is followed (for the labels), and a sent
 * form is held (not sent by the browser as a GET with the password in its address): the app sends
 * it once it has taken over.
 */
function chooseSignInCopy(
  keys: { token: string; name: string; language: string },
  marks: typeof PRERENDER_MARKS,
  frameMarks: typeof FRAME_MARKS,
  font: { face: string; url: string },
  initials: (name: string) => string,
): void {
  const read = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  if (/^\/password(\/|$)/i.test(location.pathname)) return;
  const stored = read(keys.language);
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  const language = stored === 'en' || stored === 'fr' ? stored : preferred[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  const html = document.documentElement;
  if (read(keys.token)) {
    html.setAttribute(frameMarks.shown, language);
    const name = read(keys.name) ?? '';
    html.style.setProperty(frameMarks.nameProperty, JSON.stringify(name));
    html.style.setProperty(frameMarks.initialsProperty, JSON.stringify(initials(name)));
    html.lang = language === 'fr' ? 'fr-CA' : 'en';
    const fontReady = () => html.setAttribute(frameMarks.fontReady, '');
    setTimeout(fontReady, 3000);
    // Asked for now, not once the page is read and laid out.
    const preload = document.createElement('link');
    Object.assign(preload, { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: '', href: font.url });
    document.head.append(preload);
    // Asked for once the page is read: its @font-face, in the styles after this script, is known then.
    document.addEventListener('readystatechange', function loadFont() {
      if (document.readyState !== 'interactive') return;
      document.removeEventListener('readystatechange', loadFont);
      if (document.fonts) document.fonts.load(`500 16px "${font.face}"`).then(fontReady, fontReady);
      else fontReady();
    });
    return;
  }
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  html.setAttribute(marks.shown, language);
  html.lang = language === 'fr' ? 'fr-CA' : 'en';
  // The browser gives the focus to an autofocus field only if it can when it looks (at a paint):
  // one that paints while it is still reading the page finds the copy hidden (the end mark, below)
  // and never looks again. Once the page is read, the e-mail field takes it, unless the visitor
  // has put it somewhere already.
  document.addEventListener('readystatechange', function focusOnceRead() {
    if (document.readyState !== 'interactive') return;
    document.removeEventListener('readystatechange', focusOnceRead);
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[${marks.language}="${language}"] [autofocus]`)?.focus();
  });
  const copyOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(`[${marks.language}]`) : null);
  document.addEventListener('input', (event) => {
    const copy = copyOf(event.target);
    if (!copy || !(event.target instanceof HTMLInputElement)) return;
    const filled = new Set(copy.getAttribute(marks.filled)?.split(' ').filter(Boolean));
    if (event.target.value) filled.add(event.target.name);
    else filled.delete(event.target.name);
    copy.setAttribute(marks.filled, [...filled].join(' '));
  });
  // Bubbling, after the app's own handler (on #root), which prevents the default once it has hydrated the form.
  document.addEventListener('submit', (event) => {
    const copy = copyOf(event.target);
    if (!copy || event.defaultPrevented) return;
    event.preventDefault();
    copy.setAttribute(marks.submitted, '');
  });
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The sign-in screen rendered at build time into index.html (src/app/prerender-sign-in.tsx, in
 * Node through a Vite server of its own), in English and in French, each copy in an element of its
 * own beside #root; MUI's styles for it in <head>, as Emotion writes them for the browser's cache
 * to take over (same key, `data-emotion`), with the rules that show only the copy the page's first
 * script picked (above). On a phone the screen then paints with the page, not after its scripts
 * have arrived and run, and main.tsx hydrates it (its nodes are kept). The page's own stylesheet
 * (the font's @font-face, 1 kB) is written into it too: nothing but that script before the first paint.
 * The top bar (src/lib/prerendered-frame.ts) is rendered the same way, one copy per language, for
 * a visitor with a saved session: the app removes it when its own bar takes its place.
 */
export function prerenderSignIn(): Plugin {
  let root = '';
  let script: { fileName: string; fontUrl: string } | undefined;
  return {
    name: 'fieldops:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // The app's styles are named by the production build of MUI and Emotion: so must the prerender's.
      if (process.env.NODE_ENV !== 'production') throw new Error('prerender-sign-in: build with NODE_ENV=production');
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let rendered: Record<Language, Prerender.Prerendered>;
        let frames: Record<Language, Prerender.Prerendered>;
        let preHydrationCss: string;
        try {
          const module = (await server.ssrLoadModule('/src/app/prerender-sign-in.tsx')) as typeof Prerender;
          rendered = { en: await module.prerenderSignIn('en'), fr: await module.prerenderSignIn('fr') };
          frames = { en: await module.prerenderFrame('en'), fr: await module.prerenderFrame('fr') };
          preHydrationCss = module.preHydrationCss();
        } finally {
          await server.close();
        }
        for (const language of LANGUAGES) {
          if (!rendered[language].html.includes('<form')) throw new Error(`prerender-sign-in: no sign-in form in ${language}`);
          if (!frames[language].html.includes('<header')) throw new Error(`prerender-sign-in: no top bar in ${language}`);
        }

        // The page's stylesheet into the page.
        const sheet = /\n\s*<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/.exec(html);
        const sheetAsset = sheet && bundle?.[sheet[1]];
        if (!sheet || sheetAsset?.type !== 'asset') throw new Error('prerender-sign-in: the page has no stylesheet of its own');
        const pageCss = String(sheetAsset.source);

        const hidden = [PRERENDER_MARKS, FRAME_MARKS].flatMap((marks) => [
          ...LANGUAGES.map((language) => `html:not([${marks.shown}="${language}"]) [${marks.language}="${language}"]`),
          `[${marks.language}]:not(:has(~ [${PRERENDER_MARKS.end}]))`,
        ]);
        const frameTexts = `html:not([${FRAME_MARKS.fontReady}]) [${FRAME_MARKS.language}] p{visibility:hidden}`;
        const all = [...Object.values(rendered), ...Object.values(frames)];
        const globalStyles = new Map(all.flatMap((copy) => [...copy.globalStyles]));
        const classStyles = new Map(all.flatMap((copy) => [...copy.classStyles]));
        const styles = [
          `<style>${escapeStyle(pageCss)}${hidden.join(',')}{display:none}${frameTexts}${escapeStyle(preHydrationCss)}</style>`,
          ...[...globalStyles].map(([name, css]) => `<style data-emotion="css-global ${name}">${escapeStyle(css)}</style>`),
          `<style data-emotion="css ${[...classStyles.keys()].join(' ')}">${escapeStyle([...classStyles.values()].join(''))}</style>`,
        ].join('\n    ');
        const copies = [
          ...LANGUAGES.map((language) => `<div ${PRERENDER_MARKS.language}="${language}">${rendered[language].html}</div>`),
          ...LANGUAGES.map((language) => `<div ${FRAME_MARKS.language}="${language}">${frames[language].html}</div>`),
        ].join('\n    ');
        if (!script) throw new Error('prerender-sign-in: the first script was not written');
        if (!pageCss.includes(script.fontUrl)) throw new Error(`prerender-sign-in: the page's stylesheet does not load ${script.fontUrl}`);

        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset) || !html.includes('<div id="root"></div>'))
          throw new Error('prerender-sign-in: index.html has no charset or no empty #root');
        // The app's scripts are not needed for the first paint: they load at a low priority, after
        // what that paint waits for (the script above, the font), not beside it on a slow network.
        const lowPriority = (tag: string) => html.split(tag).length - 1;
        if (!lowPriority('<script type="module" crossorigin') || !lowPriority('<link rel="modulepreload" crossorigin'))
          throw new Error('prerender-sign-in: the page has no module script or preloads');
        return html
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
          .replace(charset, `${charset}\n    <script src="/${script.fileName}"></script>`)
          .replace(sheet[0], '')
          .replace('</head>', `  ${styles}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root"></div>\n    ${copies}\n    <div ${PRERENDER_MARKS.end} hidden></div>`);
      },
    },
    // Written before the page (vite:build-html), so that it is compressed with the rest of the
    // bundle (vite-plugin-compression2 compresses once the page is written).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const font = Object.values(bundle).find(
          (file) => file.type === 'asset' && /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file.fileName),
        );
        if (!font) throw new Error('prerender-sign-in: the bundle has no font (app/font.css)');
        const fontUrl = `/${font.fileName}`;
        const keys = { token: TOKEN_KEY, name: NAME_KEY, language: LANGUAGE_KEY };
        const source = `(${configureZod.toString()})();(${chooseSignInCopy.toString()})(${[keys, PRERENDER_MARKS, FRAME_MARKS, { face: FONT_FACE, url: fontUrl }].map((value) => JSON.stringify(value)).join(',')},${initialsOf.toString()});\n`;
        script = {
          fileName: `assets/prerender-sign-in-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`,
          fontUrl,
        };
        this.emitFile({ type: 'asset', fileName: script.fileName, source });
      },
    },
  };
}
