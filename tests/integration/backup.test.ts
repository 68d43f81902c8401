import { afterAll, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '#api/core/config.ts';
import { backup, restore } from '#api/ops/backup.ts';
import { createUploadStore } from '#api/storage/upload-store.ts';
import { storeImage } from '#api/storage/images.ts';
import { openDatabase } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { runsOn, createServerDatabase } from '../helpers/databases.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { createCheckout, insertCart, insertProduct, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import type { Sql } from '#db/connection.ts';
import { testDataDir } from '../helpers/data-dirs.ts';

const backends = runsOn('both');

const TABLES = [
  'products',
  'product_variants',
  'product_images',
  'orders',
  'order_items',
  'order_status_history',
  'users',
] as const;

async function snapshot(sql: Sql) {
  const rows: Record<string, readonly unknown[]> = {};
  for (const table of TABLES) rows[table] = [...(await sql`SELECT * FROM ${sql(table)} ORDER BY 1`)];
  return rows;
}

describe.each(backends)('backup and restore (%s)', (backend) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function place(): Promise<{ config: ReturnType<typeof loadConfig> }> {
    const dataDir = await testDataDir('backup-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let url: string | undefined;
    if (backend === 'postgres') {
      const server = await createServerDatabase();
      cleanups.push(server.drop);
      url = server.url;
    }
    return { config: loadConfig({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) }) };
  }

  it('gives back every order, product and image in an empty folder or database', async () => {
    const source = await place();
    let db = await openDatabase({ url: source.config.DATABASE_URL, pgliteDir: source.config.pgliteDir });
    await migrate(db.sql);
    const store = createUploadStore(source.config);
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    const imageUrl = await storeImage(store, picture);
    const productId = await insertProduct(db.sql, { name: "Sigorta Kutusu 12'li", stock: 8 });
    await db.sql`INSERT INTO product_images (product_id, url, position) VALUES (${productId}, ${imageUrl}, 0)`;
    const server = await startTestServer(db);
    const sessionId = newSessionId();
    await insertCart(db.sql, { sessionId }, [{ productId, quantity: 2 }]);
    expect((await createCheckout(server.url, sessionId, validForm())).status).toBe(200);
    await server.close();
    const before = await snapshot(db.sql);
    expect(before.orders).toHaveLength(1);
    await db.close();

    const backupDir = await testDataDir('backup-files-');
    cleanups.push(() => rm(backupDir, { recursive: true, force: true }));
    await rm(backupDir, { recursive: true });
    const manifest = await backup(source.config, backupDir);
    expect(manifest).toMatchObject({ database: backend, uploads: 3 });

    const target = await place();
    await restore(target.config, backupDir);
    db = await openDatabase({ url: target.config.DATABASE_URL, pgliteDir: target.config.pgliteDir });
    try {
      expect(await snapshot(db.sql)).toEqual(before);
      const restoredStore = createUploadStore(target.config);
      for (const width of [400, 800, 1200]) {
        const key = imageUrl.replace('/uploads/', '').replace('-800.webp', `-${width}.webp`);
        expect(await readFile(path.join(target.config.uploadsDir, key))).toEqual(
          Buffer.from((await store.getItemRaw(key)) as Buffer),
        );
        expect(await restoredStore.hasItem(key)).toBe(true);
      }
      // A second restore onto the restored data is refused and changes nothing.
      await expect(restore(target.config, backupDir)).rejects.toMatchObject({ kind: 'conflict' });
      expect(await snapshot(db.sql)).toEqual(before);
    } finally {
      await db.close();
    }
  }, 120_000);
});
