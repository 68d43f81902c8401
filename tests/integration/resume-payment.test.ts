import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { useIyzicoShop } from '../helpers/iyzico-shop.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';
import { insertProduct, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, paySandbox, paymentCallback } from '../helpers/order-flow.ts';
import { RESUME_MESSAGES } from '#api/services/orders/resume-payment.ts';
import { INITIALIZE_PATH } from '#api/payments/iyzico.ts';
import { SANDBOX_FORM_PATH } from '#api/payments/sandbox.ts';

// Issue 46, decision 0347: 'Ödemeye devam et' — a fresh payment form for the same unpaid card
// order while its hold lasts, for whoever may see the order; 409 in Turkish once it is paid,
// cancelled or expired.

const resume = (url: string, orderNumber: string) =>
  fetch(`${url}/api/orders/${orderNumber}/payment`, { method: 'POST' });

describe.each(backends)('finishing a payment later, in the sandbox (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const sql = () => shop.db.sql;
  let admin: string;
  beforeAll(async () => {
    ({ admin } = await adminAndCustomerTokens(sql()));
  });
  const orderState = async (id: number) =>
    (await sql()`SELECT status, payment_state, payment_token FROM orders WHERE id = ${id}`)[0]!;

  it('opens a fresh form for the same order and amount, and the order is paid through it', async () => {
    const productId = await insertProduct(sql(), { stock: 10, basePrice: '25.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 2 }]);
    const view = await (await fetch(`${shop.server.url}/api/orders/${o.orderNumber}`)).json();
    expect(view).toMatchObject({ status: 'pending', paymentState: null, canResumePayment: true });

    // Lower case works as for the order page.
    const res = await resume(shop.server.url, o.orderNumber.toLowerCase());
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { token: string; paymentPageUrl: string; checkoutFormContent: string };
    expect(answer.token).not.toBe(o.token);
    expect(answer.paymentPageUrl).toBe(SANDBOX_FORM_PATH);
    expect(answer.checkoutFormContent).toContain(answer.token);
    const [session] =
      await sql()`SELECT order_number, amount FROM payment_sandbox_sessions WHERE token = ${answer.token}`;
    const [order] = await sql()`SELECT total_amount FROM orders WHERE id = ${o.id}`;
    expect(session).toEqual({ order_number: o.orderNumber, amount: order!.total_amount });
    expect((await orderState(o.id)).payment_token).toBe(answer.token);
    // The hold is the same: no more stock is taken.
    expect(await stockOf(sql(), 'products', productId)).toBe(10 - 2);

    await paySandbox(shop, answer.token);
    expect((await paymentCallback(shop, answer.token)).headers.get('location')).toBe(
      `/order-success?orderNumber=${o.orderNumber}`,
    );
    expect(await orderState(o.id)).toMatchObject({ status: 'confirmed', payment_state: 'captured' });

    // Paid now: a further form is refused in Turkish.
    const again = await resume(shop.server.url, o.orderNumber);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(RESUME_MESSAGES.paid);
  });

  it('releases a second authorisation made on the earlier form of an order already paid', async () => {
    const productId = await insertProduct(sql(), { stock: 10 });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    const fresh = (await (await resume(shop.server.url, o.orderNumber)).json()) as { token: string };
    await paySandbox(shop, fresh.token);
    await paymentCallback(shop, fresh.token);
    // The buyer had the first form open in another tab and paid it too.
    await paySandbox(shop, o.token);
    expect((await paymentCallback(shop, o.token)).headers.get('location')).toBe(
      `/order-success?orderNumber=${o.orderNumber}`,
    );
    const phases =
      await sql()`SELECT token, phase FROM payment_sandbox_sessions WHERE token IN ${sql()([o.token, fresh.token])}`;
    expect(Object.fromEntries(phases.map((p) => [p.token, p.phase]))).toEqual({
      [fresh.token]: 'captured',
      [o.token]: 'voided',
    });
    expect(await stockOf(sql(), 'products', productId)).toBe(9);
  });

  it('answers 409 in Turkish once the order is cancelled or its hold has run out, 404 for an unknown number', async () => {
    const productId = await insertProduct(sql(), { stock: 10 });
    const cancelled = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    const res = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${cancelled.id}/status`, {
      status: 'cancelled',
    });
    expect(res.status).toBe(200);
    const refused = await resume(shop.server.url, cancelled.orderNumber);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(RESUME_MESSAGES.cancelled);

    const expired = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    await sql()`UPDATE orders SET reservation_expires_at = now() - interval '1 minute' WHERE id = ${expired.id}`;
    const late = await resume(shop.server.url, expired.orderNumber);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(RESUME_MESSAGES.expired);
    expect((await orderState(expired.id)).payment_token).toBe(expired.token);
    const view = await (await fetch(`${shop.server.url}/api/orders/${expired.orderNumber}`)).json();
    expect(view).toMatchObject({ status: 'pending', canResumePayment: false });

    const unknown = await resume(shop.server.url, 'ABCDEFGHJKMN');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Sipariş bulunamadı');
  });
});

describe.each(backends)('finishing a payment later, through iyzico (%s)', (backend) => {
  const shop = useIyzicoShop(backend, { apiKey: 'resume-key', secret: 'resume-secret' });
  const sql = () => shop.db.sql;

  it('pre-authorises a fresh Checkout Form for the same basket and captures it once paid', async () => {
    const productId = await insertProduct(sql(), { stock: 10, basePrice: '40.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 3 }]);
    const res = await resume(shop.server.url, o.orderNumber);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { token: string; paymentPageUrl: string; checkoutFormContent: string };
    expect(answer.paymentPageUrl).toContain(answer.token);
    const inits = shop.iyzico.requests.filter((r) => r.path === INITIALIZE_PATH && r.body.basketId === o.orderNumber);
    expect(inits).toHaveLength(2);
    expect(inits.every((r) => r.authorized)).toBe(true);
    // The same price, and basket items that add up to it.
    expect(inits[1]!.body.price).toBe(inits[0]!.body.price);
    const itemsSum = (inits[1]!.body.basketItems as { price: string }[]).reduce((s, i) => s + Number(i.price) * 100, 0);
    expect(Math.round(itemsSum)).toBe(Math.round(Number(inits[1]!.body.price) * 100));

    shop.iyzico.pay(answer.token, 'SUCCESS');
    await paymentCallback(shop, answer.token);
    const [row] = await sql()`SELECT status, payment_state, total_amount FROM orders WHERE id = ${o.id}`;
    expect(row).toMatchObject({ status: 'confirmed', payment_state: 'captured' });
    expect(shop.iyzico.chargedFor(answer.token)).toBe(Math.round(Number(row!.total_amount) * 100));
    expect(shop.iyzico.chargedFor(o.token)).toBe(0);
  });
});
