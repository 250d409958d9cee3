import { defineConfig } from 'vitest/config';

/** Three suites: pure units, the API on a real database, and the browser. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/web/src/**/*.unit.test.ts'],
          // Pure functions: the files share one module graph per worker (zod and the contract are
          // imported once, not forty times), as the API suite's do.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
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
          // computes, and the checks lane beside it ends first, leaving a core free.
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
          // Files share one module graph per worker (playwright-core and the support modules are
          // imported once, not thirty times); each file launches its own browser and keeps its
          // state in its own module.
          isolate: false,
          // Steps wait for the answer or element they need (e2e/support/wait.ts), each for up to
          // STEP_TIMEOUT; on a loaded 2-core machine a test of many steps needs room as a whole.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
