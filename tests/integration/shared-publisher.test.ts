import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { createSharedPublisher } from '#api/publish/shared-publisher.ts';
import { fetchBuild, pruneStoredBuilds, saveBuild } from '#api/publish/build-store.ts';
import { createSiteHolder } from '#api/publish/site-holder.ts';
import type { Database } from '#db/connection.ts';
import { silentLogger } from '#api/core/logger.ts';
import { testDataDir } from '../helpers/data-dirs.ts';

describe.each(runsOn('postgres'))('builds shared through PostgreSQL (%s)', (backend) => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    dir = await testDataDir('shared-builds-');
  });
  afterAll(async () => {
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('stores a build folder and writes it back file for file elsewhere', async () => {
    const source = path.join(dir, 'a');
    await mkdir(path.join(source, 'b1', 'client', '_astro'), { recursive: true });
    await writeFile(path.join(source, 'b1', 'client', 'index.html'), '<h1>Ana sayfa</h1>');
    await writeFile(path.join(source, 'b1', 'client', '_astro', 'x.js'), Buffer.from([0, 1, 2, 255]));
    await writeFile(path.join(source, 'b1', 'build.json'), '{"builtAt":"2026-03-01T10:00:00Z"}');
    await saveBuild(db.sql, source, 'b1', 1500);
    await saveBuild(db.sql, source, 'b1', 1500);
    expect(await db.sql`SELECT file_count, byte_count FROM site_builds WHERE id = 'b1'`).toEqual([
      { file_count: 3, byte_count: '56' },
    ]);

    const target = path.join(dir, 'b');
    await fetchBuild(db.sql, target, 'b1');
    expect(await readFile(path.join(target, 'b1', 'client', 'index.html'), 'utf8')).toBe('<h1>Ana sayfa</h1>');
    expect(await readFile(path.join(target, 'b1', 'client', '_astro', 'x.js'))).toEqual(Buffer.from([0, 1, 2, 255]));
    await expect(fetchBuild(db.sql, target, 'yok')).rejects.toThrow('Kayıtlı derleme bulunamadı');

    // Not live: pruned.
    await pruneStoredBuilds(db.sql);
    expect(await db.sql`SELECT id FROM site_builds`).toEqual([]);
  });

  it('records a failed build as handled and releases the lease', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const publisher = createSharedPublisher({
      sql: db.sql,
      site: createSiteHolder(),
      buildsDir: blocked,
      siteUrl: 'http://127.0.0.1',
      log: silentLogger,
      bus: null,
      instanceId: 'test-a',
    });
    await publisher.requestBuild();
    expect(publisher.state()).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/\S/) });
    const [row] =
      await db.sql`SELECT requested_seq = handled_seq AS handled, builder, lease_until, current_build_id, last_error FROM site_publish`;
    expect(row).toMatchObject({
      handled: true,
      builder: null,
      lease_until: null,
      current_build_id: null,
      last_error: expect.stringMatching(/\S/),
    });
    // The next request is not stuck behind the failure.
    await publisher.requestBuild();
    expect(await db.sql`SELECT requested_seq::int AS r, handled_seq::int AS h FROM site_publish`).toEqual([
      { r: 2, h: 2 },
    ]);
    await publisher.stop();
  });

  it('leaves a request to the instance holding the build lease', async () => {
    await db.sql`UPDATE site_publish SET builder = 'other', lease_until = now() + interval '1 hour'`;
    const publisher = createSharedPublisher({
      sql: db.sql,
      site: createSiteHolder(),
      buildsDir: path.join(dir, 'c'),
      siteUrl: 'http://127.0.0.1',
      log: silentLogger,
      bus: null,
      instanceId: 'test-b',
    });
    const waiting = publisher.requestBuild();
    await new Promise((r) => setTimeout(r, 1500));
    expect(publisher.state().status).not.toBe('building');
    // The other instance finishes without a build (as if its build failed): the waiter returns.
    await db.sql`UPDATE site_publish SET handled_seq = requested_seq, builder = NULL, lease_until = NULL`;
    await waiting;
    await publisher.stop();
  });
});
