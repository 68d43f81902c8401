import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  insertVariant,
  newSessionId,
  validForm,
} from '../helpers/checkout-fixtures.ts';

const backends = runsOn('pglite');

describe.each(backends)('GET /api/orders/{orderNumber} (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  it('answers the order fields of the spec with amounts as strings, in any letter case', async () => {
    const productId = await insertProduct(shop.db.sql, { name: 'LED Panel', basePrice: '1.00' });
    const variantId = await insertVariant(shop.db.sql, productId, { name: '60x60 40W', price: '389.90', stock: 5 });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, variantId, quantity: 2 }]);
    const { token } = await (
      await createCheckout(shop.server.url, sessionId, {
        ...validForm(),
        companyName: 'Yılmaz Elektrik',
        taxNumber: '1234567890',
        notes: 'Kapıcıya bırakın',
      })
    ).json();
    const [{ order_number: number }] = await shop.db.sql<
      [{ order_number: string }]
    >`SELECT order_number FROM orders WHERE payment_token = ${token}`;

    const res = await fetch(`${shop.server.url}/api/orders/${number.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      orderNumber: number,
      createdAt: expect.any(String),
      status: 'pending',
      totalAmount: '935.76',
      subtotal: '779.80',
      discountAmount: '0.00',
      discounts: [],
      taxAmount: '155.96',
      vatBreakdown: [{ rate: 20, base: '779.80', vat: '155.96' }],
      shippingAmount: '0.00',
      delivery: 'ship',
      shippingCarrier: null,
      customerName: 'Ayşe Yılmaz',
      customerEmail: expect.stringMatching(/^ayse\.\d+@example\.com$/),
      customerPhone: '05321234567',
      invoiceType: 'individual',
      companyName: 'Yılmaz Elektrik',
      taxNumber: '1234567890',
      taxOffice: null,
      billingAddress: 'İvedik OSB 1468. Cadde No: 27',
      billingCity: 'Ankara',
      billingDistrict: null,
      billingPostalCode: '06378',
      shippingAddress: 'Kızılay Mah. Atatürk Bulvarı No: 5',
      shippingCity: 'Ankara',
      shippingDistrict: null,
      shippingPostalCode: '06420',
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      refunds: [],
      paymentMethod: 'card',
      paymentDueOn: null,
      bankTransfer: null,
      invoice: null,
      // Unpaid, its hold lasting: no payment yet, and 'Ödemeye devam et' is offered (decisions 0345, 0347).
      paymentState: null,
      canResumePayment: true,
      returns: [],
      returnOptions: null,
      notes: 'Kapıcıya bırakın',
      items: [
        {
          id: expect.any(Number),
          productName: 'LED Panel',
          variantName: '60x60 40W',
          unit: 'adet',
          unitPrice: '389.90',
          quantity: 2,
          totalPrice: '779.80',
          vatRate: 20,
          vatAmount: '155.96',
          returnable: true,
        },
      ],
    });
    const viaQuery = await fetch(`${shop.server.url}/api/order?orderNumber=${number}`);
    expect((await viaQuery.json()).orderNumber).toBe(number);
  });

  it('answers unknown numbers with 404 and throttles guessing with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await fetch(`${shop.server.url}/api/orders/ZZZZZZZZZZ${String(i).padStart(2, '2')}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const res = await fetch(`${shop.server.url}/api/orders/${encodeURIComponent('../x')}`);
    expect([404, 429]).toContain(res.status);
  });
});
