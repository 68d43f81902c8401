import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { installedClusterTemplate } from '#db/cluster-template.ts';
import { testDataDir } from './data-dirs.ts';
import type { Backend } from './databases.ts';

/**
 * Global setup of the database projects (and the browser tests' in-process shops): migrates once
 * per run into a template that every test database copies (decision 0356), instead of replaying
 * every migration for each of them. Built by `migrate()` itself, so it follows whatever that applies.
 */
export default async function setup(project: TestProject) {
  const backend = project.name === 'postgres' ? 'postgres' : 'pglite';
  if (project.name === 'pglite' || project.name === 'postgres') project.provide('backend', backend as Backend);
  if (backend === 'postgres') {
    const template = await postgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.drop;
}

/**
 * A migrated PGlite database, dumped to a tar file the tests load (`loadDataDir`): from the empty
 * database `npm install` made (decision 0440), migrated on to this checkout's migrations.
 */
async function pgliteTemplate(): Promise<{ file: string; drop(): Promise<void> }> {
  const db = await openDatabase({ loadDataDir: await installedClusterTemplate() });
  await migrate(db.sql);
  const dump = await db.dumpDataDir!();
  await db.close();
  const dir = await testDataDir('template-');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { file, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** A migrated database on the TEST_DATABASE_URL server, copied by `CREATE DATABASE … TEMPLATE`. */
async function postgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  const name = `shop_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Nobody may stay connected to a template while it is copied: the migrating pool is closed.
  const db = await openDatabase({ url: url.href });
  await migrate(db.sql);
  await db.close();
  return {
    name,
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
