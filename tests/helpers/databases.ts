import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database: in-memory PGlite, or a new database on the server dropped on close. */
export async function createTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const db = await openDatabase({});
    await migrate(db.sql);
    return db;
  }
  const server = await createServerDatabase();
  const db = await openDatabase({ url: server.url });
  await migrate(db.sql);
  return {
    ...db,
    async close() {
      await db.close();
      await server.drop();
    },
  };
}

/** An empty database on the TEST_DATABASE_URL server (for tests that start whole instances on it). */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
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
