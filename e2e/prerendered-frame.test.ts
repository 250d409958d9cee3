import { fr } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, apiAs } from './support/admin-api.js';
import { DEMO, DEMO_PASSWORD, STEP_TIMEOUT, holdScripts, launchBrowser, newPage, signIn } from './support/browser.js';
import { hasText, shown } from './support/wait.js';

/**
 * The top bar prerendered into index.html for a visitor with a saved session
 * (apps/web/src/lib/prerendered-frame.ts), and a phone's first load of the national dashboard.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const SLOGAN = 'Together we make every store a success';

/** The place of the bar's slogan on the screen, and how many bars show it. */
const slogan = (page: Page) =>
  page.evaluate((text) => {
    const shown = [...document.querySelectorAll('header p')].filter((p) => p.textContent === text && p.getClientRects().length > 0);
    const rect = shown[0]?.getBoundingClientRect();
    return { count: shown.length, rect: rect && [rect.x, rect.y, rect.width, rect.height] };
  }, SLOGAN);

describe('the top bar prerendered into the page', () => {
  it('paints with the saved name before the scripts run, and the app’s bar takes its place in the same spot', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await signIn(page, DEMO.fsr);
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('[data-prerendered-frame] p')].some((p) => p.textContent === text),
      SLOGAN,
    );
    // Its texts show once the theme's font is there.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-frame-font'));
    const before = await slogan(page);
    expect(before.count).toBe(1);
    expect(
      await page.evaluate(() => {
        // The name's element is empty: its text is the CSS property's.
        const name = [...document.querySelectorAll('[data-prerendered-frame="en"] header p')].find((p) => p.textContent === '');
        return name && getComputedStyle(name, '::before').content;
      }),
    ).toBe('"Riley Fraser"');
    // The avatar (shown from sm up) with the initials the app's bar shows, not MUI's person icon.
    expect(
      await page.evaluate(() => {
        const avatar = document.querySelector('[data-prerendered-frame="en"] header .MuiAvatar-root');
        return (
          avatar && {
            icon: avatar.querySelector('svg') !== null,
            initials: getComputedStyle(avatar.firstElementChild!, '::before').content,
          }
        );
      }),
    ).toEqual({ icon: false, initials: '"RF"' });

    release();
    await hasText(page.getByTestId('display-name'), 'Riley Fraser');
    expect(await page.locator('[data-prerendered-frame]').count()).toBe(0);
    expect(await slogan(page)).toEqual(before);
    await context.close();
  });

  it('shows the French slogan whole on a phone, in the prerendered copy and in the app’s bar', async () => {
    const stamp = Date.now();
    const email = `slogan.${stamp}@example.com`;
    const admin = await adminApi();
    await admin('POST', '/user', { firstName: 'Élise', lastName: `Slogan${stamp}`, email, role: 1, areaID: null, password: DEMO_PASSWORD });
    await (await apiAs(email)).call('PUT', '/user/me/language', { language: 'fr' });
    const { context, page } = await newPage(browser, { phone: true });
    /** Whether the bar's French slogan shows, and whole: not cut by its two-line clamp. */
    const whole = (within: string) =>
      page.evaluate(
        ([selector, text]) =>
          [...document.querySelectorAll(selector)]
            .filter((p): p is HTMLElement => p instanceof HTMLElement && p.textContent === text && p.getClientRects().length > 0)
            .map((p) => p.scrollHeight <= p.clientHeight),
        [within, fr.app.slogan] as const,
      );
    await signIn(page, email);
    await expect.poll(() => whole('header p'), { timeout: STEP_TIMEOUT }).toEqual([true]);

    // The copy is the device's language (French picked on its sign-in page), not the account's.
    await page.evaluate(() => localStorage.setItem('fieldops.language', 'fr'));
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-frame') === 'fr');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-frame-font'));
    expect(await whole('[data-prerendered-frame="fr"] header p')).toEqual([true]);
    release();
    await context.close();
  });

  it('has every script of the shell asked for with the page, before the app’s own script has run', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await signIn(page, DEMO.ds);
    // The page's early script (vite.config.ts preloadFirstScreen): its list for a saved session.
    const html = await (await page.request.get('/dashboard')).text();
    const early = /src="(\/assets\/preload-first-screen-[\w-]+\.js)"/.exec(html)![1];
    const shellFiles = JSON.parse(/const shell=(\[[^\]]*\])/.exec(await (await page.request.get(early)).text())![1]) as string[];
    expect(shellFiles.some((file) => /\/app-shell-[\w-]+\.js$/.test(file))).toBe(true);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    // All of them, though it adds their links a few at a time.
    await expect.poll(() => shellFiles.filter((file) => !requested.has(file)), { timeout: STEP_TIMEOUT }).toEqual([]);
    release();
    await hasText(page.getByTestId('display-name'), 'Sam Okafor');
    await context.close();
  });

  it('has the scripts of a dashboard at the page’s address asked for with it too', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await signIn(page, DEMO.admin);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    const release = await holdScripts(page);
    await page.goto('/dashboard/type/national', { waitUntil: 'commit' });
    const screenScripts = () =>
      [...requested].filter((file) => /\/(national-dashboard-page|embla-carousel-react\.esm)-[\w-]+\.js$/.test(file));
    await expect.poll(screenScripts, { timeout: STEP_TIMEOUT }).toHaveLength(2);
    // The home page's are not: only the screen of the page's address.
    expect([...requested].some((file) => /\/home-page-[\w-]+\.js$/.test(file))).toBe(false);
    release();
    await shown(page.getByTestId('completion-ring'));
    await context.close();
  });

  it('goes, with the sign-in screen in its place, when the saved session is over', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'a-session-that-ended'));
    await page.goto('/home');
    await shown(page.getByRole('button', { name: 'SUBMIT' }));
    expect(await page.locator('[data-prerendered-frame]').count()).toBe(0);
    expect((await slogan(page)).count).toBe(0);
    await context.close();
  });

  it('opens the national dashboard on a phone without moving what it has shown, and builds the menu only when it is opened', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await signIn(page, DEMO.admin);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      // The screen's own (in <main>): an indeterminate progress bar above it moves a little every frame, by design.
      const inScreen = (shift: Shift) => shift.sources.some((source) => source.node?.parentElement?.closest('main'));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput && inScreen(entry)) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/dashboard/type/national');
    await shown(page.getByTestId('completion-ring'));
    await shown(page.getByTestId('dashboard-period'));
    await shown(page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link', { name: 'Ontario' }));
    // Before: the submenu grew to three rows when the regions came, and the period pushed the filter down (0.08).
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
    expect(shifted).toBeLessThan(0.01);

    expect(await page.locator('#side-menu').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shown(page.locator('#side-menu').getByText('Manage Stores', { exact: true }));
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')).toBe('side-menu');
    await context.close();
  });
});
