import { describe, expect, it, vi } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  insertVariant,
  newSessionId,
  stockOf,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { paySandbox, paymentCallback } from '../helpers/order-flow.ts';

const backends = runsOn('both');

describe.each(backends)('checkout under concurrency (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  // Changed with decision 0259: an order no longer needs its units held to be accepted. All
  // 50 are taken while a unit is available, unpaid orders hold a third of the shelf, and the
  // first 10 to pay get the 10 units; the others are refunded. Never below zero.
  it('50 shoppers at once for a variant with 10 in stock: all may order, exactly 10 payers get one, never below zero', async () => {
    const productId = await insertProduct(shop.db.sql, { name: 'Otomatik Sigorta' });
    const variantId = await insertVariant(shop.db.sql, productId, { name: 'B16', price: '85.00', stock: 10 });
    const shoppers = Array.from({ length: 50 }, () => newSessionId());
    for (const sessionId of shoppers)
      await insertCart(shop.db.sql, { sessionId }, [{ productId, variantId, quantity: 1 }]);

    const answers = await Promise.all(shoppers.map((s) => createCheckout(shop.server.url, s, validForm())));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const tokens = await Promise.all(answers.map(async (a) => ((await a.json()) as { token: string }).token));
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(7);
    const [{ held }] = await shop.db.sql<
      [{ held: number }]
    >`SELECT sum(held_quantity)::int AS held FROM order_items WHERE variant_id = ${variantId}`;
    expect(held).toBe(3);

    for (const token of tokens) await paySandbox(shop, token);
    await Promise.all(tokens.map((token) => paymentCallback(shop, token)));
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(0);
    const statuses = await shop.db.sql<{ status: string; n: number }[]>`
      SELECT o.status, count(*)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE i.variant_id = ${variantId} GROUP BY o.status ORDER BY o.status`;
    expect(statuses).toEqual([
      { status: 'cancelled', n: 40 },
      { status: 'confirmed', n: 10 },
    ]);
    // The 40 late payers' authorisations are voided: none is charged (decision 0345).
    const [{ voided }] = await shop.db.sql<[{ voided: number }]>`
      SELECT count(*)::int AS voided FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE i.variant_id = ${variantId} AND o.status = 'cancelled' AND o.payment_state = 'voided'
        AND o.refunded_amount = 0`;
    expect(voided).toBe(40);
  });

  it('two carts locking the same rows in opposite order do not deadlock', async () => {
    const a = await insertProduct(shop.db.sql, { name: 'A', stock: 100 });
    const b = await insertProduct(shop.db.sql, { name: 'B', stock: 100 });
    const shoppers = Array.from({ length: 20 }, (_, i) => ({
      sessionId: newSessionId(),
      first: i % 2 ? a : b,
      second: i % 2 ? b : a,
    }));
    for (const s of shoppers)
      await insertCart(shop.db.sql, { sessionId: s.sessionId }, [
        { productId: s.first, quantity: 1 },
        { productId: s.second, quantity: 1 },
      ]);
    const answers = await Promise.all(shoppers.map((s) => createCheckout(shop.server.url, s.sessionId, validForm())));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await stockOf(shop.db.sql, 'products', a)).toBe(80);
    expect(await stockOf(shop.db.sql, 'products', b)).toBe(80);
  });

  it('carts with different variants of the same products do not deadlock (a variant write also locks its product)', async () => {
    const p1 = await insertProduct(shop.db.sql, { name: 'Kablo' });
    const p2 = await insertProduct(shop.db.sql, { name: 'Sigorta' });
    // Variant ids interleave across the products: a (p1) < b (p2) < c (p2) < d (p1).
    const a = await insertVariant(shop.db.sql, p1, { name: '3x1,5', stock: 100 });
    const b = await insertVariant(shop.db.sql, p2, { name: 'B16', stock: 100 });
    const c = await insertVariant(shop.db.sql, p2, { name: 'C16', stock: 100 });
    const d = await insertVariant(shop.db.sql, p1, { name: '3x2,5', stock: 100 });
    const shoppers = Array.from({ length: 20 }, () => newSessionId());
    for (const [i, sessionId] of shoppers.entries()) {
      const lines =
        i % 2
          ? [
              { productId: p1, variantId: a, quantity: 1 },
              { productId: p2, variantId: c, quantity: 1 },
            ]
          : [
              { productId: p2, variantId: b, quantity: 1 },
              { productId: p1, variantId: d, quantity: 1 },
            ];
      await insertCart(shop.db.sql, { sessionId }, lines);
    }
    const answers = await Promise.all(shoppers.map((s) => createCheckout(shop.server.url, s, validForm())));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const v of [a, b, c, d]) expect(await stockOf(shop.db.sql, 'product_variants', v)).toBe(90);
  });

  // A cart's second checkout cancels its older order, releasing that order's stock, while
  // the same buyer (same e-mail address) checks out another cart holding the address's lock
  // and then wanting that product. The replacing checkout must wait for the address's lock
  // before it takes any product; the other way round the two would wait for each other.
  it.runIf(backend === 'postgres')(
    "replacing a cart's older order waits for the buyer's other checkout without a deadlock",
    async () => {
      const { sql } = shop.db;
      const productId = await insertProduct(sql, { name: 'Kablo', stock: 10 });
      const form = validForm();
      const cart = newSessionId();
      await insertCart(sql, { sessionId: cart }, [{ productId, quantity: 1 }]);
      expect((await createCheckout(shop.server.url, cart, form)).status).toBe(200);

      let again: Promise<Response> | undefined;
      await sql.begin(async (other) => {
        await other`SELECT lock_checkout_buyer(NULL::int, ${newSessionId()}::text, ${form.customerEmail.toLowerCase()})`;
        again = createCheckout(shop.server.url, cart, form);
        await vi.waitFor(
          async () => {
            const waiting = await sql`SELECT 1 FROM pg_locks
              WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
            expect(waiting).toHaveLength(1);
          },
          { timeout: 5000, interval: 20 },
        );
        // Longer than the server's deadlock_timeout: a circle would be broken before this ends.
        await other`SET LOCAL lock_timeout = '5s'`;
        await other`SELECT id FROM products WHERE id = ${productId} FOR NO KEY UPDATE`;
      });
      expect((await again!).status).toBe(200);
      expect(await sql`SELECT status FROM orders WHERE session_id = ${cart} ORDER BY id`).toEqual([
        { status: 'cancelled' },
        { status: 'pending' },
      ]);
      expect(await stockOf(sql, 'products', productId)).toBe(9);
    },
  );
});
