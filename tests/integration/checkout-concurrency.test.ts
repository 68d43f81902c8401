import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, backends } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createCheckout, insertCart, insertProduct, insertVariant, newSessionId, stockOf, validForm } from '../helpers/checkout-fixtures.ts';
import type { Database } from '../../db/connection.ts';

describe.each(backends)('checkout under concurrency (%s)', (backend) => {
  let db: Database;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('50 shoppers at once for a variant with 10 in stock: exactly 10 orders hold stock, never below zero', async () => {
    const productId = await insertProduct(db.sql, { name: 'Otomatik Sigorta' });
    const variantId = await insertVariant(db.sql, productId, { name: 'B16', price: '85.00', stock: 10 });
    const shoppers = Array.from({ length: 50 }, () => newSessionId());
    for (const sessionId of shoppers) await insertCart(db.sql, { sessionId }, [{ productId, variantId, quantity: 1 }]);

    const answers = await Promise.all(shoppers.map((s) => createCheckout(server.url, s, validForm())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const refused = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.json()));
    expect(refused.every((r) => r.message.includes('Otomatik Sigorta - B16'))).toBe(true);

    expect(await stockOf(db.sql, 'product_variants', variantId)).toBe(0);
    const [{ n }] = await db.sql<[{ n: number }]>`SELECT count(*)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.variant_id = ${variantId} AND o.status = 'pending'`;
    expect(n).toBe(10);
  });

  it('two carts locking the same rows in opposite order do not deadlock', async () => {
    const a = await insertProduct(db.sql, { name: 'A', stock: 100 });
    const b = await insertProduct(db.sql, { name: 'B', stock: 100 });
    const shoppers = Array.from({ length: 20 }, (_, i) => ({ sessionId: newSessionId(), first: i % 2 ? a : b, second: i % 2 ? b : a }));
    for (const s of shoppers) await insertCart(db.sql, { sessionId: s.sessionId }, [{ productId: s.first, quantity: 1 }, { productId: s.second, quantity: 1 }]);
    const answers = await Promise.all(shoppers.map((s) => createCheckout(server.url, s.sessionId, validForm())));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await stockOf(db.sql, 'products', a)).toBe(80);
    expect(await stockOf(db.sql, 'products', b)).toBe(80);
  });
});
