import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { useIyzicoShop } from '../helpers/iyzico-shop.ts';
import { adminAndCustomerTokens, bearer, postJsonAs } from '../helpers/admin-session.ts';
import { insertProduct, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback, type PendingOrder } from '../helpers/order-flow.ts';
import { GOODS_GONE_NO_CHARGE_MAIL } from '#api/mail/unfilled-order-mail.ts';
import { POSTAUTH_PATH } from '#api/payments/iyzico.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';
import { CAPTURE_FAILED_ALERT } from '#api/services/orders/card-authorisation.ts';
import { REFUND_MESSAGES } from '#api/schemas/refunds.ts';
import type { Sql } from '#db/connection.ts';

// Issue 45, decision 0345: card payments are pre-authorised and captured only once the
// order's goods are taken. A buyer whose unheld units went to a faster payer has the
// authorisation voided: no charge and no refund. Before pre-authorisation the slower buyer
// was charged and then refunded (order_refunds row, refunded_amount = total).

const orderRow = async (sql: Sql, id: number) =>
  (
    await sql`SELECT status, payment_state, refunded_amount, payment_reference, payment_alert,
      (SELECT count(*)::int FROM order_refunds WHERE order_id = orders.id) AS refunds
      FROM orders WHERE id = ${id}`
  )[0]!;

const orderAnswer = async (url: string, orderNumber: string) =>
  (await (await fetch(`${url}/api/orders/${orderNumber}`)).json()) as { status: string; paymentState: string | null };

describe.each(backends)('a losing buyer is never charged, in the sandbox (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const sql = () => shop.db.sql;
  let admin: string;
  beforeAll(async () => {
    ({ admin } = await adminAndCustomerTokens(sql()));
  });
  const sandboxSession = async (token: string) =>
    (
      await sql()`SELECT phase, captured_amount,
        (SELECT count(*)::int FROM payment_sandbox_refunds r WHERE r.payment_id = 'sbx-pay-' || substr(s.token, 5, 12)) AS refunds
        FROM payment_sandbox_sessions s WHERE token = ${token}`
    )[0]!;
  const pay = async (o: PendingOrder) => {
    await paySandbox(shop, o.token);
    return (await paymentCallback(shop, o.token)).headers.get('location');
  };

  it('voids the slower payer’s authorisation and captures the faster one’s', async () => {
    const productId = await insertProduct(sql(), { stock: 26, basePrice: '10.00' });
    const slower = await checkoutCart(shop, [{ productId, quantity: 26 }]);
    const faster = await checkoutCart(shop, [{ productId, quantity: 18 }]);
    expect(await pay(faster)).toBe(`/order-success?orderNumber=${faster.orderNumber}`);
    expect(await pay(slower)).toMatch(/^\/order-failed\?error=/);

    // The slower buyer: authorisation released, nothing captured, nothing refunded.
    expect(await sandboxSession(slower.token)).toEqual({ phase: 'voided', captured_amount: null, refunds: 0 });
    const lost = await orderRow(sql(), slower.id);
    expect(lost).toMatchObject({ status: 'cancelled', payment_state: 'voided', refunded_amount: '0.00', refunds: 0 });
    expect(lost.payment_alert).toContain('çekim yapılmadı');
    expect(await orderAnswer(shop.server.url, slower.orderNumber)).toMatchObject({
      status: 'cancelled',
      paymentState: 'voided',
    });
    const mails = await mailsOf(shop, slower.orderNumber);
    expect(mails.some((m) => m.includes('kartınızdan çekim yapılmadı'))).toBe(true);
    expect(mails.some((m) => m.includes('iade yapıldı'))).toBe(false);
    expect(GOODS_GONE_NO_CHARGE_MAIL).toContain('çekim yapılmadı');

    // The faster buyer: captured in full, and the admin sees it so.
    const [won] = await sql()`SELECT total_amount FROM orders WHERE id = ${faster.id}`;
    expect(await sandboxSession(faster.token)).toEqual({
      phase: 'captured',
      captured_amount: won!.total_amount,
      refunds: 0,
    });
    const detail = await (
      await fetch(`${shop.server.url}/api/admin/orders/${faster.id}`, { headers: bearer(admin) })
    ).json();
    expect(detail).toMatchObject({ status: 'confirmed', paymentState: 'captured' });
    expect(await stockOf(sql(), 'products', productId)).toBe(8);
  });

  it('keeps refunding captured payments: a partial refund, then the rest', async () => {
    const productId = await insertProduct(sql(), { stock: 5, basePrice: '100.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    await pay(o);
    const refund = (body: unknown) => postJsonAs(admin, `${shop.server.url}/api/admin/orders/${o.id}/refunds`, body);
    expect((await refund({ kind: 'refund', amount: '40.00' })).status).toBe(200);
    expect(await orderAnswer(shop.server.url, o.orderNumber)).toMatchObject({ paymentState: 'partially_refunded' });
    const [{ total_amount: total }] = (await sql()`SELECT total_amount FROM orders WHERE id = ${o.id}`) as [
      { total_amount: string },
    ];
    const rest = (Number(total) - 40).toFixed(2);
    expect((await refund({ kind: 'refund', amount: rest })).status).toBe(200);
    expect(await orderAnswer(shop.server.url, o.orderNumber)).toMatchObject({ paymentState: 'refunded' });
    expect((await sandboxSession(o.token)).refunds).toBe(2);
  });
});

describe.each(backends)('a losing buyer is never charged, through iyzico (%s)', (backend) => {
  const shop = useIyzicoShop(backend, { apiKey: 'preauth-key', secret: 'preauth-secret' });
  const sql = () => shop.db.sql;
  let admin: string;
  beforeAll(async () => {
    ({ admin } = await adminAndCustomerTokens(sql()));
  });

  it('pre-authorises, captures the winner’s payment and voids the loser’s', async () => {
    const productId = await insertProduct(sql(), { stock: 26, basePrice: '10.00' });
    const slower = await checkoutCart(shop, [{ productId, quantity: 26 }]);
    const faster = await checkoutCart(shop, [{ productId, quantity: 18 }]);
    shop.iyzico.pay(faster.token, 'SUCCESS');
    await paymentCallback(shop, faster.token);
    shop.iyzico.pay(slower.token, 'SUCCESS');
    expect((await paymentCallback(shop, slower.token)).headers.get('location')).toMatch(/^\/order-failed\?error=/);

    expect(shop.iyzico.voided(slower.token)).toBe(true);
    expect(shop.iyzico.chargedFor(slower.token)).toBe(0);
    expect(shop.iyzico.refundedFor(slower.token)).toBe(0);
    expect(await orderRow(sql(), slower.id)).toMatchObject({ payment_state: 'voided', refunds: 0 });

    const [won] = await sql()`SELECT total_amount FROM orders WHERE id = ${faster.id}`;
    expect(shop.iyzico.chargedFor(faster.token)).toBe(Math.round(Number(won!.total_amount) * 100));
    expect(await orderAnswer(shop.server.url, faster.orderNumber)).toMatchObject({ paymentState: 'captured' });
    // Every request was signed, and the capture answered with iyzico's signature order.
    const postAuth = shop.iyzico.requests.filter((r) => r.path === POSTAUTH_PATH);
    expect(postAuth).toHaveLength(1);
    expect(postAuth[0]).toMatchObject({ authorized: true, body: { paymentId: expect.any(String), currency: 'TRY' } });
  });

  it('leaves an authorisation whose capture failed to the reconciliation job, which captures it', async () => {
    const productId = await insertProduct(sql(), { stock: 5, basePrice: '50.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    shop.iyzico.pay(o.token, 'SUCCESS');
    shop.iyzico.failNext(POSTAUTH_PATH, 'error');
    await paymentCallback(shop, o.token);
    expect(await orderRow(sql(), o.id)).toMatchObject({
      status: 'confirmed',
      payment_state: 'authorized',
      payment_alert: CAPTURE_FAILED_ALERT,
    });
    expect(await orderAnswer(shop.server.url, o.orderNumber)).toMatchObject({ paymentState: 'authorized' });
    // Nothing was taken yet: a refund is refused in Turkish.
    const refused = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${o.id}/refunds`, {
      kind: 'refund',
      amount: '10.00',
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(REFUND_MESSAGES.notCaptured);

    expect(shop.iyzico.chargedFor(o.token)).toBe(0);
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ authorisations: 1 });
    expect(await orderRow(sql(), o.id)).toMatchObject({ payment_state: 'captured', payment_alert: null });
    expect(shop.iyzico.chargedFor(o.token)).toBeGreaterThan(0);
  });

  it('refunds a payment iyzico took at once (a token started before pre-authorisation)', async () => {
    const productId = await insertProduct(sql(), { stock: 5, basePrice: '100.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    shop.iyzico.pay(o.token, 'SUCCESS', { phase: 'AUTH' });
    await paymentCallback(shop, o.token);
    expect(shop.iyzico.requests.some((r) => r.path === POSTAUTH_PATH && r.body.conversationId === o.orderNumber)).toBe(
      false,
    );
    expect(await orderRow(sql(), o.id)).toMatchObject({ status: 'confirmed', payment_state: 'captured' });
    const res = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${o.id}/refunds`, {
      kind: 'refund',
      amount: '30.00',
    });
    expect(res.status).toBe(200);
    expect(shop.iyzico.refundedFor(o.token)).toBe(3000);
    expect(await orderAnswer(shop.server.url, o.orderNumber)).toMatchObject({ paymentState: 'partially_refunded' });
  });
});
