import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import type { ProductListResponse } from '#api/schemas/products.ts';
import { insertFixtureCatalogue, type Fixture } from './catalogue-fixture.ts';
import { createCheckout, insertCart, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';

const backends = runsOn('pglite');

// Listings are cached per catalogue version, stock read live: every kind of catalogue change must show at once.
describe.each(backends)('cached product listings (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let fx: Fixture;
  // The tests write to the database directly, as another writer would: the server hears of it
  // through its catalogue watch (decision 0312), so each listing waits for the watch first.
  const list = async (query = ''): Promise<ProductListResponse> => {
    await shop.server.settled();
    return (await fetch(`${shop.server.url}/api/products?${query}`)).json();
  };
  const version = async () =>
    (await shop.db.sql<{ version: string }[]>`SELECT version FROM catalogue_version`)[0]!.version;

  beforeAll(async () => {
    fx = await insertFixtureCatalogue(shop.db.sql);
  });

  it('answers a repeated listing identically while nothing changes', async () => {
    const first = await (await fetch(`${shop.server.url}/api/products?sortBy=price`)).text();
    const again = await fetch(`${shop.server.url}/api/products?sortBy=price`);
    expect(again.headers.get('content-type')).toContain('application/json');
    // fetch asks for gzip and unpacks it: the listing travels compressed.
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe(first);
    // The same body unpacked, byte for byte, to a client that does not take gzip.
    const plain = await fetch(`${shop.server.url}/api/products?sortBy=price`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length') ?? Buffer.byteLength(first))).toBe(Buffer.byteLength(first));
    expect(await plain.text()).toBe(first);
  });

  it('moves the version with changes to products, variants, images, categories and their links, and not with reads', async () => {
    const writes = [
      () => shop.db.sql`UPDATE products SET short_description = 'yeni' WHERE id = ${fx.product.B!}`,
      () => shop.db.sql`UPDATE product_variants SET price = price + 1 WHERE product_id = ${fx.product.B!}`,
      () => shop.db.sql`UPDATE product_images SET position = position WHERE product_id = ${fx.product.B!}`,
      () => shop.db.sql`UPDATE categories SET description = 'x' WHERE id = ${Object.values(fx.category)[0]!}`,
      () => shop.db.sql`DELETE FROM product_categories WHERE product_id = -1`,
    ];
    for (const write of writes) {
      const before = await version();
      await write();
      expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    }
    const before = await version();
    await list();
    expect(await version()).toBe(before);
  });

  it('shows a renamed product and a sold-out product at once, with the cache warm', async () => {
    const name = (await list()).products.find((p) => p.id === fx.product.B)!.name;
    await shop.db.sql`UPDATE products SET name = ${`${name} Yeni`} WHERE id = ${fx.product.B!}`;
    expect((await list()).products.find((p) => p.id === fx.product.B)!.name).toBe(`${name} Yeni`);

    const inStock = (await list('inStockOnly=true')).products.map((p) => p.id);
    const soldOut = inStock[0]!;
    await shop.db.sql`UPDATE product_variants SET stock_quantity = 0 WHERE product_id = ${soldOut}`;
    await shop.db.sql`UPDATE products SET stock_quantity = 0 WHERE id = ${soldOut}`;
    expect((await list('inStockOnly=true')).products.map((p) => p.id)).not.toContain(soldOut);
  });

  it('keeps the version through stock-only changes, yet shows the new stock at once', async () => {
    const A = fx.product.A!;
    const B = fx.product.B!;
    await list();
    const before = await version();
    await shop.db.sql`UPDATE products SET stock_quantity = stock_quantity - 7, updated_at = now() WHERE id = ${A}`;
    await shop.db
      .sql`UPDATE product_variants SET stock_quantity = stock_quantity + 3 WHERE product_id = ${B} AND is_active`;
    expect(await version()).toBe(before);
    const shown = (await list()).products;
    const [a] = await shop.db.sql<{ stock_quantity: number }[]>`SELECT stock_quantity FROM products WHERE id = ${A}`;
    const [v] = await shop.db.sql<
      { id: number; stock_quantity: number }[]
    >`SELECT id, stock_quantity FROM product_variants WHERE product_id = ${B} AND is_active`;
    expect(shown.find((p) => p.id === A)!.stockQuantity).toBe(a!.stock_quantity);
    expect(shown.find((p) => p.id === B)!.variants.find((x) => x.id === v!.id)!.stockQuantity).toBe(v!.stock_quantity);
    expect(await version()).toBe(before);
  });

  it('moves the version when a product goes out of or back into stock, so the in-stock filter follows', async () => {
    const G = fx.product.F!;
    expect((await list('inStockOnly=true')).products.map((p) => p.id)).toContain(G);
    let before = await version();
    await shop.db.sql`UPDATE products SET stock_quantity = 0 WHERE id = ${G}`;
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    const soldOut = await list('inStockOnly=true');
    expect(soldOut.products.map((p) => p.id)).not.toContain(G);
    before = await version();
    await shop.db.sql`UPDATE products SET stock_quantity = 5 WHERE id = ${G}`;
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    const back = await list('inStockOnly=true');
    expect(back.products.map((p) => p.id)).toContain(G);
    expect(back.pagination.totalCount).toBe(soldOut.pagination.totalCount + 1);
  });

  it('leaves the version alone when a checkout reserves stock, and shows the reserved stock', async () => {
    const A = fx.product.A!;
    await list();
    const before = await version();
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId: A, quantity: 2 }]);
    const [{ stock_quantity: stock }] = await shop.db.sql<
      [{ stock_quantity: number }]
    >`SELECT stock_quantity FROM products WHERE id = ${A}`;
    const res = await createCheckout(shop.server.url, sessionId, validForm());
    expect(res.status).toBe(200);
    expect(await version()).toBe(before);
    expect((await list()).products.find((p) => p.id === A)!.stockQuantity).toBe(stock - 2);
  });

  it('serves a burst of shoppers the same listing, and a stock change made before a request shows in its answer', async () => {
    const A = fx.product.A!;
    const burst = await Promise.all(Array.from({ length: 30 }, () => list()));
    for (const answer of burst) expect(answer).toEqual(burst[0]);
    await shop.db.sql`UPDATE products SET stock_quantity = stock_quantity + 1 WHERE id = ${A}`;
    const [{ stock_quantity: stock }] = await shop.db.sql<
      [{ stock_quantity: number }]
    >`SELECT stock_quantity FROM products WHERE id = ${A}`;
    const after = await Promise.all(Array.from({ length: 30 }, () => list()));
    for (const answer of after) expect(answer.products.find((p) => p.id === A)!.stockQuantity).toBe(stock);
  });

  it('moves the version once per transaction, however many rows and statements change', async () => {
    const before = BigInt(await version());
    await shop.db.sql.begin(async (tx) => {
      await tx`UPDATE products SET short_description = coalesce(short_description, '') || '.' WHERE is_active`;
      await tx`UPDATE product_variants SET price = price + 1 WHERE is_active`;
      await tx`UPDATE categories SET description = 'toplu' WHERE id = ${Object.values(fx.category)[0]!}`;
    });
    expect(BigInt(await version())).toBe(before + 1n);
  });

  it('still moves the version after a savepoint that moved it was rolled back', async () => {
    const B = fx.product.B!;
    const name = (await list()).products.find((p) => p.id === B)!.name;
    const before = BigInt(await version());
    await shop.db.sql.begin(async (tx) => {
      await tx
        .savepoint(async (sp) => {
          await sp`UPDATE products SET name = 'Geri alınan ad' WHERE id = ${B}`;
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await tx`UPDATE products SET name = ${`${name} (kalıcı)`} WHERE id = ${B}`;
    });
    expect(BigInt(await version())).toBe(before + 1n);
    expect((await list()).products.find((p) => p.id === B)!.name).toBe(`${name} (kalıcı)`);
  });

  it('leaves a rolled-back change invisible', async () => {
    const before = await list();
    await shop.db.sql
      .begin(async (tx) => {
        await tx`UPDATE products SET name = 'Geri alınacak' WHERE id = ${fx.product.B!}`;
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await list()).toEqual(before);
  });
});
