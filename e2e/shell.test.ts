import type { Notification } from '@fieldops/contract';
import type { Browser, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/admin-api.js';
import { DEMO, holdScripts, launchBrowser, newPage, pageAs, signIn } from './support/browser.js';
import { filterLastMonth } from './support/dashboard-filter.js';
import { answered, hasText, hidden, shown } from './support/wait.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/** The home page drawn, as signIn leaves it, in a page of pageAs. */
async function openHome(page: Page) {
  await page.goto('/home');
  await shown(page.getByRole('heading', { level: 1, name: /^(Hello, |Bonjour )/ }));
}

describe('app shell', () => {
  it('shows the not-allowed page to a rep on an admin route', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await page.goto('/territory');
    await shown(page.getByText('You are not allowed to do this operation.'));
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/territory'));
  });

  it('lists every menu entry to every role', async () => {
    const { page } = await pageAs(browser, DEMO.fsr);
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = [
      'Dashboard',
      'Objectives',
      'Schedule',
      'CRM',
      'Playbooks',
      'Newsletter',
      'News',
      'Surveys',
      'Quicklinks',
      'Wins',
      'Geo Tracking',
      'Manage Territory',
      'Manage Stores',
      'Manage Users',
      'My account',
    ];
    for (const name of links) {
      await shown(nav.getByRole('link', { name, exact: true }));
    }
    expect(await nav.getByRole('link', { name: 'Newsletter', exact: true }).getAttribute('href')).toBe('/newsletter/wins');
    expect(await nav.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  });

  it('drops the bell badge when a notification is clicked', async () => {
    // Other browser tests notify this account meanwhile (news goes to everyone, playbooks to the
    // region), so the badge is compared with the unread count the server holds at each moment.
    const dsm = await apiAs(DEMO.dsm);
    const notifications = () => dsm.call<Notification[]>('GET', '/notification');
    const unread = async () => (await notifications()).filter((n) => n.isRead === 0).length;
    const { page } = await pageAs(browser, DEMO.dsm);
    await openHome(page);
    const badge = page.getByTestId('notifications-badge').locator('.MuiBadge-badge');
    const badgeFollowsServer = () =>
      expect.poll(async () => (await badge.textContent())?.trim() === String(await unread()), { timeout: 15_000 }).toBe(true);
    await badgeFollowsServer();
    await page.getByRole('button', { name: 'Notifications' }).click();
    const notification = page.getByRole('list', { name: 'Notifications' }).getByRole('button');
    const marked = await answered(page, 'PUT /notification/:id', () => notification.first().click());
    const id = Number(new URL(marked.url()).pathname.split('/').pop());
    expect((await notifications()).find((n) => n.id === id)?.isRead).toBe(1);
    await badgeFollowsServer();
  });

  it('drops a notice from the open bell without a reload when its objective is deleted', async () => {
    const admin = await apiAs(DEMO.admin);
    const rep = await apiAs(DEMO.fsr);
    const [store] = await rep.call<{ id: number }[]>('GET', '/store?perPage=1&sort=name');
    const title = `E2E Bell removal ${Date.now()}`;
    const objective = await admin.call<{ id: number }>('POST', '/objective', {
      title,
      description: 'x',
      objectiveTypeID: 1,
      brandID: 11,
      priority: 'B',
      dueDate: `${new Date().getFullYear() + 1}-01-15`,
      images: [],
      isCustom: 1,
      stores: [store!.id],
    });
    const { page } = await pageAs(browser, DEMO.fsr);
    await openHome(page);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const notice = page.getByRole('list', { name: 'Notifications' }).getByRole('button').filter({ hasText: title });
    await shown(notice);
    await admin.call('DELETE', `/objective/${objective.id}`);
    await hidden(notice);
  });

  it('says when the notifications cannot be loaded, or when the bell is opened and they cannot be fetched', async () => {
    const { page } = await pageAs(browser, DEMO.dsm);
    const failing = (message: string) => (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message, code: 'UNAVAILABLE' }) });
    await page.route('**/api/v1/notification', failing('Notifications are resting'));
    await openHome(page);
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByText('Notifications are resting'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await hidden(dialog);

    await page.unroute('**/api/v1/notification');
    await page.reload();
    const badge = page.getByTestId('notifications-badge').locator('.MuiBadge-badge');
    await shown(page.getByRole('button', { name: 'Notifications' }));
    await hasText(badge, /\d+/);
    await page.route('**/api/v1/notification', failing('Still resting'));
    await page.getByRole('button', { name: 'Notifications' }).click();
    await shown(dialog.getByText('Still resting'));
  });

  it('opens and closes the menu on a phone', async () => {
    const { page } = await pageAs(browser, DEMO.admin, { phone: true });
    await openHome(page);
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByText('Manage Stores', { exact: true });
    await hidden(menuLink);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shown(menuLink);
  });

  it('on a phone, shows the whole slogan beside a longer name, and wraps a long word of a message inside its list', async () => {
    const admin = await apiAs(DEMO.admin);
    const dsm = await apiAs(DEMO.dsm);
    const address = `https://example.com/${'planogram'.repeat(15)}.pdf`;
    const subject = `E2E Wrap ${Date.now()}`;
    await admin.call('POST', '/message', { to: 'user', userID: dsm.userID, subject, message: `The new layout: ${address}` });
    const { page } = await pageAs(browser, DEMO.dsm, { phone: true });
    await page.goto('/home');
    await hasText(page.getByTestId('display-name'), 'Dana Mercier');
    const slogan = page.getByText('Together we make every store a success', { exact: true });
    await shown(slogan);
    // Cut by its line clamp, the text would run below the box it shows in.
    expect(await slogan.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);

    await page.getByRole('button', { name: 'Open messages' }).click();
    const list = page.getByRole('list', { name: 'Messages' });
    const item = list.getByRole('button').filter({ hasText: subject });
    await shown(item);
    // Run past its box, the text would be wider than what shows of it, the rest clipped.
    const text = item.getByText(address, { exact: false });
    expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  it('gives the focus back to the menu button on Escape, and closes the phone menu when Tab leaves it', async () => {
    const { page } = await pageAs(browser, DEMO.fsr, { phone: true });
    await openHome(page);
    const toggle = page.locator('#menu-toggle');
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    await toggle.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(focusedId).toBe('menu-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Tab past the last item: the focus would go under the backdrop; the menu closes instead.
    await toggle.click();
    const logout = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });
    await shown(logout);
    await logout.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('slides the phone menu in, and shows it at once to someone who asks for less motion', async () => {
    const slideOf = async (motion: boolean) => {
      // Without motion, the phone page of the menu test before.
      const { page } = await pageAs(browser, DEMO.admin, motion ? { phone: true, motion } : { phone: true });
      await openHome(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.locator('.MuiDrawer-paper').filter({ visible: true });
      await shown(drawer);
      return drawer.first().evaluate((el) => getComputedStyle(el).transitionDuration);
    };
    expect(await slideOf(true)).not.toBe('0s');
    expect(await slideOf(false)).toBe('0s');
  });

  it('runs no endless animation on a screen at rest: nothing turns unseen, frame after frame', async () => {
    const { page } = await pageAs(browser, DEMO.admin, { motion: true });
    await filterLastMonth(page);
    await page.goto('/dashboard/type/national');
    // Its last part: the chart, loaded once its card is near the screen.
    await shown(page.getByTestId('line-chart').locator('canvas'));
    await hidden(page.locator('[role="progressbar"]:not([aria-valuenow])'));
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime === Infinity)
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return `${target?.tagName} ${target?.getAttribute('class') ?? ''}`;
        }),
    );
    expect(endless).toEqual([]);
  });

  it('moves the loading bar by transform alone: no layout of the page frame after frame while a screen loads', async () => {
    const { page } = await pageAs(browser, DEMO.admin, { motion: true });
    // The screen's code held: its place shows the loading bar meanwhile.
    const release = await holdScripts(page, /\/assets\/national-dashboard-page-[\w-]+\.js$/);
    await page.goto('/dashboard/type/national');
    await shown(page.locator('.MuiLinearProgress-indeterminate'));
    const animated = await page.evaluate(() =>
      document
        .getAnimations()
        .map((a) => a.effect as KeyframeEffect | null)
        .filter((effect) => effect?.target?.closest('.MuiLinearProgress-root'))
        .map((effect) => [
          ...new Set(
            effect!
              .getKeyframes()
              .flatMap((frame) => Object.keys(frame))
              .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
          ),
        ]),
    );
    release();
    expect(animated.length).toBeGreaterThan(0);
    expect(animated.flat().every((property) => property === 'transform')).toBe(true);
    await shown(page.getByRole('region', { name: 'ALL STORES' }));
  });

  it('says so in place of a screen whose code cannot be loaded, the menu still working, instead of a blank page', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/home');
    await shown(page.getByRole('navigation').getByRole('link', { name: 'News', exact: true }));
    // As without signal: the news screen's script does not arrive.
    await page.route(/\/assets\/news-list-page-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation').getByRole('link', { name: 'News', exact: true }).click();
    await shown(page.getByRole('alert').filter({ hasText: 'This screen could not be loaded. Check your connection, then try again.' }));
    await shown(page.getByRole('button', { name: 'Try again' }));
    await page.getByRole('navigation').getByRole('link', { name: 'Manage Stores', exact: true }).click();
    await shown(page.getByRole('table'));
  });

  it('shows a not-found page for an unknown signed-in route', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await page.goto('/no/such/page');
    await shown(page.getByText('Page not found'));
  });

  it('raises no Content-Security-Policy violation, signed out with a form checked, signing in or on a dashboard', async () => {
    // zod's probe for compiled parsers (new Function) was one, at its first parse (configureZod in
    // apps/web/scripts/prerender-sign-in.ts).
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    // A signed-out form checked before any answer is parsed: the new password's.
    await page.goto('/password/any-token');
    await page.getByLabel('Confirm password').fill('something');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page.getByText('Enter a password, and make sure it matches.'));
    expect(await violations()).toEqual([]);

    await signIn(page, DEMO.admin);
    await answered(page, 'GET /dashboard_data', () => page.goto('/dashboard/type/national'));
    await shown(page.getByRole('region', { name: 'ALL STORES' }).getByTestId('completion-ring'));
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
