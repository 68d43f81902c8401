import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  newSessionId,
  postForm,
  readMails,
  stockOf,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';

// The sandbox keeps its own record of each payment, so a paid order whose callback never
// came can be completed by the reservation job, exactly as the callback would have.
describe.each(backends)('paid orders whose callback never came (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  beforeAll(async () => {
    await shop.db.sql`INSERT INTO settings (key, value) VALUES ('company_email', 'satis@magaza.example')`;
  });

  async function order(productId: number) {
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 2 }]);
    const res = await createCheckout(shop.server.url, sessionId, validForm());
    expect(res.status).toBe(200);
    const { token } = await res.json();
    const [row] = await shop.db.sql`SELECT id, order_number FROM orders WHERE payment_token = ${token}`;
    return { token, sessionId, id: row!.id as number, orderNumber: row!.order_number as string };
  }
  const pay = (token: string) =>
    postForm(`${shop.server.url}/api/payment/sandbox/pay`, {
      token,
      cardNumber: '5528790000000008',
      cardHolder: 'AYSE YILMAZ',
      expiry: '12/30',
      cvc: '123',
    });
  const callback = (token: string) => postForm(`${shop.server.url}/api/payment/callback`, { token });
  const expire = (id: number) =>
    shop.db.sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${id}`;
  const mailsOf = async (orderNumber: string) =>
    (await readMails(shop.server.ctx.config.mailDir)).filter((m) => m.includes(orderNumber));

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
    await postForm(`${shop.server.url}/api/payment/sandbox/pay`, {
      token: refused.token,
      cardNumber: '4111111111111129',
      cardHolder: 'AYSE YILMAZ',
      expiry: '12/30',
      cvc: '123',
    });
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

describe.each(backends)('a longer reservation (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { RESERVATION_MINUTES: '45' });
  it('uses RESERVATION_MINUTES when it is longer than the token', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 1 }]);
    const { token } = await (await createCheckout(shop.server.url, sessionId, validForm())).json();
    const [row] = await shop.db
      .sql`SELECT extract(epoch FROM reservation_expires_at - now())::int AS left FROM orders WHERE payment_token = ${token}`;
    expect(row!.left).toBeGreaterThan(44 * 60);
  });
});

describe.each(backends)('a too short reservation (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { RESERVATION_MINUTES: '5' });
  it('is lengthened to the token lifetime', async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 1 }]);
    const { token } = await (await createCheckout(shop.server.url, sessionId, validForm())).json();
    const [row] = await shop.db
      .sql`SELECT extract(epoch FROM reservation_expires_at - now())::int AS left FROM orders WHERE payment_token = ${token}`;
    expect(row!.left).toBeGreaterThan(29 * 60);
  });
});
