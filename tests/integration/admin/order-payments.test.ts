import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, form, postJsonAs } from '../../helpers/admin-session.ts';
import { insertProduct, insertVariant, stockOf } from '../../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback } from '../../helpers/order-flow.ts';

const backends = runsOn('pglite');

describe.each(backends)('admin: payments of orders and stock edits (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  let adminName: string;
  beforeAll(async () => {
    ({ admin: token, adminName } = await adminAndCustomerTokens(shop.db.sql));
  });
  const post = (path: string, body: unknown) => postJsonAs(token, shop.server.url + path, body);
  const detail = async (id: number) =>
    (await fetch(`${shop.server.url}/api/admin/orders/${id}`, { headers: bearer(token) })).json();

  async function pendingOrder(productId: number, quantity = 2) {
    const o = await checkoutCart(shop, [{ productId, quantity }]);
    return { id: o.id, orderNumber: o.orderNumber, paymentToken: o.token };
  }

  it('never confirms an unpaid order by a status change', async () => {
    const o = await pendingOrder(await insertProduct(shop.db.sql, { stock: 10 }));
    for (const status of ['confirmed', 'processing', 'shipped']) {
      const res = await post(`/api/admin/orders/${o.id}/status`, {
        status,
        carrier: 'Aras Kargo',
        trackingNumber: '123',
      });
      expect(res.status).toBe(409);
    }
    expect((await detail(o.id)).status).toBe('pending');
  });

  it("confirms an order paid by bank transfer only through 'Havale / EFT ile ödendi' with a note, recording who and when", async () => {
    const productId = await insertProduct(shop.db.sql, { stock: 10 });
    const o = await pendingOrder(productId);
    const noNote = await post(`/api/admin/orders/${o.id}/bank-transfer`, { note: ' ' });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).message).toBe('Havale / EFT için bir not yazın (ör. dekont no, gönderen, tarih).');
    const res = await post(`/api/admin/orders/${o.id}/bank-transfer`, { note: 'Dekont 2026-118, Ziraat' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Sipariş havale / EFT ile ödendi olarak işaretlendi');
    expect(body.order).toMatchObject({
      status: 'confirmed',
      paidAt: expect.any(String),
      payment: { method: 'bank_transfer', paymentId: null },
    });
    expect(body.order.history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      changedBy: adminName,
      note: 'Havale / EFT ile ödendi: Dekont 2026-118, Ziraat',
      createdAt: expect.any(String),
    });
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(8);
    expect(await mailsOf(shop, o.orderNumber)).toHaveLength(2); // the buyer's confirmation and the shop's notice (company_email falls back to the default)
    // Not twice, and a late card callback finds it settled.
    expect((await post(`/api/admin/orders/${o.id}/bank-transfer`, { note: 'tekrar' })).status).toBe(409);
    expect((await paymentCallback(shop, o.paymentToken)).headers.get('location')).toBe(
      `/order-success?orderNumber=${o.orderNumber}`,
    );
    // Customers cannot do it.
    const { customer } = await adminAndCustomerTokens(shop.db.sql);
    const other = await pendingOrder(productId);
    const byCustomer = await postJsonAs(customer, `${shop.server.url}/api/admin/orders/${other.id}/bank-transfer`, {
      note: 'ödedim',
    });
    expect(byCustomer.status).toBe(403);
  });

  it('shows the sandbox payment record on the admin order view', async () => {
    const o = await pendingOrder(await insertProduct(shop.db.sql, { stock: 10, basePrice: '50.00' }));
    await paySandbox(shop, o.paymentToken, '5890040000000016');
    await paymentCallback(shop, o.paymentToken);
    expect((await detail(o.id)).payment).toEqual({
      provider: 'sandbox',
      method: 'card',
      paymentId: expect.stringMatching(/^sbx-pay-/),
      price: '120.00',
      paidAmount: '120.00',
      installment: 1,
      cardFamily: 'Axess',
      cardAssociation: null,
      lastFour: '0016',
      fraudStatus: 1,
      underReview: false,
    });
  });

  it('keeps reservations made while the product form was open when the admin saves it', async () => {
    const productId = await insertProduct(shop.db.sql, { name: 'Kaçak Akım Rölesi', stock: 10 });
    const variantId = await insertVariant(shop.db.sql, productId, { name: '40A', stock: 12 });
    const loaded = await (
      await fetch(`${shop.server.url}/api/admin/products/${productId}`, { headers: bearer(token) })
    ).json();
    expect(loaded).toMatchObject({ stockQuantity: 10, variants: [{ stockQuantity: 12 }] });

    // While the form is open, a buyer reserves 4 of the variant (a third of 12: all of them held, decision 0259).
    await checkoutCart(shop, [{ productId, variantId, quantity: 4 }]);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(8);

    // The admin adds 5 to the variant (12 → 17 on the form) and leaves the product's own stock as loaded.
    const res = await fetch(`${shop.server.url}/api/admin/products/${productId}`, {
      method: 'PUT',
      headers: bearer(token),
      body: form({
        name: loaded.name,
        slug: loaded.slug,
        basePrice: loaded.basePrice,
        stockQuantity: '10',
        stockBase: '10',
        minOrderQuantity: '1',
        unit: 'adet',
        categories: '[]',
        existingImages: '[]',
        variants: JSON.stringify([
          { id: variantId, name: '40A', price: '250.00', stockQuantity: 17, stockBase: 12, isActive: true },
        ]),
      }),
    });
    expect(res.status).toBe(200);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(13); // 8 left + 5 added: the 4 reserved stay reserved
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(10);
  });
});
