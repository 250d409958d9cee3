import type { Paged } from '@fieldops/contract';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/admin-api.js';
import { describeViolations, seriousViolations } from './support/a11y.js';
import { DEMO, launchBrowser, pageAs } from './support/browser.js';
import { answered, containsText, hasCount, hasText, shown } from './support/wait.js';

interface GeoWeek {
  week: string;
  label: string;
  visits: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

describe('geo drill-down', () => {
  it('goes from /geo to a rep, picks a week and shows its visits in h/min with their map markers', async () => {
    const ds = await apiAs(DEMO.ds);
    const people = (await ds.page<{ id: number; name: string; role: number }>('/geoitem/topUsers?perPage=100')) as Paged<{
      id: number;
      name: string;
      role: number;
    }>;
    const rep = people.data.find((p) => p.role === 4)!;
    expect(rep).toBeDefined();
    const { weeks } = await ds.call<{ weeks: GeoWeek[] }>('GET', `/geoitem/user/${rep.id}`);
    const picked = weeks.find((w, i) => i > 0 && w.visits > 0)!;

    const { page } = await pageAs(browser, DEMO.ds);
    await answered(page, 'GET /geoitem/topUsers', () => page.goto('/geo'));
    await shown(page.getByRole('heading', { name: 'Geo Tracking' }));
    // The weekly average hours chart draws its line, and gives its weeks to screen readers as a table.
    const chart = page.getByRole('region', { name: 'Weekly Average Hours' });
    await shown(chart.getByTestId('line-chart').locator('canvas'));
    expect(await chart.getByRole('table', { name: 'Weekly Average Hours' }).locator('thead th').allTextContents()).toEqual([
      'Week',
      'Average hours per rep-day',
      'Average',
    ]);
    expect(await chart.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(1);
    const table = page.getByRole('table', { name: 'Field Sales Reps' });
    await answered(page, 'GET /geoitem/user/:id', () => table.getByRole('link', { name: rep.name }).click());
    await page.waitForURL(`**/geo/user/${rep.id}`);
    await shown(page.getByRole('heading', { name: `Geo Tracking: ${rep.name}` }));

    await page.getByRole('combobox', { name: /Week/ }).click();
    await answered(page, 'GET /geoitem/user/:id/week/:week', () => page.getByRole('option', { name: picked.label }).click());
    await shown(page.getByRole('heading', { name: `Store visits: ${picked.label}` }));
    const figures = await page.getByTestId('geo-week-figures').textContent();
    expect(figures).toMatch(new RegExp(`^VISITS: ${picked.visits} · STORES: \\d+ · HOURS: .+ · AVG\\. HOURS / DAY: .+$`));
    const durations = page.getByTestId('geo-duration');
    await shown(durations);
    const texts = await durations.allTextContents();
    expect(texts.length).toBe(Math.min(picked.visits, 10));
    for (const text of texts) expect(text).toMatch(/^\d+ h \d{2} min$/);
    // Each store with its number once (the demo's names end with it).
    const storeCells = await page.locator('tr', { has: durations }).locator('td:first-child').allTextContents();
    for (const text of storeCells) expect(text.match(/#\d+/g)).toHaveLength(1);

    // No MAP_TILE_URL here: the store markers and their popups show on a plain background.
    await shown(page.getByText('No map tiles configured: store markers only.'));
    const markers = page.locator('path.geo-store-marker');
    await shown(markers);
    expect(await markers.count()).toBeGreaterThan(0);
    await markers.first().dispatchEvent('click');
    await containsText(page.locator('.leaflet-popup-content'), 'Entry: ');
    // A week in the address that is no Monday is set aside for the latest.
    await answered(page, 'GET /geoitem/user/:id/week/:week', () => page.goto(`/geo/user/${rep.id}?week=garbage`));
    await shown(page.getByRole('heading', { name: `Store visits: ${weeks[0]!.label}` }));
  });

  it("on a phone, a rep's week of visits is a list of cards: each time on one line, the duration in view", async () => {
    const rep = await apiAs(DEMO.fsr);
    const { weeks } = await rep.call<{ weeks: GeoWeek[] }>('GET', `/geoitem/user/${rep.userID}`);
    const busy = weeks.find((w) => w.visits > 0)!;
    const { page } = await pageAs(browser, DEMO.fsr, { phone: true });
    await answered(page, 'GET /geoitem/user/:id/week/:week', () => page.goto(`/geo/user/${rep.userID}?week=${busy.week}`));
    const cards = page.getByRole('list', { name: 'Visits of the week' }).getByRole('listitem');
    await hasCount(cards, Math.min(busy.visits, 10));
    const card = cards.first();
    // Each card names its values, the duration among them, all within the phone's width.
    for (const label of ['STORE', 'ENTRY', 'EXIT', 'DURATION']) await shown(card.getByText(label, { exact: true }));
    const duration = card.getByTestId('geo-duration');
    expect(await duration.textContent()).toMatch(/^\d+ h \d{2} min$/);
    const box = (await duration.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The entry time ('2026-11-30 08:59') on one line: less than two of the duration's.
    const entry = card.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).first();
    expect((await entry.boundingBox())!.height).toBeLessThan(2 * box.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(describeViolations(await seriousViolations(page))).toBe('');
  });

  it('pages the reps table by 10, or 20 on request', async () => {
    const { page } = await pageAs(browser, DEMO.admin);
    await answered(page, 'GET /geoitem/topUsers', () => page.goto('/geo'), { perPage: '10' });
    const rows = page.getByRole('table', { name: 'Field Sales Reps' }).locator('tbody tr');
    await hasCount(rows, 10);
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await answered(page, 'GET /geoitem/topUsers', () => page.getByRole('option', { name: '20', exact: true }).click(), { perPage: '20' });
    await hasCount(rows, 20);
  });

  it('on a desk, sets the week and the search of the reps table beside its heading, as the lists do', async () => {
    const { page } = await pageAs(browser, DEMO.ds);
    await answered(page, 'GET /geoitem/topUsers', () => page.goto('/geo'));
    const section = page.getByRole('region', { name: 'Field Sales Reps' });
    await shown(section.getByRole('table'));
    // Measured at one time, so that the chart drawn meanwhile moves none of them.
    const { heading, fields } = await section.evaluate((el) => {
      const box = (selector: string) => el.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
      return { heading: box('h2'), fields: [box('[role="combobox"]'), box('input[aria-label="Search"], input[type="search"]')] };
    });
    for (const box of fields) {
      // Its own width (it took the card's whole width, each on a line of its own below the heading)…
      expect(box.width).toBeLessThan(300);
      // … on the heading's line.
      expect(box.y).toBeLessThan(heading.y + heading.height);
      expect(box.y + box.height).toBeGreaterThan(heading.y);
    }
  });

  it('keeps the week chosen on /geo when the user comes back from a person', async () => {
    const ds = await apiAs(DEMO.ds);
    const [, week] = await ds.call<GeoWeek[]>('GET', '/geoitem/weeks');
    const { page } = await pageAs(browser, DEMO.ds);
    await answered(page, 'GET /geoitem/topUsers', () => page.goto('/geo'));
    await page.getByRole('combobox', { name: 'Week' }).click();
    await answered(page, 'GET /geoitem/topUsers', () => page.getByRole('option', { name: week!.label }).click(), { week: week!.week });
    // The heading keeps its one line beside the fields (it wrapped word by word at 1366 px).
    const heading = page.getByRole('heading', { name: 'Field Sales Reps' });
    expect((await heading.boundingBox())!.height).toBeLessThan(40);
    const table = page.getByRole('table', { name: 'Field Sales Reps' });
    await answered(page, 'GET /geoitem/user/:id', () => table.getByRole('link').first().click());
    await page.goBack();
    await hasText(page.getByRole('combobox', { name: 'Week' }), week!.label);
    // So does the page's own "Back to Geo Tracking" link: the person's page has the week, and gives it back.
    // (Both lists come back from the web app's cache, without a request: wait for the pages.)
    await table.getByRole('link').first().click();
    await page.waitForURL(`**/geo/user/*?week=${week!.week}`);
    await page.getByRole('link', { name: 'Back to Geo Tracking' }).click();
    await page.waitForURL(`**/geo?week=${week!.week}`);
    await shown(heading);
    await hasText(page.getByRole('combobox', { name: 'Week' }), week!.label);
  });

  it('answers a person outside the area as not found', async () => {
    const ds = await apiAs(DEMO.ds);
    const { page } = await pageAs(browser, DEMO.fsr);
    await answered(page, 'GET /geoitem/user/:id', () => page.goto(`/geo/user/${ds.userID}`));
    await shown(page.getByRole('alert').filter({ hasText: 'User not found.' }));
    // So is an id that is no one's, without asking the server.
    for (const id of ['abc', '0']) {
      await page.goto(`/geo/user/${id}`);
      await shown(page.getByRole('alert').filter({ hasText: 'User not found.' }));
    }
  });
});
