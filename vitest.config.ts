import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { ORG_TIME_ZONE } from './e2e/support/time-zone.js';

/**
 * Vitest's order (on a first run, the largest files first), except that two browser-suite files
 * start first, one on each worker: the accessibility walk, its longest file by far (every route
 * as each role, about three minutes) but a small one, which used to start last and run alone on
 * one worker at the end; and the size budgets (e2e/size.test.ts), measured on the demo data as
 * seeded, before another file changes it. Not when a run asks for a shuffled order
 * (`--sequence.shuffle`): vitest's random order then.
 */
const FIRST = ['/e2e/a11y.test.ts', '/e2e/size.test.ts'];
class FirstFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = FIRST.findIndex((end) => file.moduleId.replaceAll('\\', '/').endsWith(end));
      return index === -1 ? FIRST.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * API test files that run on PostgreSQL whichever database the pass tests (the fleet test starts
 * server processes on it): the PGlite pass (API_PASS=pglite, scripts/test-api.mjs) leaves them out.
 */
const POSTGRESQL_ONLY = ['apps/server/src/fleet.test.ts'];

const shuffled = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));

/** Three suites: pure units, the API on a real database, and the browser. */
export default defineConfig({
  test: {
    sequence: shuffled ? {} : { sequencer: FirstFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'scripts/**/*.unit.test.mjs',
            'apps/server/src/**/*.unit.test.ts',
            'apps/web/src/**/*.unit.test.ts',
          ],
          // Pure functions: the files share one module graph per worker (zod and the contract are
          // imported once, not forty times), as the API suite's do.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**', ...(process.env.API_PASS === 'pglite' ? POSTGRESQL_ONLY : [])],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one module graph per worker: each builds its own app on its own database
          // copy (useTestApp), so importing the server's modules once, not per file, halves the suite.
          isolate: false,
          // Seeds the demo organisation once; each file copies it (apps/server/src/test/demo-template.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Two files at a time (E2E_WORKERS), each worker on a server and data of its own
          // (support/global-setup.ts): a browser test waits on Chromium and the server as much as it
          // computes.
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
          // Files share one module graph per worker (playwright-core and the support modules are
          // imported once, not thirty times), and the worker's Chromium with it (launchBrowser in
          // support/browser.ts) and the pages it keeps signed in per person (pageAs); each file
          // keeps its own state in its own module.
          isolate: false,
          // Steps wait for the answer or element they need (e2e/support/wait.ts), each for up to
          // STEP_TIMEOUT; on a loaded 2-core machine a test of many steps needs room as a whole.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits as long as a step (STEP_TIMEOUT), not vitest's 1 s: a focus, a field's
          // value or an attribute that follows a render can take seconds on a loaded machine.
          expect: { poll: { timeout: 30_000 } },
          globalSetup: ['e2e/support/global-setup.ts'],
          // The tests' own dates (`new Date()`) are the organisation's, as its server's and browsers' are.
          env: { TZ: ORG_TIME_ZONE },
          // Closes the contexts a file leaves open in its worker's shared Chromium (support/browser.ts).
          setupFiles: ['e2e/support/per-file.ts'],
        },
      },
    ],
  },
});
