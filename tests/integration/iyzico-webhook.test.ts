import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useIyzicoShop } from '../helpers/iyzico-shop.ts';
import { insertProduct, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf as mailsAbout, paymentCallback } from '../helpers/order-flow.ts';
import { adminAndCustomerTokens, bearer, postJsonAs } from '../helpers/admin-session.ts';
import { releaseExpiredReservations } from '#api/jobs/reservations.ts';

const backends = runsOn('both');

const API_KEY = 'webhook-test-api-key';
const SECRET = 'webhook-test-secret-key';

describe.each(backends)('iyzico webhook, fraud checks and amounts against the local fake (%s)', (backend) => {
  const shop = useIyzicoShop(backend, { apiKey: API_KEY, secret: SECRET });
  let admin: string;
  beforeAll(async () => {
    admin = (await adminAndCustomerTokens(shop.db.sql)).admin;
  });

  async function checkout() {
    const productId = await insertProduct(shop.db.sql, { name: 'Sigorta Kutusu', basePrice: '100.00', stock: 10 });
    return { ...(await checkoutCart(shop, [{ productId, quantity: 2 }])), productId };
  }
  const webhook = (body: object, signature: string) =>
    fetch(`${shop.server.url}/api/payment/webhook/iyzico`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-iyz-signature-v3': signature },
      body: JSON.stringify(body),
    });
  const callback = (token: string) => paymentCallback(shop, token);
  const orderRow = async (id: number) => (await shop.db.sql`SELECT * FROM orders WHERE id = ${id}`)[0]!;
  const history = async (id: number) =>
    (await shop.db.sql`SELECT to_status FROM order_status_history WHERE order_id = ${id} ORDER BY id`).map(
      (h) => h.to_status,
    );
  // The buyer's confirmation and the shop's notice (company_email falls back to the company default when unset).
  const mailsOf = (orderNumber: string) => mailsAbout(shop, orderNumber);

  it('completes a paid order from a signed webhook when the callback never comes', async () => {
    const o = await checkout();
    shop.iyzico.pay(o.token, 'SUCCESS');
    const { body, signature } = shop.iyzico.webhook(o.token);
    const res = await webhook(body, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, settled: true });
    expect((await orderRow(o.id)).status).toBe('confirmed');
    expect(await mailsOf(o.orderNumber)).toHaveLength(2);
    // iyzico retries: nothing more happens.
    expect((await webhook(body, signature)).status).toBe(200);
    expect(await history(o.id)).toEqual(['pending', 'confirmed']);
  });

  it('refuses forged and stale notifications and changes nothing', async () => {
    const o = await checkout();
    shop.iyzico.pay(o.token, 'SUCCESS');
    const forged = shop.iyzico.webhook(o.token, { secret: 'someone-elses-secret' });
    const forgedRes = await webhook(forged.body, forged.signature);
    expect(forgedRes.status).toBe(401);
    expect((await forgedRes.json()).message).toBe('Geçersiz bildirim imzası');
    const good = shop.iyzico.webhook(o.token);
    expect((await webhook({ ...good.body, status: 'FAILURE' }, good.signature)).status).toBe(401); // altered body
    expect((await webhook(good.body, '')).status).toBe(401);
    const stale = shop.iyzico.webhook(o.token, { eventTime: Date.now() - 2 * 60 * 60_000 });
    const staleRes = await webhook(stale.body, stale.signature);
    expect(staleRes.status).toBe(400);
    expect((await staleRes.json()).message).toBe('Bildirim süresi geçmiş');
    const malformed = await fetch(`${shop.server.url}/api/payment/webhook/iyzico`, {
      method: 'POST',
      headers: { 'x-iyz-signature-v3': good.signature },
      body: '{nope',
    });
    expect(malformed.status).toBe(400);
    expect((await orderRow(o.id)).status).toBe('pending');
  });

  it('a signed notification is only a signal: an unpaid token stays pending', async () => {
    const o = await checkout();
    const { body, signature } = shop.iyzico.webhook(o.token, { status: 'SUCCESS' });
    expect((await webhook(body, signature)).status).toBe(200);
    expect((await orderRow(o.id)).status).toBe('pending');
  });

  it('completes exactly once whatever order callback, webhook and job arrive in', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => checkout()));
    for (const o of orders) shop.iyzico.pay(o.token, 'SUCCESS');
    await shop.db
      .sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id IN ${shop.db.sql(orders.map((o) => o.id))}`;
    await Promise.all([
      ...orders.flatMap((o) => {
        const { body, signature } = shop.iyzico.webhook(o.token);
        return [callback(o.token), webhook(body, signature), webhook(body, signature), callback(o.token)];
      }),
      releaseExpiredReservations(shop.server.ctx),
      releaseExpiredReservations(shop.server.ctx),
    ]);
    for (const o of orders) {
      expect(await history(o.id)).toEqual(['pending', 'confirmed']);
      expect(await mailsOf(o.orderNumber)).toHaveLength(2);
      expect(await stockOf(shop.db.sql, 'products', o.productId)).toBe(8);
    }
  });

  it('records a higher paidPrice (instalment interest) without refusing it, and shows the payment record to the admin', async () => {
    const o = await checkout();
    shop.iyzico.pay(o.token, 'SUCCESS', { paidPrice: '252.00', installment: 3 });
    expect((await callback(o.token)).headers.get('location')).toBe(`/order-success?orderNumber=${o.orderNumber}`);
    const detail = await (
      await fetch(`${shop.server.url}/api/admin/orders/${o.id}`, { headers: bearer(admin) })
    ).json();
    expect(detail.payment).toEqual({
      provider: 'iyzico',
      method: 'card',
      paymentId: expect.stringMatching(/^\d+$/),
      price: '240.00',
      paidAmount: '252.00',
      installment: 3,
      cardFamily: 'Bonus',
      cardAssociation: 'MASTER_CARD',
      lastFour: '0008',
      fraudStatus: 1,
      underReview: false,
    });
  });

  it('refuses a fraudulent payment (fraudStatus -1): cancelled at iyzico, order cancelled, stock back', async () => {
    const o = await checkout();
    shop.iyzico.pay(o.token, 'SUCCESS', { fraudStatus: -1 });
    expect((await callback(o.token)).headers.get('location')).toBe('/order-failed?error=payment_failed');
    expect(shop.iyzico.cancelled(o.token)).toBe(true);
    expect((await orderRow(o.id)).status).toBe('cancelled');
    expect(await stockOf(shop.db.sql, 'products', o.productId)).toBe(10);
  });

  it('holds a payment under review (fraudStatus 0) until the admin decides; the job leaves it alone', async () => {
    const approved = await checkout();
    const refused = await checkout();
    for (const o of [approved, refused]) {
      shop.iyzico.pay(o.token, 'SUCCESS', { fraudStatus: 0 });
      expect((await callback(o.token)).headers.get('location')).toBe(`/order-success?orderNumber=${o.orderNumber}`);
      expect(await orderRow(o.id)).toMatchObject({
        status: 'pending',
        payment_review: true,
        reservation_expires_at: null,
      });
    }
    await shop.db.sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${approved.id}`;
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ released: 0, completed: 0 });
    const statusChange = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${approved.id}/status`, {
      status: 'cancelled',
    });
    expect(statusChange.status).toBe(409);

    const decide = (id: number, decision: string) =>
      postJsonAs(admin, `${shop.server.url}/api/admin/orders/${id}/payment-review`, {
        decision,
        note: 'Müşteri arandı',
      });
    const ok = await decide(approved.id, 'approve');
    expect(ok.status).toBe(200);
    expect((await ok.json()).order).toMatchObject({
      status: 'confirmed',
      payment: { underReview: false, fraudStatus: 0, paidAmount: '240.00' },
    });
    expect(await mailsOf(approved.orderNumber)).toHaveLength(2);
    expect((await decide(approved.id, 'approve')).status).toBe(409);

    const no = await decide(refused.id, 'refuse');
    expect(no.status).toBe(200);
    expect((await no.json()).order.status).toBe('cancelled');
    expect(shop.iyzico.cancelled(refused.token)).toBe(true);
    expect(await stockOf(shop.db.sql, 'products', refused.productId)).toBe(10);
  });

  it('keeps an expired order reserved while iyzico cannot be asked, and settles it once it answers', async () => {
    const o = await checkout();
    shop.iyzico.pay(o.token, 'SUCCESS');
    await shop.db.sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${o.id}`;
    shop.iyzico.breakSignatures(true);
    try {
      expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({
        deferred: 1,
        released: 0,
        completed: 0,
      });
    } finally {
      shop.iyzico.breakSignatures(false);
    }
    expect((await orderRow(o.id)).status).toBe('pending');
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ completed: 1 });
    expect((await orderRow(o.id)).status).toBe('confirmed');
  });

  it('cancels an expired order iyzico has no payment for, stock back', async () => {
    const o = await checkout();
    await shop.db.sql`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${o.id}`;
    expect(await releaseExpiredReservations(shop.server.ctx)).toMatchObject({ released: 1, deferred: 0 });
    expect((await orderRow(o.id)).status).toBe('cancelled');
    expect(await stockOf(shop.db.sql, 'products', o.productId)).toBe(10);
  });
});
