import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql, NoRows } from './connection.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only keeps two app instances from migrating at once.
const MIGRATION_LOCK = 72_410_001;

/** Applies the numbered SQL files not yet applied, each in its own transaction. */
export async function migrate(sql: Sql): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  return sql.begin(async (tx) => {
    await tx<NoRows>`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx<NoRows>`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set((await tx<{ name: string }[]>`SELECT name FROM schema_migrations`).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(await readFile(path.join(migrationsDir, file), 'utf8'));
      await tx<NoRows>`INSERT INTO schema_migrations (name) VALUES (${file})`;
      applied.push(file);
    }
    return applied;
  });
}
