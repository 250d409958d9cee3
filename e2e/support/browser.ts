import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Dialog, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { displayName, type LoginResult } from '@fieldops/contract';
import { NAME_KEY, TOKEN_KEY } from '../../apps/web/src/lib/session-keys.js';
import type { E2eServer } from './global-setup.js';
import { ORG_TIME_ZONE } from './time-zone.js';

export const DEMO_PASSWORD = 'demo1234';

/** The server's health answer: a document of the app's origin that runs no script, where pages wait signed in. */
const HEALTH_PATH = '/api/v1/health';

/**
 * How long one step may wait for the answer or element it needs. Waits end as soon as it comes, so
 * this is room for a loaded machine, not a delay; the test's own timeout (vitest.config.ts) bounds
 * the whole test.
 */
export const STEP_TIMEOUT = 30_000;
export const DEMO = {
  admin: 'admin@example.com',
  dsm: 'dsm@example.com',
  ds: 'ds@example.com',
  fsr: 'fsr@example.com',
} as const;

/** The system Chromium, never a downloaded one. */
function launch(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...args],
  });
}

/**
 * Features the suite's Chromium turns off on top of Playwright's: the address bar's popup, a WebUI
 * page that headless Chromium otherwise opens in a renderer of its own for every browser context
 * (most tests make one): about a fifth of the browser's CPU time in this suite.
 */
const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The `--disable-features` switches of a browser's command line, as chrome://version shows it. */
export async function disableFeaturesSwitches(browser: Browser): Promise<string[][]> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
  } finally {
    await page.close();
  }
}

/**
 * Playwright's own disabled features with ours, for one `--disable-features` switch: Chromium
 * honours only the last one it is given, so a switch of ours alone would drop Playwright's. Read
 * once per run (global-setup.ts) from a browser launched with Playwright's switches alone.
 */
export async function suiteDisabledFeatures(): Promise<string[]> {
  const browser = await launch();
  try {
    const playwright = (await disableFeaturesSwitches(browser)).at(-1) ?? [];
    return [...new Set([...playwright, ...OWN_DISABLED_FEATURES])];
  } finally {
    await browser.close();
  }
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium: launched by its first test file and kept for the files after it (a worker's
 * files share this module, vitest.config.ts), as a launch costs about 1.7 s of CPU and the suite
 * has some thirty files. A test works in the page the worker keeps signed in for that person
 * (pageAs) or in a browser context of its own (newPage); the other contexts a file leaves open are
 * closed after it (support/per-file.ts). Launched again if it goes away.
 */
export function launchBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launch([`--disable-features=${inject('disabledFeatures').join(',')}`]);
    shared = launching;
    const forget = () => {
      if (shared === launching) shared = undefined;
    };
    launching.then((browser) => browser.on('disconnected', forget), forget);
  }
  return shared;
}

/**
 * Closes the contexts left open in the worker's Chromium (after each test file), but those of the
 * pages kept signed in for the next files (pageAs): these leave the app for the server's health
 * answer, so that no screen of theirs keeps working between files, and the next file's first call
 * signs them in anew.
 */
export async function closeOpenContexts(): Promise<void> {
  claimed.clear();
  const browser = await shared?.catch(() => undefined);
  const keptPages = (await Promise.all([...kept.values()].map((opening) => opening.catch(() => undefined)))).filter(
    (opened) => opened !== undefined,
  );
  const keep = new Set(keptPages.map(({ context }) => context));
  await Promise.all([
    ...(browser?.contexts().map((context) => (keep.has(context) ? undefined : context.close())) ?? []),
    // A page that cannot leave is closed: the next call for it opens a new one.
    ...keptPages.map(({ page }) => (page.isClosed() ? undefined : leaveApp(page).catch(() => page.close()))),
  ]);
}

/** This worker's server (support/global-setup.ts starts one per worker, each on its own data). */
function server(): E2eServer {
  const servers = inject('servers');
  const mine = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!mine) throw new Error(`no server for worker ${process.env.VITEST_POOL_ID} of ${servers.length}`);
  return mine;
}

export function baseURL(): string {
  return server().baseURL;
}

export interface PageOptions {
  /** 390 × 844 instead of 1366 × 900 (a phone's touch and position: support/field-work.ts `phone`). */
  phone?: boolean;
  /** The browser's language (navigator.language), e.g. 'fr-CA'. */
  locale?: string;
  /**
   * Lets the app's service worker install. Off otherwise: once the page has loaded, the worker
   * precaches the whole built app (some 240 files) in every new context, work that only the
   * offline tests need.
   */
  serviceWorker?: boolean;
  /**
   * Plays MUI's transitions and ripples. Off otherwise: the browser asks for reduced motion, which
   * the app honours (src/app/theme.ts), so a step does not wait for each menu and dialog to settle.
   */
  motion?: boolean;
  /** Further context options (geolocation, touch). */
  context?: BrowserContextOptions;
}

const viewportOf = (options: PageOptions) => (options.phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: viewportOf(options),
    acceptDownloads: true,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
    timezoneId: ORG_TIME_ZONE,
    ...(options.locale ? { locale: options.locale } : {}),
    ...options.context,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return { context, page };
}

/**
 * Holds the app's entry script (or the scripts `pattern` matches) until the returned function is
 * called: the page as it is before its scripts run.
 */
export async function holdScripts(page: Page, pattern: RegExp = /\/assets\/index-[\w-]+\.js$/): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Signs in through the login screen and waits for the home page: for a test of the sign-in, the
 * home page or the shell as it first appears. Another test opens its screen signed in with
 * signInThroughApi: the form loads the login page and draws home before the test's own screen.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.waitForURL('**/home');
  // The home screen drawn, so its scripts are all asked for before the test goes on.
  await page.getByRole('heading', { level: 1, name: /^(Hello, |Bonjour )/ }).waitFor({ state: 'visible' });
}

/** POST /user/login as the app sends it: the token and the user, or a thrown error. */
export async function logIn(email: string, password = DEMO_PASSWORD): Promise<LoginResult> {
  const login = await fetch(`${baseURL()}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`${email} login: ${login.status}`);
  return ((await login.json()) as { data: LoginResult }).data;
}

/**
 * Signs in as the login form does (POST /user/login) and keeps the session where the app keeps it
 * (local storage: lib/session-keys.ts), without drawing a screen: the page is left on the server's
 * health answer, a document of the app's origin, and the next page.goto opens the app signed in.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const data = await logIn(email, password);
  // A kept page handed over (pageAs) is there already.
  const health = new URL(HEALTH_PATH, baseURL()).href;
  if (page.url() !== health) await page.goto(health);
  await page.evaluate(
    ([session, keys]) => {
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.name, session.name);
    },
    [
      { token: data.token, name: displayName(data.user.firstName, data.user.lastName) },
      { token: TOKEN_KEY, name: NAME_KEY },
    ] as const,
  );
}

/** The worker's pages kept signed in, one per person and options (pageAs), across its test files. */
const kept = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
/** The kept pages the current test file has had (pageAs): the others are signed in anew at their next call. */
const claimed = new Set<string>();

/**
 * A page signed in as `email`, as signInThroughApi leaves it: on the server's health answer, the
 * next page.goto opening the app signed in. The worker's first call for a person and options opens
 * a context of its own; the next ones, in this test file and the files after it, hand the same page
 * over again, so its renderer runs the app warm: a new context's first load of the app costs
 * Chromium about twice what a load in the same page again does (README, "npm test"). A page handed
 * over again starts as a new one would: its listeners and routes of the test before are gone, a
 * leave-the-page warning of the screen it was on is accepted, and its viewport and session storage
 * are as new. Local storage stays within a file (the session, the language); a file's first call
 * clears it and signs in anew, and gives the context back its permissions, network and cookies as
 * new. A test that signs out or changes what a context keeps (language, offline, permissions)
 * opens a page of its own (newPage). A test that closes a kept page gets a new one at the next call.
 */
export async function pageAs(browser: Browser, email: string, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const key = JSON.stringify([email, options]);
  const before = await kept.get(key)?.catch(() => undefined);
  const firstOfFile = !claimed.has(key);
  claimed.add(key);
  if (before && !before.page.isClosed() && before.context.browser() === browser) {
    await handOver(before.page, options);
    if (firstOfFile) await signInAnew(before, email);
    return before;
  }
  const opening = newPage(browser, options).then(async (opened) => {
    await signInThroughApi(opened.page, email);
    return opened;
  });
  kept.set(key, opening);
  return opening;
}

/** A kept page made as a new one signed in through the API (pageAs). */
async function handOver(page: Page, options: PageOptions): Promise<void> {
  await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  page.setDefaultTimeout(STEP_TIMEOUT);
  await leaveApp(page);
  await page.evaluate(() => sessionStorage.clear());
  await page.setViewportSize(viewportOf(options));
}

/** Takes a page to the server's health answer, accepting a leave-the-page warning of the screen it was on. */
async function leaveApp(page: Page): Promise<void> {
  const leave = (dialog: Dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  try {
    await page.goto(HEALTH_PATH);
  } finally {
    page.off('dialog', leave);
  }
}

/** A kept page's context as a new one's, signed in with a new session (a file's first pageAs). */
async function signInAnew({ context, page }: { context: BrowserContext; page: Page }, email: string): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearPermissions();
  await context.clearCookies();
  await context.setOffline(false);
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, email);
}

const outbox = () => path.join(server().dataDir, 'outbox');

/** The e-mails the server has written to its outbox so far (no SMTP_URL in tests). */
export function outboxMails(): string[] {
  return fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')) : [];
}

/** The password link in an e-mail's text, with quoted-printable soft breaks undone. */
function resetLinkIn(mail: string): string | undefined {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return text.match(/https?:\/\/\S+\/password\/[\w-]+/)?.[0];
}

/**
 * The password link of the first reset e-mail written after the mails in `before` (from
 * outboxMails). The server may send it after answering the request, so this waits for it.
 */
export async function nextResetLink(before: string[]): Promise<string> {
  const written = () =>
    outboxMails()
      .filter((file) => !before.includes(file))
      .map((file) => resetLinkIn(fs.readFileSync(path.join(outbox(), file), 'utf8')))
      .find(Boolean);
  let link: string | undefined;
  await expect.poll(() => (link = written()), { timeout: STEP_TIMEOUT, message: 'a reset e-mail' }).toBeDefined();
  return link!;
}
