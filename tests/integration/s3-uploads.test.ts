import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { PGlite } from '@electric-sql/pglite';
import { createUploadStore, type UploadStore } from '#api/storage/upload-store.ts';
import { sweepUnusedUploads } from '#api/jobs/unused-uploads.ts';
import { backup, restore } from '#api/ops/backup.ts';
import { loadConfig } from '#api/core/config.ts';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, pngFile } from '../helpers/admin-session.ts';

const backends = runsOn('pglite');

// Uploads in S3-compatible object storage, against s3rver: the S3 HTTP API on a local port.
const BUCKET = 'magaza-yuklemeler';
const RESTORE_BUCKET = 'magaza-geri-yukleme';
const DAY = 24 * 60 * 60 * 1000;

/** s3rver with two empty buckets in a temporary folder, and the S3_* settings that reach it. */
function useS3() {
  const s3 = { env: {} as Record<string, string>, dir: '', server: undefined as S3rver | undefined };
  beforeAll(async () => {
    await mkdir(path.join(process.cwd(), 'data'), { recursive: true });
    s3.dir = await mkdtemp(path.join(process.cwd(), 'data', 's3-'));
    s3.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(s3.dir, 'buckets'),
      configureBuckets: [BUCKET, RESTORE_BUCKET].map((name) => ({ name, configs: [] })),
    });
    const { port } = await s3.server.run();
    // s3rver's fixed keys; the region is any name, as with most S3-compatible stores.
    s3.env = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  });
  afterAll(async () => {
    await s3.server?.close().catch(() => {});
    if (s3.dir) await rm(s3.dir, { recursive: true, force: true });
  });
  return s3;
}

const keysOf = async (store: UploadStore) => (await store.getKeys()).map((k) => k.replaceAll(':', '/')).sort();

describe.each(backends)('uploads in S3-compatible storage (%s)', (backend) => {
  const s3 = useS3();
  const shop = useShopUnderTest(backend);
  let store: UploadStore;
  beforeAll(() => {
    store = createUploadStore(loadConfig({ DATA_DIR: s3.dir, ...s3.env }));
    shop.server.ctx.uploads = store;
  });

  it('stores an admin upload in the bucket, serves it from /uploads and sweeps it once unused', async () => {
    const { admin } = await adminAndCustomerTokens(shop.db.sql);
    const body = new FormData();
    body.append('images', await pngFile('priz.png', '#0f766e', 900, 600));
    const res = await fetch(`${shop.server.url}/api/admin/uploads/images`, {
      method: 'POST',
      headers: bearer(admin),
      body,
    });
    expect(res.status).toBe(200);
    const [stored] = (await res.json()) as { name: string }[];
    const hash = stored!.name.replace('-800.webp', '');
    const widths = [400, 800, 1200].map((w) => `img/${hash}-${w}.webp`).sort();
    expect(await keysOf(store)).toEqual(widths);

    const served = await fetch(`${shop.server.url}/uploads/img/${stored!.name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      Buffer.from((await store.getItemRaw(`img/${stored!.name}`)) as ArrayBuffer),
    );
    expect((await fetch(`${shop.server.url}/uploads/img/yok-800.webp`)).status).toBe(404);

    // Nothing uses the image (an abandoned form): noted now, removed after the grace period.
    const now = new Date();
    expect(await sweepUnusedUploads(shop.db.sql, store, now)).toEqual({ unused: 3, removed: 0 });
    expect(await keysOf(store)).toEqual(widths);
    expect(await sweepUnusedUploads(shop.db.sql, store, new Date(now.getTime() + 3 * DAY))).toEqual({
      unused: 3,
      removed: 3,
    });
    expect(await keysOf(store)).toEqual([]);
  });

  it('answers readiness with the storage down once the S3 endpoint stops answering', async () => {
    const checks = async () =>
      ((await (await fetch(`${shop.server.url}/api/health/ready`)).json()) as { checks: object }).checks;
    expect(await checks()).toMatchObject({ storage: 'ok' });
    await s3.server!.close();
    expect(await checks()).toMatchObject({ storage: 'error' });
  });
});

describe('a bucket of more than 1,000 uploads', () => {
  const s3 = useS3();

  it('is listed whole, so npm run backup and restore carry every object over', async () => {
    const store = createUploadStore(loadConfig({ DATA_DIR: s3.dir, ...s3.env }));
    // S3 answers a listing 1,000 keys at a time.
    const keys = Array.from({ length: 1_005 }, (_, i) => `files/${i.toString(16).padStart(8, '0')}.pdf`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((k) => store.setItemRaw(k, Buffer.from(`%PDF-1.4 ${k}`))));
    expect(await keysOf(store)).toEqual(keys);

    const source = loadConfig({ DATA_DIR: path.join(s3.dir, 'kaynak'), ...s3.env });
    await mkdir(source.pgliteDir, { recursive: true });
    await (await PGlite.create(source.pgliteDir)).close();
    const backupDir = path.join(s3.dir, 'yedek');
    expect(await backup(source, backupDir)).toMatchObject({ uploads: 1_005 });
    expect(await readdir(path.join(backupDir, 'uploads', 'files'))).toHaveLength(1_005);

    const target = loadConfig({ DATA_DIR: path.join(s3.dir, 'hedef'), ...s3.env, S3_BUCKET: RESTORE_BUCKET });
    await restore(target, backupDir);
    expect(await keysOf(createUploadStore(target))).toEqual(keys);
  }, 120_000);
});
