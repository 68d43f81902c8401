import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  insertGuestCartWithVariant,
  insertVariant,
  newSessionId,
  stockOf,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { CHECKOUT_MESSAGES, EMPTY_CART_MESSAGE } from '#api/schemas/checkout.ts';
import { CONSENT_TEXT_VERSION } from '#api/services/accounts/consents.ts';
import { createSession, generateSessionToken } from '#api/auth/session.ts';

const backends = runsOn('both');

describe.each(backends)('POST /api/checkout/create (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  const guestWithCart = () =>
    insertGuestCartWithVariant(shop.db.sql, {
      product: { basePrice: '100.00', stock: 50, quantity: 2 },
      variantOf: { name: 'Sigorta', basePrice: '1.00' },
      variant: { name: 'C16', price: '12.35', stock: 20, quantity: 3 },
    });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['customerName', { customerName: 'A' }, CHECKOUT_MESSAGES.customerName],
    ['customerEmail', { customerEmail: 'ayse@' }, CHECKOUT_MESSAGES.customerEmail],
    ['customerPhone', { customerPhone: '0532' }, CHECKOUT_MESSAGES.customerPhone],
    ['billingAddress', { billingAddress: 'Kısa' }, CHECKOUT_MESSAGES.billingAddress],
    ['billingCity', { billingCity: 'A' }, 'Şehir adı giriniz'],
    ['billingPostalCode', { billingPostalCode: '063' }, 'Posta kodu giriniz'],
    ['shippingAddress', { shippingAddress: 'Kısa' }, CHECKOUT_MESSAGES.shippingAddress],
    ['shippingCity', { shippingCity: '' }, 'Şehir adı giriniz'],
    ['shippingPostalCode', { shippingPostalCode: '1' }, 'Posta kodu giriniz'],
    [
      'contractConsent',
      { contractConsent: false },
      "Devam edebilmek için Mesafeli Satış Sözleşmesi ve Ön Bilgilendirme Formu'nu kabul etmelisiniz.",
    ],
  ];
  it.each(invalid)('refuses an invalid %s with its Turkish message', async (_field, change, message) => {
    const { sessionId } = await guestWithCart();
    const res = await createCheckout(shop.server.url, sessionId, { ...validForm(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('validates the shipping fields filled from billing when same-as-billing is ticked', async () => {
    const { sessionId } = await guestWithCart();
    const res = await createCheckout(shop.server.url, sessionId, {
      ...validForm(),
      sameAsShipping: true,
      billingAddress: 'Kısa',
      shippingAddress: 'Uzun bir teslimat adresi 1',
    });
    expect((await res.json()).message).toBe(CHECKOUT_MESSAGES.billingAddress);
    const ok = await createCheckout(shop.server.url, sessionId, {
      ...validForm(),
      sameAsShipping: true,
      shippingAddress: '',
      shippingCity: '',
      shippingPostalCode: '',
    });
    expect(ok.status).toBe(200);
    const [order] = await shop.db
      .sql`SELECT shipping_address, shipping_city, shipping_postal_code FROM orders WHERE session_id = ${sessionId}`;
    expect(order).toEqual({
      shipping_address: validForm().billingAddress,
      shipping_city: 'Ankara',
      shipping_postal_code: '06378',
    });
  });

  it('answers an empty cart with "Sepetinizde ürün bulunmuyor."', async () => {
    const res = await createCheckout(shop.server.url, newSessionId(), validForm());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: EMPTY_CART_MESSAGE });
  });

  it('needs a well-formed X-Session-ID from guests', async () => {
    const res = await createCheckout(shop.server.url, 'bogus', validForm());
    expect(res.status).toBe(400);
  });

  it('prices the order from the catalogue, ignoring forged prices, totals, number and status', async () => {
    const { sessionId, productId, variantId } = await guestWithCart();
    const forged = {
      ...validForm(),
      totalAmount: '1.00',
      subtotal: '1.00',
      taxAmount: '0',
      price: '0.01',
      orderNumber: 'AAAAAAAAAAAA',
      status: 'confirmed',
      items: [{ productId, price: '0.01', quantity: 2 }],
    };
    const res = await createCheckout(shop.server.url, sessionId, forged);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({
      checkoutFormContent: expect.stringContaining(answer.token),
      token: expect.stringMatching(/^sbx_/),
      paymentPageUrl: '/api/payment/sandbox/form',
    });

    const [order] = await shop.db.sql`SELECT * FROM orders WHERE payment_token = ${answer.token}`;
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: '237.05',
      vat_rate: '20.00',
      tax_amount: '47.41',
      shipping_amount: '0.00',
      total_amount: '284.46',
      currency: 'TRY',
      stock_released: false,
    });
    expect(order!.order_number).toMatch(/^[A-Z2-7]{12}$/);
    expect(order!.order_number).not.toBe('AAAAAAAAAAAA');
    const items = await shop.db
      .sql`SELECT product_name, variant_name, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount FROM order_items WHERE order_id = ${order!.id} ORDER BY id`;
    expect(items).toEqual([
      {
        product_name: 'Kablo NYM 3x2,5',
        variant_name: null,
        unit_price: '100.00',
        quantity: 2,
        total_price: '200.00',
        vat_rate: '20.00',
        net_amount: '200.00',
        vat_amount: '40.00',
      },
      {
        product_name: 'Sigorta',
        variant_name: 'C16',
        unit_price: '12.35',
        quantity: 3,
        total_price: '37.05',
        vat_rate: '20.00',
        net_amount: '37.05',
        vat_amount: '7.41',
      },
    ]);
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(48);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(17);
    const [session] = await shop.db.sql`SELECT amount FROM payment_sandbox_sessions WHERE token = ${answer.token}`;
    expect(session!.amount).toBe('284.46');
  });

  it("charges each line its product's KDV rate, rounded per line, and breaks the KDV down per rate", async () => {
    // Awkward prices: every line's KDV has a fraction of a kuruş.
    const cable = await insertProduct(shop.db.sql, { basePrice: '33.33', vatRate: 20 });
    const book = await insertProduct(shop.db.sql, { basePrice: '19.99', vatRate: 10 });
    const seed = await insertProduct(shop.db.sql, { basePrice: '0.05', vatRate: 1 });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [
      { productId: cable, quantity: 3 },
      { productId: book, quantity: 3 },
      { productId: seed, quantity: 7 },
    ]);
    const answer = await (await createCheckout(shop.server.url, sessionId, validForm())).json();
    const [order] = await shop.db
      .sql`SELECT id, order_number, subtotal, tax_amount, total_amount FROM orders WHERE payment_token = ${answer.token}`;
    // 99.99 → 19.998 → 20.00; 59.97 → 5.997 → 6.00; 0.35 → 0.0035 → 0.00
    expect(order).toMatchObject({ subtotal: '160.31', tax_amount: '26.00', total_amount: '186.31' });
    const lines = await shop.db
      .sql`SELECT vat_rate, net_amount, vat_amount FROM order_items WHERE order_id = ${order!.id} ORDER BY id`;
    expect(lines).toEqual([
      { vat_rate: '20.00', net_amount: '99.99', vat_amount: '20.00' },
      { vat_rate: '10.00', net_amount: '59.97', vat_amount: '6.00' },
      { vat_rate: '1.00', net_amount: '0.35', vat_amount: '0.00' },
    ]);
    const view = await (await fetch(`${shop.server.url}/api/orders/${order!.order_number}`)).json();
    expect(view.vatBreakdown).toEqual([
      { rate: 20, base: '99.99', vat: '20.00' },
      { rate: 10, base: '59.97', vat: '6.00' },
      { rate: 1, base: '0.35', vat: '0.00' },
    ]);
    expect(view.taxAmount).toBe('26.00');
    const [session] = await shop.db.sql`SELECT amount FROM payment_sandbox_sessions WHERE token = ${answer.token}`;
    expect(session!.amount).toBe('186.31');
  });

  it('records both contract consents and the marketing choice with time, address and text version', async () => {
    const { sessionId } = await guestWithCart();
    const answer = await (
      await createCheckout(shop.server.url, sessionId, { ...validForm(), marketingConsent: true })
    ).json();
    const [order] = await shop.db.sql`SELECT id FROM orders WHERE payment_token = ${answer.token}`;
    const consents = await shop.db
      .sql`SELECT kind, granted, text_version, client_ip, created_at FROM consents WHERE order_id = ${order!.id} ORDER BY kind`;
    expect(consents.map((c) => [c.kind, c.granted])).toEqual([
      ['distance_sales_contract', true],
      ['marketing', true],
      ['preliminary_info', true],
    ]);
    for (const c of consents) {
      expect(c.text_version).toBe(CONSENT_TEXT_VERSION[c.kind as keyof typeof CONSENT_TEXT_VERSION]);
      expect(c.client_ip).toMatch(/127\.0\.0\.1/);
      expect(c.created_at).toBeInstanceOf(Date);
    }
  });

  it('refuses with 409 naming the product when stock is short, holding nothing', async () => {
    // The line with the lower id is reserved first: the refusal must take it back.
    const other = await insertProduct(shop.db.sql, { name: 'Priz', stock: 10 });
    const productId = await insertProduct(shop.db.sql, { name: 'Pano 12 Modül', stock: 3 });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [
      { productId: other, quantity: 2 },
      { productId, quantity: 4 },
    ]);
    const res = await createCheckout(shop.server.url, sessionId, validForm());
    expect(res.status).toBe(409);
    expect((await res.json()).message).toContain('Pano 12 Modül');
    expect(await stockOf(shop.db.sql, 'products', other)).toBe(10);
    expect((await shop.db.sql`SELECT count(*)::int AS n FROM orders WHERE session_id = ${sessionId}`)[0]!.n).toBe(0);
  });

  it("names the variant when a variant's stock is short, holding nothing", async () => {
    const other = await insertProduct(shop.db.sql, { name: 'Priz', stock: 10 });
    const klemens = await insertProduct(shop.db.sql, { name: 'Klemens', stock: 0 });
    const variantId = await insertVariant(shop.db.sql, klemens, { name: '2,5 mm²', stock: 5 });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [
      { productId: other, quantity: 2 },
      { productId: klemens, variantId, quantity: 6 },
    ]);
    const res = await createCheckout(shop.server.url, sessionId, validForm());
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Stok yetersiz: Klemens - 2,5 mm² için istenen miktar stokta yok.');
    expect(await stockOf(shop.db.sql, 'products', other)).toBe(10);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(5);
    expect((await shop.db.sql`SELECT count(*)::int AS n FROM orders WHERE session_id = ${sessionId}`)[0]!.n).toBe(0);
  });

  it('checks out a signed-in customer by bearer token', async () => {
    const [user] = await shop.db
      .sql`INSERT INTO users (username, email, password_hash, full_name) VALUES ('musteri1', 'm1@example.com', 'x', 'Müşteri Bir') RETURNING id`;
    const token = generateSessionToken();
    await createSession(shop.db.sql, token, user!.id);
    const productId = await insertProduct(shop.db.sql, { basePrice: '10.00' });
    const stockBefore = await stockOf(shop.db.sql, 'products', productId);
    await insertCart(shop.db.sql, { userId: user!.id }, [{ productId, quantity: 1 }]);
    const res = await createCheckout(shop.server.url, newSessionId(), validForm(), {
      authorization: `Bearer ${token}`,
    });
    expect(res.status).toBe(200);
    const [order] = await shop.db
      .sql`SELECT user_id, total_amount FROM orders WHERE payment_token = ${(await res.json()).token}`;
    expect(order).toEqual({ user_id: user!.id, total_amount: '12.00' });
    const [consent] = await shop.db.sql`SELECT user_id FROM consents WHERE kind = 'marketing' AND order_id = ${
      (await shop.db.sql`SELECT id FROM orders WHERE user_id = ${user!.id}`)[0]!.id
    }`;
    expect(consent).toEqual({ user_id: user!.id });

    // A second checkout of the customer's cart replaces the unpaid first order.
    const again = await createCheckout(shop.server.url, newSessionId(), validForm(), {
      authorization: `Bearer ${token}`,
    });
    expect(again.status).toBe(200);
    expect(
      await shop.db.sql`SELECT status, stock_released FROM orders WHERE user_id = ${user!.id} ORDER BY id`,
    ).toEqual([
      { status: 'cancelled', stock_released: true },
      { status: 'pending', stock_released: false },
    ]);
    expect(await stockOf(shop.db.sql, 'products', productId)).toBe(stockBefore - 1);
  });
});
