import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeManifest } from './manifest.ts';

describe('site manifest with a cache of compressed files', () => {
  let root = '';
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function build(page: string) {
    const client = path.join(root, `build-${Math.random().toString(36).slice(2)}`, 'client');
    await mkdir(path.join(client, '_astro'), { recursive: true });
    await writeFile(path.join(client, 'index.html'), page);
    await writeFile(path.join(client, '_astro', 'app.Hash1.js'), 'export const sepet = "boş";\n'.repeat(200));
    return client;
  }

  it('serves the same compressed bytes from the cache and keeps only what the last build used', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'manifest-'));
    const cache = path.join(root, 'cache');
    const page = (title: string) =>
      `<!doctype html><html lang="tr"><title>${title}</title>${'<p>Kablo</p>'.repeat(100)}`;

    const first = await build(page('Ana sayfa'));
    const before = await writeManifest(first, cache);
    const second = await build(page('Yeni başlık'));
    const after = await writeManifest(second, cache);

    for (const client of [first, second]) {
      for (const file of ['index.html', '_astro/app.Hash1.js']) {
        const body = await readFile(path.join(client, file));
        expect(brotliDecompressSync(await readFile(path.join(client, `${file}.br`)))).toEqual(body);
        expect(gunzipSync(await readFile(path.join(client, `${file}.gz`)))).toEqual(body);
      }
    }
    // The script did not change between the builds: same tag, same files; the page did.
    expect(after.files['/_astro/app.Hash1.js']!.etag).toBe(before.files['/_astro/app.Hash1.js']!.etag);
    expect(after.files['/index.html']!.etag).not.toBe(before.files['/index.html']!.etag);
    // Two files, each as .br and .gz: the first build's page is gone from the cache.
    expect((await readdir(cache)).sort()).toHaveLength(4);
    expect(await readdir(cache)).not.toContain(expect.stringContaining(before.files['/index.html']!.etag.slice(1, 8)));
  });

  it('writes the same manifest with and without the cache', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'manifest-'));
    const html = `<!doctype html><html lang="tr"><script>window.a=1</script>${'<p>Priz</p>'.repeat(100)}`;
    const plain = await writeManifest(await build(html));
    const cached = await writeManifest(await build(html), path.join(root, 'cache'));
    expect(cached).toEqual(plain);
  });
});
