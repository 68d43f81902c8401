import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { insertProduct, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf as mailsAbout, paySandbox, paymentCallback } from '../helpers/order-flow.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';

const backends = runsOn('both');

// The sandbox keeps its own record of each payment, so a paid order whose callback never
// came can be completed by the reservation job, exactly as the callback would have.
describe.each(backends)('paid orders whose callback never came (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  beforeAll(async () => {
    await shop.db.sql`INSERT INTO settings (key, value) VALUES ('company_email', 'satis@magaza.example')`;
  });

  const order = (productId: number) => checkoutCart(shop, [{ productId, quantity: 2 }]);
  const pay = (token: string) => paySandbox(shop, token);
  const callback = (token: string) => paymentCallback(shop, token);
  const expire = (id: number) =>
    shop.db.sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${id}`;
  const mailsOf = (orderNumber: string) => mailsAbout(shop, orderNumber);

  it('completes a paid order through the job, with its payment record, stock kept and the mails sent once', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const paid = await order(productId);
    await pay(paid.token); // the buyer closed the tab: no callback
    await expire(paid.id);

    const run = await releaseExpiredReservations(shop.server.ctx);
    expect(run).toMatchObject({ completed: 1, released: 0 });
    const [row] = await shop.db
      .sql`SELECT status, paid_at, payment_reference, paid_amount, payment_price, card_last_four, card_family, installment FROM orders WHERE id = ${paid.id}`;
    expect(row).toMatchObject({
      status: 'confirmed',
      paid_amount: '240.00',
      payment_price: '240.00',
      card_last_four: '0008',
      card_family: 'Bonus',
      installment: 1,
    });
    expect(row!.payment_reference).toMatch(/^sbx-pay-/);
    expect(row!.paid_at).not.toBeNull();
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(8);
    expect(await mailsOf(paid.orderNumber)).toHaveLength(2);
    const [{ n }] = await shop.db.sql<
      [{ n: number }]
    >`SELECT count(*)::int AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.session_id = ${paid.sessionId}`;
    expect(n).toBe(0);

    // The late callback then only finds it settled.
    expect((await callback(paid.token)).headers.get('location')).toBe(`/order-success?orderNumber=${paid.orderNumber}`);
    expect(await mailsOf(paid.orderNumber)).toHaveLength(2);
  });

  it('cancels an unpaid or refused order after its reservation and releases the stock', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const unpaid = await order(productId);
    const refused = await order(productId);
    await paySandbox(shop, refused.token, '4111111111111129');
    await expire(unpaid.id);
    await expire(refused.id);
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ completed: 0, released: 2 });
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(10);
    const rows = await shop.db
      .sql`SELECT status, payment_error FROM orders WHERE id IN ${shop.db.sql([unpaid.id, refused.id])} ORDER BY id`;
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(rows[1]!.payment_error).toContain('Yetersiz bakiye');
  });

  it('completes at most once when callbacks and job runs interleave', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 50 });
    const orders = await Promise.all(Array.from({ length: 4 }, () => order(productId)));
    for (const o of orders) await pay(o.token);
    for (const o of orders) await expire(o.id);
    await Promise.all([
      ...orders.flatMap((o) => [callback(o.token), callback(o.token)]),
      releaseExpiredReservations(shop.server.ctx),
      releaseExpiredReservations(shop.server.ctx),
    ]);
    for (const o of orders) {
      const history = await shop.db
        .sql`SELECT to_status FROM order_status_history WHERE order_id = ${o.id} ORDER BY id`;
      expect(history.map((h) => h.to_status)).toEqual(['pending', 'confirmed']);
      expect(await mailsOf(o.orderNumber)).toHaveLength(2);
    }
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(42);
  });

  it('keeps the reservation for RESERVATION_MINUTES, never shorter than the token', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const o = await order(productId);
    const [row] = await shop.db
      .sql`SELECT extract(epoch FROM reservation_expires_at - now())::int AS left FROM orders WHERE id = ${o.id}`;
    expect(row!.left).toBeGreaterThan(29 * 60);
    expect(row!.left).toBeLessThanOrEqual(30 * 60);
  });
});

/** Seconds left on the reservation of a fresh one-line order. */
async function reservationLeft(shop: ReturnType<typeof useShopUnderTest>) {
  const productId = await insertProduct(shop.db.sql, { stock: 10 });
  const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
  const [row] = await shop.db.sql<
    { left: number }[]
  >`SELECT extract(epoch FROM reservation_expires_at - now())::int AS left FROM orders WHERE id = ${o.id}`;
  return row!.left;
}

describe.each(backends)('a longer reservation (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { RESERVATION_MINUTES: '45' });
  it('uses RESERVATION_MINUTES when it is longer than the token', async () => {
    expect(await reservationLeft(shop)).toBeGreaterThan(44 * 60);
  });
});

describe.each(backends)('a too short reservation (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { RESERVATION_MINUTES: '5' });
  it('is lengthened to the token lifetime', async () => {
    expect(await reservationLeft(shop)).toBeGreaterThan(29 * 60);
  });
});
