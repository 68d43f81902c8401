import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { adminToken } from '../helpers/sessions.ts';
import { createPublisher } from '#api/publish/publisher.ts';
import { silentLogger } from '#api/core/logger.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

// The republish path for real: admin edit → signed webhook → debounced Astro build → atomic switch.
describe.each(backends)('republish on edit (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let builds = 0;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    const { config } = server.ctx;
    server.ctx.publisher = createPublisher({
      sql: db.sql,
      site: server.ctx.site,
      buildsDir: config.buildsDir,
      siteUrl: config.siteUrl,
      log: { info: (m) => void (m.startsWith('Site yayınlandı') && builds++), warn: () => {}, error: () => {} },
    });
    token = await adminToken(db.sql);
    await db.sql`INSERT INTO settings (key, value) VALUES ('hero_main_title', 'İlk başlık'), ('company_name', 'Deneme Elektrik')`;
    await server.ctx.publisher.requestBuild();
  }, 120_000);
  afterAll(async () => {
    const buildsDir = server?.ctx.config.buildsDir;
    await server?.close();
    await db?.close();
    if (buildsDir) await rm(buildsDir, { recursive: true, force: true });
  });

  const home = async () => {
    const res = await fetch(`${server.url}/`);
    return { status: res.status, html: await res.text() };
  };
  const put = (key: string, value: string) =>
    fetch(`${server.url}/api/settings/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });

  it('serves the first build', async () => {
    const { status, html } = await home();
    expect(status).toBe(200);
    expect(html).toContain('İlk başlık');
  });

  it('serves a changed hero_main_title without a restart, and / never fails during the build', async () => {
    const before = builds;
    expect((await put('hero_main_title', 'Yeni başlık: kablo kampanyası')).status).toBe(200);
    const statuses: number[] = [];
    const settled = server.ctx.publisher.settled();
    let done = false;
    void settled.then(() => (done = true));
    while (!done) statuses.push((await home()).status);
    expect(statuses.length).toBeGreaterThan(10);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await home()).html).toContain('Yeni başlık: kablo kampanyası');
    expect(builds).toBe(before + 1);
    const state = await (
      await fetch(`${server.url}/api/admin/publish`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(state).toMatchObject({
      status: 'idle',
      lastError: null,
      lastSuccessAt: expect.any(String),
      lastDurationMs: expect.any(Number),
    });
  }, 120_000);

  it('turns ten edits within two seconds into one build', async () => {
    const before = builds;
    // One edit every 150 ms from the start, however long each save takes on a busy machine:
    // a sleep after each save would add the saves' time to the gaps the debounce measures.
    const start = performance.now();
    for (let i = 1; i <= 10; i++) {
      await put('hero_subtitle', `Alt başlık ${i}`);
      await new Promise((r) => setTimeout(r, Math.max(0, start + i * 150 - performance.now())));
    }
    expect(server.ctx.publisher.state().status).toBe('queued');
    await server.ctx.publisher.settled();
    expect(builds).toBe(before + 1);
    expect((await home()).html).toContain('Alt başlık 10');
  }, 120_000);

  it('keeps the old site serving when a build fails, and records the error', async () => {
    const live = server.ctx.site.current()!.id;
    const blocked = path.join(server.ctx.config.dataDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const failing = createPublisher({
      sql: db.sql,
      site: server.ctx.site,
      buildsDir: blocked,
      siteUrl: server.ctx.config.siteUrl,
      log: silentLogger,
    });
    await failing.requestBuild();
    expect(failing.state()).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/\S/) });
    expect(server.ctx.site.current()!.id).toBe(live);
    const { status, html } = await home();
    expect(status).toBe(200);
    expect(html).toContain('Yeni başlık: kablo kampanyası');
  });
});
