import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call } from '../helpers/api-calls.ts';
import { createCheckout, insertCart, insertProduct, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import { paymentCallback, paySandbox } from '../helpers/order-flow.ts';
import { checkInvoices } from '../helpers/ubl-tr.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';

const backends = runsOn('pglite');

// A free-shipping code against a real shipping charge (issue 39: promotions and shipping
// together; migration 0197): the order keeps the charge, the discount takes it off with its KDV,
// the card basket and the invoice add up to the total.

describe.each(backends)('a free-shipping code on a shipped order (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const url = () => shop.server.url;
  let admin: string;
  beforeAll(async () => {
    admin = (await adminAndCustomerTokens(shop.db.sql)).admin;
    const rates = await call(url(), 'PUT', '/api/admin/shipping', {
      token: admin,
      body: {
        carriers: [{ name: 'Aras Kargo', bands: [{ maxDesi: 30, price: '120.00' }] }],
        freeShippingThreshold: '100000',
        freightAboveDesi: 500,
      },
    });
    expect(rates.status, JSON.stringify(rates.json)).toBe(200);
  });

  it('charges nothing for shipping, shows the discount, and invoices the charge with its discount', async () => {
    const productId = await insertProduct(shop.db.sql, { basePrice: '250.00', stock: 100 });
    const measured = await call(url(), 'PUT', `/api/admin/products/${productId}/dimensions`, {
      token: admin,
      body: { weightKg: 4, widthCm: 30, lengthCm: 40, heightCm: 20 },
    });
    expect(measured.status).toBe(200);
    const promo = await call(url(), 'POST', '/api/admin/promotions', {
      token: admin,
      body: { code: `KARGO${Date.now() % 100000}`, kind: 'free_shipping', value: 0, combinable: true },
    });
    expect(promo.status, JSON.stringify(promo.json)).toBe(201);
    const session = newSessionId();
    await insertCart(shop.db.sql, { sessionId: session }, [{ productId, quantity: 2 }]);
    const applied = await call(url(), 'POST', '/api/cart/promotion', { session, body: { code: promo.json.code } });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);

    const res = await createCheckout(url(), session, validForm());
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const [order] = await shop.db.sql<
      {
        id: number;
        order_number: string;
        subtotal: string;
        discount_amount: string;
        tax_amount: string;
        shipping_amount: string;
        shipping_discount_amount: string;
        shipping_vat_amount: string;
        total_amount: string;
      }[]
    >`SELECT id, order_number, subtotal, discount_amount, tax_amount, shipping_amount, shipping_discount_amount,
        shipping_vat_amount, total_amount FROM orders WHERE payment_token = ${token}`;
    // 2 × 250 = 500 net, 100 KDV; 120 shipping taken off by the code, with its 24 KDV.
    expect(order).toMatchObject({
      subtotal: '500.00',
      discount_amount: '120.00',
      tax_amount: '100.00',
      shipping_amount: '120.00',
      shipping_discount_amount: '120.00',
      shipping_vat_amount: '0.00',
      total_amount: '600.00',
    });
    const view = (await call(url(), 'GET', `/api/orders/${order!.order_number}`)).json;
    expect(view.discounts).toEqual([{ code: promo.json.code, label: expect.any(String), amount: '120.00' }]);
    expect(view).toMatchObject({ subtotal: '500.00', discountAmount: '120.00', shippingAmount: '120.00' });

    await paySandbox(shop, token);
    await paymentCallback(shop, token);
    await shop.db.sql`UPDATE invoices SET next_attempt_at = now() + interval '1 year'
      WHERE status = 'waiting' AND order_id <> ${order!.id}`;
    expect(await issueDueInvoices(shop.server.ctx, createLocalProvider())).toMatchObject({ issued: 1 });
    const [inv] = await shop.db.sql<{ xml: string }[]>`SELECT xml FROM invoices WHERE order_id = ${order!.id}`;
    expect(inv!.xml).toContain('<cbc:PayableAmount currencyID="TRY">600.00</cbc:PayableAmount>');
    expect(await checkInvoices([{ name: 'free-shipping', xml: inv!.xml }])).toEqual({
      'free-shipping': { xsd: [], schematron: [] },
    });
  }, 120_000);
});
