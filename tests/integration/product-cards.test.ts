import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useSeededCatalogue } from '../helpers/seeded-catalogue.ts';
import { productColumns, toProductView, type ProductRow } from '#api/services/catalogue/listing/product-details.ts';
import { MAX_PAGE_SIZE, queryObject, type ProductView } from '#api/schemas/products.ts';
import { productQuerySchema } from '#api/schemas/product-query.ts';
import { listProducts } from '#api/services/catalogue/listing/list-products.ts';
import { insertProduct, insertVariant } from '../helpers/checkout-fixtures.ts';

const backends = runsOn('pglite');

// Migration 0117: each product's listing card is kept by the statements that change what it
// shows, and the listing adds the stock. After every kind of change, every listed product must
// equal the product built afresh the way its details are (active variants only, as listed).
describe.each(backends)('stored listing cards (%s)', (backend) => {
  const db = useSeededCatalogue(backend, 200);

  /** Listed products whose answer differs from the product built afresh; every active product must be listed. */
  async function staleCards(): Promise<{ id: number; listed: ProductView | null; fresh: ProductView }[]> {
    const listed = new Map<number, ProductView>();
    for (let page = 1; ; page++) {
      const query = productQuerySchema.parse(
        queryObject(new URLSearchParams({ pageSize: String(MAX_PAGE_SIZE), page: String(page) })),
      );
      const { products, pagination } = await listProducts(db.sql, query);
      for (const product of products) listed.set(product.id, product);
      if (page >= pagination.totalPages) break;
    }
    const rows = await db.sql<ProductRow[]>`SELECT ${productColumns(db.sql)} FROM products p WHERE p.is_active`;
    const [cards] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM product_cards`;
    const [products] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM products`;
    expect(cards!.n).toBe(products!.n);
    expect(listed.size).toBe(rows.length);
    return rows
      .map((row) => {
        // The datasheets and the withdrawal rule are the product page's (details), not a card's.
        const { documents: _documents, returnable: _returnable, ...view } = toProductView(row);
        const fresh = { ...view, variants: view.variants.filter((v) => v.isActive) };
        return { id: row.id, listed: listed.get(row.id) ?? null, fresh };
      })
      .filter(({ listed, fresh }) => JSON.stringify(listed) !== JSON.stringify(fresh));
  }

  it('lists every seeded product as built afresh, keys in the API order', async () => {
    expect(await staleCards()).toEqual([]);
  });

  it('follows sales, restocks and edits of products and their variants', async () => {
    const plain = await insertProduct(db.sql, { name: 'Anahtar Priz', stock: 5 });
    const withVariants = await insertProduct(db.sql, { name: 'Kablo NYM', stock: 0 });
    const variant = await insertVariant(db.sql, withVariants, { name: '100 m', price: '250.00', stock: 3 });
    const other = await insertVariant(db.sql, withVariants, { name: '50 m', price: '130.00', stock: 2 });
    const changes = [
      () => db.sql`UPDATE products SET stock_quantity = stock_quantity - 2 WHERE id = ${plain}`,
      () => db.sql`UPDATE product_variants SET stock_quantity = stock_quantity - 1 WHERE id = ${variant}`,
      () => db.sql`UPDATE product_variants SET stock_quantity = 0 WHERE id = ${variant}`,
      () => db.sql`UPDATE product_variants SET is_active = false WHERE id = ${other}`,
      () => db.sql`UPDATE product_variants SET stock_quantity = 9 WHERE id = ${other}`,
      () => db.sql`UPDATE product_variants SET is_active = true, price = 99.90, name = '25 m' WHERE id = ${other}`,
      // Not the cheapest, same name: the product row stays as it was (0095); only this card moves.
      () => db.sql`UPDATE product_variants SET price = 260.00 WHERE id = ${variant}`,
      () =>
        db.sql`UPDATE products SET name = 'Kablo NYM 3x2,5', base_price = 12.50, is_featured = true WHERE id = ${withVariants}`,
      () => db.sql`INSERT INTO product_images (product_id, url, position) VALUES (${plain}, '/uploads/img/a.webp', 1)`,
      () => db.sql`UPDATE product_images SET position = 0 WHERE product_id = ${plain}`,
      () =>
        db.sql`INSERT INTO product_categories (product_id, category_id) SELECT ${plain}, id FROM categories ORDER BY id LIMIT 2`,
      () =>
        db.sql`DELETE FROM product_categories WHERE product_id = ${plain} AND category_id = (SELECT min(id) FROM categories)`,
      () => db.sql`DELETE FROM product_images WHERE product_id = ${plain}`,
      () => db.sql`DELETE FROM product_variants WHERE id = ${variant}`,
      () => db.sql`UPDATE products SET is_active = false WHERE id = ${plain}`,
      () => db.sql`UPDATE products SET is_active = true, stock_quantity = 0 WHERE id = ${plain}`,
    ];
    for (const change of changes) {
      await change();
      expect(await staleCards()).toEqual([]);
    }
  });

  it('follows statements that change many products and variants at once', async () => {
    const ids = await Promise.all(
      ['Buat', 'Klemens', 'Sigorta'].map((name) => insertProduct(db.sql, { name, stock: 4 })),
    );
    const variants = await Promise.all(ids.map((id) => insertVariant(db.sql, id, { name: '10 adet', stock: 2 })));
    const changes = [
      // Sales of every row in one statement, then a rename of every row in another.
      () => db.sql`UPDATE products SET stock_quantity = stock_quantity - 1, updated_at = now() WHERE id = ANY(${ids})`,
      () => db.sql`UPDATE products SET name = name || ' Beyaz' WHERE id = ANY(${ids})`,
      () => db.sql`UPDATE product_variants SET price = price + 5 WHERE id = ANY(${variants})`,
      // A variant moved to another product: both cards change.
      () => db.sql`UPDATE product_variants SET product_id = ${ids[1]!} WHERE id = ${variants[0]!}`,
      () => db.sql`UPDATE product_variants SET stock_quantity = 0 WHERE id = ANY(${variants})`,
      () =>
        db.sql.begin(async (tx) => {
          await tx`UPDATE products SET brand = 'Viko' WHERE id = ANY(${ids})`;
          await tx`UPDATE product_variants SET is_active = false WHERE id = ${variants[2]!}`;
        }),
    ];
    for (const change of changes) {
      await change();
      expect(await staleCards()).toEqual([]);
    }
  });

  it('writes the creation time as toISOString does, microseconds dropped', async () => {
    const id = await insertProduct(db.sql, { name: 'Sigorta' });
    await db.sql`UPDATE products SET created_at = '2026-03-04 05:06:07.891999+00' WHERE id = ${id}`;
    const [row] = await db.sql<{ card: string }[]>`SELECT card FROM product_cards WHERE product_id = ${id}`;
    expect((JSON.parse(row!.card) as ProductView).createdAt).toBe('2026-03-04T05:06:07.891Z');
    expect(await staleCards()).toEqual([]);
  });

  it('drops the card with its product', async () => {
    const id = await insertProduct(db.sql, { name: 'Buat' });
    await insertVariant(db.sql, id);
    await db.sql`DELETE FROM products WHERE id = ${id}`;
    expect(await db.sql`SELECT 1 FROM product_cards WHERE product_id = ${id}`).toHaveLength(0);
    expect(await staleCards()).toEqual([]);
  });
});
