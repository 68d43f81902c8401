import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, backends } from '../helpers/databases.ts';
import type { Database } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { insertProduct, insertVariant } from '../helpers/checkout-fixtures.ts';

// Migration 0095: a variant's stock change rewrites its product only when the product's derived columns move.
describe.each(backends)('product columns derived from variants (%s)', (backend) => {
  let db: Database;
  let productId: number;
  let variantId: number;
  type Derived = Row<'products', 'in_stock' | 'effective_price' | 'search_text'> & { xmin: string };
  const product = async () =>
    (
      await db.sql<
        Derived[]
      >`SELECT in_stock, effective_price, search_text, xmin::text FROM products WHERE id = ${productId}`
    )[0]!;
  const setVariant = (set: string) => db.sql.unsafe(`UPDATE product_variants SET ${set} WHERE id = ${variantId}`);

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    productId = await insertProduct(db.sql, { name: 'Kablo NYM', stock: 0 });
    variantId = await insertVariant(db.sql, productId, { name: '100 m', price: '250.00', stock: 3 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('leaves the product row alone when a sale leaves the variant in stock', async () => {
    const before = await product();
    expect(before.in_stock).toBe(true);
    await setVariant('stock_quantity = stock_quantity - 2');
    expect(await product()).toEqual(before);
  });

  it('re-derives when the variant sells out, comes back, or changes what the listing shows', async () => {
    await setVariant('stock_quantity = 0');
    expect((await product()).in_stock).toBe(false);
    await setVariant('stock_quantity = 5');
    expect((await product()).in_stock).toBe(true);
    await setVariant(`price = 199.90`);
    expect((await product()).effective_price).toBe('199.90');
    await setVariant(`name = 'Makara 500 m'`);
    expect((await product()).search_text).toContain('makara 500 m');
    await setVariant('is_active = false');
    expect((await product()).effective_price).toBe('100.00');
  });
});
