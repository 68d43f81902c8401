import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { schemaFunctions, schemaTriggers } from './schema-code.ts';

// db/README.md gives every function and trigger of the migrated schema a line: a function
// written with its parentheses (`place_pending_order()`), a trigger by its name and its table
// on one line (`products_derive` … `products`). A migration that adds one without a line fails
// here, naming it.
describe('db/README.md', () => {
  let db: Database;
  let lines: string[];
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db.sql);
    lines = (await readFile(new URL('./README.md', import.meta.url), 'utf8')).split('\n');
  });
  afterAll(() => db?.close());

  const named = (line: string, name: string) => line.includes(`\`${name}\``);

  it('describes every function of the migrated schema', async () => {
    const missing = (await schemaFunctions(db.sql))
      .filter((f) => !lines.some((line) => line.includes(`\`${f.name}(`)))
      .map((f) => `${f.name}(${f.args})`);
    expect(missing, 'functions without a line `name()` in db/README.md').toEqual([]);
  });

  it('describes every trigger of the migrated schema, with its table', async () => {
    const missing = (await schemaTriggers(db.sql))
      .filter((t) => !lines.some((line) => named(line, t.name) && named(line, t.table)))
      .map((t) => `${t.name} on ${t.table}`);
    expect(missing, 'triggers without a line naming `trigger` and `table` in db/README.md').toEqual([]);
  });
});
