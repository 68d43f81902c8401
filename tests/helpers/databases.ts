import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * What a test file needs of the database (decision 0355): `pglite` when the answer is the shop's
 * own (the default), `postgres` when it depends on the server (several connections racing,
 * LISTEN/NOTIFY, several instances, pg_dump), `both` when the database itself decides it.
 */
export type DatabaseNeed = Backend | 'both';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database project running this file (`pglite` or `postgres`); unset in `unit` and `e2e`. */
    backend: Backend | undefined;
    /** The migrated PGlite template: a data-folder dump every test database starts from. */
    pgliteTemplate: string | undefined;
    /** The migrated database on the TEST_DATABASE_URL server every test database is copied from. */
    postgresTemplate: string | undefined;
  }
}

/** A value the run's global setup provided; undefined outside vitest (the benchmarks use these helpers too). */
function provided<K extends 'backend' | 'pgliteTemplate' | 'postgresTemplate'>(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

const projectBackend = provided('backend');

/**
 * The backends this file runs on here: the database project's own one, or outside those projects
 * PGlite always and the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it).
 */
export const backends: Backend[] = projectBackend
  ? [projectBackend]
  : process.env.TEST_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];

/**
 * Declares the file's need (`const backends = runsOn('pglite')`): vitest.config.ts reads the
 * call to put the file in the `pglite` project, the `postgres` one or both, and it answers the
 * backends to run here.
 */
export function runsOn(need: DatabaseNeed): Backend[] {
  return backends.filter((backend) => need === 'both' || need === backend);
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the server dropped on close.
 * Both start from the run's migrated template (tests/helpers/database-template.ts) when there is
 * one, and migrate themselves otherwise.
 */
export async function createTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const template = provided('pgliteTemplate');
    if (template) return openDatabase({ loadDataDir: new Blob([await readFile(template)]) });
    const db = await openDatabase({});
    await migrate(db.sql);
    return db;
  }
  const template = provided('postgresTemplate');
  const server = await createServerDatabase(template);
  const db = await openDatabase({ url: server.url });
  if (!template) await migrate(db.sql);
  return {
    ...db,
    async close() {
      await db.close();
      await server.drop();
    },
  };
}

/**
 * A database on the TEST_DATABASE_URL server (for tests that start whole instances on it): empty,
 * or a copy of `template`.
 */
export async function createServerDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * `count` connection pools on one new server database, as that many app instances hold them;
 * `close` ends them and drops the database.
 */
export async function poolsOnServerDatabase(
  count: number,
): Promise<{ url: string; pools: Database[]; close(): Promise<void> }> {
  const server = await createServerDatabase();
  const pools = await Promise.all(Array.from({ length: count }, () => openDatabase({ url: server.url })));
  return {
    url: server.url,
    pools,
    async close() {
      await Promise.all(pools.map((db) => db.close()));
      await server.drop();
    },
  };
}
