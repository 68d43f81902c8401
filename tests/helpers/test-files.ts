import { globSync, readFileSync } from 'node:fs';
import type { DatabaseNeed } from './databases.ts';

/** Where the unit, integration and database tests live (the browser tests are under tests/e2e). */
const TEST_FILES = ['api/**/*.test.ts', 'db/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'];

// A file declares its need with `runsOn('pglite' | 'postgres' | 'both')` (tests/helpers/databases.ts),
// once for the file or once per describe block.
const DECLARED = /\brunsOn\('(pglite|postgres|both)'\)/g;
// A file that opens test databases without declaring it runs on both, as every one did before.
const USES_TEST_DATABASES = /helpers\/(databases|shop-under-test|seeded-catalogue)\.ts'/;

function needOf(file: string): DatabaseNeed | undefined {
  const text = readFileSync(file, 'utf8');
  const declared = new Set([...text.matchAll(DECLARED)].map((match) => match[1] as DatabaseNeed));
  if (declared.size === 1) return [...declared][0];
  if (declared.size > 1 || USES_TEST_DATABASES.test(text)) return 'both';
  return undefined;
}

/** The test files of each project: `unit` needs no database, `pglite` and `postgres` run a database's share. */
export function testFilesByProject(): { unit: string[]; pglite: string[]; postgres: string[] } {
  const files = { unit: [] as string[], pglite: [] as string[], postgres: [] as string[] };
  for (const file of globSync(TEST_FILES, { exclude: (name) => name === 'node_modules' }).sort()) {
    const need = needOf(file);
    if (!need) files.unit.push(file);
    if (need === 'pglite' || need === 'both') files.pglite.push(file);
    if (need === 'postgres' || need === 'both') files.postgres.push(file);
  }
  return files;
}
