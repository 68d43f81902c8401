import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { tableTypesSource } from './table-types.ts';

describe('db/tables.ts', () => {
  it('matches the migrated schema (run `npm run db:types` after a migration)', async () => {
    const db = await openDatabase({});
    try {
      await migrate(db.sql);
      const expected = await tableTypesSource(db.sql);
      expect(await readFile(new URL('./tables.ts', import.meta.url), 'utf8')).toBe(expected);
    } finally {
      await db.close();
    }
  }, 60_000);
});
