import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';
import { insertProduct, insertVariant, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback } from '../helpers/order-flow.ts';

const backends = runsOn('both');

describe.each(backends)('refunds and cancellations through the sandbox (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
  });

  /** A paid order: 2 × 450.00 at 20 % = 1080.00, the variant's stock 10 → 8. */
  async function paidOrder() {
    const productId = await insertProduct(shop.db.sql, { name: 'Kaçak Akım Rölesi', basePrice: '1.00' });
    const variantId = await insertVariant(shop.db.sql, productId, { name: '40A 30mA', price: '450.00', stock: 10 });
    const { token: paymentToken } = await checkoutCart(shop, [{ productId, variantId, quantity: 2 }]);
    await paySandbox(shop, paymentToken);
    await paymentCallback(shop, paymentToken);
    const [order] = await shop.db
      .sql`SELECT id, order_number, status FROM orders WHERE payment_token = ${paymentToken}`;
    expect(order!.status).toBe('confirmed');
    const [item] = await shop.db.sql`SELECT id FROM order_items WHERE order_id = ${order!.id}`;
    return { id: order!.id as number, number: order!.order_number as string, itemId: item!.id as number, variantId };
  }
  const refund = (id: number, body: unknown) =>
    postJsonAs(token, `${shop.server.url}/api/admin/orders/${id}/refunds`, body);
  const stateOf = async (id: number) =>
    (await shop.db.sql`SELECT status, refunded_amount FROM orders WHERE id = ${id}`)[0];

  it('refunds one line with its KDV, puts it back on the shelf when ticked, records who did it and mails the buyer', async () => {
    const order = await paidOrder();
    const res = await refund(order.id, {
      kind: 'refund',
      lines: [{ itemId: order.itemId, quantity: 1 }],
      restock: true,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'partially_refunded',
      mail: 'sent',
      order: { status: 'partially_refunded', refundedAmount: '540.00' },
    });
    expect(body.order.refunds).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: '540.00',
        restocked: true,
        lines: [{ itemId: order.itemId, quantity: 1 }],
        createdBy: expect.any(String),
      }),
    ]);
    expect(await stockOf(shop.db.sql, 'product_variants', order.variantId)).toBe(9);
    const mail = (await mailsOf(shop, order.number)).find(
      (m) => m.includes(`İade yapıldı (${order.number})`) || (m.includes(order.number) && m.includes('kısmi iade')),
    );
    expect(mail).toContain('540,00');
    // The same unit cannot be refunded twice.
    const again = await refund(order.id, { kind: 'refund', lines: [{ itemId: order.itemId, quantity: 2 }] });
    expect(again.status).toBe(400);
  });

  it('refuses an amount above what is left, changing nothing, then refunds the rest without touching stock', async () => {
    const order = await paidOrder();
    expect((await refund(order.id, { kind: 'refund', amount: '1000.00' })).status).toBe(200);
    const over = await refund(order.id, { kind: 'refund', amount: '80.01' });
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe('İade tutarı ödenen tutardan kalanı aşamaz (kalan: ₺80,00)');
    expect(await stateOf(order.id)).toEqual({ status: 'partially_refunded', refunded_amount: '1000.00' });
    expect((await refund(order.id, { kind: 'refund', amount: '80,00', restock: true })).status).toBe(200);
    expect(await stateOf(order.id)).toEqual({ status: 'refunded', refunded_amount: '1080.00' });
    expect(await stockOf(shop.db.sql, 'product_variants', order.variantId)).toBe(8);
    expect((await refund(order.id, { kind: 'refund', amount: '0.01' })).status).toBe(409);
  });

  it("shows the buyer's order page the money sent back, never a refund still at the provider or who made it", async () => {
    const order = await paidOrder();
    expect((await refund(order.id, { kind: 'refund', amount: '100.00' })).status).toBe(200);
    expect((await refund(order.id, { kind: 'refund', amount: '25,50' })).status).toBe(200);
    // A refund whose provider call has not come back yet has no reference.
    await shop.db.sql`INSERT INTO order_refunds (order_id, kind, amount) VALUES (${order.id}, 'refund', 5.00)`;
    const view = await (await fetch(`${shop.server.url}/api/orders/${order.number}`)).json();
    expect(view.status).toBe('partially_refunded');
    expect(view.refunds).toEqual([
      { kind: 'refund', amount: '100.00', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      { kind: 'refund', amount: '25.50', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    ]);
  });

  it('cancels the whole payment on the same day, but not after a refund', async () => {
    const order = await paidOrder();
    const res = await refund(order.id, { kind: 'cancel', restock: true });
    expect(res.status).toBe(200);
    expect(await stateOf(order.id)).toEqual({ status: 'refunded', refunded_amount: '1080.00' });
    expect(await stockOf(shop.db.sql, 'product_variants', order.variantId)).toBe(10);
    const other = await paidOrder();
    await refund(other.id, { kind: 'refund', amount: '1.00' });
    const late = await refund(other.id, { kind: 'cancel' });
    expect(late.status).toBe(409);
  });

  it('never refunds more than was paid when refunds run at the same time', async () => {
    const order = await paidOrder();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refund(order.id, { kind: 'refund', amount: '300.00' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(await stateOf(order.id)).toEqual({ status: 'partially_refunded', refunded_amount: '900.00' });
    const [{ n, sum }] = await shop.db.sql<
      [{ n: number; sum: string }]
    >`SELECT count(*)::int AS n, sum(amount)::text AS sum FROM order_refunds WHERE order_id = ${order.id}`;
    expect({ n, sum: Number(sum).toFixed(2) }).toEqual({ n: 3, sum: '900.00' });
  });

  it.each([
    [{ kind: 'refund' }, 'İade için bir tutar girin veya ürün satırı seçin'],
    [{ kind: 'refund', amount: '-5' }, 'Geçerli bir iade tutarı giriniz (ör. 149.90)'],
    [{ kind: 'iade', amount: '5' }, 'İşlem iptal veya iade olmalıdır'],
  ])('refuses %j with its Turkish message', async (body, message) => {
    const order = await paidOrder();
    const res = await refund(order.id, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await stateOf(order.id)).toEqual({ status: 'confirmed', refunded_amount: '0.00' });
  });

  it('refuses to refund an unpaid order', async () => {
    const productId = await insertProduct(shop.db.sql);
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    expect((await refund(o.id, { kind: 'refund', amount: '1.00' })).status).toBe(409);
  });
});
