import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp, guestSession } from '../helpers/api-calls.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  insertVariant,
  stockOf,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { TOO_MANY_PENDING_MESSAGE } from '#api/services/checkout/pending-orders.ts';
import { CHECKOUT_LIMIT_MESSAGE } from '#api/services/checkout/checkout-limits.ts';
import { IDEMPOTENCY_MESSAGES } from '#api/services/checkout/idempotency.ts';

const backends = runsOn('both');

const pendingOf = (sql: any, sessionId: string) =>
  sql`SELECT id, status FROM orders WHERE session_id = ${sessionId} ORDER BY id`;

describe.each(backends)('checkout limits (%s)', (backend) => {
  const shop = useShopUnderTest(backend, {
    CHECKOUT_RATE_LIMIT: '3',
    CHECKOUT_ADDRESS_RATE_LIMIT: '5',
    CHECKOUT_RATE_WINDOW_MINUTES: '10',
    TRUST_PROXY: 'true',
  });
  const checkout = (sessionId: string, ip: string, form: object = validForm(), headers: Record<string, string> = {}) =>
    createCheckout(shop.server.url, sessionId, form, { 'x-forwarded-for': ip, ...headers });

  it('limits checkouts per client address and per session', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 1000 });
    const ip = freshIp();
    const sessions = Array.from({ length: 6 }, () => guestSession());
    for (const s of sessions) await insertCart(shop.db.sql, { sessionId: s }, [{ productId, quantity: 1 }]);
    // Shoppers sharing one address (a mobile operator's) each get past the one-buyer limit of 3.
    for (const s of sessions.slice(0, 5)) expect((await checkout(s, ip)).status).toBe(200);
    const refused = await checkout(sessions[5]!, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(CHECKOUT_LIMIT_MESSAGE);
    // One session from changing addresses is counted too.
    const one = sessions[0]!;
    expect((await checkout(one, freshIp())).status).toBe(200);
    expect((await checkout(one, freshIp())).status).toBe(200);
    expect((await checkout(one, freshIp())).status).toBe(429);
  });

  it("cancels the cart's older unpaid order and releases its stock before the new one reserves", async () => {
    // Stock 12: four units are within the third unpaid orders may hold (decision 0259).
    const productId = await insertProduct(shop.db.sql, { stock: 12 });
    const sessionId = guestSession();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 4 }]);
    expect((await checkout(sessionId, freshIp())).status).toBe(200);
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(8);
    expect((await checkout(sessionId, freshIp())).status).toBe(200);
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(8);
    expect((await pendingOf(shop.db.sql, sessionId)).map((o: { status: string }) => o.status)).toEqual([
      'cancelled',
      'pending',
    ]);
    // Without the release first the new order would find the share taken and hold nothing.
    const held = await shop.db.sql`
      SELECT i.held_quantity FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.session_id = ${sessionId} ORDER BY o.id`;
    expect(held.map((h) => h.held_quantity)).toEqual([0, 4]);
  });

  it('allows at most 3 unpaid orders per e-mail address', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 100 });
    const form = { ...validForm(), customerEmail: 'Biriktiren@Example.com' };
    for (let i = 0; i < 3; i++) {
      const s = guestSession();
      await insertCart(shop.db.sql, { sessionId: s }, [{ productId, quantity: 1 }]);
      expect((await checkout(s, freshIp(), form)).status).toBe(200);
    }
    const s = guestSession();
    await insertCart(shop.db.sql, { sessionId: s }, [{ productId, quantity: 1 }]);
    const refused = await checkout(s, freshIp(), { ...form, customerEmail: 'biriktiren@example.com' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(TOO_MANY_PENDING_MESSAGE);
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(97);
  });

  it('refuses quantities above the stock, above 9,999 or below the product minimum, in cart and checkout', async () => {
    const productId = await insertProduct(shop.db.sql, { name: 'NYM Kablo 3x2,5', stock: 20_000 });
    await shop.db.sql`UPDATE products SET min_order_quantity = 10, unit = 'metre' WHERE id = ${productId}`;
    const scarce = await insertProduct(shop.db.sql, { name: 'Pano', stock: 2 });
    const session = guestSession();
    const add = (body: object) => call(shop.server.url, 'POST', '/api/cart/items', { session, body });
    expect(await add({ productId, quantity: 5 })).toMatchObject({
      status: 400,
      json: { message: 'Bu üründen en az 10 metre sipariş verilebilir' },
    });
    expect(await add({ productId, quantity: 10_000 })).toMatchObject({
      status: 400,
      json: { message: 'Bir üründen en fazla 9.999 adet sipariş verilebilir' },
    });
    expect(await add({ productId: scarce, quantity: 3 })).toMatchObject({
      status: 400,
      json: { message: 'Stok Yetersiz' },
    });
    const added = await add({ productId, quantity: 10 });
    expect(added.status).toBe(200);
    const itemId = added.json.items[0].id;
    expect(
      await call(shop.server.url, 'PUT', `/api/cart/items/${itemId}`, { session, body: { quantity: 9 } }),
    ).toMatchObject({ status: 400, json: { message: 'Bu üründen en az 10 metre sipariş verilebilir' } });

    // Carts written before the rule (or by an older client) are checked again at checkout.
    const old = guestSession();
    await insertCart(shop.db.sql, { sessionId: old }, [{ productId, quantity: 3 }]);
    const below = await checkout(old, freshIp());
    expect(below.status).toBe(400);
    expect((await below.json()).message).toBe('NYM Kablo 3x2,5: Bu üründen en az 10 metre sipariş verilebilir');
    const huge = guestSession();
    await insertCart(shop.db.sql, { sessionId: huge }, [{ productId, quantity: 10_000 }]);
    expect((await (await checkout(huge, freshIp())).json()).message).toBe(
      'NYM Kablo 3x2,5: Bir üründen en fazla 9.999 adet sipariş verilebilir',
    );
    const over = guestSession();
    await insertCart(shop.db.sql, { sessionId: over }, [{ productId: scarce, quantity: 3 }]);
    const overRes = await checkout(over, freshIp());
    expect(overRes.status).toBe(409);
    expect((await overRes.json()).message).toBe('Stok yetersiz: Pano için istenen miktar stokta yok.');
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(20_000);
  });

  it('answers a repeated Idempotency-Key with the same token and creates nothing more', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const variantId = await insertVariant(shop.db.sql, productId, { stock: 10 });
    const sessionId = guestSession();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, variantId, quantity: 2 }]);
    const form = validForm();
    const key = { 'idempotency-key': 'siparis-3f2a9c' };
    const first = await checkout(sessionId, freshIp(), form, key);
    expect(first.status).toBe(200);
    const answer = await first.json();
    const again = await Promise.all([
      checkout(sessionId, freshIp(), form, key),
      checkout(sessionId, freshIp(), form, key),
    ]);
    for (const res of again) expect(await res.json()).toEqual(answer);
    expect(await pendingOf(shop.db.sql, sessionId)).toHaveLength(1);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(8);

    const other = await checkout(sessionId, freshIp(), { ...form, notes: 'Başka bir istek' }, key);
    expect(other.status).toBe(422);
    expect((await other.json()).message).toBe(IDEMPOTENCY_MESSAGES.otherBody);
    const bad = await checkout(sessionId, freshIp(), form, { 'idempotency-key': 'bosluklu anahtar' });
    expect(bad.status).toBe(400);
    // Another session's identical key is its own.
    const otherSession = guestSession();
    await insertCart(shop.db.sql, { sessionId: otherSession }, [{ productId, variantId, quantity: 1 }]);
    const theirs = await checkout(otherSession, freshIp(), form, key);
    expect(theirs.status).toBe(200);
    expect((await theirs.json()).token).not.toBe(answer.token);
  });
});
