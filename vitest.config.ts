import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesByProject } from './tests/helpers/test-files.ts';

const files = testFilesByProject();
// Safety nets, not speed checks: on CI's two cores a database file shares them with the browser
// tests' shop and Chromium (decision 0439), and a heavy one took 31 s there against 14 s alone.
const unitTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };
// Each file that opens test databases copies the run's migrated template (decision 0356).
const databaseProject = (name: 'pglite' | 'postgres', include: string[]): TestProjectInlineConfiguration => ({
  test: {
    name,
    include,
    globalSetup: ['tests/helpers/database-template.ts'],
    // The embedded share never reaches the server, even in a file that only checks the variable.
    ...(name === 'pglite' ? { env: { TEST_DATABASE_URL: '' } } : {}),
    // A worker takes file after file (decision 0437): a process per file cost about 2 s of CPU
    // each (Node, the app's modules, PGlite's WebAssembly compiled anew), a third of the
    // project's time. Each file still opens and closes its own databases and servers. PGlite's
    // code stays on V8's baseline compiler, as in the shop: tiering it up cost more than it won.
    isolate: false,
    execArgv: ['--liftoff-only'],
    ...unitTimeouts,
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default leaves one core idle (one worker on CI's two), while most test files wait on
    // a database, a child shop or Chromium rather than compute: one file per core at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    projects: [
      { test: { name: 'unit', include: files.unit, ...unitTimeouts } },
      databaseProject('pglite', files.pglite),
      // The server's share runs only where there is a server: CI sets TEST_DATABASE_URL.
      ...(process.env.TEST_DATABASE_URL ? [databaseProject('postgres', files.postgres)] : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/helpers/database-template.ts'],
          // One shop and one Chromium for the whole run; files share them one at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // A page's island wakes and fetches before its text settles; vitest's 1 s default for
          // expect.poll was shorter than that on a busy two-core machine (Playwright's own is 5 s).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
