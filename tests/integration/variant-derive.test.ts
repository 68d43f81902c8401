import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import type { Database } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { insertProduct, insertVariant } from '../helpers/checkout-fixtures.ts';

const backends = runsOn('pglite');

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

// Migration 0116: a change of a product's own stock alone keeps its text and price and works out in_stock without the variants.
describe.each(backends)('product columns after a change of its own stock (%s)', (backend) => {
  let db: Database;
  type Derived = Row<'products', 'in_stock' | 'effective_price' | 'search_text'>;
  const derived = async (id: number) =>
    (await db.sql<Derived[]>`SELECT in_stock, effective_price, search_text FROM products WHERE id = ${id}`)[0]!;
  const setProduct = (id: number, set: string) => db.sql.unsafe(`UPDATE products SET ${set} WHERE id = ${id}`);
  /** What a full derive makes of the row now (the refresh every migration uses). */
  const rederived = async (id: number) => {
    await setProduct(id, 'effective_price = effective_price');
    return derived(id);
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('follows the stock of a product without variants through sales, running out and restocking', async () => {
    const id = await insertProduct(db.sql, { name: 'Anahtar Priz', stock: 3 });
    const before = await derived(id);
    await setProduct(id, 'stock_quantity = stock_quantity - 2');
    expect(await derived(id)).toEqual(before);
    await setProduct(id, 'stock_quantity = 0');
    expect((await derived(id)).in_stock).toBe(false);
    await setProduct(id, 'stock_quantity = 4');
    expect(await derived(id)).toEqual({ ...before, in_stock: true });
    expect(await derived(id)).toEqual(await rederived(id));
  });

  it('keeps a product in stock through its variants when its own stock runs out or comes back', async () => {
    const id = await insertProduct(db.sql, { name: 'Kablo H07', stock: 2 });
    const variant = await insertVariant(db.sql, id, { name: '50 m', price: '120.00', stock: 1 });
    await setProduct(id, 'stock_quantity = 0');
    expect(await derived(id)).toEqual(await rederived(id));
    expect((await derived(id)).in_stock).toBe(true);
    await db.sql`UPDATE product_variants SET stock_quantity = 0 WHERE id = ${variant}`;
    expect((await derived(id)).in_stock).toBe(false);
    await setProduct(id, 'stock_quantity = 5');
    expect((await derived(id)).in_stock).toBe(true);
    await setProduct(id, 'stock_quantity = 0');
    expect((await derived(id)).in_stock).toBe(false);
    expect(await derived(id)).toEqual(await rederived(id));
  });

  it('derives in full when the stock changes together with what the listing shows', async () => {
    const id = await insertProduct(db.sql, { name: 'Sigorta C16', stock: 5 });
    await setProduct(id, `stock_quantity = 4, name = 'Otomatik Sigorta C16', base_price = 77.50`);
    const after = await derived(id);
    expect(after.search_text).toContain('otomatik sigorta c16');
    expect(after.effective_price).toBe('77.50');
  });
});
