import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/core/config.ts';
import { prepareApart } from '#api/first-start.ts';
import { clusterTemplateFile, installedClusterTemplate, writeClusterTemplate } from '#db/cluster-template.ts';
import { openDatabase } from '#db/connection.ts';
import { migrate, migrateFrom, shopSources } from '#db/migrate.ts';
import { schemaSqlSource } from '#db/schema-sql.ts';
import { runsOn } from '../helpers/databases.ts';
import { testDataDir } from '../helpers/data-dirs.ts';

// The empty embedded database `npm install` makes, which a first start loads instead of running
// initdb and every migration (decision 0440). Embedded only: a server database has no initdb to skip.
runsOn('pglite');

const committedSchema = () => readFile(path.join(process.cwd(), 'db', 'schema.sql'), 'utf8');

describe('the empty database made at install', () => {
  it('is made by npm install itself', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.postinstall).toContain('node db/cluster-template-cli.ts');
    // CI and every checkout ran `npm install` before the tests.
    expect(existsSync(clusterTemplateFile())).toBe(true);
  });

  it(
    'is what a first start loads: its migrations were applied before the start, at install',
    { timeout: 120_000 },
    async () => {
      const made = (await stat(clusterTemplateFile())).mtime;
      const dir = await testDataDir(`cluster-template-${randomBytes(3).toString('hex')}-`);
      const env = { PATH: process.env.PATH ?? '', DATA_DIR: dir, SEED_DEMO: 'false' };
      const started = new Date();
      try {
        expect(await prepareApart(undefined, env)).toEqual({ seeded: false });
        const db = await openDatabase({ pgliteDir: loadConfig(env).pgliteDir });
        try {
          const [row] = await db.sql<{ first: Date; migrations: number }[]>`
          SELECT min(applied_at) AS first, count(*)::int AS migrations FROM schema_migrations`;
          expect(row!.first.getTime()).toBeLessThan(started.getTime());
          expect(row!.first.getTime()).toBeLessThanOrEqual(made.getTime());
          expect(await schemaSqlSource(db.sql)).toBe(await committedSchema());
        } finally {
          await db.close();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it(
    'made by an older version, is migrated on to the code’s schema at the first start',
    { timeout: 120_000 },
    async () => {
      const older = await openDatabase({});
      await migrateFrom(older.sql, shopSources, { before: '0290' });
      const dump = await older.dumpDataDir!('gzip');
      await older.close();
      const dir = await testDataDir(`cluster-template-old-${randomBytes(3).toString('hex')}-`);
      try {
        const db = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), loadDataDir: dump });
        try {
          const applied = await migrate(db.sql);
          expect(applied).toContain('0290_staff_roles.sql');
          expect(applied.some((name) => name.startsWith('functions/'))).toBe(true);
          expect(await schemaSqlSource(db.sql)).toBe(await committedSchema());
        } finally {
          await db.close();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('is written whole or not at all, replaces an older version’s, and a missing one means initdb', async () => {
    const older = path.join(path.dirname(clusterTemplateFile()), 'pglite-0.0.1-cluster.tar.gz');
    await writeFile(older, 'an earlier PGlite version’s template');
    const file = await writeClusterTemplate();
    expect(file).toBe(clusterTemplateFile());
    expect(existsSync(older)).toBe(false);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect(await installedClusterTemplate(path.join(path.dirname(file), 'no-such-template.tar.gz'))).toBeUndefined();
  }, 60_000);
});
