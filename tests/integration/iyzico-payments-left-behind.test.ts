import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useIyzicoShop } from '../helpers/iyzico-shop.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';
import { insertProduct, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, paymentCallback } from '../helpers/order-flow.ts';
import { REFUND_PATH, RETRIEVE_PATH } from '#api/payments/iyzico.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';
import { REFUND_MESSAGES } from '#api/schemas/refunds.ts';

const backends = runsOn('pglite');

// Decisions 0259–0261 against the local iyzico fake (it checks every request's signature).
describe.each(backends)('no payment left behind, through iyzico (%s)', (backend) => {
  const shop = useIyzicoShop(backend, { apiKey: 'left-behind-key', secret: 'left-behind-secret' });
  const sql = () => shop.db.sql;
  let admin: string;
  beforeAll(async () => {
    ({ admin } = await adminAndCustomerTokens(sql()));
  });
  const orderRow = async (id: number) =>
    (
      await sql()`SELECT status, payment_reference, refunded_amount, total_amount, payment_alert FROM orders WHERE id = ${id}`
    )[0]!;
  const outcome = (id: number, value: string) =>
    postJsonAs(admin, `${shop.server.url}/api/admin/orders/${id}/refunds/outcome`, { outcome: value });
  const refund = (id: number, body: unknown) =>
    postJsonAs(admin, `${shop.server.url}/api/admin/orders/${id}/refunds`, body);

  it('voids at iyzico at once the authorisation of a buyer whose units others paid for first', async () => {
    const productId = await insertProduct(sql(), { stock: 26, basePrice: '10.00' });
    const late = await checkoutCart(shop, [{ productId, quantity: 26 }]);
    const first = await checkoutCart(shop, [{ productId, quantity: 18 }]);
    shop.iyzico.pay(first.token, 'SUCCESS');
    await paymentCallback(shop, first.token);
    shop.iyzico.pay(late.token, 'SUCCESS');
    expect((await paymentCallback(shop, late.token)).headers.get('location')).toMatch(/^\/order-failed\?error=/);
    expect(shop.iyzico.voided(late.token)).toBe(true);
    expect(shop.iyzico.chargedFor(late.token)).toBe(0);
    expect(await orderRow(late.id)).toMatchObject({ status: 'cancelled', refunded_amount: '0.00' });
    expect(await stockOf(sql(), 'products', productId)).toBe(8);
  });

  it('voids at iyzico a payment that arrives after the admin cancelled its order and the stock was sold', async () => {
    const productId = await insertProduct(sql(), { stock: 3 });
    const o = await checkoutCart(shop, [{ productId, quantity: 3 }]);
    const res = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${o.id}/status`, { status: 'cancelled' });
    expect(res.status).toBe(200);
    const other = await checkoutCart(shop, [{ productId, quantity: 3 }]);
    shop.iyzico.pay(other.token, 'SUCCESS');
    await paymentCallback(shop, other.token);
    shop.iyzico.pay(o.token, 'SUCCESS');
    await paymentCallback(shop, o.token);
    expect(shop.iyzico.voided(o.token)).toBe(true);
    expect((await orderRow(o.id)).payment_alert).toContain('çekim yapılmadı');
    expect(await stockOf(sql(), 'products', productId)).toBe(0);
  });

  it('never cancels an order when iyzico errs or its answer is lost', async () => {
    const productId = await insertProduct(sql(), { stock: 5 });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    await sql()`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${o.id}`;
    for (const how of ['error', 'lost'] as const) {
      shop.iyzico.failNext(RETRIEVE_PATH, how);
      expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ released: 0, deferred: 1 });
      expect((await orderRow(o.id)).status).toBe('pending');
    }
    // Paid meanwhile: the next run completes it.
    shop.iyzico.pay(o.token, 'SUCCESS');
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ completed: 1 });
  });

  it('keeps a refund whose answer was lost in doubt and refuses a second try until the outcome is known', async () => {
    const productId = await insertProduct(sql(), { stock: 5, basePrice: '100.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    shop.iyzico.pay(o.token, 'SUCCESS');
    await paymentCallback(shop, o.token);
    const { payment_reference: paymentId } = await orderRow(o.id);

    shop.iyzico.failNext(REFUND_PATH, 'lost');
    const first = await refund(o.id, { kind: 'refund', amount: '40.00' });
    expect(first.status).toBe(502);
    expect((await first.json()).message).toBe(REFUND_MESSAGES.inDoubt);
    // iyzico did pay it back; the shop keeps the amount reserved and says it is in doubt.
    expect(shop.iyzico.refundedOn(paymentId!)).toBe(4000);
    const row = await orderRow(o.id);
    expect(row).toMatchObject({ status: 'confirmed', refunded_amount: '40.00' });
    expect(row.payment_alert).toContain('belirsiz');
    const [kept] = await sql()`SELECT in_doubt FROM order_refunds WHERE order_id = ${o.id}`;
    expect(kept!.in_doubt).toBe(true);

    const again = await refund(o.id, { kind: 'refund', amount: '40.00' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(REFUND_MESSAGES.inDoubt);
    expect(shop.iyzico.refundedOn(paymentId!)).toBe(4000);

    // iyzico's panel shows it paid back: the admin records it, and refunds go on from there.
    expect((await outcome(o.id, 'refunded')).status).toBe(200);
    expect(await orderRow(o.id)).toMatchObject({ status: 'partially_refunded', payment_alert: null });
    expect((await refund(o.id, { kind: 'refund', amount: '20.00' })).status).toBe(200);
    expect(shop.iyzico.refundedOn(paymentId!)).toBe(6000);
    expect((await sql()`SELECT refunded_amount FROM orders WHERE id = ${o.id}`)[0]!.refunded_amount).toBe('60.00');
  });

  it('frees a refund in doubt that iyzico did not make once the admin records it, so it can be made again', async () => {
    const productId = await insertProduct(sql(), { stock: 5, basePrice: '100.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    shop.iyzico.pay(o.token, 'SUCCESS');
    await paymentCallback(shop, o.token);
    const { payment_reference: paymentId } = await orderRow(o.id);
    shop.iyzico.failNext(REFUND_PATH, 'error');
    expect((await refund(o.id, { kind: 'refund', amount: '40.00' })).status).toBe(502);
    expect(shop.iyzico.refundedOn(paymentId!)).toBe(0);

    expect((await outcome(o.id, 'not_refunded')).status).toBe(200);
    expect(await orderRow(o.id)).toMatchObject({ status: 'confirmed', refunded_amount: '0.00', payment_alert: null });
    expect((await refund(o.id, { kind: 'refund', amount: '40.00' })).status).toBe(200);
    expect(shop.iyzico.refundedOn(paymentId!)).toBe(4000);
    expect((await outcome(o.id, 'refunded')).status).toBe(409);
  });
});
