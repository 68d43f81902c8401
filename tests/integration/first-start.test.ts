import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/core/config.ts';
import { isNewDatabase, prepareApart } from '#api/first-start.ts';
import { openDatabase } from '#db/connection.ts';
import { runsOn, type Backend } from '../helpers/databases.ts';
import { testDataDir } from '../helpers/data-dirs.ts';

// The first start's preparation runs in a child process (decision 0423); both kinds of database.
const backends = runsOn('both');

async function newDatabase(backend: Backend) {
  const dir = await testDataDir(`first-start-${randomBytes(3).toString('hex')}-`);
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: dir, SEED_DEMO: 'false' };
  let drop = () => rm(dir, { recursive: true, force: true });
  if (backend === 'postgres') {
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const name = `first_start_${randomBytes(5).toString('hex')}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.href;
    const removeDir = drop;
    drop = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await removeDir();
    };
  }
  return { env, config: loadConfig(env), drop };
}

describe.each(backends)('the first start (%s)', (backend) => {
  it('migrates a new database in a child process, once', { timeout: 120_000 }, async () => {
    const { env, config, drop } = await newDatabase(backend);
    try {
      expect(await isNewDatabase(config)).toBe(true);
      expect(await prepareApart(undefined, env)).toEqual({ seeded: false });
      expect(await isNewDatabase(config)).toBe(false);
      const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
      try {
        const [row] = await db.sql<{ migrations: number }[]>`SELECT count(*)::int AS migrations FROM schema_migrations`;
        expect(row!.migrations).toBeGreaterThan(50);
      } finally {
        await db.close();
      }
    } finally {
      await drop();
    }
  });

  it('says why when the preparation fails, leaving nothing half-started', { timeout: 60_000 }, async () => {
    const { env, drop } = await newDatabase(backend);
    try {
      await expect(prepareApart(undefined, { ...env, PORT: 'kırk' })).rejects.toThrow(/Veritabanı hazırlanamadı/);
    } finally {
      await drop();
    }
  });
});
