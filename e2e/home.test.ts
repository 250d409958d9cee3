import type { RegionDashboard } from '@fieldops/contract';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, holdScripts, launchBrowser, newPage, pageAs, signIn } from './support/browser.js';
import { dateField, hasDate } from './support/date-field.js';
import { apiResponse, hasText, shown } from './support/wait.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/** What a rep's home page shows, each section from one call. */
const READS = ['/today', '/dashboard_data', '/news', '/playbook', '/quicklink'] as const;

/** Every section of a rep's home page is drawn. */
async function sectionsShown(page: Page) {
  await shown(page.getByTestId('today-home-card').filter({ hasText: /open objectives? in your stores/ }));
  await shown(page.getByRole('region', { name: 'My area this month' }).getByTestId('completion-ring'));
  const whatsNew = page.getByRole('region', { name: "What's new" });
  await shown(whatsNew.getByRole('region', { name: 'Latest news' }).getByRole('listitem'));
  await shown(whatsNew.getByRole('region', { name: "This month's playbooks" }).getByRole('listitem'));
  await shown(whatsNew.getByRole('region', { name: 'Quicklinks' }).getByRole('link', { name: /^Open / }));
}

describe('the home page', () => {
  it('asks for everything it shows as its route opens, while its code still loads, each once', async () => {
    const { page } = await pageAs(browser, DEMO.fsr, { phone: true });
    await page.goto('/home');
    await sectionsShown(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.replace('/api/v1', '');
      if ((READS as readonly string[]).includes(path)) calls.push(path);
    });

    // The home page's own script held: its five reads are asked for and answered all the same.
    const release = await holdScripts(page, /\/assets\/home-page-[\w-]+\.js$/);
    const early = READS.map((path) => apiResponse(page, `GET ${path}`));
    await page.reload();
    for (const response of await Promise.all(early)) expect(response.status()).toBe(200);
    expect(await page.getByTestId('today-home-card').count()).toBe(0);
    release();

    // The page found every answer in the cache: its sections are drawn, one call each in all.
    await sectionsShown(page);
    expect(calls.sort()).toEqual([...READS].sort());
  });

  it('/home/{startDate}/{endDate} shows the area’s ring and working days of that period; dates that are not one, this month', async () => {
    const { page } = await pageAs(browser, DEMO.dsm);
    const october = apiResponse(page, 'GET /dashboard_data', { startDate: '2026-10-01', endDate: '2026-10-31' });
    await page.goto('/home/2026-10-01/2026-10-31');
    const answer = (await (await october).json()) as { data: RegionDashboard };
    const mine = page.getByRole('region', { name: 'My area in this period' });
    await shown(mine.getByTestId('completion-ring'));
    const total = answer.data.summary.workingDays.find((d) => d.label === 'Total')!.count;
    await hasText(mine.getByTestId('working-days-Total'), `${total}Total`);
    await shown(page.getByText('Oct 1, 2026 to Oct 31, 2026'));

    await page.goto('/home/garbage/xx');
    await shown(page.getByRole('region', { name: 'My area this month' }).getByTestId('completion-ring'));
    expect(await page.getByText('garbage').count()).toBe(0);
  });

  it("counts today in the organisation's time zone, whatever the device's: the month shown, this month's playbooks, a new post's date", async () => {
    // 12:00 UTC on 30 November 2026: 07:00 that day in Toronto (the organisation's zone, TZ_ORG),
    // 02:00 on 1 December on a device set to UTC+14.
    const { context, page } = await newPage(browser, { context: { timezoneId: 'Pacific/Kiritimati' } });
    await page.clock.setFixedTime(new Date('2026-11-30T12:00:00Z'));
    expect(await page.evaluate(() => new Date().getDate())).toBe(1);
    const playbooks = apiResponse(page, 'GET /playbook', { year: '2026', month: '11' });
    await signIn(page, DEMO.admin);
    expect((await playbooks).status()).toBe(200);
    await shown(page.getByText('November 2026', { exact: true }));

    await page.goto('/news/create');
    await hasDate(dateField(page, 'Date'), '2026-11-30');
    await context.close();
  });
});
