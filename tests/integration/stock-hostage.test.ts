import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { createCheckout, guestCart, insertProduct, stockOf, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback, type PendingOrder } from '../helpers/order-flow.ts';
import { orderMessages } from '#api/schemas/admin-orders.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';

const backends = runsOn('both');

// Decision 0259: unpaid orders together hold at most a third of a product's shelf; the rest
// of an order is taken when it is paid, first to pay first served, and a payer whose units
// were taken meanwhile has the authorisation voided at once (decision 0345) and is told.
describe.each(backends)('stock that cannot be held hostage (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const sql = () => shop.db.sql;

  const liveStock = async (productId: number) => {
    const res = await fetch(`${shop.server.url}/api/products/details/${productId}`);
    return ((await res.json()) as { stockQuantity: number }).stockQuantity;
  };
  const payAndReturn = async (o: PendingOrder) => {
    await paySandbox(shop, o.token);
    return (await paymentCallback(shop, o.token)).headers.get('location');
  };
  const statusOf = async (id: number) => (await sql()`SELECT status FROM orders WHERE id = ${id}`)[0]!.status as string;

  it('a guest checkout of 26 of 26 that is never paid leaves the product to another shopper, who buys and pays', async () => {
    const productId = await insertProduct(sql(), { stock: 26 });
    const hostage = await checkoutCart(shop, [{ productId, quantity: 26 }]);
    // It holds a third of the shelf; the live stock shows what others can still buy.
    expect(await liveStock(productId)).toBe(18);
    const shopper = await checkoutCart(shop, [{ productId, quantity: 10 }]);
    expect(await payAndReturn(shopper)).toBe(`/order-success?orderNumber=${shopper.orderNumber}`);
    expect(await statusOf(shopper.id)).toBe('confirmed');
    expect(await stockOf(sql(), 'products', productId)).toBe(8);
    expect(await statusOf(hostage.id)).toBe('pending');
  });

  it('many sessions, e-mails and addresses together hold no more than a third, and a payer still gets the rest', async () => {
    const productId = await insertProduct(sql(), { stock: 30 });
    for (let i = 0; i < 12; i++) {
      const available = await stockOf(sql(), 'products', productId);
      const sessionId = await guestCart(sql(), [{ productId, quantity: available }]);
      const res = await createCheckout(shop.server.url, sessionId, validForm(), {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(res.status).toBe(200);
    }
    expect(await stockOf(sql(), 'products', productId)).toBe(20);
    const payer = await checkoutCart(shop, [{ productId, quantity: 20 }]);
    await payAndReturn(payer);
    expect(await statusOf(payer.id)).toBe('confirmed');
    expect(await stockOf(sql(), 'products', productId)).toBe(0);
  });

  it('voids at once at the provider, never charging, the buyer who pays for units others paid for first', async () => {
    const productId = await insertProduct(sql(), { stock: 26, basePrice: '10.00' });
    const late = await checkoutCart(shop, [{ productId, quantity: 26 }]);
    const first = await checkoutCart(shop, [{ productId, quantity: 18 }]);
    await payAndReturn(first);
    expect(await statusOf(first.id)).toBe('confirmed');
    expect(await stockOf(sql(), 'products', productId)).toBe(0);

    expect(await payAndReturn(late)).toMatch(/^\/order-failed\?error=/);
    const [order] =
      await sql()`SELECT status, refunded_amount, payment_reference, payment_state, payment_alert FROM orders WHERE id = ${late.id}`;
    // Pre-authorised (decision 0345): voided, so nothing was charged and nothing is refunded.
    expect(order).toMatchObject({ status: 'cancelled', refunded_amount: '0.00', payment_state: 'voided' });
    expect(order!.payment_reference).toMatch(/^sbx-pay-/);
    expect(order!.payment_alert).toBeTruthy();
    const [back] =
      await sql()`SELECT count(*)::int AS n FROM payment_sandbox_refunds WHERE payment_id = ${order!.payment_reference}`;
    expect(back!.n).toBe(0);
    // The units the order held are on the shelf again.
    expect(await stockOf(sql(), 'products', productId)).toBe(8);
    const view = await (await fetch(`${shop.server.url}/api/orders/${late.orderNumber}`)).json();
    expect(view).toMatchObject({ status: 'cancelled', refunds: [], paymentState: 'voided' });
    expect((await mailsOf(shop, late.orderNumber)).some((m) => m.includes('kartınızdan çekim yapılmadı'))).toBe(true);
    // A second callback finds it settled: nothing is voided or refunded twice.
    await paymentCallback(shop, late.token);
    expect((await sql()`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ${late.id}`)[0]!.n).toBe(0);
  });

  it('refuses to confirm by bank transfer an order whose unheld units others paid for first', async () => {
    const { admin } = await adminAndCustomerTokens(sql());
    const productId = await insertProduct(sql(), { stock: 26 });
    const transfer = await checkoutCart(shop, [{ productId, quantity: 26 }]);
    await payAndReturn(await checkoutCart(shop, [{ productId, quantity: 18 }]));
    const res = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${transfer.id}/bank-transfer`, {
      note: 'Dekont 123',
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(orderMessages.stockGone);
    expect(await statusOf(transfer.id)).toBe('pending');
    expect(await stockOf(sql(), 'products', productId)).toBe(0);
  });

  it('never takes stock below zero when payers race, and charges no payer it cannot serve', async () => {
    const productId = await insertProduct(sql(), { stock: 9 });
    const orders = await Promise.all(Array.from({ length: 5 }, () => checkoutCart(shop, [{ productId, quantity: 6 }])));
    for (const o of orders) await paySandbox(shop, o.token);
    await Promise.all(orders.flatMap((o) => [paymentCallback(shop, o.token), paymentCallback(shop, o.token)]));
    const rows = await sql()`
      SELECT o.status, o.refunded_amount, o.payment_state, i.taken_quantity, i.held_quantity FROM orders o
      JOIN order_items i ON i.order_id = o.id WHERE o.id IN ${sql()(orders.map((o) => o.id))}`;
    const stock = await stockOf(sql(), 'products', productId);
    expect(stock).toBeGreaterThanOrEqual(0);
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
    expect(stock + confirmed.reduce((s, r) => s + r.taken_quantity, 0)).toBe(9);
    for (const r of rows.filter((r) => r.status !== 'confirmed')) {
      expect(r).toMatchObject({
        status: 'cancelled',
        refunded_amount: '0.00',
        payment_state: 'voided',
        held_quantity: 0,
        taken_quantity: 0,
      });
    }
  });

  it('never refuses honest shoppers behind one shared address', async () => {
    const productId = await insertProduct(sql(), { stock: 40 });
    const orders: PendingOrder[] = [];
    for (let i = 0; i < 12; i++) {
      const sessionId = await guestCart(sql(), [{ productId, quantity: 3 }]);
      const res = await createCheckout(shop.server.url, sessionId, validForm(), { 'x-forwarded-for': '198.51.100.7' });
      expect(res.status).toBe(200);
      const { token } = (await res.json()) as { token: string };
      const [row] = await sql()`SELECT id, order_number FROM orders WHERE payment_token = ${token}`;
      orders.push({ answer: { token }, token, sessionId, id: row!.id, orderNumber: row!.order_number });
    }
    for (const o of orders) await payAndReturn(o);
    for (const o of orders) expect(await statusOf(o.id)).toBe('confirmed');
    expect(await stockOf(sql(), 'products', productId)).toBe(4);
  });
});
