import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createStorage } from 'unstorage';
import { openDatabase, type Database, type NoRows } from '../connection.ts';
import { migrate } from '../migrate.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { seedMedia } from '#api/storage/seed-media.ts';
import { seedDemo } from './demo.ts';
import { seedLarge } from './large.ts';
import { HOMEPAGE_TEXT_KEYS } from '#api/schemas/admin-settings.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';

// upload-store.ts imports the S3 driver, whose optional peer `aws4fetch` may not
// be installed; these tests only use the memory store.

const BRANDS = ['Schneider', 'ABB', 'Legrand', 'Viko', 'Siemens', 'Klemsan', 'Osram', 'Philips', 'Prysmian'];

describe('seedDemo', () => {
  let db: Database;
  let store: UploadStore;
  let seeded: boolean;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db.sql);
    store = createStorage<Buffer>();
    seeded = await seedDemo(db.sql, seedMedia(store));
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('seeds a fresh database', () => {
    expect(seeded).toBe(true);
  });

  it('leaves every product the card the shop builds, and later writes rebuild theirs at once', async () => {
    // The seed builds each card once, at its end (product_cards_refresh.sql): none may be missing or
    // stale, and the deferral ends with the seed's transaction.
    const [cards] = await db.sql<{ products: number; cards: number; stale: number }[]>`
      SELECT (SELECT count(*) FROM products)::int AS products,
             (SELECT count(*) FROM product_cards)::int AS cards,
             (SELECT count(*) FROM products p JOIN product_cards c ON c.product_id = p.id
               WHERE c.card IS DISTINCT FROM product_card(p))::int AS stale`;
    expect(cards!.products).toBeGreaterThanOrEqual(80);
    expect(cards).toEqual({ products: cards!.products, cards: cards!.products, stale: 0 });
    const [product] = await db.sql<{ id: number }[]>`SELECT id FROM products ORDER BY id LIMIT 1`;
    await db.sql<NoRows>`UPDATE products SET short_description = 'Kartı hemen yenilenir' WHERE id = ${product!.id}`;
    const [card] = await db.sql<{ card: string }[]>`SELECT card FROM product_cards WHERE product_id = ${product!.id}`;
    expect(JSON.parse(card!.card).shortDescription).toBe('Kartı hemen yenilenir');
  });

  it('creates the catalogue with variants', async () => {
    const [counts] = await db.sql<{ products: number; with_variants: number; variants: number }[]>`
      SELECT (SELECT count(*) FROM products)::int AS products,
             (SELECT count(DISTINCT product_id) FROM product_variants)::int AS with_variants,
             (SELECT count(*) FROM product_variants)::int AS variants`;
    expect(counts!.products).toBeGreaterThanOrEqual(80);
    expect(counts!.with_variants).toBeGreaterThanOrEqual(40);
    const [flags] = await db.sql<{ inactive: number; empty: number }[]>`
      SELECT count(*) FILTER (WHERE NOT is_active)::int AS inactive, count(*) FILTER (WHERE stock_quantity = 0)::int AS empty
      FROM product_variants`;
    expect(flags!.inactive).toBeGreaterThan(0);
    expect(flags!.empty).toBeGreaterThan(0);
    const kinds = await db.sql<
      { kind: string }[]
    >`SELECT DISTINCT jsonb_typeof(attributes) AS kind FROM product_variants`;
    expect(kinds.map((k) => k.kind)).toEqual(['object']);
    const [cable] = await db.sql<{ attributes: Record<string, string> }[]>`
      SELECT attributes FROM product_variants WHERE sku = 'PRY-NYM-3D-3X2-5-MM2'`;
    expect(cable!.attributes).toEqual({ Kesit: '3x2,5 mm²' });
  });

  it('gives every product a stored image and a child category', async () => {
    const rows = await db.sql<{ id: number; urls: string[] | null; categories: number }[]>`
      SELECT p.id,
             (SELECT array_agg(url ORDER BY position) FROM product_images i WHERE i.product_id = p.id) AS urls,
             (SELECT count(*) FROM product_categories pc WHERE pc.product_id = p.id)::int AS categories
      FROM products p`;
    for (const row of rows) {
      expect(row.urls?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(row.categories).toBeGreaterThanOrEqual(1);
      for (const url of row.urls!) {
        expect(url).toMatch(/^\/uploads\//);
        expect(await store.hasItem(url.slice('/uploads/'.length))).toBe(true);
      }
    }
    expect(rows.some((r) => (r.urls?.length ?? 0) >= 2)).toBe(true);
  });

  it('builds a two-level category tree', async () => {
    const [tree] = await db.sql<{ top: number; children: number; deeper: number }[]>`
      SELECT count(*) FILTER (WHERE parent_id IS NULL)::int AS top,
             count(*) FILTER (WHERE parent_id IS NOT NULL)::int AS children,
             count(*) FILTER (WHERE parent_id IN (SELECT id FROM categories WHERE parent_id IS NOT NULL))::int AS deeper
      FROM categories`;
    expect(tree!.top).toBeGreaterThanOrEqual(8);
    expect(tree!.children).toBeGreaterThanOrEqual(25);
    expect(tree!.deeper).toBe(0);
  });

  it('sets brands, featured and out-of-stock products', async () => {
    const brands = (await db.sql<{ brand: string | null }[]>`SELECT DISTINCT brand FROM products`).map((r) => r.brand);
    expect(brands).not.toContain(null);
    expect(brands).toEqual(expect.arrayContaining(BRANDS));
    const [stats] = await db.sql<{ featured: number; sold_out: number }[]>`
      SELECT count(*) FILTER (WHERE is_featured)::int AS featured,
             count(*) FILTER (WHERE stock_quantity = 0 AND NOT EXISTS (
               SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock_quantity > 0))::int AS sold_out
      FROM products p`;
    expect(stats!.featured).toBeGreaterThan(0);
    expect(stats!.sold_out).toBeGreaterThan(0);
  });

  it('seeds settings, pages, catalogues and references', async () => {
    const settings = new Map(
      (await db.sql<{ key: string; value: string }[]>`SELECT key, value FROM settings`).map((r) => [r.key, r.value]),
    );
    for (const key of [
      ...HOMEPAGE_TEXT_KEYS,
      'company_name',
      'company_email',
      'company_phone',
      'company_address',
      'vat_rate',
    ]) {
      expect(settings.get(key), key).toBeTruthy();
    }
    expect(settings.has('company_logo')).toBe(false);
    const pages = (await db.sql<{ slug: string }[]>`SELECT slug FROM pages`).map((r) => r.slug);
    expect(pages).toEqual(expect.arrayContaining(['misyon', 'vizyon', 'sirket']));
    const catalogs = await db.sql<
      { file_path: string; is_active: boolean }[]
    >`SELECT file_path, is_active FROM catalogs`;
    expect(catalogs).toHaveLength(4);
    for (const c of catalogs) {
      const pdf = (await store.getItemRaw(c.file_path)) as Buffer;
      expect(Buffer.from(pdf).subarray(0, 8).toString()).toBe('%PDF-1.4');
    }
    expect(catalogs.filter((c) => !c.is_active)).toHaveLength(1);
    const [refs] = await db.sql<{ total: number; inactive: number }[]>`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT is_active)::int AS inactive FROM company_references`;
    expect(refs).toEqual({ total: 8, inactive: 1 });
  });

  it("gives every demo product technical values, its categories' attribute sets and searchable words", async () => {
    const [row] = await db.sql<{ without: number; sets: number; variant_values: number }[]>`
      SELECT (SELECT count(*) FROM products p WHERE NOT EXISTS
                (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id))::int AS without,
             (SELECT count(DISTINCT category_id) FROM category_attributes)::int AS sets,
             (SELECT count(*) FROM product_attribute_values WHERE variant_id IS NOT NULL)::int AS variant_values`;
    expect(row!.without).toBe(0);
    expect(row!.sets).toBeGreaterThanOrEqual(10);
    expect(row!.variant_values).toBeGreaterThan(100);
    const [card] = await db.sql<{ card: string }[]>`
      SELECT c.card FROM product_cards c JOIN products p ON p.id = c.product_id WHERE p.sku = 'SCH-A9F79116'`;
    expect(
      JSON.parse(card!.card).attributes.map((a: { code: string; label: string }) => `${a.code}=${a.label}`),
    ).toEqual(['curve=C', 'rated_current=16', 'poles=1', 'breaking_capacity=6']);
    const [cable] = await db.sql<{ attributes: { label: string }[] }[]>`
      SELECT product_attribute_list(v.product_id, v.id) AS attributes FROM product_variants v WHERE v.sku = 'PRY-NYM-3D-3X2-5-MM2'`;
    expect(cable!.attributes.map((a) => a.label)).toEqual(['3', '2,5']);
  });

  it('gives a few demo products a stored datasheet PDF and accessories or alternatives', async () => {
    const documents = await db.sql<
      { sku: string; kind: string; title: string; file_key: string; size_bytes: number }[]
    >`
      SELECT p.sku, d.kind, d.title, d.file_key, d.size_bytes
      FROM product_documents d JOIN products p ON p.id = d.product_id ORDER BY d.id`;
    expect(documents.filter((d) => d.kind === 'datasheet').map((d) => d.sku)).toEqual(
      expect.arrayContaining(['SCH-A9F79116', 'SCH-A9R11440', 'PRY-NYM-3X25']),
    );
    for (const d of documents) {
      const file = await store.getItemRaw(d.file_key);
      expect(Buffer.from(file!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Buffer.from(file!).length).toBe(d.size_bytes);
    }
    const kinds = await db.sql<{ kind: string }[]>`
      SELECT DISTINCT r.kind FROM product_relations r JOIN products p ON p.id = r.product_id
      WHERE p.sku = 'SCH-A9F79116' ORDER BY r.kind`;
    expect(kinds.map((k) => k.kind)).toEqual(['accessory', 'alternative']);
  });

  it('does nothing the second time', async () => {
    type Counts = { p: string; c: string; s: string }; // count(*) is a bigint: a string
    const before = await db.sql<
      Counts[]
    >`SELECT (SELECT count(*) FROM products) AS p, (SELECT count(*) FROM categories) AS c, (SELECT count(*) FROM settings) AS s`;
    expect(await seedDemo(db.sql, seedMedia(store))).toBe(false);
    const after = await db.sql<
      Counts[]
    >`SELECT (SELECT count(*) FROM products) AS p, (SELECT count(*) FROM categories) AS c, (SELECT count(*) FROM settings) AS s`;
    expect([...after]).toEqual([...before]);
  });

  it('lets seedLarge reuse the demo categories and pictures', async () => {
    const [before] = await db.sql<{ categories: number }[]>`SELECT count(*)::int AS categories FROM categories`;
    await seedLarge(db.sql, { products: 300 });
    const [after] = await db.sql<{ categories: number; products: number; foreign_urls: number }[]>`
      SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products,
             (SELECT count(*) FROM product_images WHERE url NOT IN (SELECT url FROM product_images i
               JOIN products p ON p.id = i.product_id WHERE p.sku NOT LIKE 'GEN-%'))::int AS foreign_urls`;
    expect(after!.categories).toBe(before!.categories);
    expect(after!.products).toBe(DEMO_PRODUCTS.length + 300);
    expect(after!.foreign_urls).toBe(0);
    const [linked] = await db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id
      JOIN categories c ON c.id = pc.category_id WHERE p.sku LIKE 'GEN-%' AND c.parent_id IS NOT NULL`;
    expect(linked!.n).toBe(300);
  }, 60_000);
});

describe('seedLarge', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db.sql);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('adds generated products with variants, even without categories', async () => {
    await seedLarge(db.sql, { products: 300 });
    const [counts] = await db.sql<
      { products: number; variants: number; linked: number; featured: number; categories: number }[]
    >`
      SELECT (SELECT count(*) FROM products)::int AS products,
             (SELECT count(*) FROM product_variants)::int AS variants,
             (SELECT count(DISTINCT product_id) FROM product_categories)::int AS linked,
             (SELECT count(*) FROM products WHERE is_featured)::int AS featured,
             (SELECT count(*) FROM categories)::int AS categories`;
    expect(counts!.products).toBe(300);
    expect(counts!.variants).toBeGreaterThan(600);
    expect(counts!.variants).toBeLessThan(1200);
    expect(counts!.linked).toBe(300);
    expect(counts!.featured).toBeGreaterThan(0);
    expect(counts!.categories).toBeGreaterThan(0);
    const turkish = await db.sql<
      { found: number }[]
    >`SELECT 1 AS found FROM products WHERE name ~ '[İıŞşĞğÇçÖöÜü]' LIMIT 1`;
    expect(turkish).toHaveLength(1);
    const sluggy = await db.sql<
      { found: number }[]
    >`SELECT 1 AS found FROM products WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;
    expect(sluggy).toHaveLength(0);
    const notObjects = await db.sql<
      { found: number }[]
    >`SELECT 1 AS found FROM product_variants WHERE jsonb_typeof(attributes) <> 'object'`;
    expect(notObjects).toHaveLength(0);
    const [values] = await db.sql<{ products: number; variants: number }[]>`
      SELECT count(DISTINCT product_id)::int AS products, count(*) FILTER (WHERE variant_id IS NOT NULL)::int AS variants
      FROM product_attribute_values`;
    expect(values!.products).toBeGreaterThan(200);
    expect(values!.variants).toBeGreaterThan(300);
  }, 60_000);

  it('keeps adding on a second run', async () => {
    await seedLarge(db.sql, { products: 300 });
    const [row] = await db.sql<{ products: number; skus: number }[]>`
      SELECT count(*)::int AS products, count(DISTINCT sku)::int AS skus FROM products`;
    expect(row).toEqual({ products: 600, skus: 600 });
  }, 60_000);
});
