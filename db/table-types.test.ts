import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { tableTypesSource } from './table-types.ts';
import { schemaSqlSource } from './schema-sql.ts';

// Both files are generated from the migrations by `npm run db:types`; a migration that changes
// the schema without rerunning it fails here.
describe('the files generated from the migrations', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db.sql);
  });
  afterAll(() => db?.close());

  const read = (file: string) => readFile(new URL(file, import.meta.url), 'utf8');

  it('db/tables.ts matches the migrated schema (run `npm run db:types` after a migration)', async () => {
    expect(await read('./tables.ts'), 'db/tables.ts is stale: run `npm run db:types`').toBe(
      await tableTypesSource(db.sql),
    );
  });

  it('db/schema.sql matches the migrated schema (run `npm run db:types` after a migration)', async () => {
    expect(await read('./schema.sql'), 'db/schema.sql is stale: run `npm run db:types`').toBe(
      await schemaSqlSource(db.sql),
    );
  });
});
