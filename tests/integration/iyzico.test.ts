import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { startTestServer } from '../helpers/test-server.ts';
import {
  createCheckout,
  insertCart,
  insertGuestCartWithVariant,
  insertProduct,
  insertVariant,
  newSessionId,
  stockOf,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { useIyzicoShop } from '../helpers/iyzico-shop.ts';
import { checkoutCart, paymentCallback } from '../helpers/order-flow.ts';
import { INITIALIZE_PATH, REFUND_PATH, RETRIEVE_PATH } from '#api/payments/iyzico.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';
import { CART_CHANGED_MESSAGE } from '#api/services/checkout/create-order.ts';
import { REFUND_MESSAGES } from '#api/schemas/refunds.ts';

const backends = runsOn('pglite');

const API_KEY = 'sandbox-test-api-key';
const SECRET = 'sandbox-test-secret-key';

describe.each(backends)('iyzico Checkout Form against a local fake (%s)', (backend) => {
  const shop = useIyzicoShop(backend, { apiKey: API_KEY, secret: SECRET });

  async function checkout(form: Record<string, unknown> = validForm()) {
    const productId = await insertProduct(shop.db.sql, { name: 'Topraklama Çubuğu', basePrice: '33.33', stock: 10 });
    const other = await insertProduct(shop.db.sql, { name: 'Klemens', basePrice: '1.00' });
    const variantId = await insertVariant(shop.db.sql, other, { name: '2,5 mm²', price: '0.17', stock: 100 });
    const o = await checkoutCart(
      shop,
      [
        { productId, quantity: 3 },
        { productId: other, variantId, quantity: 7 },
      ],
      form,
    );
    return { answer: o.answer, productId, order: { id: o.id, order_number: o.orderNumber } };
  }
  const callback = (token: string) => paymentCallback(shop, token);

  it('initializes with a verified IYZWSv2 header, buyer, addresses and basket items adding up to the price', async () => {
    const { answer, order } = await checkout();
    expect(answer.paymentPageUrl).toContain(`token=${answer.token}`);
    expect(answer.checkoutFormContent).toContain('<script');
    const init = shop.iyzico.requests.find(
      (r) => r.path === INITIALIZE_PATH && r.body.conversationId === order.order_number,
    )!;
    expect(init.authorized).toBe(true);
    const body = init.body;
    // 3 × 33.33 = 99.99 (KDV 20.00) + 7 × 0.17 = 1.19 (KDV 0.24): 101.18 + 20.24 = 121.42
    expect(body).toMatchObject({
      price: '121.42',
      paidPrice: '121.42',
      currency: 'TRY',
      basketId: order.order_number,
      callbackUrl: 'https://magaza.example/api/payment/callback',
    });
    expect(body.buyer).toMatchObject({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: expect.stringMatching(/^ayse\.\d+@example\.com$/),
      city: 'Ankara',
      identityNumber: '11111111111',
    });
    expect(body.shippingAddress).toMatchObject({ address: 'Kızılay Mah. Atatürk Bulvarı No: 5', zipCode: '06420' });
    expect(body.billingAddress).toMatchObject({ address: 'İvedik OSB 1468. Cadde No: 27', zipCode: '06378' });
    const sum = body.basketItems.reduce((s: number, i: { price: string }) => s + Math.round(Number(i.price) * 100), 0);
    expect(sum).toBe(12142);
    expect(body.basketItems.map((i: { price: string }) => i.price)).toEqual(['119.99', '1.43']);
  });

  it("sends the buyer's T.C. kimlik no as iyzico's identity number when given", async () => {
    const { order } = await checkout({ ...validForm(), identityNumber: '10000000146' });
    const init = shop.iyzico.requests.find(
      (r) => r.path === INITIALIZE_PATH && r.body.conversationId === order.order_number,
    )!;
    expect(init.body.buyer.identityNumber).toBe('10000000146');
  });

  it('confirms on a successful payment after retrieving and verifying the signed result', async () => {
    const { answer, order } = await checkout();
    shop.iyzico.pay(answer.token, 'SUCCESS');
    const res = await callback(answer.token);
    expect(res.headers.get('location')).toBe(`/order-success?orderNumber=${order.order_number}`);
    const retrieve = shop.iyzico.requests.findLast((r) => r.path === RETRIEVE_PATH)!;
    expect(retrieve).toMatchObject({ authorized: true, body: { token: answer.token } });
    const [row] = await shop.db.sql`SELECT status, payment_reference FROM orders WHERE id = ${order.id}`;
    expect(row).toEqual({ status: 'confirmed', payment_reference: expect.stringMatching(/^\d{8}$/) });
  });

  it('cancels and releases stock on a failed payment', async () => {
    const { answer, order, productId } = await checkout();
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(7);
    shop.iyzico.pay(answer.token, 'FAILURE');
    const res = await callback(answer.token);
    expect(res.headers.get('location')).toBe('/order-failed?error=payment_failed');
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(10);
    expect((await shop.db.sql`SELECT status FROM orders WHERE id = ${order.id}`)[0]!.status).toBe('cancelled');
  });

  it('treats a wrongly signed answer as a system error and changes nothing', async () => {
    const { answer, order } = await checkout();
    shop.iyzico.pay(answer.token, 'SUCCESS');
    shop.iyzico.breakSignatures(true);
    try {
      const res = await callback(answer.token);
      expect(res.headers.get('location')).toBe('/order-failed?error=system_error');
      expect((await shop.db.sql`SELECT status FROM orders WHERE id = ${order.id}`)[0]!.status).toBe('pending');
    } finally {
      shop.iyzico.breakSignatures(false);
    }
    // Once answers verify again, the same token settles normally.
    const res = await callback(answer.token);
    expect(res.headers.get('location')).toBe(`/order-success?orderNumber=${order.order_number}`);
  });

  it('refuses a paid amount that differs from the order', async () => {
    const { answer, order } = await checkout();
    shop.iyzico.pay(answer.token, 'SUCCESS', '1.00');
    const res = await callback(answer.token);
    expect(res.headers.get('location')).toBe('/order-failed?error=system_error');
    expect((await shop.db.sql`SELECT status FROM orders WHERE id = ${order.id}`)[0]!.status).toBe('cancelled');
  });

  it('answers 502 and stores no order when initialize is refused (wrong key), stock untouched', async () => {
    const other = await startTestServer(shop.db, {
      IYZICO_API_KEY: 'wrong',
      IYZICO_SECRET_KEY: SECRET,
      IYZICO_BASE_URL: shop.iyzico.url,
    });
    try {
      const productId = await insertProduct(shop.db.sql, { stock: 5 });
      const sessionId = newSessionId();
      await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 2 }]);
      const res = await createCheckout(other.url, sessionId, validForm());
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe('Ödeme işlemi başlatılamadı. Lütfen tekrar deneyin.');
      expect(shop.iyzico.requests.at(-1)!.authorized).toBe(false);
      expect(await stockOf(shop.db.sql, 'products', productId)).toBe(5);
      expect(await shop.db.sql`SELECT id FROM orders WHERE session_id = ${sessionId}`).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('refuses with 409 and stores nothing when the cart changes while the payment starts', async () => {
    // Stock 9: three units are within the third unpaid orders may hold (decision 0259).
    const productId = await insertProduct(shop.db.sql, { basePrice: '10.00', stock: 9 });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 2 }]);
    // The shopper raises the quantity in another tab while iyzico prepares the form for two.
    shop.iyzico.beforeInitialize(async () => {
      await shop.db.sql`UPDATE cart_items SET quantity = 3 WHERE product_id = ${productId}`;
    });
    const res = await createCheckout(shop.server.url, sessionId, validForm());
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(CART_CHANGED_MESSAGE);
    expect(shop.iyzico.requests.at(-1)!.body.price).toBe('24.0');
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(9);
    expect(await shop.db.sql`SELECT id FROM orders WHERE session_id = ${sessionId}`).toHaveLength(0);
    // Started again, the payment is for the cart as it is now.
    const again = await createCheckout(shop.server.url, sessionId, validForm());
    expect(again.status).toBe(200);
    expect(shop.iyzico.requests.at(-1)!.body.price).toBe('36.0');
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(6);
  });

  it('refuses with 409 and stores nothing when the catalogue reprices a line while the payment starts', async () => {
    const { sessionId, productId, variantId } = await insertGuestCartWithVariant(shop.db.sql, {
      product: { name: 'Sigorta', basePrice: '10.00', stock: 5, quantity: 1 },
      variantOf: { name: 'Klemens', basePrice: '1.00' },
      variant: { name: '4 mm²', price: '0.50', stock: 10, quantity: 2 },
    });
    // The administrator changes the variant's price while iyzico prepares the form.
    shop.iyzico.beforeInitialize(async () => {
      await shop.db.sql`UPDATE product_variants SET price = '0.60' WHERE id = ${variantId}`;
    });
    const res = await createCheckout(shop.server.url, sessionId, validForm());
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(CART_CHANGED_MESSAGE);
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(5);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(10);
    expect(await shop.db.sql`SELECT id FROM orders WHERE session_id = ${sessionId}`).toHaveLength(0);
  });

  it('refunds an amount and refuses more than was paid, through signed and verified calls', async () => {
    const tokens = await adminAndCustomerTokens(shop.db.sql);
    const { answer, order } = await checkout();
    shop.iyzico.pay(answer.token, 'SUCCESS');
    await callback(answer.token);
    const [{ payment_reference: paymentId }] = await shop.db.sql<
      [{ payment_reference: string }]
    >`SELECT payment_reference FROM orders WHERE id = ${order.id}`;
    const refund = (body: unknown) =>
      postJsonAs(tokens.admin, `${shop.server.url}/api/admin/orders/${order.id}/refunds`, body);
    expect((await refund({ kind: 'refund', amount: '21.42' })).status).toBe(200);
    const call = shop.iyzico.requests.findLast((r) => r.path === REFUND_PATH)!;
    expect(call).toMatchObject({
      authorized: true,
      body: { paymentId, price: '21.42', currency: 'TRY', conversationId: order.order_number },
    });
    expect(shop.iyzico.refundedOn(paymentId)).toBe(2142);
    // iyzico refuses the cancel of a partly refunded payment: the order and its sum stay as they were.
    expect((await refund({ kind: 'cancel' })).status).toBe(409);
    expect((await refund({ kind: 'refund', amount: '100.00' })).status).toBe(200);
    expect(shop.iyzico.refundedOn(paymentId)).toBe(12142);
    const [row] = await shop.db.sql`SELECT status, refunded_amount FROM orders WHERE id = ${order.id}`;
    expect(row).toEqual({ status: 'refunded', refunded_amount: '121.42' });
  });

  it('answers 502 and keeps the order as it was when iyzico refuses the refund', async () => {
    const tokens = await adminAndCustomerTokens(shop.db.sql);
    const { answer, order } = await checkout();
    shop.iyzico.pay(answer.token, 'SUCCESS');
    await callback(answer.token);
    // iyzico answers, signed, that it knows no such payment: a clear refusal, nothing was paid back.
    await shop.db.sql`UPDATE orders SET payment_reference = '99999999' WHERE id = ${order.id}`;
    const res = await postJsonAs(tokens.admin, `${shop.server.url}/api/admin/orders/${order.id}/refunds`, {
      kind: 'refund',
      amount: '10.00',
    });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe(REFUND_MESSAGES.provider);
    const [row] = await shop.db.sql`SELECT status, refunded_amount FROM orders WHERE id = ${order.id}`;
    expect(row).toEqual({ status: 'confirmed', refunded_amount: '0.00' });
    expect((await shop.db.sql`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ${order.id}`)[0]!.n).toBe(
      0,
    );
  });

  // Changed with decision 0261: an answer that does not verify may still mean iyzico paid the
  // money back (the fake did), so the amount stays reserved, in doubt, instead of freed.
  it('keeps a refund in doubt when iyzico answers with a signature that does not verify', async () => {
    const tokens = await adminAndCustomerTokens(shop.db.sql);
    const { answer, order } = await checkout();
    shop.iyzico.pay(answer.token, 'SUCCESS');
    await callback(answer.token);
    shop.iyzico.breakSignatures(true);
    try {
      const res = await postJsonAs(tokens.admin, `${shop.server.url}/api/admin/orders/${order.id}/refunds`, {
        kind: 'refund',
        amount: '10.00',
      });
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe(REFUND_MESSAGES.inDoubt);
    } finally {
      shop.iyzico.breakSignatures(false);
    }
    const [row] = await shop.db.sql`SELECT status, refunded_amount FROM orders WHERE id = ${order.id}`;
    expect(row).toEqual({ status: 'confirmed', refunded_amount: '10.00' });
    const [refund] = await shop.db.sql`SELECT in_doubt FROM order_refunds WHERE order_id = ${order.id}`;
    expect(refund!.in_doubt).toBe(true);
  });

  it('hides the sandbox form when iyzico is configured', async () => {
    const res = await fetch(`${shop.server.url}/api/payment/sandbox/form?token=sbx_x`);
    expect(res.status).toBe(404);
  });
});
