// The JavaScript each measured route loads on a first visit, gzipped, against its budget.
//
// Reads the built web app (WEB_DIST, else apps/web/dist; builds it when missing), starts the API
// server from source on it (a spare port, a temporary data directory, the demo data), opens each
// route in the system Chromium with an empty cache and no service worker (a signed-in route with
// the session the app keeps in local storage), and sums the gzipped size of every script the page
// fetched until its screen is up and no script has been asked for during QUIET_MS. Prints a table
// and exits 1 when a route is over its budget. SIZE_URL measures a server that already runs
// instead (it must have the demo accounts); SIZE_VERBOSE=1 lists each route's scripts.
//
// Each route has the target (sign-in 200 kB, a signed-in screen 350 kB) and the budget
// enforced today: where the target is not met yet, the budget is what the route loads now with a
// little room, so `npm test` stops any growth; SIZE_TARGETS=1 enforces the targets instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot as root, serverFor, sessionOf, webDistOf } from './support/server.mjs';

const KB = 1000;
const SIGN_IN_TARGET = 200 * KB;
const SIGNED_IN_TARGET = 350 * KB;
const RING = '[data-testid="completion-ring"]';

/**
 * The measured routes: who opens them, what shows the screen is up, the target and the budget.
 * `ready` is drawn once the screen's answer has come (the chart, a ring), so the code loaded for
 * the answer is counted on a slow machine too: waiting only for a second without a new script
 * missed the chart's (23 kB) whenever the answer took longer than that.
 */
const ROUTES = [
  { name: 'sign-in', path: '/login', ready: 'button[type="submit"]', target: SIGN_IN_TARGET, budget: SIGN_IN_TARGET },
  {
    name: 'national dashboard (admin)',
    path: '/dashboard/type/national',
    as: 'admin@example.com',
    ready: '.uplot',
    target: SIGNED_IN_TARGET,
    budget: SIGNED_IN_TARGET,
  },
  { name: 'home (rep)', path: '/home', as: 'fsr@example.com', ready: RING, target: SIGNED_IN_TARGET, budget: SIGNED_IN_TARGET },
  { name: 'today (rep)', path: '/today', as: 'fsr@example.com', target: SIGNED_IN_TARGET, budget: SIGNED_IN_TARGET },
  { name: 'dashboard (rep)', path: '/dashboard', as: 'fsr@example.com', ready: RING, target: SIGNED_IN_TARGET, budget: SIGNED_IN_TARGET },
].map((route) => (process.env.SIZE_TARGETS ? { ...route, budget: route.target } : route));
const STEP_TIMEOUT = 60_000;
/** No script asked for or answered for this long: the route has what it loads at first. */
const QUIET_MS = 1500;

const webDist = webDistOf();
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  if (process.env.WEB_DIST) throw new Error(`${webDist} has no index.html`);
  console.log('apps/web/dist is missing: building the web app');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Opens a route on an empty cache and answers the scripts it fetched, each with its gzipped size. */
async function measure(browser, url, route) {
  const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
  try {
    if (route.as) {
      const session = await sessionOf(url, route.as);
      await context.addInitScript((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('name', s.name);
      }, session);
    }
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    const bodies = [];
    let pending = 0;
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      pending++;
      lastScriptAt = Date.now();
    });
    const settled = () => {
      pending--;
      lastScriptAt = Date.now();
    };
    page.on('requestfailed', (request) => request.resourceType() === 'script' && settled());
    page.on('requestfinished', (request) => request.resourceType() === 'script' && settled());
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }),
          () => ({ url: response.url(), bytes: 0, gzip: 0 }),
        ),
      );
    });
    // Not 'networkidle': the signed-in shell keeps its live event stream open.
    await page.goto(route.path, { waitUntil: 'load', timeout: STEP_TIMEOUT });
    // The screen itself, not the sign-in page or a not-found page in its place.
    await page
      .locator(route.ready ?? 'main')
      .first()
      .waitFor();
    if (route.as && new URL(page.url()).pathname === '/login') throw new Error(`${route.name}: ${route.as} is not signed in`);
    // The screen's own chunks follow the shell: done when no script has been asked for or answered for a second.
    const deadline = Date.now() + STEP_TIMEOUT;
    while (pending > 0 || Date.now() - lastScriptAt < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${route.name}: scripts still loading after ${STEP_TIMEOUT} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const scripts = [...new Map((await Promise.all(bodies)).map((s) => [s.url, s])).values()];
    return { finalPath: new URL(page.url()).pathname, scripts };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / KB).toFixed(1);

const server = await serverFor(webDist, 'size', 'SIZE_URL');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let over = 0;
try {
  const rows = [];
  for (const route of ROUTES) {
    const { finalPath, scripts } = await measure(browser, server.url, route);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
    if (gzip > route.budget) over++;
    rows.push({ route, finalPath, scripts, gzip, raw });
  }
  console.log(`\nJavaScript loaded on a first visit (gzip -9 of each script; kB = ${KB} bytes), ${webDist}\n`);
  const header = ['route', 'opened as', 'path', 'files', 'raw kB', 'gzip kB', 'target kB', 'budget kB', ''];
  const table = rows.map(({ route, finalPath, scripts, gzip, raw }) => [
    route.name,
    route.as ?? '—',
    finalPath,
    String(scripts.length),
    kb(raw),
    kb(gzip),
    kb(route.target),
    kb(route.budget),
    gzip > route.budget ? 'OVER BUDGET' : gzip > route.target ? 'ok, over target' : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i >= 3 && i <= 7 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(line(header));
  for (const r of table) console.log(line(r));
  if (process.env.SIZE_JSON) {
    const json = rows.map(({ route, finalPath, scripts, gzip }) => ({
      route: route.name,
      path: finalPath,
      gzip,
      target: route.target,
      budget: route.budget,
      scripts,
    }));
    fs.writeFileSync(process.env.SIZE_JSON, JSON.stringify(json, null, 2));
  }
  if (process.env.SIZE_VERBOSE) {
    for (const { route, scripts } of rows) {
      console.log(`\n${route.name}:`);
      for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.gzip).padStart(7)}  ${new URL(s.url).pathname}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) {
  console.error(`\n${over} route(s) over budget`);
  process.exit(1);
}
