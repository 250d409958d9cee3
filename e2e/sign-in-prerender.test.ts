import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DEMO, DEMO_PASSWORD, holdScripts, launchBrowser, newPage, type PageOptions } from './support/browser.js';
import { hasText, shown } from './support/wait.js';

/**
 * The sign-in screen prerendered into index.html at build time (apps/web/scripts/prerender-sign-in.ts)
 * and hydrated by the app (apps/web/src/main.tsx). The suite's pages ask for reduced motion, for
 * which the page shows no prerender (the theme draws other styles then): these pages do not.
 */
const prerendering: PageOptions = { motion: true };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/**
 * A server in front of the app's that sends the page of /login in two pieces: up to the English
 * copy's e-mail field, then the rest once `rest` is called; everything else as the app sends it.
 * As a slow network does, so that the browser paints before it has read the whole page.
 */
async function loginInTwoPieces(): Promise<{ url: string; rest: () => void; close: () => Promise<void> }> {
  let rest = () => {};
  const held = new Promise<void>((resolve) => (rest = resolve));
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', baseURL()), { headers: { accept: req.headers.accept ?? '*/*' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      // fetch has decoded the body: its length and encoding change.
      const dropped = new Set(['content-encoding', 'content-length', 'transfer-encoding']);
      res.writeHead(upstream.status, Object.fromEntries([...upstream.headers].filter(([name]) => !dropped.has(name))));
      if (!req.url?.startsWith('/login')) return res.end(body);
      const html = body.toString();
      const cut = html.indexOf('>', html.indexOf('name="email"', html.indexOf('<div data-prerendered="en">'))) + 1;
      res.write(html.slice(0, cut));
      await held;
      res.end(html.slice(cut));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rest,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Errors the page reports in its console (a hydration mismatch among them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The copy of the prerendered screen the page shows ('en', 'fr'), none when it shows none. */
const shownCopy = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-sign-in'));
/** The app has hydrated the copy (pages/login-page.tsx removes its marks). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-prerendered]') && document.getElementById('root'));

/** Each element of the app's #root, tag and classes, and its text: what the hydrated screen draws. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')!;
    return {
      elements: [...root.querySelectorAll('*')].map((e) => `${e.tagName} ${e.getAttribute('class') ?? ''}`),
      text: root.textContent,
    };
  });

describe('sign-in prerendered into the page', () => {
  it('is in the HTML the server sends for /login, in English and in French', async () => {
    const res = await fetch(`${baseURL()}/login`);
    const html = await res.text();
    const copy = (language: string) => new RegExp(`<div data-prerendered="${language}">([\\s\\S]*?)</form>`).exec(html)?.[1] ?? '';
    expect(copy('en')).toContain('Welcome');
    expect(copy('en')).toMatch(/<input[^>]*name="email"/);
    expect(copy('en')).toMatch(/<input[^>]*name="password"/);
    expect(copy('en')).toContain('SUBMIT');
    expect(copy('fr')).toContain('Bienvenue');
    // MUI's styles for it, for Emotion's cache to take over.
    expect(html).toMatch(/<style data-emotion="css [\w -]+">/);
  });

  it('sends the page’s first two scripts (the copy to show, the first screen’s preloads) compressed', async () => {
    const html = await (await fetch(`${baseURL()}/login`)).text();
    const scripts = [...html.matchAll(/<script (?:async )?src="(\/assets\/[\w-]+\.js)"><\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const res = await fetch(`${baseURL()}${script}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding'), script).toBe('br');
    }
  });

  it('paints before the scripts run; the app hydrates it, keeping its nodes and every character typed, then signs in', async () => {
    const { context, page } = await newPage(browser, { ...prerendering, phone: true });
    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    expect(await shownCopy(page)).toBe('en');
    // The e-mail field takes the focus by itself (autofocus), as when the app renders it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await page.evaluate(() => {
      (window as unknown as { heading: Element | null }).heading = document.querySelector('[data-prerendered="en"] h1');
    });

    // A fast typist: the e-mail and half the password before the scripts, the rest while and after they run.
    await page.keyboard.type(DEMO.fsr);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD.slice(0, 4));
    release();
    await page.keyboard.type(DEMO_PASSWORD.slice(4, 6), { delay: 60 });
    await hydrated(page);
    await page.keyboard.type(DEMO_PASSWORD.slice(6));

    expect(
      await page.evaluate(() => (window as unknown as { heading: Element | null }).heading === document.querySelector('#root h1')),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(DEMO.fsr);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(DEMO_PASSWORD);
    // MUI knows the field has the focus (its own label and outline, not the prerender's rules).
    expect(await page.locator('label', { hasText: 'Password' }).getAttribute('class')).toContain('Mui-focused');

    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await hasText(page.getByTestId('display-name'), 'Riley Fraser');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the e-mail field the focus when the browser painted before it had read the whole page', async () => {
    const server = await loginInTwoPieces();
    const { context, page } = await newPage(browser, prerendering);
    const release = await holdScripts(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    // A frame drawn with the field read but its copy not yet whole (so hidden): the browser's own
    // autofocus found nothing it could focus then.
    await page.waitForFunction(() => document.querySelector('[data-prerendered="en"] input[name="email"]'));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    server.rest();
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await page.keyboard.type(DEMO.ds);
    release();
    await hydrated(page);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(DEMO.ds);
    await context.close();
    await server.close();
  });

  it('holds a form sent before the scripts run (no password in the address) and sends it once the app has taken over', async () => {
    const { context, page } = await newPage(browser, prerendering);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    await page.keyboard.type(DEMO.ds);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.querySelector('[data-prerendered="en"]')?.hasAttribute('data-prerender-submitted'))).toBe(
      true,
    );
    release();
    await page.waitForURL('**/home');
    expect(new URL(page.url()).search).toBe('');
    await hasText(page.getByTestId('display-name'), 'Sam Okafor');
    await context.close();
  });

  it('draws the same elements, classes and texts as the app renders without it', async () => {
    const drawings = [];
    for (const prerendered of [true, false]) {
      const { context, page } = await newPage(browser, prerendering);
      if (!prerendered) {
        // The same page without its copies: the app renders the screen itself.
        await page.route('**/login', async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/<div data-prerendered="\w+">[\s\S]*?<\/main>[\s\S]*?<\/div><\/div>/g, '');
          await route.fulfill({ response, body: html });
        });
      }
      await page.goto('/login');
      await shown(page.getByRole('button', { name: 'SUBMIT' }));
      await hydrated(page);
      // Neither field focused, so both draw the same state.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.waitForFunction(() => !document.querySelector('.Mui-focused'));
      expect(await shownCopy(page)).toBe(null);
      drawings.push(await drawn(page));
      await context.close();
    }
    expect(drawings[0].elements.length).toBeGreaterThan(20);
    expect(drawings[0]).toEqual(drawings[1]);
  });

  it('is in French for a French browser, and follows the language picked on this device', async () => {
    for (const [locale, picked, language, heading] of [
      ['fr-CA', null, 'fr', 'Bienvenue'],
      ['en-CA', 'fr', 'fr', 'Bienvenue'],
      ['fr-CA', 'en', 'en', 'Welcome'],
    ] as const) {
      const { context, page } = await newPage(browser, { ...prerendering, locale });
      const errors = consoleErrors(page);
      if (picked) await context.addInitScript((value) => localStorage.setItem('fieldops.language', value), picked);
      const release = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await shown(page.getByRole('heading', { name: heading }));
      expect(await shownCopy(page)).toBe(language);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'fr' ? 'fr-CA' : 'en');
      await page.evaluate(() => {
        (window as unknown as { heading: Element | null }).heading =
          [...document.querySelectorAll('h1')].find((h) => h.checkVisibility()) ?? null;
      });
      release();
      await hydrated(page);
      await shown(page.getByRole('heading', { name: heading }));
      expect(
        await page.evaluate(() => (window as unknown as { heading: Element | null }).heading === document.querySelector('#root h1')),
      ).toBe(true);
      expect(await page.locator('h1').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows a signed-in visitor no sign-in form, and none on the password screens', async () => {
    const res = await fetch(`${baseURL()}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: DEMO.fsr, password: DEMO_PASSWORD }),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    for (const [path, token, ready] of [
      ['/dashboard', data.token, 'display-name'],
      ['/home', data.token, 'display-name'],
      ['/password', null, null],
      ['/password/some-token', null, null],
    ] as const) {
      const { context, page } = await newPage(browser, prerendering);
      await context.addInitScript((saved) => {
        if (saved) {
          localStorage.setItem('token', saved);
          localStorage.setItem('name', 'Riley Fraser');
        }
        // Any sign-in form shown, from the first paint on: each frame until the test reads it.
        const seen = { signIn: false };
        (window as unknown as { seen: typeof seen }).seen = seen;
        const look = () => {
          for (const field of document.querySelectorAll('input[autocomplete="current-password"]'))
            if (field.checkVisibility()) seen.signIn = true;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, token);
      await page.goto(path);
      if (ready) await shown(page.getByTestId(ready));
      else await shown(page.getByRole('button', { name: /SUBMIT|Update Password/ }));
      expect(await shownCopy(page)).toBe(null);
      expect(await page.evaluate(() => (window as unknown as { seen: { signIn: boolean } }).seen.signIn)).toBe(false);
      expect(await page.locator('[data-prerendered]').count()).toBe(0);
      await context.close();
    }
  });

  it('shows no prerender to a visitor who asked for reduced motion: the app renders the screen', async () => {
    const { context, page } = await newPage(browser);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelectorAll('[data-prerendered]').length === 2);
    expect(await shownCopy(page)).toBe(null);
    expect(await page.getByRole('heading', { name: 'Welcome' }).count()).toBe(0);
    release();
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    expect(await page.locator('h1').count()).toBe(1);
    await context.close();
  });
});
