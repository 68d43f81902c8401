import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import path from 'node:path';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { writeManifest } from '#api/publish/manifest.ts';
import { loadBuild } from '#api/publish/site-holder.ts';
import type { Database } from '#db/connection.ts';
import { testDataDir } from '../helpers/data-dirs.ts';

const backends = runsOn('pglite');

const HOME = `<!doctype html><html lang="tr"><head><title>Ana Sayfa</title></head><body>${'<p>Elektrik malzemeleri</p>'.repeat(50)}<script>console.log("ada")</script></body></html>`;

/** A small build folder shaped like Astro's output, so serving is tested without running Astro. */
async function fakeBuild(buildsDir: string, id: string) {
  const client = path.join(buildsDir, id, 'client');
  await mkdir(path.join(client, '_astro'), { recursive: true });
  await mkdir(path.join(client, 'urunler'), { recursive: true });
  await writeFile(path.join(client, 'index.html'), HOME);
  await writeFile(path.join(client, 'urunler', 'index.html'), '<!doctype html><title>Ürünler</title><h1>Ürünler</h1>');
  await writeFile(path.join(client, '404.html'), '<!doctype html><html lang="en"><h1>404 Page Not Found</h1></html>');
  await writeFile(path.join(client, '_astro', 'app.Ab12Cd.js'), 'export const x = 1;'.repeat(100));
  await writeManifest(client);
  await writeFile(path.join(buildsDir, id, 'build.json'), JSON.stringify({ builtAt: new Date().toISOString() }));
  return loadBuild(buildsDir, id);
}

function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe.each(backends)('the one server (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let buildsDir: string;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    buildsDir = await testDataDir('builds-');
    server.ctx.site.switchTo(await fakeBuild(buildsDir, 'b1'));
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await rm(buildsDir, { recursive: true, force: true });
  });

  it('answers /api/health with status, db and build', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok', build: { id: 'b1', builtAt: expect.any(String) } });
  });

  it('answers /api/health/ready with each dependency once a build is live', async () => {
    const res = await fetch(`${server.url}/api/health/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'unused', storage: 'ok', build: 'ok' },
      build: 'b1',
    });
  });

  // Issue 45: each of these reached readiness, so an nginx rule had to foresee every spelling.
  it.each([
    '/api/health/ready/',
    '/api/health/ready//',
    '/api/health/./ready',
    '/api/health//ready',
    '/api/health/%2e/ready',
    '/api/health/x/../ready',
    '/api/health/ready%2f',
    '/api//health/ready',
  ])('answers readiness at its one spelling only: %s is a 404', async (path) => {
    // The path goes as written: a URL string would have its dots folded before it left.
    const { port } = new URL(server.url);
    const res = await new Promise<{ status: number; body: Buffer }>((resolve, reject) =>
      request({ host: '127.0.0.1', port, path }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => resolve({ status: answer.statusCode!, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end(),
    );
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ message: 'İstenen API adresi bulunamadı' });
    expect((await rawGet(`${server.url}/api/health/ready?x=1`)).status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/bilinmeyen/yol`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBeTruthy();
  });

  it('serves pages case-insensitively with an optional trailing slash', async () => {
    for (const p of ['/urunler', '/URUNLER/', '/Urunler']) {
      const res = await rawGet(server.url + p);
      expect(res.status, p).toBe(200);
      expect(res.body.toString()).toContain('<h1>Ürünler</h1>');
    }
  });

  it('gives the English not-found page with 404 for unknown pages', async () => {
    const res = await rawGet(`${server.url}/bu-sayfa-yok`);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('404 Page Not Found');
  });

  it('compresses with brotli or gzip and honours ETag', async () => {
    const br = await rawGet(`${server.url}/`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(HOME);
    const gz = await rawGet(`${server.url}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(HOME);
    const etag = String(br.headers.etag);
    const again = await rawGet(`${server.url}/`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('caches hashed assets forever and revalidates HTML', async () => {
    const asset = await rawGet(`${server.url}/_astro/app.Ab12Cd.js`);
    expect(asset.headers['cache-control']).toContain('immutable');
    const html = await rawGet(`${server.url}/`);
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with every page, allowing exactly its inline scripts', async () => {
    const res = await rawGet(`${server.url}/`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
  });

  it('switches to a new build atomically', async () => {
    const next = await fakeBuild(buildsDir, 'b2');
    server.ctx.site.switchTo(next);
    const res = await fetch(`${server.url}/api/health`);
    expect((await res.json()).build.id).toBe('b2');
  });
});
