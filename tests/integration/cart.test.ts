import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp, guestSession, type CallOptions } from '../helpers/api-calls.ts';
import { insertProduct, insertVariantProduct } from '../helpers/catalogue-rows.ts';
import { CART_MESSAGES } from '#api/schemas/cart.ts';

const backends = runsOn('pglite');

describe.each(backends)('the cart (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  // Kablo: no variants, 46.90 a metre, 100 in stock. Sigorta: variants (one inactive, one sold out).
  let kablo: number;
  let sigorta: { id: number; variantIds: number[] };
  let pasif: number;
  const api = (method: string, path: string, options: CallOptions = {}) =>
    call(shop.server.url, method, path, { ip: freshIp(), ...options });

  beforeAll(async () => {
    kablo = (
      await insertProduct(shop.db.sql, {
        name: 'NYM Kablo 3x2,5',
        price: '46.90',
        stock: 100,
        unit: 'metre',
        image: '/uploads/kablo.webp',
      })
    ).id;
    sigorta = await insertVariantProduct(shop.db.sql, { name: 'Otomatik Sigorta', price: '85.00', stock: 70 }, [
      { name: 'B16', price: '85.50', stock: 50 },
      { name: 'C25', price: '99.00', stock: 20 },
      { name: 'D63', price: '250.00', stock: 5, active: false },
      { name: 'B40', price: '120.00', stock: 0 },
    ]);
    pasif = (await insertProduct(shop.db.sql, { name: 'Eski Ürün', price: '10.00', stock: 10, active: false })).id;
  });

  const cartOf = async (session: string) => (await api('GET', '/api/cart', { session })).json;
  const add = (session: string, body: unknown) => api('POST', '/api/cart/items', { session, body });

  it('answers an empty cart for a new guest session', async () => {
    expect(await api('GET', '/api/cart', { session: guestSession() })).toEqual({
      status: 200,
      json: { items: [], totalItems: 0, totalPrice: '0.00' },
    });
  });

  it('refuses a missing or malformed X-Session-ID', async () => {
    expect((await api('GET', '/api/cart')).status).toBe(400);
    for (const session of ['abc', 'session_x_y', `session_${'a'.repeat(80)}_abcd`, "session_abcdef_1234' OR 1=1"]) {
      expect((await api('GET', '/api/cart', { session })).status, session).toBe(400);
      expect((await add(session, { productId: kablo })).status, session).toBe(400);
    }
  });

  it('adds lines with server prices and totals, in the spec shape', async () => {
    const session = guestSession();
    expect((await add(session, { productId: kablo, quantity: 3 })).status).toBe(200);
    const res = await add(session, {
      productId: sigorta.id,
      variantId: sigorta.variantIds[0],
      quantity: 2,
      price: '0.01',
      totalPrice: '0.01',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(await cartOf(session));
    expect(res.json).toEqual({
      items: [
        {
          id: expect.any(Number),
          quantity: 3,
          productId: kablo,
          variantId: null,
          productName: 'NYM Kablo 3x2,5',
          variantName: null,
          price: '46.90',
          priceWithVat: '56.28',
          tier: null,
          minOrderQuantity: 1,
          orderStep: 1,
          totalPrice: '140.70',
          totalPriceWithVat: '168.84',
          vatRate: 20,
          product: {
            name: 'NYM Kablo 3x2,5',
            shortDescription: 'NYM Kablo 3x2,5 kısa açıklama',
            images: ['/uploads/kablo.webp'],
            basePrice: '46.90',
            unit: 'metre',
          },
          variant: null,
        },
        {
          id: expect.any(Number),
          quantity: 2,
          productId: sigorta.id,
          variantId: sigorta.variantIds[0],
          productName: 'Otomatik Sigorta',
          variantName: 'B16',
          price: '85.50',
          priceWithVat: '102.60',
          tier: null,
          minOrderQuantity: 1,
          orderStep: 1,
          totalPrice: '171.00',
          totalPriceWithVat: '205.20',
          vatRate: 20,
          product: {
            name: 'Otomatik Sigorta',
            shortDescription: 'Otomatik Sigorta kısa açıklama',
            images: [],
            basePrice: '85.00',
            unit: 'adet',
          },
          variant: { name: 'B16', price: '85.50' },
        },
      ],
      totalItems: 5,
      totalPrice: '311.70',
      totalPriceWithVat: '374.04',
      // Issue 39: no promotion applies.
      promotions: [],
      discounts: [],
      discountAmount: '0.00',
      promotionCode: null,
    });
  });

  it('adds the same product and variant onto one line, with quantity 1 by default', async () => {
    const session = guestSession();
    await add(session, { productId: sigorta.id, variantId: sigorta.variantIds[1] });
    const res = await add(session, { productId: sigorta.id, variantId: sigorta.variantIds[1], quantity: 4 });
    expect(res.json.items).toHaveLength(1);
    expect(res.json.items[0].quantity).toBe(5);
    expect(res.json.totalPrice).toBe('495.00');
  });

  it('needs a variant for a product with active variants and refuses what is not sold', async () => {
    const session = guestSession();
    expect(await add(session, { productId: sigorta.id })).toEqual({
      status: 400,
      json: { message: CART_MESSAGES.variantRequired },
    });
    expect(await add(session, { productId: sigorta.id, variantId: sigorta.variantIds[2] })).toEqual({
      status: 400,
      json: { message: CART_MESSAGES.variantUnavailable },
    });
    expect((await add(session, { productId: kablo, variantId: sigorta.variantIds[0] })).status).toBe(404);
    expect((await add(session, { productId: pasif })).status).toBe(400);
    expect((await add(session, { productId: 999999 })).status).toBe(404);
    expect((await cartOf(session)).items).toEqual([]);
  });

  it('never puts more than the stock into a line', async () => {
    const session = guestSession();
    expect(await add(session, { productId: sigorta.id, variantId: sigorta.variantIds[3] })).toEqual({
      status: 400,
      json: { message: 'Stok Yetersiz' },
    });
    expect((await add(session, { productId: kablo, quantity: 101 })).json).toEqual({ message: 'Stok Yetersiz' });
    expect((await add(session, { productId: kablo, quantity: 60 })).status).toBe(200);
    expect((await add(session, { productId: kablo, quantity: 41 })).json).toEqual({ message: 'Stok Yetersiz' });
    expect((await add(session, { productId: kablo, quantity: 40 })).json.items[0].quantity).toBe(100);
    const line = (await cartOf(session)).items[0];
    expect((await api('PUT', `/api/cart/items/${line.id}`, { session, body: { quantity: 101 } })).json).toEqual({
      message: 'Stok Yetersiz',
    });
    expect((await cartOf(session)).items[0].quantity).toBe(100);
  });

  it('answers bad quantities and wrong types with 4xx and changes nothing', async () => {
    const session = guestSession();
    const line = (await add(session, { productId: kablo, quantity: 2 })).json.items[0];
    const before = await cartOf(session);
    for (const quantity of [0, -1, 1.5, 1e12, 'iki', '3', null, true, [], {}, Number.MAX_SAFE_INTEGER + 2]) {
      const added = await add(session, { productId: kablo, quantity });
      expect(added.status, `add ${JSON.stringify(quantity)}`).toBeGreaterThanOrEqual(400);
      expect(added.status).toBeLessThan(500);
      const updated = await api('PUT', `/api/cart/items/${line.id}`, { session, body: { quantity } });
      expect(updated.status, `update ${JSON.stringify(quantity)}`).toBe(400);
    }
    for (const body of [
      { productId: '1' },
      { productId: -3 },
      { productId: 2 ** 40 },
      { productId: kablo, variantId: 'B16' },
      [],
      'kablo',
    ]) {
      expect((await add(session, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('POST', '/api/cart/items', { session, rawBody: '{"productId":' })).status).toBe(400);
    expect((await api('PUT', `/api/cart/items/${line.id}`, { session, body: {} })).status).toBe(400);
    expect(await cartOf(session)).toEqual(before);
  });

  it('changes and removes lines, and clears the cart', async () => {
    const session = guestSession();
    await add(session, { productId: kablo, quantity: 1 });
    const added = await add(session, { productId: sigorta.id, variantId: sigorta.variantIds[0], quantity: 1 });
    const [first, second] = added.json.items;
    const updated = await api('PUT', `/api/cart/items/${first.id}`, { session, body: { quantity: 4 } });
    expect(updated.json.items[0]).toMatchObject({ id: first.id, quantity: 4, totalPrice: '187.60' });
    expect(updated.json.totalPrice).toBe('273.10');
    const removed = await api('DELETE', `/api/cart/items/${second.id}`, { session });
    expect(removed.json.items.map((i: { id: number }) => i.id)).toEqual([first.id]);
    expect((await api('DELETE', `/api/cart/items/${second.id}`, { session })).status).toBe(404);
    expect(await api('POST', '/api/cart/clear', { session })).toEqual({
      status: 200,
      json: { items: [], totalItems: 0, totalPrice: '0.00' },
    });
    expect((await cartOf(session)).items).toEqual([]);
  });

  it("keeps one session's lines out of another's reach", async () => {
    const owner = guestSession();
    const stranger = guestSession();
    const line = (await add(owner, { productId: kablo, quantity: 2 })).json.items[0];
    await add(stranger, { productId: kablo, quantity: 1 });
    expect(await api('PUT', `/api/cart/items/${line.id}`, { session: stranger, body: { quantity: 9 } })).toEqual({
      status: 404,
      json: { message: CART_MESSAGES.itemNotFound },
    });
    expect((await api('DELETE', `/api/cart/items/${line.id}`, { session: stranger })).status).toBe(404);
    await api('POST', '/api/cart/clear', { session: stranger });
    expect((await cartOf(owner)).items).toMatchObject([{ id: line.id, quantity: 2 }]);
    // A customer's token does not reach a guest line either.
    const { json } = await api('POST', '/api/auth/register', {
      body: {
        username: 'yabanci',
        email: 'yabanci@ornek.com',
        password: 'gizli123',
        fullName: 'Ali Veli',
        kvkkConsent: true,
      },
    });
    expect((await api('DELETE', `/api/cart/items/${line.id}`, { token: json.token })).status).toBe(404);
    expect((await cartOf(owner)).items).toHaveLength(1);
  });

  it('answers 404 for line ids that are not numbers', async () => {
    const session = guestSession();
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await api('PUT', `/api/cart/items/${id}`, { session, body: { quantity: 1 } })).status, id).toBe(404);
    }
  });

  it('keeps working when a product or variant in the cart stops being sold', async () => {
    const session = guestSession();
    const lamba = await insertVariantProduct(shop.db.sql, { name: 'LED Lamba', stock: 10 }, [
      { name: '9W', price: '30.00', stock: 10 },
      { name: '12W', price: '40.00', stock: 10 },
    ]);
    const ampul = await insertProduct(shop.db.sql, { name: 'Ampul', price: '12.00', stock: 10 });
    await add(session, { productId: lamba.id, variantId: lamba.variantIds[0], quantity: 1 });
    await add(session, { productId: lamba.id, variantId: lamba.variantIds[1], quantity: 1 });
    await add(session, { productId: ampul.id, quantity: 2 });
    await shop.db.sql`UPDATE product_variants SET is_active = false WHERE id = ${lamba.variantIds[0]!}`;
    await shop.db.sql`UPDATE products SET is_active = false WHERE id = ${ampul.id}`;
    const res = await api('GET', '/api/cart', { session });
    expect(res.status).toBe(200);
    expect(res.json.items.map((i: { variantName: string }) => i.variantName)).toEqual(['12W']);
    expect(res.json.totalPrice).toBe('40.00');
  });

  it('serves a customer the same cart by bearer token, whatever the X-Session-ID', async () => {
    const reg = await api('POST', '/api/auth/register', {
      body: {
        username: 'sepetci',
        email: 'sepetci@ornek.com',
        password: 'gizli123',
        fullName: 'Zeynep Kaya',
        kvkkConsent: true,
      },
    });
    const token = reg.json.token;
    await api('POST', '/api/cart/items', { token, body: { productId: kablo, quantity: 2 } });
    expect((await api('GET', '/api/cart', { token, session: guestSession() })).json.items).toHaveLength(1);
    expect((await api('GET', '/api/cart', { token })).json.totalPrice).toBe('93.80');
  });

  it('merges the guest cart into the customer cart at login, capped at stock, and empties it', async () => {
    const reg = await api('POST', '/api/auth/register', {
      body: {
        username: 'birlesen',
        email: 'birlesen@ornek.com',
        password: 'gizli123',
        fullName: 'Mehmet Can',
        kvkkConsent: true,
      },
    });
    await api('POST', '/api/cart/items', { token: reg.json.token, body: { productId: kablo, quantity: 70 } });
    await api('POST', '/api/cart/items', {
      token: reg.json.token,
      body: { productId: sigorta.id, variantId: sigorta.variantIds[0], quantity: 1 },
    });
    const session = guestSession();
    await add(session, { productId: kablo, quantity: 50 });
    await add(session, { productId: sigorta.id, variantId: sigorta.variantIds[0], quantity: 2 });
    await add(session, { productId: sigorta.id, variantId: sigorta.variantIds[1], quantity: 3 });
    const login = await api('POST', '/api/auth/login', {
      session,
      body: { username: 'birlesen', password: 'gizli123' },
    });
    expect(login.status).toBe(200);
    const merged = (await api('GET', '/api/cart', { token: login.json.token })).json;
    expect(
      merged.items.map((i: { variantName: string | null; quantity: number }) => [i.variantName, i.quantity]),
    ).toEqual([
      [null, 100],
      ['B16', 3],
      ['C25', 3],
    ]);
    expect(await cartOf(session)).toEqual({ items: [], totalItems: 0, totalPrice: '0.00' });
  });

  it('merges the guest cart at registration too', async () => {
    const session = guestSession();
    await add(session, { productId: kablo, quantity: 5 });
    const reg = await api('POST', '/api/auth/register', {
      session,
      body: {
        username: 'yeni-musteri',
        email: 'yeni@ornek.com',
        password: 'gizli123',
        fullName: 'Elif Su',
        kvkkConsent: true,
      },
    });
    expect((await api('GET', '/api/cart', { token: reg.json.token })).json.items).toMatchObject([
      { productId: kablo, quantity: 5 },
    ]);
    expect((await cartOf(session)).items).toEqual([]);
  });
});
