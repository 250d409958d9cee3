// What React draws while a page loads, commit by commit, on an emulated phone: when each commit
// came (ms after the navigation started), how many components rendered in it, how many elements it
// added to the page, and the components it rendered most. Unlike timings (Lighthouse's TBT varies by
// half from one run to the next on a shared 2-core machine), these counts are the same at every
// run: compare them before and after a change to a screen's rendering.
//
// Reads the built web app (WEB_DIST, else apps/web/dist) and starts the API server on it, or loads
// RENDERS_URL (a server with the demo accounts). RENDERS_PAGE is the path (the national dashboard
// by default), RENDERS_AS the demo account signed in (admin; `none` for a signed-out page). Names
// are readable from a build without minification (`npx vite build --minify false --outDir …`).
// React tells each commit to the devtools hook it looks for on the page, production builds too.
//
// RENDERS_CPU=<factor> (4 is Lighthouse's phone) slows the page's CPU by that factor and lists the
// long tasks of the load (over 50 ms, from the browser's trace): when each came, how long it ran,
// the commits made in it (components/elements added) and what it ran (module evaluation, a timer,
// style and layout…). Their lengths vary from run to run; which commits share a task does not.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serverFor, sessionOf, webDistOf } from './support/server.mjs';

const pagePath = process.env.RENDERS_PAGE ?? '/dashboard/type/national';
const as = process.env.RENDERS_AS ?? 'admin@example.com';
/** The page has loaded once no commit has come for this long. */
const QUIET_MS = 2000;
const TIMEOUT_MS = 60_000;
const cpu = Number(process.env.RENDERS_CPU ?? 1);
if (!(cpu >= 1)) {
  console.error('RENDERS_CPU is a factor of 1 or more');
  process.exit(1);
}
/** A task longer than this blocks the page (Lighthouse's Total Blocking Time counts what is over it). */
const LONG_TASK_MS = 50;
/** What a long task ran, by the trace's names for it. */
const TASK_PARTS = {
  'v8.evaluateModule': 'module evaluation',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'timer',
  RunMicrotasks: 'microtasks',
  ParseHTML: 'HTML parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
};

const webDist = webDistOf();
if (!process.env.RENDERS_URL && !fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`${webDist} has no index.html: run \`npm run build\` first`);
  process.exit(1);
}

/**
 * Installed before the page's scripts: the hook React calls with each committed tree. A fiber
 * rendered in this commit when it has its PerformedWork flag and lies in a part of the tree that
 * was rebuilt (a subtree React skipped keeps the committed tree's child, and its old flags).
 */
function recordCommits() {
  const PERFORMED_WORK = 1;
  const commits = [];
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    const inner = type.render ?? type.type;
    return type.displayName || type.name || inner?.displayName || inner?.name || null;
  };
  const record = (root) => {
    const counts = {};
    let rendered = 0;
    let added = 0;
    const walk = (first) => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const mounted = !fiber.alternate;
        const name = fiber.flags & PERFORMED_WORK && fiber.type && typeof fiber.type !== 'string' ? (nameOf(fiber) ?? '(anonymous)') : null;
        if (name) {
          counts[name] = (counts[name] ?? 0) + 1;
          rendered++;
        }
        if (mounted && typeof fiber.type === 'string') added++;
        if (fiber.child && (mounted || fiber.child !== fiber.alternate.child)) walk(fiber.child);
      }
    };
    const current = root.current;
    if (current.child && (!current.alternate || current.child !== current.alternate.child)) walk(current.child);
    commits.push({ at: Math.round(performance.now()), rendered, added, counts });
    performance.mark(`react commit ${commits.length - 1}`);
  };
  globalThis.__commits = commits;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onCommitFiberRoot: (_id, root) => record(root),
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
}

const server = await serverFor(webDist, 'renders', 'RENDERS_URL');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (as !== 'none') {
    // The session the app keeps, written on a page of the origin that loads no script.
    const session = await sessionOf(server.url, as);
    await page.goto(`${server.url}/api/v1/health`);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('name', s.name);
    }, session);
  }
  await page.addInitScript(recordCommits);
  const trace = cpu > 1 ? await startTrace(context, page) : undefined;
  await page.goto(`${server.url}${pagePath}`);
  const deadline = Date.now() + TIMEOUT_MS;
  let seen = -1;
  // Settled once a whole quiet period passes without a new commit.
  for (;;) {
    const count = await page.evaluate(() => globalThis.__commits.length);
    if (count === seen && count > 0) break;
    if (Date.now() > deadline) throw new Error(`${pagePath} was still rendering after ${TIMEOUT_MS / 1000} s`);
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
  const landed = new URL(page.url()).pathname;
  if (landed !== pagePath) throw new Error(`${pagePath} ended on ${landed}`);
  const commits = await page.evaluate(() => globalThis.__commits);
  console.log(`${pagePath} as ${as}, phone viewport: ${commits.length} commits\n`);
  console.log('    ms  rendered  added  most rendered');
  for (const c of commits) {
    const most = Object.entries(c.counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, n]) => `${name}×${n}`)
      .join(' ');
    console.log(`${String(c.at).padStart(6)}  ${String(c.rendered).padStart(8)}  ${String(c.added).padStart(5)}  ${most}`);
  }
  const total = (key) => commits.reduce((sum, c) => sum + c[key], 0);
  console.log(`\nin all: ${total('rendered')} components rendered, ${total('added')} elements added`);
  if (trace) printLongTasks(await trace.stop(), commits);
} finally {
  await browser.close();
  await server.stop();
}

/** Slows the page's CPU by `cpu` and records the browser's trace of the load; `stop` answers its events. */
async function startTrace(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute',
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      return events;
    },
  };
}

/** The load's long tasks on the page's main thread (the one the commits were marked on). */
function printLongTasks(events, commits) {
  const marks = events.filter((e) => e.name.startsWith('react commit '));
  if (!marks.length) return;
  const { pid, tid } = marks[0];
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? onMain[0].ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const long = tasks.filter((t) => t.dur > LONG_TASK_MS * 1000);
  const blocking = long.reduce((sum, t) => sum + t.dur / 1000 - LONG_TASK_MS, 0);
  const busy = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  console.log(
    `\nlong tasks on a CPU slowed ${cpu}× (over ${LONG_TASK_MS} ms): ${long.length}, ${Math.round(blocking)} ms over ${LONG_TASK_MS} ms in all; main thread busy ${Math.round(busy)} ms`,
  );
  console.log('    ms  length  commits in it (components/added)  what it ran (ms)');
  for (const task of long) {
    const end = task.ts + task.dur;
    const inside = marks
      .filter((m) => m.ts >= task.ts && m.ts <= end)
      .map((m) => commits[Number(m.name.slice('react commit '.length))])
      .map((c) => `${c.rendered}/${c.added}`);
    // The outermost of the named events in the task: one inside another (microtasks run at the
    // end of a script) is counted with it, not twice.
    const parts = {};
    let coveredUntil = 0;
    for (const e of onMain) {
      const part = TASK_PARTS[e.name];
      if (!part || e.ts < task.ts || e.ts >= end || e.ts < coveredUntil) continue;
      parts[part] = (parts[part] ?? 0) + e.dur / 1000;
      coveredUntil = e.ts + e.dur;
    }
    const ran = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([part, ms]) => `${part} ${Math.round(ms)}`)
      .join(', ');
    const at = String(Math.round((task.ts - start) / 1000)).padStart(6);
    console.log(`${at}  ${String(Math.round(task.dur / 1000)).padStart(6)}  ${(inside.join(' ') || '-').padEnd(32)}  ${ran}`);
  }
}
