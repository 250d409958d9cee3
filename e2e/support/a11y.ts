import { createRequire } from 'node:module';
import fs from 'node:fs';
import { canAccess, coreMessages, ROLE, webRoutes, type Lookup, type RoleId } from '@fieldops/contract';
import type { AxeResults } from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { apiAs } from './admin-api.js';
import { DEMO, STEP_TIMEOUT } from './browser.js';

/** The WCAG 2.0 and 2.1 levels A and AA rules of axe-core (issue 13). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe-core violation of impact serious or critical, with the first few elements it names. */
export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds in the page as it is now
 * (axe-core's own source is put into the page once per document).
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
      }));
  }, WCAG_TAGS);
}

/** The violations as readable lines, for a failure message. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) =>
      [`${v.impact} ${v.id}: ${v.help}`, ...v.nodes.map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`)].join(
        '\n',
      ),
    )
    .join('\n');
}

/**
 * Counts the page's requests in flight, but the live event stream (it stays open): a screen is
 * settled only when none is left (its code chunks and API answers are in).
 */
export function trackRequests(page: Page): () => number {
  const open = new Set<Request>();
  const done = (request: Request) => open.delete(request);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/notification/stream')) open.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/** An indeterminate progress bar (the loading bar, a screen's Suspense fallback, a spinner) or a placeholder. */
const BUSY = '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root';
/** How many animation frames in a row the page must stay quiet to count as settled. */
const QUIET_FRAMES = 3;

/**
 * Waits until the screen has its content: the same address, no request in flight and no busy
 * indicator, for a few frames in a row (a lazily loaded part starts its own requests right after its chunk arrives).
 */
export async function settled(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT;
  let shownAt = '';
  for (let quiet = 0; quiet < QUIET_FRAMES;) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not finish loading`);
    const href = await page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve(window.location.href))));
    // A screen that sends the user on (/dashboard to their own level) starts over at its new address.
    const moved = href !== shownAt;
    shownAt = href;
    const busy = moved || inFlight() > 0 || (await page.locator(BUSY).filter({ visible: true }).count()) > 0;
    quiet = busy ? 0 : quiet + 1;
  }
  // A menu or dialog fades and grows in: its colours are measured once it is fully shown.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens `url` inside the running app (the router follows the history, as on the browser's back
 * button), so one signed-in page walks every route without loading the app again; waits until the
 * new screen (or its loading state) has replaced the one shown before.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    for (const shown of document.querySelectorAll('main > *')) shown.setAttribute('data-a11y-before', '');
    window.history.pushState({ idx: null }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await page.locator('main > :not([data-a11y-before])').first().waitFor({ state: 'attached' });
}

const NOT_FOUND = coreMessages.shell.notFoundTitle;
const NOT_ALLOWED = coreMessages.shell.notAllowed;
/** React Router's own error page, shown when a screen throws (the app has no error element of its own). */
const CRASHED = 'Unexpected Application Error!';

/** What is wrong with the screen shown: not found, not allowed, crashed or an error alert; null when none. */
export async function screenProblem(page: Page): Promise<string | null> {
  const text = (await page.locator('body').innerText()).trim();
  if (text.includes(NOT_FOUND)) return 'shows the not-found page';
  if (text.includes(NOT_ALLOWED)) return 'shows the not-allowed page';
  if (text.includes(CRASHED)) return `crashed: ${text.slice(0, 300)}`;
  // An open dialog hides the page behind it from axe-core too: a screen must not open one itself.
  const dialog = page.getByRole('dialog').filter({ visible: true });
  if ((await dialog.count()) > 0) return `opens a dialog: ${await dialog.first().innerText()}`;
  const alert = page.locator('main .MuiAlert-standardError, main .MuiAlert-filledError, main .MuiAlert-outlinedError');
  if ((await alert.count()) > 0) return `shows an error: ${await alert.first().innerText()}`;
  return null;
}

export type RoleName = keyof typeof DEMO;
export const ROLE_OF: Record<RoleName, RoleId> = {
  admin: ROLE.admin,
  dsm: ROLE.regionalManager,
  ds: ROLE.districtSupervisor,
  fsr: ROLE.fieldSalesRep,
};

/** The route table's paths a role may open, in the table's order. */
export const routesOf = (role: RoleName): string[] =>
  Object.entries(webRoutes)
    .filter(([, access]) => canAccess(access, ROLE_OF[role]))
    .map(([path]) => path);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A route's URL with real values for its parameters, read through the API as the role, so each
 * is within the role's area: its first territory (with its district and region), objective and
 * store, the demo rep (in every demo account's area), this month; for admins, a record of each
 * content list for `:id` (by the route's first segment) and a playbook.
 */
export async function routeFiller(role: RoleName): Promise<(path: string) => string> {
  const api = await apiAs(DEMO[role]);
  const fsr = await apiAs(DEMO.fsr);
  const first = async <T extends { id: number }>(path: string): Promise<T> => {
    const [record] = await api.call<T[]>('GET', `${path}${path.includes('?') ? '&' : '?'}perPage=1`);
    if (!record) throw new Error(`${role}: GET ${path} is empty`);
    return record;
  };
  const territory = await first<{ id: number; districtID: number; region: { id: number } }>('/territory');
  const [status] = await api.call<Lookup[]>('GET', '/objective/status');
  const now = new Date();
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  const lastDay = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const params: Record<string, number | string | undefined> = {
    territoryID: territory.id,
    dsID: territory.districtID,
    districtID: territory.districtID,
    regionID: territory.region.id,
    objectiveID: (await first('/objective')).id,
    statusID: status?.id,
    storeID: (await first('/store')).id,
    userID: fsr.userID,
    filterDate: month,
    startDate: `${month}-01`,
    endDate: `${month}-${pad(lastDay)}`,
  };
  const ids: Record<string, number> = {};
  if (role === 'admin') {
    params.playbookID = (await first('/playbook')).id;
    for (const list of ['news', 'survey', 'quicklink']) ids[list] = (await first(`/${list}`)).id;
  }
  return (path) =>
    path.replace(/:(\w+)/g, (_, name: string) => {
      const value = name === 'id' ? ids[path.split('/')[1] ?? ''] : params[name];
      if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
      return String(value);
    });
}
