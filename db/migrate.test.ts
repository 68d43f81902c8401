import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './connection.ts';
import { migrateFrom, type MigrationSources } from './migrate.ts';

// How migrate() treats numbered migrations and function files, on folders of the test's own
// (one database, its schema emptied before each test).
describe('migrate', () => {
  let dir: string;
  let sources: MigrationSources;
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.sql.unsafe('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-migrate-'));
    sources = { migrationsDir: path.join(dir, 'migrations'), functionsDir: path.join(dir, 'functions') };
    await mkdir(sources.migrationsDir);
    await mkdir(sources.functionsDir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const migration = (name: string, text: string) => writeFile(path.join(sources.migrationsDir, name), text);
  const functionFile = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(sources.functionsDir, file)), { recursive: true });
    await writeFile(path.join(sources.functionsDir, file), text);
  };
  const answer = async (query: string) => (await db.sql.unsafe<{ v: unknown }[]>(query))[0]!.v;
  const answerOf = (n: number) => `CREATE OR REPLACE FUNCTION answer() RETURNS integer LANGUAGE sql AS 'SELECT ${n}';`;

  it('applies a function file when its text changes, and only then', async () => {
    await migration('0001_t.sql', 'CREATE TABLE t (n integer);');
    await functionFile('x/answer.sql', answerOf(1));
    expect(await migrateFrom(db.sql, sources)).toEqual(['0001_t.sql', 'functions/x/answer.sql']);
    expect(await answer('SELECT answer() AS v')).toBe(1);
    expect(await migrateFrom(db.sql, sources)).toEqual([]);

    await functionFile('x/answer.sql', answerOf(2));
    expect(await migrateFrom(db.sql, sources)).toEqual(['functions/x/answer.sql']);
    expect(await answer('SELECT answer() AS v')).toBe(2);
    expect(await answer("SELECT count(*)::int AS v FROM schema_function_files WHERE path = 'x/answer.sql'")).toBe(1);
  });

  it('runs the function files after the migrations, so a file may use a table of a later migration', async () => {
    await migration('0001_a.sql', 'CREATE TABLE a (n integer);');
    await migration('0002_b.sql', 'CREATE TABLE b (n integer);');
    await functionFile(
      'x/b_insert.sql',
      `CREATE OR REPLACE FUNCTION b_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.n := NEW.n * 10; RETURN NEW; END $$;
       CREATE OR REPLACE TRIGGER b_insert BEFORE INSERT ON b FOR EACH ROW EXECUTE FUNCTION b_insert();`,
    );
    await migrateFrom(db.sql, sources);
    await db.sql.unsafe('INSERT INTO b VALUES (4)');
    expect(await answer('SELECT n AS v FROM b')).toBe(40);
  });

  it('runs a file a migration needs before that migration', async () => {
    const key = `CREATE OR REPLACE FUNCTION code_key(t text) RETURNS text LANGUAGE sql IMMUTABLE RETURN lower(trim(t));`;
    await functionFile('text/code_key.sql', key);
    const table = 'CREATE TABLE codes (code text, key text GENERATED ALWAYS AS (code_key(code)) STORED);';
    await migration('0001_codes.sql', table);
    await expect(migrateFrom(db.sql, sources)).rejects.toThrow(/code_key/);

    await migration('0001_codes.sql', `-- needs: text/code_key.sql\n${table}`);
    await migrateFrom(db.sql, sources);
    await db.sql.unsafe(`INSERT INTO codes (code) VALUES ('  AB-1 ')`);
    expect(await answer('SELECT key AS v FROM codes')).toBe('ab-1');
  });

  it('lets a function call one of a later file, and checks every body once all stand', async () => {
    await functionFile(
      'a/outer.sql',
      `CREATE OR REPLACE FUNCTION outer_n() RETURNS integer LANGUAGE sql AS 'SELECT inner_n() + 1';`,
    );
    await functionFile(
      'b/inner.sql',
      `CREATE OR REPLACE FUNCTION inner_n() RETURNS integer LANGUAGE sql AS 'SELECT 41';`,
    );
    await migrateFrom(db.sql, sources);
    expect(await answer('SELECT outer_n() AS v')).toBe(42);

    // The same bodies are checked as CREATE FUNCTION checks them: a PL/pgSQL syntax error fails.
    await functionFile(
      'b/broken.sql',
      `CREATE OR REPLACE FUNCTION broken() RETURNS integer LANGUAGE plpgsql AS $$ BEGIN RETURN 1 END $$;`,
    );
    await expect(migrateFrom(db.sql, sources)).rejects.toThrow(/broken\(\)/);
  });

  it('applies migrations and function files in one transaction: an error leaves nothing behind', async () => {
    await migration('0001_t.sql', 'CREATE TABLE t (n integer);');
    await functionFile('x/bad.sql', 'CREATE OR REPLACE FUNCTON bad() RETURNS integer;');
    await expect(migrateFrom(db.sql, sources)).rejects.toThrow(/db\/functions\/x\/bad\.sql/);
    expect(await answer("SELECT to_regclass('t') IS NULL AS v")).toBe(true);
    expect(await answer("SELECT to_regclass('schema_migrations') IS NULL AS v")).toBe(true);
  });

  it("puts back a file's function that a migration replaced, so the files always win", async () => {
    await functionFile('x/answer.sql', answerOf(1));
    await migrateFrom(db.sql, sources);
    await migration('0002_redefines.sql', answerOf(7));
    expect(await migrateFrom(db.sql, sources)).toEqual(['0002_redefines.sql', 'functions/x/answer.sql']);
    expect(await answer('SELECT answer() AS v')).toBe(1);
  });
});
