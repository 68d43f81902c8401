// Time to save a product with five 4000×3000 JPEG photos through POST /api/admin/products,
// and the process's RSS while it runs. Run: node --expose-gc bench/admin-upload.bench.ts
// (embedded PGlite, ~400 MB of the RSS; with TEST_DATABASE_URL set, a PostgreSQL server instead).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestDatabase } from '../tests/helpers/databases.ts';
import { startTestServer } from '../tests/helpers/test-server.ts';
import { adminAndCustomerTokens, bearer } from '../tests/helpers/admin-session.ts';
import { createUploadStore } from '#api/storage/upload-store.ts';

const MB = 1024 * 1024;

/** A photo-like 4000×3000 JPEG: smooth colour blobs with fine grain, different every time (random noise). */
async function photo(): Promise<Buffer> {
  const small = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const smooth = await sharp(small).resize(4000, 3000, { kernel: 'cubic' }).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 6 },
    },
  })
    .raw()
    .toBuffer();
  const mixed = Buffer.alloc(smooth.data.length);
  for (let i = 0; i < mixed.length; i++) mixed[i] = Math.min(255, smooth.data[i]! + grain[i]! - 3);
  return sharp(mixed, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

// The photos are made in a child process so their raw pixel buffers do not inflate this process's RSS.
const PHOTO_DIR = path.resolve('data', 'bench-photos');
if (process.argv[2] === 'photos') {
  await mkdir(PHOTO_DIR, { recursive: true });
  for (const seed of [1, 2, 3, 4, 5]) await writeFile(path.join(PHOTO_DIR, `foto-${seed}.jpg`), await photo());
  process.exit(0);
}
if (!existsSync(path.join(PHOTO_DIR, 'foto-5.jpg')))
  execFileSync(process.execPath, [fileURLToPath(import.meta.url), 'photos'], { stdio: 'inherit' });
const photos = await Promise.all([1, 2, 3, 4, 5].map((seed) => readFile(path.join(PHOTO_DIR, `foto-${seed}.jpg`))));

const db = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
const server = await startTestServer(db);
const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
server.ctx.uploads = createUploadStore({ uploadsDir }); // files on disk, as in production
const { admin } = await adminAndCustomerTokens(db.sql);
console.log(`Five 4000×3000 JPEGs: ${photos.map((p) => (p.length / MB).toFixed(1)).join(', ')} MB`);

const runs: { ms: number; peak: number; base: number }[] = [];
for (let run = 1; run <= 3; run++) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: `Bench ürün ${run}`,
    slug: `bench-urun-${run}`,
    basePrice: '100',
    stockQuantity: '1',
    minOrderQuantity: '1',
  }))
    form.append(k, v);
  // A different byte in each run so no image is skipped as already stored.
  for (const [i, p] of photos.entries())
    form.append('images', new File([Buffer.concat([p, Buffer.from([run])])], `foto-${i}.jpg`, { type: 'image/jpeg' }));
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/products`, { method: 'POST', headers: bearer(admin), body: form });
  const ms = performance.now() - started;
  clearInterval(sampler);
  const body = (await res.json()) as { images?: string[]; message?: string };
  if (res.status !== 201 || body.images?.length !== 5)
    throw new Error(`save failed: ${res.status} ${JSON.stringify(body)}`);
  runs.push({ ms, peak, base });
  console.log(
    `run ${run}: ${(ms / 1000).toFixed(2)} s, RSS ${(base / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB (+${((peak - base) / MB).toFixed(0)} MB)`,
  );
}
const median = [...runs].sort((a, b) => a.ms - b.ms)[1]!;
console.log(
  `median: ${(median.ms / 1000).toFixed(2)} s; highest RSS ${(Math.max(...runs.map((r) => r.peak)) / MB).toFixed(0)} MB (server and client in one process, ${os.cpus().length} CPUs)`,
);
await server.close();
await db.close();
await rm(uploadsDir, { recursive: true, force: true });
