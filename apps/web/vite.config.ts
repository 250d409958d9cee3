import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderSignIn } from './scripts/prerender-sign-in';
import { API_CACHE, UPLOADS_CACHE } from './src/lib/offline-queue/cache-names';
import { TOKEN_KEY } from './src/lib/session-keys';

/**
 * React and its router, which every page needs, in a long-cached chunk of their own; so is MUI's
 * base (its styling engine, Box, Typography, Button, Card and what they use), which every screen
 * shows: one request from the page instead of a dozen small chunks, several of them only asked
 * for once the first screen's module has loaded (a chain of requests on a slow phone network).
 * Every other library is left to the bundler's own splitting, by the screens that import it: no
 * catch-all vendor chunk, so the sign-in page loads only what it uses and charts (MUI X), the
 * calendar (FullCalendar), the carousel, the lightbox, drag and drop, the map (Leaflet) and CSV
 * parsing load with the screens that show them (src/app/screens.ts loads each screen by route).
 * `npm run size` measures what each route loads.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/ },
  {
    name: 'mui-base',
    test: /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](Box|Card|CardContent|Button|ButtonBase|Typography|utils)[\\/]/,
  },
];

/** A chunk's file and those it imports, at any depth (the scripts it needs before it runs). */
function staticClosure(chunk: Rollup.OutputChunk, chunks: Map<string, Rollup.OutputChunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = chunks.get(file);
    if (imported) staticClosure(imported, chunks, into);
  }
  return into;
}

/** How many preload links the early script adds in one task (the shell has some fifty). */
const PRELOAD_BATCH = 8;

/**
 * The screens a signed-in user opens the app on, by route (their modules as in
 * src/app/signed-in-screens.ts): the home page and the dashboards.
 */
const LANDING_SCREENS: Record<string, string> = {
  '/': '/features/home/pages/home-page.tsx',
  '/home': '/features/home/pages/home-page.tsx',
  '/home/dsm': '/features/home/pages/home-page.tsx',
  '/home/:startDate/:endDate': '/features/home/pages/home-page.tsx',
  '/dashboard': '/features/dashboards/pages/dashboard-home-page.tsx',
  '/dashboard/type/national': '/features/dashboards/pages/national-dashboard-page.tsx',
  '/dashboard/region/:regionID': '/features/dashboards/pages/region-dashboard-page.tsx',
  '/dashboard/ds/:districtID/:regionID': '/features/dashboards/pages/district-dashboard-page.tsx',
  '/dashboard/rep/:territoryID/:dsID/:regionID': '/features/dashboards/pages/rep-dashboard-page.tsx',
};

/** Routes of the route table as one pattern matching their paths (`:param` is one path segment). */
const routesPattern = (routes: string[]) => `^(?:${routes.map((route) => route.replace(/:\w+/g, '[^/]+')).join('|')})/?$`;

/**
 * The sign-in screen and the signed-in shell are loaded by route (src/app/screens.ts), so their
 * scripts were asked for only once the page's own had loaded and run: a second round of requests
 * before anything shows, long on a phone network (and, for the shell's fifty-odd files, a run of
 * the page's first script spent adding their preload links). A small script, fetched beside the
 * page's (async), has the browser preload them at once: the sign-in screen's for a visitor with no
 * saved session (TOKEN_KEY of src/lib/session-keys.ts), the shell's, its server state and the
 * features' texts for one with a session (screens.ts `preloadFirstScreen` then finds them asked for),
 * then those of the screen at the page's address when it is one of LANDING_SCREENS. The bundler's
 * loader adds a screen's links when the screen is first asked for, all in that task (some twenty on
 * a dashboard, about 100 ms of the phone's main thread); it adds none for a file already linked.
 */
function preloadFirstScreen(): Plugin {
  let fileName: string | undefined;
  return {
    name: 'fieldops:preload-first-screen',
    apply: 'build',
    // Written before the page (vite:build-html), so that it is compressed with the rest of the
    // bundle (vite-plugin-compression2 compresses once the page is written); the page's tag with it.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'index');
        const chunkOf = (module: string) => {
          const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
          if (!chunk) throw new Error(`preload-first-screen: no chunk holds ${module}`);
          return chunk;
        };
        if (!entry) throw new Error('preload-first-screen: the entry chunk is missing');
        const withPage = staticClosure(entry, chunks);
        const filesOf = (modules: string[], without = withPage) => {
          const closure = new Set(modules.flatMap((module) => [...staticClosure(chunkOf(module), chunks)]));
          return [...closure].filter((file) => !without.has(file)).map((file) => `/${file}`);
        };
        const signedOut = filesOf(['/features/auth/pages/login-page.tsx']);
        const shell = filesOf(['/app/shell/app-shell.tsx', '/app/signed-in-screens.ts', '/app/server-state.tsx', '/messages-features.ts']);
        const withShell = new Set([...withPage, ...shell.map((href) => href.slice(1))]);
        const modules = [...new Set(Object.values(LANDING_SCREENS))];
        const routesOf = (module: string) => Object.keys(LANDING_SCREENS).filter((route) => LANDING_SCREENS[route] === module);
        const screens = modules.map((module) => [routesPattern(routesOf(module)), filesOf([module], withShell)]);
        // PRELOAD_BATCH links a task: starting a request costs the main thread about 0.5 ms (2 ms
        // on Lighthouse's slowed phone), the shell's fifty in one task were a long task of their own.
        const source = `try{const shell=${JSON.stringify(shell)};const screens=${JSON.stringify(screens)};const screen=screens.find(([route])=>new RegExp(route).test(location.pathname));const hrefs=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})?shell.concat(screen?screen[1]:[]):${JSON.stringify(signedOut)};const add=(from)=>{const links=document.createDocumentFragment();for(const href of hrefs.slice(from,from+${PRELOAD_BATCH})){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;links.append(link)}document.head.append(links);if(from+${PRELOAD_BATCH}<hrefs.length)setTimeout(add,0,from+${PRELOAD_BATCH})};add(0)}catch{}\n`;
        fileName = `assets/preload-first-screen-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) throw new Error('preload-first-screen: the script was not written');
        return html.replace('<script type="module"', `<script async src="/${fileName}"></script>\n    <script type="module"`);
      },
    },
  };
}

/** The theme's primary and background colours (src/app/theme.ts), for the installed app's frame. */
const THEME_COLOR = '#1565c0';
const BACKGROUND_COLOR = '#f4f6f9';

/**
 * The rep's reads that the service worker keeps for a visit without signal: the day, a store's
 * results, the signed-in user and the lookups the result form needs. Network first (the server's
 * answer when it comes within 4 s), else the last answer kept. Everything else under /api is
 * left to the network.
 */
const REP_READS = new RegExp(
  '/api/v1/(' +
    [
      'today(/.*)?',
      'store/\\d+/objective/\\d+',
      'objective/\\d+',
      'user/me',
      'incomplete_reason',
      'region',
      'province',
      'brand',
      'trade',
      'objective_types',
      'objective/status',
      'schedule_types',
      'win_types',
    ].join('|') +
    ')(\\?.*)?$',
);
/** Uploaded files: their URL names their content (apps/server/src/modules/files/serve-routes.ts). */
const UPLOADS = /\/uploads\/[\w-]+\.(png|jpg|jpeg|pdf)$/;

/**
 * In development the API server runs on port 3000; in production it serves dist/ itself, sending
 * the brotli and gzip copies written here beside each text file (apps/server/src/plugins/web.ts)
 * so no request pays for compression. Files under 1 KB are not worth it.
 *
 * The app installs as a PWA: a web manifest with its icons (public/icons), and a Workbox service
 * worker (dist/sw.js) that precaches the built app, answers every navigation with index.html
 * (not /api or /uploads), and keeps the rep's reads and the uploaded photos (runtime caches that
 * sign-out deletes: src/lib/offline-queue/cache-names.ts). Writes made without signal are the
 * offline queue's job (src/lib/offline-queue), not the service worker's.
 */
export default defineConfig({
  plugins: [
    react(),
    preloadFirstScreen(),
    prerenderSignIn(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered in src/main.tsx, which decides when an update reloads the page.
      injectRegister: false,
      // The icons are precached by globPatterns below, once.
      includeManifestIcons: false,
      manifest: {
        name: 'Fieldops',
        short_name: 'Fieldops',
        description: 'Objectives, store visits and results of the field team.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app's code, styles, icons and the Latin font (the manifest is added by the plugin);
        // not the .br/.gz copies beside them.
        globPatterns: ['**/*.{js,css,html,svg,png}', 'assets/inter-latin-wght-normal-*.woff2'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // A RegExp (the worker is generated: a function could not see REP_READS); GET only.
            urlPattern: REP_READS,
            handler: 'NetworkFirst',
            options: {
              cacheName: API_CACHE,
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
              plugins: [
                {
                  // The day's list is asked with the phone's position, which moves: kept under the
                  // list's address without it, a reload without signal finds the day's last list
                  // wherever the phone is now. (Serialised into the generated worker: no outside names.)
                  cacheKeyWillBeUsed: async ({ request }) => {
                    const url = new URL(request.url);
                    if (!url.pathname.endsWith('/api/v1/today')) return request;
                    url.searchParams.delete('latitude');
                    url.searchParams.delete('longitude');
                    return url.href;
                  },
                },
              ],
            },
          },
          {
            urlPattern: UPLOADS,
            handler: 'CacheFirst',
            options: {
              cacheName: UPLOADS_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
      treeshake: {
        // The contract only declares (schemas, tables, texts), and a feature's index.ts only
        // re-exports: a chunk keeps just what it uses, not every page a feature's index names.
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]/, sideEffects: false },
          { test: /src[\\/]features[\\/][\w-]+[\\/]index\.ts$/, sideEffects: false },
        ],
        // A zod schema built at a module's top level has no effect but its value: unused ones go.
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
