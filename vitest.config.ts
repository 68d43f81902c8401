import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One shop and one Chromium for the whole run; files share them one at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
