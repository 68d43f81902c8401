import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from 'unstorage';
import { runsOn, createTestDatabase } from '../helpers/databases.ts';
import { pngFile } from '../helpers/admin-session.ts';
import type { Database } from '#db/connection.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { storeImage } from '#api/storage/images.ts';
import { sweepUnusedUploads } from '#api/jobs/unused-uploads.ts';

const backends = runsOn('pglite');

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('the daily sweep of unused uploads (%s)', (backend) => {
  let db: Database;
  const store = createStorage() as UploadStore;
  const image = async (colour: string) =>
    storeImage(store, Buffer.from(await (await pngFile('x.png', colour)).arrayBuffer()));
  const keys = async () => (await store.getKeys()).map((k) => k.replaceAll(':', '/')).sort();
  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(() => db?.close());

  it('keeps what products, catalogues, references and settings use, removes the rest after the grace period', async () => {
    const [product, catalog, reference, logo, orphan] = await Promise.all(
      ['#111111', '#222222', '#333333', '#444444', '#555555'].map(image),
    );
    await store.setItemRaw('files/abcdef0123.pdf', Buffer.from('%PDF-1.4'));
    await store.setItemRaw('files/0123abcdef.pdf', Buffer.from('%PDF-1.4'));
    const [row] = await db.sql<
      { id: number }[]
    >`INSERT INTO products (name, slug, base_price) VALUES ('Lamba', 'lamba', 10) RETURNING id`;
    await db.sql`INSERT INTO product_images (product_id, url) VALUES (${row!.id}, ${product!})`;
    await db.sql`INSERT INTO catalogs (title, image_url, file_url, file_path) VALUES ('Katalog', ${catalog!}, '/uploads/files/abcdef0123.pdf', 'files/abcdef0123.pdf')`;
    await db.sql`INSERT INTO company_references (company_name, logo_url) VALUES ('Firma', ${reference!})`;
    await db.sql`INSERT INTO settings (key, value) VALUES ('company_logo', ${logo!})`;
    const before = await keys();
    const orphanHash = orphan!.match(/img\/([0-9a-f]+)-/)![1]!;

    const now = new Date();
    expect(await sweepUnusedUploads(db.sql, store, now)).toEqual({ unused: 4, removed: 0 }); // three widths + one PDF
    expect(await sweepUnusedUploads(db.sql, store, new Date(now.getTime() + DAY))).toMatchObject({ removed: 0 });
    expect(await keys()).toEqual(before);
    const after = await sweepUnusedUploads(db.sql, store, new Date(now.getTime() + 3 * DAY));
    expect(after).toEqual({ unused: 4, removed: 4 });
    const left = await keys();
    expect(left.filter((k) => k.includes(orphanHash))).toEqual([]);
    expect(left).not.toContain('files/0123abcdef.pdf');
    expect(left).toContain('files/abcdef0123.pdf');
    expect(left).toHaveLength(before.length - 4);
  });

  it('forgives an upload that is used again before its grace period ends', async () => {
    const url = await image('#666666');
    const now = new Date();
    await sweepUnusedUploads(db.sql, store, now);
    await db.sql`UPDATE settings SET value = ${url} WHERE key = 'company_logo'`;
    await sweepUnusedUploads(db.sql, store, new Date(now.getTime() + DAY));
    const later = await sweepUnusedUploads(db.sql, store, new Date(now.getTime() + 10 * DAY));
    expect((await keys()).filter((k) => url.includes(k.replace(/-\d+\.webp$/, '')))).toHaveLength(3);
    expect(later.removed).toBe(3); // the old logo's three widths, unused since the logo changed
  });
});
