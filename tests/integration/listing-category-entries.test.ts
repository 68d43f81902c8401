import { describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import { runsOn } from '../helpers/databases.ts';
import { useSeededCatalogue } from '../helpers/seeded-catalogue.ts';
import { queryObject } from '#api/schemas/products.ts';
import { productQuerySchema } from '#api/schemas/product-query.ts';
import { listProducts } from '#api/services/catalogue/listing/list-products.ts';
import { insertProduct, insertVariant } from '../helpers/checkout-fixtures.ts';

const backends = runsOn('pglite');

// Migration 0120: every active product has one entry per listing category, carrying the
// columns the listing filters and sorts on. After every kind of change the entries must equal
// those derived afresh from the products, and a sale must write none.
describe.each(backends)('listing category entries (%s)', (backend) => {
  const db = useSeededCatalogue(backend, 200);

  /** Entries that differ from the products' own columns, either way. */
  async function strayEntries(): Promise<object[]> {
    return [
      ...(await db.sql`
      WITH expected AS (
        SELECT c AS category_id, p.id AS product_id, p.effective_price, p.name_sort, p.brand, p.is_featured, p.created_at
          FROM products p CROSS JOIN unnest(p.listing_categories) AS c WHERE p.is_active),
      stored AS (
        SELECT category_id, product_id, effective_price, name_sort, brand, is_featured, created_at FROM listing_category_entries)
      (SELECT 'missing' AS what, * FROM (SELECT * FROM expected EXCEPT SELECT * FROM stored) m)
      UNION ALL
      (SELECT 'stray', * FROM (SELECT * FROM stored EXCEPT SELECT * FROM expected) s)`),
    ];
  }

  async function listedIds(params: Record<string, string | string[]>): Promise<number[]> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) for (const one of [value].flat()) search.append(key, one);
    const query = productQuerySchema.parse(queryObject(search));
    return (await listProducts(db.sql, query)).products.map((p) => p.id);
  }

  it('holds one entry per seeded product and listing category', async () => {
    expect(await strayEntries()).toEqual([]);
    const [count] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM listing_category_entries`;
    expect(count!.n).toBeGreaterThan(200);
  });

  it('follows edits of products, their variants, their categories and the category tree', async () => {
    const [parent, child, other] = await db.sql<{ id: number }[]>`
      INSERT INTO categories (name, slug) VALUES ('Giriş Test Üst', 'giris-test-ust'), ('Giriş Test Alt', 'giris-test-alt'), ('Giriş Test Diğer', 'giris-test-diger')
      RETURNING id`;
    await db.sql`UPDATE categories SET parent_id = ${parent!.id} WHERE id = ${child!.id}`;
    const product = await insertProduct(db.sql, { name: 'Giriş Sigortası', stock: 4 });
    const variant = await insertVariant(db.sql, product, { name: '16 A', price: '80.00', stock: 2 });
    const changes = [
      () => db.sql`INSERT INTO product_categories (product_id, category_id) VALUES (${product}, ${child!.id})`,
      () => db.sql`UPDATE products SET base_price = 55.00 WHERE id = ${product}`,
      () => db.sql`UPDATE products SET brand = 'Viko' WHERE id = ${product}`,
      () => db.sql`UPDATE products SET is_featured = true WHERE id = ${product}`,
      () => db.sql`UPDATE products SET created_at = created_at - interval '1 day' WHERE id = ${product}`,
      () => db.sql`UPDATE product_variants SET price = 40.00 WHERE id = ${variant}`,
      () => db.sql`UPDATE products SET name = 'Ana Giriş Sigortası' WHERE id = ${product}`,
      () => db.sql`UPDATE categories SET parent_id = ${other!.id} WHERE id = ${child!.id}`,
      () => db.sql`UPDATE products SET is_active = false WHERE id = ${product}`,
      () => db.sql`UPDATE products SET is_active = true WHERE id = ${product}`,
      () => db.sql`DELETE FROM product_categories WHERE product_id = ${product}`,
      () => db.sql`INSERT INTO product_categories (product_id, category_id) VALUES (${product}, ${parent!.id})`,
      () => db.sql`DELETE FROM products WHERE id = ${product}`,
    ];
    for (const change of changes) {
      await change();
      expect(await strayEntries()).toEqual([]);
    }
  });

  it('is not written by a sale', async () => {
    const product = await insertProduct(db.sql, { name: 'Kaçak Akım Rölesi', stock: 9 });
    const [category] = await db.sql<{ id: number }[]>`SELECT id FROM categories ORDER BY id LIMIT 1`;
    await db.sql`INSERT INTO product_categories (product_id, category_id) VALUES (${product}, ${category!.id})`;
    const before = await db.sql<
      { ctid: string }[]
    >`SELECT ctid::text FROM listing_category_entries WHERE product_id = ${product}`;
    await db.sql`UPDATE products SET stock_quantity = stock_quantity - 3 WHERE id = ${product}`;
    const after = await db.sql<
      { ctid: string }[]
    >`SELECT ctid::text FROM listing_category_entries WHERE product_id = ${product}`;
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(0);
  });

  it('lists a product under two chosen categories once, and filters stock on the product', async () => {
    const [first, second] = await db.sql<{ id: number }[]>`
      INSERT INTO categories (name, slug) VALUES ('Çift Birinci', 'cift-birinci'), ('Çift İkinci', 'cift-ikinci') RETURNING id`;
    const both = await insertProduct(db.sql, { name: 'Çift Kategorili Buat', stock: 0 });
    const one = await insertProduct(db.sql, { name: 'Tek Kategorili Buat', stock: 3 });
    await db.sql`INSERT INTO product_categories (product_id, category_id)
      VALUES (${both}, ${first!.id}), (${both}, ${second!.id}), (${one}, ${second!.id})`;
    const categoryIds = [String(first!.id), String(second!.id)];
    expect(await listedIds({ categoryIds })).toEqual([both, one]);
    expect(await listedIds({ categoryIds, inStockOnly: 'true' })).toEqual([one]);
    await db.sql`UPDATE products SET stock_quantity = 5 WHERE id = ${both}`;
    expect(await listedIds({ categoryIds, inStockOnly: 'true', sortBy: 'price' })).toHaveLength(2);
  });

  // One category sorted by name or price walks its entries in order (migration 0121): every
  // page, the total and the order must equal the products' own, filtered and sorted afresh.
  it('pages one category in name and price order as the products themselves', async () => {
    const [busiest] = await db.sql<{ id: number; brand: string }[]>`
      SELECT c AS id, mode() WITHIN GROUP (ORDER BY p.brand) AS brand
        FROM products p CROSS JOIN unnest(p.listing_categories) AS c WHERE p.is_active
       GROUP BY c ORDER BY count(*) DESC LIMIT 1`;
    const category = busiest!.id;
    const filters: {
      label: string;
      params: Record<string, string>;
      where: (sql: typeof db.sql) => postgres.PendingQuery<postgres.Row[]>;
    }[] = [
      { label: 'whole category', params: {}, where: (sql) => sql`true` },
      {
        label: 'price range',
        params: { minPrice: '100', maxPrice: '1000' },
        where: (sql) => sql`p.effective_price BETWEEN 100 AND 1000`,
      },
      {
        label: 'brand and in stock',
        params: { brands: busiest!.brand, inStockOnly: 'true' },
        where: (sql) => sql`p.brand = ${busiest!.brand} AND p.in_stock`,
      },
    ];
    for (const sortBy of ['name', 'price'] as const) {
      for (const filter of filters) {
        const order = sortBy === 'name' ? db.sql`p.name_sort, p.id` : db.sql`p.effective_price, p.id`;
        const expected = (
          await db.sql<{ id: number }[]>`
            SELECT p.id FROM products p
             WHERE p.is_active AND ${category} = ANY(p.listing_categories) AND ${filter.where(db.sql)}
             ORDER BY ${order}`
        ).map((r) => r.id);
        expect(expected.length, filter.label).toBeGreaterThan(0);
        const listed: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 12); page++) {
          const query = productQuerySchema.parse(
            queryObject(
              new URLSearchParams({
                categoryIds: String(category),
                sortBy,
                page: String(page),
                pageSize: '12',
                ...filter.params,
              }),
            ),
          );
          const answer = await listProducts(db.sql, query);
          expect(answer.pagination.totalCount, `${sortBy}, ${filter.label}`).toBe(expected.length);
          listed.push(...answer.products.map((p) => p.id));
        }
        expect(listed, `${sortBy}, ${filter.label}`).toEqual(expected);
      }
    }
  });
});
