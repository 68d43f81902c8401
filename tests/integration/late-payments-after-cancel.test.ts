import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, postJsonAs } from '../helpers/admin-session.ts';
import { createCheckout, guestCart, insertProduct, stockOf, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback } from '../helpers/order-flow.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';
import { orderMessages } from '#api/schemas/admin-orders.ts';
import { GOODS_GONE_NO_CHARGE_MAIL } from '#api/mail/unfilled-order-mail.ts';

const backends = runsOn('pglite');

// Decision 0260: a payment that completes after its order was cancelled is neither kept
// silently nor lost, and a paid order is cancelled only by its refund.
describe.each(backends)('payments that arrive after the order was cancelled (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const sql = () => shop.db.sql;
  let admin: string;
  beforeAll(async () => {
    ({ admin } = await adminAndCustomerTokens(sql()));
  });
  const setStatus = (id: number, status: string) =>
    postJsonAs(admin, `${shop.server.url}/api/admin/orders/${id}/status`, { status });
  const orderRow = async (id: number) =>
    (
      await sql()`SELECT status, payment_reference, refunded_amount, total_amount, payment_alert FROM orders WHERE id = ${id}`
    )[0]!;
  const notes = async (id: number) =>
    (await sql()`SELECT note FROM order_status_history WHERE order_id = ${id} ORDER BY id`).map(
      (h) => h.note as string,
    );
  const listed = async (orderNumber: string) => {
    const res = await fetch(`${shop.server.url}/api/admin/orders?search=${orderNumber}`, { headers: bearer(admin) });
    return ((await res.json()) as { orders: { paymentAlert: string | null }[] }).orders[0]!;
  };

  it('reinstates an order the admin cancelled when its payment then arrives and the stock is there', async () => {
    const productId = await insertProduct(sql(), { stock: 10 });
    const o = await checkoutCart(shop, [{ productId, quantity: 2 }]);
    expect((await setStatus(o.id, 'cancelled')).status).toBe(200);
    expect(await stockOf(sql(), 'products', productId)).toBe(10);

    await paySandbox(shop, o.token);
    expect((await paymentCallback(shop, o.token)).headers.get('location')).toBe(
      `/order-success?orderNumber=${o.orderNumber}`,
    );
    const row = await orderRow(o.id);
    expect(row.status).toBe('confirmed');
    expect(row.payment_reference).toMatch(/^sbx-pay-/);
    expect(row.payment_alert).toContain('yeniden açıldı');
    expect(await stockOf(sql(), 'products', productId)).toBe(8);
    expect((await notes(o.id)).at(-1)).toContain('iptal edildikten sonra geldi');
    expect((await listed(o.orderNumber)).paymentAlert).toContain('yeniden açıldı');
    expect(await mailsOf(shop, o.orderNumber)).toHaveLength(2);
  });

  it('voids at the provider a payment that arrives after the expiry job cancelled its order and the stock was sold', async () => {
    const productId = await insertProduct(sql(), { stock: 2, basePrice: '50.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 2 }]);
    await sql()`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${o.id}`;
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ released: 1 });
    const other = await checkoutCart(shop, [{ productId, quantity: 2 }]);
    await paySandbox(shop, other.token);
    await paymentCallback(shop, other.token);
    expect(await stockOf(sql(), 'products', productId)).toBe(0);

    await paySandbox(shop, o.token);
    expect((await paymentCallback(shop, o.token)).headers.get('location')).toMatch(/^\/order-failed\?error=/);
    const row = await orderRow(o.id);
    // Pre-authorised (decision 0345): the authorisation is voided, nothing charged or refunded.
    expect(row).toMatchObject({ status: 'cancelled', refunded_amount: '0.00' });
    expect(row.payment_reference).toMatch(/^sbx-pay-/);
    const [back] =
      await sql()`SELECT count(*)::int AS n FROM payment_sandbox_refunds WHERE payment_id = ${row.payment_reference}`;
    expect(back!.n).toBe(0);
    expect((await sql()`SELECT phase FROM payment_sandbox_sessions WHERE token = ${o.token}`)[0]!.phase).toBe('voided');
    expect(await stockOf(sql(), 'products', productId)).toBe(0);
    expect((await listed(o.orderNumber)).paymentAlert).toContain('çekim yapılmadı');
    expect((await notes(o.id)).join(' | ')).toContain('iptal edildikten sonra geldi');
    expect((await mailsOf(shop, o.orderNumber)).some((m) => m.includes(GOODS_GONE_NO_CHARGE_MAIL))).toBe(true);
    // Asked again, nothing is voided or paid back twice.
    await paymentCallback(shop, o.token);
    expect((await sql()`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ${o.id}`)[0]!.n).toBe(0);
    expect((await notes(o.id)).filter((n) => n.startsWith('Ön provizyon sağlayıcıda iptal edildi'))).toHaveLength(1);
  });

  it("reinstates an order the buyer's next checkout replaced when the older payment is completed", async () => {
    const productId = await insertProduct(sql(), { stock: 10 });
    const sessionId = await guestCart(sql(), [{ productId, quantity: 2 }]);
    const first = (await (await createCheckout(shop.server.url, sessionId, validForm())).json()) as { token: string };
    expect((await createCheckout(shop.server.url, sessionId, validForm())).status).toBe(200);
    const [older] = await sql()`SELECT id, status FROM orders WHERE payment_token = ${first.token}`;
    expect(older!.status).toBe('cancelled');
    expect(await stockOf(sql(), 'products', productId)).toBe(8);

    await paySandbox(shop, first.token);
    await paymentCallback(shop, first.token);
    expect((await orderRow(older!.id)).status).toBe('confirmed');
    expect(await stockOf(sql(), 'products', productId)).toBe(6);
  });

  it('finds through the reservation job a payment made after cancellation when no callback came', async () => {
    const productId = await insertProduct(sql(), { stock: 10 });
    const paid = await checkoutCart(shop, [{ productId, quantity: 2 }]);
    const unpaid = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    for (const o of [paid, unpaid]) expect((await setStatus(o.id, 'cancelled')).status).toBe(200);
    await paySandbox(shop, paid.token); // the buyer closed the tab: no callback

    const afterTokens = new Date(Date.now() + 31 * 60_000);
    expect(await releaseExpiredReservations(shop.server.ctx, afterTokens)).toMatchObject({ latePaid: 1, deferred: 0 });
    expect((await orderRow(paid.id)).status).toBe('confirmed');
    expect((await orderRow(unpaid.id)).status).toBe('cancelled');
    expect(await stockOf(sql(), 'products', productId)).toBe(8);
    // Each was asked once: nothing is left to watch.
    const watched =
      await sql()`SELECT id FROM orders WHERE id IN ${sql()([paid.id, unpaid.id])} AND reservation_expires_at IS NOT NULL`;
    expect(watched).toHaveLength(0);
  });

  it('refuses to cancel a paid order without its refund, then the refund closes it', async () => {
    const productId = await insertProduct(sql(), { stock: 10 });
    const o = await checkoutCart(shop, [{ productId, quantity: 2 }]);
    await paySandbox(shop, o.token);
    await paymentCallback(shop, o.token);
    const refused = await setStatus(o.id, 'cancelled');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(orderMessages.paidNeedsRefund);
    expect((await orderRow(o.id)).status).toBe('confirmed');
    expect(await stockOf(sql(), 'products', productId)).toBe(8);

    const refund = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${o.id}/refunds`, { kind: 'cancel' });
    expect(refund.status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('refunded');
  });
});
