import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tx, NoRows, Sql } from './connection.ts';
import { filesNeededBy, functionsDir, readFunctionFiles, type FunctionFile } from './function-files.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only keeps two app instances from migrating at once.
const MIGRATION_LOCK = 72_410_001;

export interface MigrationSources {
  migrationsDir: string;
  functionsDir: string;
}

/** The shop's own migrations and function files. */
export const shopSources: MigrationSources = { migrationsDir, functionsDir };

export interface MigrateOptions {
  /**
   * Stop before the first migration whose name sorts at or after this one ('0290'): a data
   * migration's test brings a database to the point before it. The function files are then
   * left for the run that finishes, since they follow the newest schema.
   */
  before?: string;
}

/**
 * Brings the database to the shop's schema in one transaction (decision 0351): the numbered
 * migrations not yet applied, in name order, then the function files of db/functions/ whose
 * text changed since they were applied, or all of them when a migration ran (decision 0350).
 * Answers what it applied: migration file names, then `functions/<domain>/<name>.sql`.
 */
export function migrate(sql: Sql): Promise<string[]> {
  return migrateFrom(sql, shopSources);
}

/** `migrate` from other folders (the tests' own migrations and functions). */
export async function migrateFrom(
  sql: Sql,
  sources: MigrationSources,
  options: MigrateOptions = {},
): Promise<string[]> {
  const migrations = (await readdir(sources.migrationsDir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const functionFiles = await readFunctionFiles(sources.functionsDir);
  const byPath = new Map(functionFiles.map((f) => [f.path, f]));
  return sql.begin(async (tx) => {
    await tx<NoRows>`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx<NoRows>`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    await tx<NoRows>`CREATE TABLE IF NOT EXISTS schema_function_files (
      path text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set((await tx<{ name: string }[]>`SELECT name FROM schema_migrations`).map((r) => r.name));
    const applied: string[] = [];
    for (const name of migrations) {
      if (options.before !== undefined && name >= options.before) break;
      if (done.has(name)) continue;
      const text = await readFile(path.join(sources.migrationsDir, name), 'utf8');
      // A migration that needs a function at its point of history (an index or a generated
      // column on a new function) names its file; the file then runs before it.
      const needed = filesNeededBy(text).map((p) => {
        const file = byPath.get(p);
        if (!file) throw new Error(`${name} needs db/functions/${p}, which does not exist`);
        return file;
      });
      if (needed.length) await applyFunctionFiles(tx, needed);
      await tx.unsafe(text);
      await tx<NoRows>`INSERT INTO schema_migrations (name) VALUES (${name})`;
      applied.push(name);
    }
    if (options.before !== undefined) return applied;
    const recorded = new Map(
      (await tx<{ path: string; sha256: string }[]>`SELECT path, sha256 FROM schema_function_files`).map((r) => [
        r.path,
        r.sha256,
      ]),
    );
    // After a migration every file runs again, so no migration (a DROP … CASCADE, a helper's
    // CREATE OR REPLACE) can leave a function or trigger unlike its file.
    const stale = applied.length ? functionFiles : functionFiles.filter((f) => recorded.get(f.path) !== f.sha256);
    const gone = [...recorded.keys()].filter((p) => !byPath.has(p));
    if (stale.length) await applyFunctionFiles(tx, stale);
    if (stale.length || gone.length) {
      await tx<NoRows>`DELETE FROM schema_function_files WHERE NOT (path = ANY(${functionFiles.map((f) => f.path)}))`;
      for (const file of stale) {
        await tx<NoRows>`INSERT INTO schema_function_files (path, sha256) VALUES (${file.path}, ${file.sha256})
          ON CONFLICT (path) DO UPDATE SET sha256 = EXCLUDED.sha256, applied_at = now()`;
      }
    }
    return [...applied, ...stale.map((f) => `functions/${f.path}`)];
  });
}

/**
 * Runs function files in any order: bodies are checked only after all of them stand, so a
 * function may call one of a later file. A file with an error fails the whole migration.
 */
async function applyFunctionFiles(tx: Tx, files: FunctionFile[]): Promise<void> {
  await tx<NoRows>`SET LOCAL check_function_bodies = off`;
  for (const file of files) {
    try {
      await tx.unsafe(file.text);
    } catch (error) {
      throw new Error(`db/functions/${file.path}: ${(error as Error).message}`, { cause: error });
    }
  }
  await tx<NoRows>`SET LOCAL check_function_bodies = on`;
  await tx.unsafe(CHECK_FUNCTION_BODIES);
}

// What CREATE FUNCTION would have checked with check_function_bodies on, for every function of
// the shop: the language's own validator (PL/pgSQL syntax; an SQL body against the tables).
const CHECK_FUNCTION_BODIES = `DO $check$
DECLARE f record;
BEGIN
  FOR f IN SELECT p.oid, l.lanname FROM pg_proc p
             JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON l.oid = p.prolang
            WHERE n.nspname = 'public' AND l.lanname IN ('plpgsql', 'sql')
              AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                                AND d.objid = p.oid AND d.deptype = 'e') LOOP
    BEGIN
      IF f.lanname = 'plpgsql' THEN PERFORM plpgsql_validator(f.oid); ELSE PERFORM fmgr_sql_validator(f.oid); END IF;
    EXCEPTION WHEN OTHERS THEN
      RAISE EXCEPTION 'function %: %', f.oid::regprocedure, SQLERRM;
    END;
  END LOOP;
END $check$`;
