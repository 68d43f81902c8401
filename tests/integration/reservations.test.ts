import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { insertProduct, postForm, stockOf } from '../helpers/checkout-fixtures.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';
import { checkoutCart } from '../helpers/order-flow.ts';

const backends = runsOn('pglite');

describe.each(backends)('reservation expiry (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  async function order(productId: number) {
    const { token, id } = await checkoutCart(shop, [{ productId, quantity: 3 }]);
    const [row] = await shop.db.sql<
      { reservation_expires_at: Date }[]
    >`SELECT reservation_expires_at FROM orders WHERE id = ${id}`;
    return { token, id, expiresAt: new Date(row!.reservation_expires_at) };
  }

  it('releases the stock of orders unpaid after 30 minutes, once, and leaves paid and fresh ones alone', async () => {
    // Stock 30: the three orders' 9 units are within the third unpaid orders may hold (decision 0259).
    const productId = await insertProduct(shop.db.sql, { stock: 30 });
    const unpaid = await order(productId);
    const paid = await order(productId);
    const fresh = await order(productId);
    expect(unpaid.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    await postForm(`${shop.server.url}/api/payment/sandbox/pay`, {
      token: paid.token,
      cardNumber: '5528790000000008',
      cardHolder: 'AYSE YILMAZ',
      expiry: '12/30',
      cvc: '123',
    });
    await postForm(`${shop.server.url}/api/payment/callback`, { token: paid.token });
    await shop.db.sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${unpaid.id}`;
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(21);

    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ released: 1, completed: 0 });
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(24);
    const statuses = await shop.db
      .sql`SELECT id, status FROM orders WHERE id IN ${shop.db.sql([unpaid.id, paid.id, fresh.id])} ORDER BY id`;
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'confirmed', 'pending']);
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ released: 0 });
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(24);

    // 31 minutes later the fresh one goes too.
    expect(await releaseExpiredReservations(shop.server.ctx, new Date(Date.now() + 31 * 60_000))).toMatchObject({
      released: 1,
    });
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(27);
    // A late callback for the expired order cannot revive it.
    expect(
      (await postForm(`${shop.server.url}/api/payment/callback`, { token: unpaid.token })).headers.get('location'),
    ).toBe('/order-failed?error=payment_failed');
  });
});
