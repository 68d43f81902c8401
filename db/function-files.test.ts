import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database, type Sql } from './connection.ts';
import { migrate } from './migrate.ts';
import { functionsDefinedIn, readFunctionFiles, triggersDefinedIn, type FunctionFile } from './function-files.ts';
import { schemaFunctions, schemaTriggers } from './schema-code.ts';
import { schemaSqlSource } from './schema-sql.ts';
import { backends, createServerDatabase } from '../tests/helpers/databases.ts';

// The last migration before the functions moved into db/functions/ (decision 0350). The ones
// up to it are history and keep their CREATE FUNCTION and CREATE TRIGGER statements; a later
// one only drops (a changed signature, a removed trigger), and the files hold the definitions.
const LAST_BEFORE_THE_MOVE = '0197_order_shipping_discount.sql';
const migrationsDir = new URL('./migrations/', import.meta.url);

describe('the function files', () => {
  let files: FunctionFile[];
  let db: Database;
  beforeAll(async () => {
    files = await readFunctionFiles();
    db = await openDatabase({});
    await migrate(db.sql);
  });
  afterAll(() => db?.close());

  it('hold every function of the schema, each in db/functions/<domain>/<its name>.sql', async () => {
    const definedIn = (name: string) => files.filter((f) => functionsDefinedIn(f.text).includes(name));
    const misplaced = (await schemaFunctions(db.sql))
      .filter(
        (f) =>
          definedIn(f.name)
            .map((file) => path.basename(file.path))
            .join() !== `${f.name}.sql`,
      )
      .map((f) => `${f.name}(${f.args})`);
    expect(misplaced, 'functions without their own file (or defined in several)').toEqual([]);
  });

  it('hold every trigger, in the file of the function it runs', async () => {
    const runs = await db.sql<{ name: string; table: string; fn: string }[]>`
      SELECT t.tgname AS name, c.relname AS table, p.proname AS fn
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal`;
    const misplaced = runs
      .filter((t) => !files.some((f) => f.path.endsWith(`/${t.fn}.sql`) && triggersDefinedIn(f.text).includes(t.name)))
      .map((t) => `${t.name} on ${t.table} → ${t.fn}()`);
    expect(misplaced, 'triggers missing from their function’s file').toEqual([]);
  });

  it('are the only place a migration after the move finds a function or trigger defined', async () => {
    const later = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql') && f > LAST_BEFORE_THE_MOVE);
    const defining = [];
    for (const name of later) {
      const text = await readFile(new URL(name, migrationsDir), 'utf8');
      const defined = [...functionsDefinedIn(text), ...triggersDefinedIn(text)];
      if (defined.length) defining.push(`${name}: ${defined.join(', ')} (edit its file under db/functions/ instead)`);
    }
    expect(defining).toEqual([]);
  });
});

/** What the shop's migrate.ts did before the move: every migration up to it, in one transaction. */
async function migrateAsBeforeTheMove(sql: Sql): Promise<void> {
  const names = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.+\.sql$/.test(f) && f <= LAST_BEFORE_THE_MOVE);
  await sql.begin(async (tx) => {
    await tx.unsafe(
      'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const name of names.sort()) {
      await tx.unsafe(await readFile(new URL(name, migrationsDir), 'utf8'));
      await tx`INSERT INTO schema_migrations (name) VALUES (${name})`;
    }
  });
}

/** Everything migrate() leaves that the shop could tell apart. */
async function schemaOf(sql: Sql) {
  return {
    schema: await schemaSqlSource(sql),
    functions: (await schemaFunctions(sql)).map((f) => f.definition),
    triggers: (await schemaTriggers(sql)).map((t) => t.definition),
    migrations: (await sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`).map((r) => r.name),
    files: await sql`SELECT path, sha256 FROM schema_function_files ORDER BY path`,
  };
}

describe.each(backends)('a database migrated before the move (%s)', (backend) => {
  const open = async (): Promise<Database> => {
    if (backend === 'pglite') return openDatabase({});
    const server = await createServerDatabase();
    const db = await openDatabase({ url: server.url });
    return { ...db, close: async () => (await db.close(), await server.drop()) };
  };

  it('ends identical to a fresh one', async () => {
    const [existing, fresh] = [await open(), await open()];
    try {
      await migrateAsBeforeTheMove(existing.sql);
      await migrate(existing.sql);
      await migrate(fresh.sql);
      expect(await schemaOf(existing.sql)).toEqual(await schemaOf(fresh.sql));
    } finally {
      await existing.close();
      await fresh.close();
    }
  });
});
