import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeViolations,
  openInApp,
  routeFiller,
  routesOf,
  screenProblem,
  seriousViolations,
  settled,
  trackRequests,
  type RoleName,
} from './support/a11y.js';
import { adminApi, apiAs } from './support/admin-api.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, newPage, pageAs, signInThroughApi } from './support/browser.js';

/**
 * Issue 13: every screen of the route table, signed out and as each role, is a real screen (not
 * the not-found page, not a crash) with no serious or critical WCAG 2.1 A/AA violation that
 * axe-core finds. One page per role walks its routes inside the running app.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/**
 * The role's page of this file (pageAs: one per role, handed from one describe to the next) on
 * its home page, drawn.
 */
async function homeAs(role: RoleName): Promise<Page> {
  const { page } = await pageAs(browser, DEMO[role]);
  await page.goto('/home');
  await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
  return page;
}

/** axe-core finds no serious or critical violation in the page as it is now. */
async function expectNoViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${page.url()}\n${describeViolations(violations)}`).toHaveLength(0);
}

/** The screen as it is now is a real one (see screenProblem) with no serious violation. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await screenProblem(page), page.url()).toBeNull();
  await expectNoViolations(page);
}

describe('signed out', () => {
  let context: BrowserContext;
  let page: Page;
  let inFlight: () => number;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    inFlight = trackRequests(page);
  });
  afterAll(() => context.close());

  const screens: [string, string][] = [
    ['the login page', '/login'],
    ['the password request page', '/password'],
    ['the new password page', '/password/not-a-real-token'],
    ['a signed-in route (the login page)', '/objective'],
  ];
  for (const [name, url] of screens) {
    it(name, async () => {
      await page.goto(url);
      await page.locator('form button[type="submit"]').waitFor();
      await settled(page, inFlight);
      await expectAccessible(page);
    });
  }
});

const roles: RoleName[] = ['admin', 'dsm', 'ds', 'fsr'];
for (const role of roles) {
  describe(`as ${role}, every route it may open`, () => {
    let page: Page;
    let inFlight: () => number;
    let url: (path: string) => string;
    beforeAll(async () => {
      page = await homeAs(role);
      inFlight = trackRequests(page);
      url = await routeFiller(role);
    });

    for (const path of routesOf(role)) {
      it(path, async () => {
        await openInApp(page, url(path));
        await settled(page, inFlight);
        await expectAccessible(page);
      });
    }
  });
}

/** The screens whose names French builds from other texts (labels, regions, titles): axe's label-in-name reads them in French. */
describe('in French, as an admin', () => {
  let context: BrowserContext;
  let page: Page;
  let inFlight: () => number;
  let url: (path: string) => string;
  beforeAll(async () => {
    // An admin of their own whose language is French, so no other test sees it.
    const stamp = Date.now();
    const email = `francine.${stamp}@example.com`;
    await (
      await adminApi()
    )('POST', '/user', { firstName: 'Francine', lastName: `Axe${stamp}`, email, role: 1, areaID: null, password: DEMO_PASSWORD });
    await (await apiAs(email)).call('PUT', '/user/me/language', { language: 'fr' });
    ({ context, page } = await newPage(browser));
    inFlight = trackRequests(page);
    url = await routeFiller('admin');
    await signInThroughApi(page, email);
    await page.goto('/home');
    await page.locator('main').waitFor();
  });
  afterAll(() => context.close());

  for (const path of ['/objective/create', '/dashboard/type/national', '/news/create', '/objective/formbuilder/:objectiveID']) {
    it(path, async () => {
      await openInApp(page, url(path));
      await settled(page, inFlight);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      await expectAccessible(page);
    });
  }
});

describe("each list screen's title is its one h1", () => {
  let page: Page;
  let signedInAs: RoleName | undefined;

  const screens: [RoleName, string, string][] = [
    ['admin', '/news', 'News'],
    ['admin', '/playbooks', 'Playbooks'],
    ['admin', '/quicklink', 'Quicklinks'],
    ['admin', '/survey', 'Surveys'],
    ['admin', '/store', 'Stores'],
    ['admin', '/user', 'Users'],
    ['admin', '/territory', 'Territories'],
    ['admin', '/crm', 'CRM'],
    ['admin', '/newsletter/weekly-good', 'Weekly Good'],
    ['admin', '/weekly-goods', 'Weekly Goods'],
    ['ds', '/approvals', 'Approvals'],
  ];
  for (const [role, url, title] of screens) {
    it(`${url} (${role})`, async () => {
      if (signedInAs !== role) {
        page = await homeAs(role);
        signedInAs = role;
      }
      await openInApp(page, url);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.locator('h1').count()).toBe(1);
    });
  }
});

describe('with a dialog or menu open', () => {
  let page: Page;
  let inFlight: () => number;
  const open = async (role: RoleName, url: string) => {
    page = await homeAs(role);
    inFlight = trackRequests(page);
    await openInApp(page, url);
    await settled(page, inFlight);
  };

  it("a rep's store result form (the objective's answers)", async () => {
    await open('fsr', '/objective/status/1');
    const table = page.getByRole('table', { name: 'Store results' });
    await table.locator('tbody tr').first().getByRole('button').click();
    await page.getByRole('dialog').getByLabel('Comments').waitFor();
    await settled(page, inFlight);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('the notifications menu', async () => {
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByRole('heading', { name: 'Notifications', level: 2 }).waitFor();
    await settled(page, inFlight);
    await expectNoViolations(page);
  });

  it("an admin's delete confirmation", async () => {
    await open('admin', '/news');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete this news?' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectNoViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });

  it("an admin's objective filter", async () => {
    await open('admin', '/objective');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filter objectives' }).getByRole('button', { name: 'Apply' }).waitFor();
    await settled(page, inFlight);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
  });

  it("a date field's calendar", async () => {
    await open('admin', '/news/create');
    await page.getByRole('button', { name: /^Choose date/ }).click();
    await page.getByRole('dialog', { name: 'Date' }).getByRole('grid').waitFor();
    await settled(page, inFlight);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
  });

  it('the messages menu', async () => {
    await page.getByRole('button', { name: 'Open messages' }).click();
    await page.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
    await settled(page, inFlight);
    await expectNoViolations(page);
  });
});
