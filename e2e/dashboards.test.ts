import { overallPercent, percentComplete, type DistrictDashboard, type NationalDashboard } from '@fieldops/contract';
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, holdScripts, launchBrowser, newPage, pageAs, signIn, type PageOptions } from './support/browser.js';
import { filterLastMonth } from './support/dashboard-filter.js';
import { typeDate } from './support/date-field.js';
import { pick } from './support/objectives-api.js';
import { allContain, answered, apiResponse, containsText, hasText, hidden, shown } from './support/wait.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const allStoresRing = (page: Page) => page.getByRole('region', { name: 'ALL STORES' }).getByTestId('completion-ring');

/**
 * A page signed in as `email` (pageAs) on the home page, its own dashboard call answered (its ring
 * shown), so the next dashboard_data a test waits for is the one of the page it opens, not the home page's.
 */
async function homeAs(email: string, options?: PageOptions): Promise<Page> {
  const { page } = await pageAs(browser, email, options);
  await page.goto('/home');
  await shown(page.getByRole('region', { name: 'My area this month' }).getByTestId('completion-ring'));
  return page;
}

/** A district's completion: its territories' completed over their total. */
function districtPercent(district: DistrictDashboard): number {
  const sum = (key: 'completed' | 'total') => district.territories.reduce((n, x) => n + x.objectives[key], 0);
  return percentComplete(sum('completed'), sum('total'));
}

/** Goes to a dashboard URL and returns its dashboard_data answer. */
async function openDashboard<T>(page: Page, action: () => Promise<unknown>): Promise<T> {
  const res = await answered(page, 'GET /dashboard_data', action);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A dashboard address of an area the user does not see: the error dialog says 'Not found.' (spec 1
 * §8), and once it is closed the page says it once more, without breadcrumbs or a table, with a
 * Back link to the user's own dashboard.
 */
async function notFoundPage(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await shown(dialog.getByText('Not found.'));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await hidden(dialog);
  await shown(page.getByRole('alert').filter({ hasText: 'Not found.' }));
  expect(await page.getByText('Not found.').count()).toBe(1);
  expect(await page.getByRole('navigation', { name: 'breadcrumb' }).count()).toBe(0);
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard');
}

/** Moves the pointer onto the middle of a ring's Complete part: the arc from the top, clockwise, for its percentage. */
async function pointAtComplete(page: Page, ring: Locator) {
  const box = (await ring.getByRole('img').boundingBox())!;
  const radius = Number(await ring.locator('circle').first().getAttribute('r'));
  const angle = (Number(await ring.getAttribute('data-percent')) / 100) * Math.PI;
  await page.mouse.move(box.x + box.width / 2 + radius * Math.sin(angle), box.y + box.height / 2 - radius * Math.cos(angle));
}

describe('dashboards', () => {
  it('drills down national → region → district → rep and back, with the ALL STORES ring the mean of the areas (a district: its stores)', async () => {
    const page = await homeAs(DEMO.admin);
    await filterLastMonth(page);

    const national = await openDashboard<NationalDashboard>(page, () => page.goto('/dashboard'));
    await shown(heading(page, 'National'));
    expect(national.regions.length).toBe(7);
    // Spec 1 §2.3 names three columns of the national summary tables shorter: 'OBJ %', 'FSR', 'FSR/DS'.
    const leaderboard = page.getByRole('table', { name: 'Objective Leaderboard', exact: true });
    await shown(leaderboard.getByRole('columnheader', { name: 'FSR', exact: true }));
    await shown(leaderboard.getByRole('columnheader', { name: 'OBJ %', exact: true }));
    await shown(page.getByRole('table', { name: 'In Store Time', exact: true }).getByRole('columnheader', { name: 'FSR/DS', exact: true }));
    const ring = allStoresRing(page);
    await shown(ring);
    expect(Number(await ring.getAttribute('data-percent'))).toBe(overallPercent(national.regions.map((r) => r.objectives)));
    // Pointing at the ring's Complete part shows its count beside the pointer, as the ring's text does.
    const count = /^Complete: .+ \((\d+)\)$/.exec((await ring.getByText(/^Complete: /).textContent())!)![1];
    await pointAtComplete(page, ring);
    await hasText(page.getByRole('tooltip'), new RegExp(`^Complete\\s*${count}$`));
    await page.mouse.move(0, 0);
    await hidden(page.getByRole('tooltip'));
    await shown(page.getByRole('heading', { name: 'Working Days' }));
    await shown(page.getByTestId('in-store-average'));
    await hasText(page.getByTestId('in-store-average'), /^Average: [\d.]+ hs$/);
    // The lines are drawn, and their figures are in a table for screen readers: a column per region
    // and the red 'Average', a row per week.
    await shown(page.getByTestId('line-chart').locator('canvas'));
    const chart = page.getByRole('table', { name: 'In Store Time by week', exact: true });
    expect(await chart.locator('thead th').allTextContents()).toEqual(['Week', ...national.regions.map((r) => r.region.name), 'Average']);
    const weeks = new Set(national.regions.flatMap((r) => r.inStoreTime.map((p) => p.label)));
    expect(await chart.locator('tbody tr').count()).toBe(weeks.size);
    const average = (await page.getByTestId('in-store-average').textContent())!.replace('Average: ', '');
    expect(await chart.locator('tbody td:last-child').allTextContents()).toEqual([...weeks].map(() => average));

    // On a 1366 px desktop each summary table shows all its columns, none scrolled out of sight.
    for (const kind of ['ds-performance', 'fsr-leaderboard', 'in-story-time']) {
      const scroller = page.locator(`section[aria-labelledby="summary-${kind}"] [role="region"]`);
      await shown(scroller.getByRole('table'));
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), kind).toBe(0);
    }

    const submenu = page.getByRole('navigation', { name: 'Dashboards' });
    await openDashboard(page, () => submenu.getByRole('link', { name: 'Ontario' }).click());
    await page.waitForURL('**/dashboard/region/2');
    await shown(heading(page, 'Ontario'));

    const district = await openDashboard<DistrictDashboard>(page, () =>
      page.getByRole('region', { name: 'Ontario', exact: true }).getByRole('link', { name: 'Ottawa Valley' }).click(),
    );
    await page.waitForURL(`**/dashboard/ds/${district.district.id}/2`);
    await shown(heading(page, 'Ottawa Valley'));
    await shown(page.getByRole('heading', { name: 'Objective Tracking' }));
    await shown(page.getByRole('heading', { name: 'Conversions' }));
    // A district's ring is its stores' completed over total: the same figure as its ring on the region's dashboard.
    expect(Number(await allStoresRing(page).getAttribute('data-percent'))).toBe(districtPercent(district));

    // A district's URL with another region's id (a mistyped or old link) moves to the district's own region.
    await openDashboard(page, () => page.goto(`/dashboard/ds/${district.district.id}/7`));
    await page.waitForURL(`**/dashboard/ds/${district.district.id}/2`);
    await shown(heading(page, 'Ottawa Valley'));
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/region/2');

    const territory = district.territories[0]!.territory;
    await openDashboard(page, () =>
      page.getByRole('region', { name: 'Ottawa Valley', exact: true }).getByRole('link', { name: territory.name }).click(),
    );
    await page.waitForURL(`**/dashboard/rep/${territory.id}/${district.district.id}/2`);
    await shown(heading(page, territory.name));
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    // Spec 1 §2.7: 'Breadcrumb region / district / territory'.
    await hasText(crumbs, `Ontario/Ottawa Valley/${territory.name}`);
    await page.getByRole('tab', { name: 'Current Objectives' }).click();
    const objectiveLink = page.getByRole('tabpanel').getByRole('link').first();
    await shown(objectiveLink);
    expect(await objectiveLink.getAttribute('href')).toMatch(/^\/objective\/\d+$/);

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`**/dashboard/ds/${district.district.id}/2`);
    await shown(heading(page, 'Ottawa Valley'));
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard/region/2');
    await shown(heading(page, 'Ontario'));
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard/type/national');
    await shown(heading(page, 'National'));
  });

  it('a detail list searches, sorts, downloads data.csv and opens the user panel', async () => {
    const page = await homeAs(DEMO.admin);
    await filterLastMonth(page);
    await openDashboard(page, () => page.goto('/dashboard/region/2'));
    await shown(heading(page, 'Ontario'));
    // The summary table and its card are named by their title alone, not also by the detail link's name.
    await shown(page.getByRole('table', { name: 'Objective Leaderboard', exact: true }));
    await shown(page.getByRole('region', { name: 'Objective Leaderboard', exact: true }).first());

    const first = await answered(page, 'GET /fsr_summary', () =>
      page.getByRole('link', { name: 'Objective Leaderboard: view detail' }).click(),
    );
    await page.waitForURL(/\/dashboard\/region\/2\/fsr-leaderboard\/\d{4}-\d{2}$/);
    expect(first.url()).toContain('regionID=2');
    const rows = ((await first.json()) as { data: { user: { name: string }; completionPercent: number }[] }).data;
    expect(rows.length).toBeGreaterThan(1);
    await shown(heading(page, 'Objective Leaderboard'));
    await hasText(page.getByRole('navigation', { name: 'breadcrumb' }), 'Ontario/Objective Leaderboard');
    const table = page.getByRole('table', { name: 'Objective Leaderboard' });
    await shown(table.getByRole('cell', { name: rows[0]!.user.name }));

    // Sort: OBJECTIVE % ascending, as the server answers it.
    const sorted = await answered(page, 'GET /fsr_summary', () => table.getByRole('button', { name: 'OBJECTIVE %' }).click(), {
      sort: 'completionPercent',
    });
    const ascending = ((await sorted.json()) as { data: { completionPercent: number; user: { name: string } }[] }).data;
    expect(ascending.map((r) => r.completionPercent)).toEqual([...ascending.map((r) => r.completionPercent)].sort((a, b) => a - b));
    await shown(table.getByRole('row').nth(1).getByRole('cell', { name: ascending[0]!.user.name }));

    // Search by the last name of the first rep.
    const name = rows[0]!.user.name;
    const q = name.split(' ').at(-1)!;
    await answered(page, 'GET /fsr_summary', () => page.getByPlaceholder('Type to search').fill(q), { q });
    await allContain(table.getByRole('row').filter({ has: page.getByRole('cell') }), q);

    // CSV: the whole filtered list as data.csv; by keyboard, the focus stays on the button.
    const csvButton = page.getByRole('button', { name: 'Download CSV' });
    await csvButton.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('data.csv');
    await expect.poll(() => csvButton.evaluate((el) => el === document.activeElement)).toBe(true);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(name);
    expect(csv.split(/\r?\n/)[0]).toContain(',');

    // The user panel: hidden until the row's detail icon is chosen, its own period, three tables.
    expect(await page.getByTestId('user-panel').count()).toBe(0);
    await answered(page, 'GET /user/:id/approvals', () => page.getByRole('button', { name: `Open the detail of ${name}` }).click());
    const panel = page.getByTestId('user-panel');
    await shown(panel.getByRole('heading', { name }));
    // Announced as the dialog of that user.
    await shown(page.getByRole('dialog', { name }));
    await shown(panel.getByRole('heading', { name: 'Approvals' }));
    await shown(panel.getByRole('heading', { name: 'Objectives' }));
    await shown(panel.getByRole('heading', { name: 'Check-ins' }));
    // Custom (the panel opens on it): a start day typed in the date field asks for that period.
    const start = `${new Date().getFullYear()}-01-15`;
    await answered(page, 'GET /user/:id/objectives', () => typeDate(panel, 'Start date', start), { startDate: start });
    // Year to Date: its period may have been asked for already while the day was typed (on a month's
    // last day, January 1 to today), so the panel's period says it, not a new request.
    await pick(page, 'Period', 'Year to Date');
    await containsText(panel.getByTestId('user-panel-period'), `Period: Jan 1, ${new Date().getFullYear()} –`);
    // Custom chosen again starts on today's day (spec 1 §4).
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await answered(page, 'GET /user/:id/objectives', () => pick(page, 'Period', 'Custom'), { startDate: today });
    // A start typed after the end is refused in words; nothing is asked for while the year is half typed or the days are out of order.
    const asked: URL[] = [];
    const track = (request: { url: () => string }) => {
      if (/\/user\/\d+\/objectives/.test(request.url())) asked.push(new URL(request.url()));
    };
    page.on('request', track);
    await typeDate(panel, 'Start date', `${now.getFullYear() + 1}-06-10`);
    await shown(panel.getByText('The end date must be on or after the start date.'));
    page.off('request', track);
    for (const url of asked) {
      const [startDate, endDate] = [url.searchParams.get('startDate')!, url.searchParams.get('endDate')!];
      expect(startDate <= endDate && Number(startDate.slice(0, 4)) >= 2018).toBe(true);
    }
    // The panel keeps the last period it could ask for.
    expect(await panel.getByTestId('user-panel-period').textContent()).not.toContain(`Jun 10, ${now.getFullYear() + 1}`);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    // A click anywhere on the row opens it too (spec 1 §2.4), here on the rep's name.
    await table.getByRole('cell', { name, exact: true }).click();
    await shown(page.getByRole('dialog', { name }));
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard/region/2');
  });

  it('without the date picker’s code (no network, a newer version deployed), the panel’s dates are the browser’s own inputs', async () => {
    const page = await homeAs(DEMO.admin);
    await page.route(/\/assets\/date-picker-field-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`/dashboard/region/2/fsr-leaderboard/${new Date().toISOString().slice(0, 7)}`);
    await page
      .getByRole('button', { name: /^Open the detail of / })
      .first()
      .click();
    const panel = page.getByTestId('user-panel');
    await shown(panel.getByRole('heading', { name: 'Objectives' }));
    // The screen stays, with a date input that works.
    const start = panel.locator('input[type="date"]').first();
    await shown(start);
    const day = `${new Date().getFullYear()}-01-15`;
    await answered(page, 'GET /user/:id/objectives', () => start.fill(day), { startDate: day });
    expect(await page.getByText('This screen could not be loaded').count()).toBe(0);
  });

  it('its widest detail list, In Store Time, fits a 1366 px screen: every column and the detail icon without scrolling sideways', async () => {
    const page = await homeAs(DEMO.dsm);
    await filterLastMonth(page);
    await openDashboard(page, () => page.goto('/dashboard/region/2'));
    const list = await answered(page, 'GET /checkin', () => page.getByRole('link', { name: 'In Store Time: view detail' }).click());
    const [first] = ((await list.json()) as { data: { user: { name: string } }[] }).data;
    const table = page.getByRole('table', { name: 'In Store Time' });
    const detail = table.getByRole('button', { name: `Open the detail of ${first!.user.name}` }).first();
    await shown(detail);
    const box = (await detail.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const [wide, room] = await table.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
    expect(wide).toBeLessThanOrEqual(room!);
  });

  it('on a phone, the user panel opens above the top bar: its name shown, Close within reach', async () => {
    const page = await homeAs(DEMO.admin, { phone: true });
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const list = await answered(page, 'GET /fsr_summary', () => page.goto(`/dashboard/region/2/fsr-leaderboard/${month}`));
    const [row] = ((await list.json()) as { data: { user: { name: string } }[] }).data;
    await answered(page, 'GET /user/:id/approvals', () =>
      page.getByRole('button', { name: `Open the detail of ${row!.user.name}` }).click(),
    );
    const panel = page.getByTestId('user-panel');
    const name = panel.getByRole('heading', { name: row!.user.name });
    await shown(name);
    // The phone's whole width.
    expect((await page.getByRole('dialog', { name: row!.user.name }).boundingBox())!.width).toBe(390);
    // Nothing lies over the panel's heading (the top bar did, and took the taps meant for Close).
    expect(
      await name.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
      }),
    ).toBe(true);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('the Filters dialog sets the month, survives a reload, and CLEAR FILTER goes back to the current month', async () => {
    const page = await homeAs(DEMO.admin);
    await openDashboard(page, () => page.goto('/dashboard/region/2'));
    await shown(heading(page, 'Ontario'));

    const chosen = new Date();
    chosen.setDate(1);
    chosen.setMonth(chosen.getMonth() - 2);
    const month = chosen.toLocaleString('en', { month: 'long' });
    const year = String(chosen.getFullYear());
    const startDate = `${year}-${String(chosen.getMonth() + 1).padStart(2, '0')}-01`;

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await shown(dialog);
    await pick(page, 'Month', month);
    await pick(page, 'Year', year);
    await answered(page, 'GET /dashboard_data', () => dialog.getByRole('button', { name: 'APPLY' }).click(), { startDate });
    const period = page.getByTestId('dashboard-period');
    await hasText(period, new RegExp(`^Period: ${chosen.toLocaleString('en', { month: 'short' })} 1, ${year}`));

    await answered(page, 'GET /dashboard_data', () => page.reload(), { startDate });
    await hasText(period, new RegExp(`^Period: ${chosen.toLocaleString('en', { month: 'short' })} 1, ${year}`));
    // The detail links follow the chosen month.
    expect(await page.getByRole('link', { name: 'In Store Time: view detail' }).getAttribute('href')).toBe(
      `/dashboard/region/2/in-story-time/${startDate.slice(0, 7)}`,
    );

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    // The current month's dashboard may come from the cache of the first visit: no call to wait for.
    await dialog.getByRole('button', { name: 'CLEAR FILTER' }).click();
    await dialog.waitFor({ state: 'detached' });
    const now = new Date();
    await hasText(period, new RegExp(`^Period: ${now.toLocaleString('en', { month: 'short' })} 1, ${now.getFullYear()}`));

    // A month picked without a year takes this year; one of the two alone says the current month is shown.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await shown(dialog);
    await pick(page, 'Month', 'March');
    await hasText(dialog.getByRole('combobox', { name: 'Year' }), String(now.getFullYear()));
    expect(await dialog.getByTestId('filters-both').count()).toBe(0);
    await pick(page, 'Year', 'Any');
    await hasText(dialog.getByTestId('filters-both'), 'Choose a month and a year: with one alone, the current month is shown.');
    await page.keyboard.press('Escape');
  });

  it('asks for a dashboard’s answer as its route opens, while the page’s code still loads, for the kept month, once', async () => {
    const page = await homeAs(DEMO.admin);
    // Last month kept by the Filters dialog: the early call asks for the period the page shows.
    const chosen = await filterLastMonth(page);
    const startDate = `${chosen.year}-${String(chosen.month).padStart(2, '0')}-01`;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/dashboard_data') calls.push(request.url());
    });

    // The region page's own script held: its answer is asked for and answered all the same.
    const release = await holdScripts(page, /\/assets\/region-dashboard-page-[\w-]+\.js$/);
    const early = apiResponse(page, 'GET /dashboard_data', { type: 'region', regionID: '2', startDate });
    await page.goto('/dashboard/region/2');
    expect((await early).status()).toBe(200);
    release();
    await shown(heading(page, 'Ontario'));
    await shown(allStoresRing(page));
    await hasText(
      page.getByTestId('dashboard-period'),
      new RegExp(`^Period: ${new Date(chosen.year, chosen.month - 1, 1).toLocaleString('en', { month: 'short' })} 1, `),
    );
    // The page found the answer in the cache: one call in all.
    expect(calls).toHaveLength(1);
  });

  it('draws the In Store Time chart before the browser can paint its place: what follows never jumps up and back', async () => {
    const page = await homeAs(DEMO.admin);
    await filterLastMonth(page);
    // When a chart's place comes into the page, has it its drawing by the time the page's scripts
    // may next run (a mutation observer's turn, before any paint)? A chart drawn later showed its
    // empty place for a frame on a slow device, and the tables below moved up into view and back.
    await page.evaluate(() => {
      const seen = { places: 0, empty: 0 };
      (window as unknown as { chartPlaces: typeof seen }).chartPlaces = seen;
      const counted = new WeakSet<Element>();
      new MutationObserver(() => {
        for (const place of document.querySelectorAll('[data-testid="line-chart"]')) {
          if (counted.has(place)) continue;
          counted.add(place);
          seen.places++;
          if (place.childElementCount === 0) seen.empty++;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await shown(page.getByTestId('line-chart').locator('canvas'));
    const places = await page.evaluate(() => (window as unknown as { chartPlaces: { places: number; empty: number } }).chartPlaces);
    expect(places.places).toBeGreaterThan(0);
    expect(places.empty).toBe(0);
  });

  it("draws the red 'Average' line across the In Store Time chart when the period has a single week", async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    // A month's first days (the default period on the 1st–4th of most months) have one week: the
    // national answer as the server gives it, each region's line cut to its first week.
    await page.route('**/api/v1/dashboard_data?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: NationalDashboard };
      for (const region of body.data.regions) region.inStoreTime = region.inStoreTime.slice(0, 1);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/dashboard/type/national');
    const canvas = page.getByTestId('line-chart').locator('canvas');
    await shown(canvas);
    // The theme's red (error.main, #d32f2f), which no region's colour is near.
    const red = await canvas.evaluate((element: HTMLCanvasElement) => {
      const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
      let pixels = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! > 180 && data[i + 1]! < 80 && data[i + 2]! < 80) pixels++;
      return { pixels, width: element.width };
    });
    // A line across the plot: at least its width's worth of red pixels (none when it was not drawn).
    expect(red.pixels).toBeGreaterThan(red.width / 2);
  });

  it('a rep’s /dashboard asks for their territory as the route opens, while the page’s code still loads, once', async () => {
    const page = await homeAs(DEMO.fsr, { phone: true });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/dashboard_data') calls.push(request.url());
    });
    // /dashboard's page, which reads the rep's territory to find its route, held.
    const release = await holdScripts(page, /\/assets\/dashboard-home-page-[\w-]+\.js$/);
    const early = apiResponse(page, 'GET /dashboard_data', { type: 'territory' });
    await page.goto('/dashboard');
    expect((await early).status()).toBe(200);
    release();
    await page.waitForURL(/\/dashboard\/rep\/\d+\/\d+\/\d+$/);
    await shown(page.getByTestId('store-block'));
    // The page and the territory's route it opened both found the answer in the cache.
    expect(calls).toHaveLength(1);
  });

  it('a page loaded on a dashboard asks for its answer once the session is confirmed, before the shell has rendered, once', async () => {
    const page = await homeAs(DEMO.admin);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/dashboard_data') calls.push(request.url());
    });
    // The shell's own script (its menu and top bar, around every signed-in route) held: the route,
    // never rendered, cannot ask; the page's load on it does, from GET /user/me's answer.
    const release = await holdScripts(page, /\/assets\/app-shell-[\w-]+\.js$/);
    const early = apiResponse(page, 'GET /dashboard_data', { type: 'national' });
    await page.goto('/dashboard/type/national');
    expect((await early).status()).toBe(200);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await heading(page, 'National').count()).toBe(0);
    release();
    await shown(heading(page, 'National'));
    await shown(allStoresRing(page));
    // The route, rendered, found the answer in the cache.
    expect(calls).toHaveLength(1);
  });

  it('the national and district dashboards, their chart drawn, do not scroll sideways on a phone', async () => {
    const page = await homeAs(DEMO.admin, { phone: true });
    await filterLastMonth(page);
    for (const url of ['/dashboard/ds/101/2', '/dashboard']) {
      await openDashboard(page, () => page.goto(url));
      // The chart is drawn as it nears the screen; its figures for screen readers, a wide table, with it.
      await page.getByTestId('in-store-average').scrollIntoViewIfNeeded();
      await shown(page.getByTestId('line-chart').locator('canvas'));
      await page.getByRole('table', { name: 'In Store Time by week', exact: true }).waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390);
    }
    // A summary table wider than the phone scrolls in its box, a shadow (covered once scrolled to the end) at the hidden side.
    const scroller = page.locator('section[aria-labelledby="summary-in-story-time"] [role="region"]');
    await scroller.scrollIntoViewIfNeeded();
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await scroller.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toBe('local, local, scroll, scroll');
  });

  it('a detail list on a phone, cards without column headers, sorts by a column picked and turns the direction', async () => {
    const page = await homeAs(DEMO.admin, { phone: true });
    await answered(page, 'GET /checkin', () => page.goto('/dashboard/ds/101/2/in-story-time/2026-11'));
    const cards = page.getByRole('list', { name: 'In Store Time', exact: true });
    await shown(cards.getByRole('listitem'));
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await hasText(sortBy, 'Rank #');
    await sortBy.click();
    const byName = await answered(page, 'GET /checkin', () => page.getByRole('option', { name: 'FSR/DS NAME' }).click(), { sort: 'name' });
    const ascending = ((await byName.json()) as { data: { user: { name: string } }[] }).data.map((r) => r.user.name);
    expect(ascending.length).toBeGreaterThan(1);
    await containsText(cards.getByRole('listitem').first(), ascending[0]!);
    const byNameDesc = await answered(
      page,
      'GET /checkin',
      () => page.getByRole('button', { name: 'Descending', pressed: false }).click(),
      {
        sort: '-name',
      },
    );
    const descending = ((await byNameDesc.json()) as { data: { user: { name: string } }[] }).data.map((r) => r.user.name);
    await containsText(cards.getByRole('listitem').first(), descending[0]!);
    await shown(page.getByRole('button', { name: 'Descending', pressed: true }));
  });

  it('a rep’s /dashboard opens their territory, usable on a phone', async () => {
    const page = await homeAs(DEMO.fsr, { phone: true });
    await openDashboard(page, () => page.goto('/dashboard'));
    await page.waitForURL(/\/dashboard\/rep\/\d+\/\d+\/\d+$/);
    await shown(heading(page, 'Ottawa North'));
    await shown(page.getByTestId('store-block'));
    await shown(page.getByRole('heading', { name: 'Working Days' }));
    // No sideways scrolling of the page at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A rep cannot open the district above: the crumb is not a link and there is no back link.
    await shown(page.getByRole('navigation', { name: 'breadcrumb' }).getByText('Ottawa Valley'));
    expect(await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Ottawa Valley' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back' }).count()).toBe(0);
    const own = page.url();
    // Nor from their detail lists: there too the district is named, not linked.
    await page.goto(`${new URL(own).pathname}/fsr-leaderboard/${new Date().toISOString().slice(0, 7)}`);
    await hasText(page.getByRole('navigation', { name: 'breadcrumb' }), 'Ontario/Ottawa Valley/Ottawa North/Objective Leaderboard');
    expect(await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Ottawa Valley' }).count()).toBe(0);
    await page.goto(own);

    // Above the rep's level: their own district or region leads to their dashboard; another one is not found.
    await page.goto('/dashboard/ds/102/2');
    await shown(page.getByRole('alert').filter({ hasText: 'Not found.' }));
    expect(new URL(page.url()).pathname).toBe('/dashboard/ds/102/2');
    await page.goto('/dashboard/region/7/fsr-leaderboard/2026-01');
    await shown(page.getByRole('alert').filter({ hasText: 'Not found.' }));
    await page.goto('/dashboard/region/2');
    await page.waitForURL(own);
    await shown(heading(page, 'Ottawa North'));
  });

  it('a supervisor’s home shows their district’s ring and working days; a district outside their area is not found', async () => {
    const { context, page } = await newPage(browser);
    const home = apiResponse(page, 'GET /dashboard_data', { type: 'district' });
    await signIn(page, DEMO.ds);
    const district = ((await (await home).json()) as { data: DistrictDashboard }).data;
    const mine = page.getByRole('region', { name: 'My area this month' });
    const ring = mine.getByTestId('completion-ring');
    await shown(ring);
    await shown(ring.getByText('Ottawa Valley', { exact: true }));
    expect(Number(await ring.getAttribute('data-percent'))).toBe(districtPercent(district));
    const total = district.summary.workingDays.find((d) => d.label === 'Total')!.count;
    await hasText(mine.getByTestId('working-days-Total'), `${total}Total`);

    // A district of another region (a region, above the supervisor's level, leads to their own dashboard).
    // Its page's code held until the route's read has been answered: the page shows that answer
    // and does not ask again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/dashboard_data?type=district&districtID=116')) asked.push(request.url());
    });
    const release = await holdScripts(page, /\/assets\/district-dashboard-page-[\w-]+\.js$/);
    const denied = await answered(page, 'GET /dashboard_data', () => page.goto('/dashboard/ds/116/15'));
    expect(denied.status()).toBe(404);
    release();
    await notFoundPage(page);
    expect(asked).toHaveLength(1);

    // A detail list of that district: not found the same way.
    const list = await answered(page, 'GET /checkin', () => page.goto('/dashboard/ds/116/15/in-story-time/2026-01'));
    expect(list.status()).toBe(404);
    await notFoundPage(page);

    // Any other failure of a list is told in the error dialog with its text (spec 1 §8).
    await page.route(/\/api\/v1\/checkin\?/, (route) =>
      route.fulfill({ status: 500, json: { message: 'The list failed.', code: 'INTERNAL' } }),
    );
    await page.goto(`/dashboard/ds/${district.district.id}/${district.region.id}/in-story-time/2026-01`);
    await shown(page.getByRole('dialog', { name: 'Error' }).getByText('The list failed.'));
    await context.close();
  });
  it('a detail list above the user’s level opens the same list of their own region or district', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const dsm = await homeAs(DEMO.dsm);
    await dsm.goto(`/dashboard/fsr-leaderboard/${month}`);
    await dsm.waitForURL(`**/dashboard/region/2/fsr-leaderboard/${month}`);
    await hasText(dsm.getByRole('navigation', { name: 'breadcrumb' }), 'Ontario/Objective Leaderboard');
    expect(await dsm.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/region/2');

    // A supervisor's, from the national list or from their region's.
    const ds = await homeAs(DEMO.ds);
    for (const above of [`/dashboard/in-story-time/${month}`, `/dashboard/region/2/in-story-time/${month}`]) {
      await ds.goto(above);
      await ds.waitForURL(new RegExp(`/dashboard/ds/\\d+/2/in-story-time/${month}$`));
      await hasText(ds.getByRole('navigation', { name: 'breadcrumb' }), 'Ontario/Ottawa Valley/In Store Time');
    }
  });

  it('an area outside the user’s is not found: the error dialog, then a page without crumbs or table, and Back to their own dashboard', async () => {
    const page = await homeAs(DEMO.dsm);
    const denied = await answered(page, 'GET /dashboard_data', () => page.goto('/dashboard/ds/104/2'));
    expect(denied.status()).toBe(404);
    await notFoundPage(page);
    const list = await answered(page, 'GET /fsr_summary', () => page.goto('/dashboard/region/7/fsr-leaderboard/2026-11'));
    expect(list.status()).toBe(404);
    await notFoundPage(page);
    // Back leads to the user's own dashboard, no error dialog left over it.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard/region/2');
    await shown(heading(page, 'Ontario'));
    expect(await page.getByRole('dialog', { name: 'Error' }).count()).toBe(0);
  });

  it('on a 1366 px desk the user panel shows all six columns of Approvals without scrolling sideways', async () => {
    const page = await homeAs(DEMO.dsm);
    const chosen = await filterLastMonth(page);
    const month = `${chosen.year}-${String(chosen.month).padStart(2, '0')}`;
    const list = await answered(page, 'GET /fsr_summary', () => page.goto(`/dashboard/region/2/fsr-leaderboard/${month}`));
    const [row] = ((await list.json()) as { data: { user: { name: string } }[] }).data;
    await answered(page, 'GET /user/:id/approvals', () =>
      page.getByRole('button', { name: `Open the detail of ${row!.user.name}` }).click(),
    );
    const approvals = page.getByTestId('user-panel').locator('section[aria-labelledby="panel-approvals"] [role="region"]');
    await shown(approvals.getByRole('columnheader', { name: 'Approval time' }));
    expect(await approvals.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const box = (await page.getByRole('dialog', { name: row!.user.name }).boundingBox())!;
    expect(box.x).toBeGreaterThan(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  it('sign-out forgets the dashboards’ month: the next person signing in on the tab sees the current month', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin);
    await filterLastMonth(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await shown(page.getByRole('heading', { name: 'Welcome' }));
    await signIn(page, DEMO.dsm);
    await page.goto('/dashboard/region/2');
    const now = new Date();
    await hasText(
      page.getByTestId('dashboard-period'),
      new RegExp(`^Period: ${now.toLocaleString('en', { month: 'short' })} 1, ${now.getFullYear()}`),
    );
    await context.close();
  });
});
