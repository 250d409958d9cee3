import { defineConfig } from 'vitest/config';

/** Three suites: pure units, the API on a real database, and the browser. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/web/src/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // A shared 2-core machine renders slowly at times; polls wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
