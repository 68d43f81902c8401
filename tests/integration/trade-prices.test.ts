import { describe, expect, it, beforeAll } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp, guestSession, type CallOptions } from '../helpers/api-calls.ts';
import { insertProduct, insertVariantProduct } from '../helpers/catalogue-rows.ts';
import { customerToken, adminToken } from '../helpers/sessions.ts';
import { validForm } from '../helpers/checkout-fixtures.ts';
import { CART_MESSAGES, tierLabel } from '#api/schemas/cart.ts';
import { pricingMessages } from '#api/schemas/admin-pricing.ts';
import type { Sql } from '#db/connection.ts';

const backends = runsOn('pglite');

// Trade buyers' prices end to end (issue 36, decisions 0282–0284): what each buyer is shown and
// charged through the listing, the product details, the cart and the checkout.

/** A customer in the given price group (none: an ordinary customer); their bearer token. */
async function groupCustomer(sql: Sql, groupId: number | null): Promise<string> {
  const username = `bayi_${Math.random().toString(36).slice(2, 10)}`;
  const token = await customerToken(sql, username);
  await sql`UPDATE users SET price_group_id = ${groupId} WHERE username = ${username}`;
  return token;
}

describe.each(backends)('trade buyers’ prices (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, options: CallOptions = {}) =>
    call(shop.server.url, method, path, { ip: freshIp(), ...options });

  // Groups: Bayi 12.5 % off, Proje 33.33 % off. Kablo 33.33 a metre, 100 m steps, tiers;
  // Sigorta with two variants, one with an explicit Bayi price.
  let bayi: number;
  let proje: number;
  let kablo: number;
  let sigorta: { id: number; variantIds: number[] };
  let tokens: { bayi: string; proje: string; plain: string };
  let admin: string;

  beforeAll(async () => {
    const sql = shop.db.sql;
    [{ id: bayi }, { id: proje }] = await sql<[{ id: number }, { id: number }]>`
      INSERT INTO price_groups (name, discount_percent) VALUES ('Bayi', 12.5), ('Proje', 33.33) RETURNING id`;
    kablo = (await insertProduct(sql, { name: 'NYM Kablo 3x2,5', price: '33.33', stock: 5000, unit: 'metre' })).id;
    sigorta = await insertVariantProduct(sql, { name: 'Otomatik Sigorta', price: '1.00' }, [
      { name: 'B16', price: '99.99', stock: 500 },
      { name: 'C25', price: '1234.56', stock: 500 },
    ]);
    await sql`INSERT INTO product_group_prices (price_group_id, product_id, variant_id, price)
              VALUES (${bayi}, ${sigorta.id}, ${sigorta.variantIds[1]!}, 1000.00)`;
    await sql`INSERT INTO product_price_tiers (product_id, variant_id, price_group_id, min_quantity, unit_price) VALUES
      (${kablo}, NULL, NULL, 1000, 30.00),
      (${kablo}, NULL, ${bayi}, 500, 27.50),
      (${kablo}, NULL, ${proje}, 300, 1.00)`;
    await sql`UPDATE products SET order_step = 100, min_order_quantity = 100 WHERE id = ${kablo}`;
    tokens = {
      bayi: await groupCustomer(sql, bayi),
      proje: await groupCustomer(sql, proje),
      plain: await groupCustomer(sql, null),
    };
    admin = await adminToken(sql);
  });

  const listed = async (token?: string) => {
    // Prices are written here directly, as another writer would: the watch hears of it first.
    await shop.server.settled();
    const { json } = await api('GET', '/api/products?pageSize=100', { token });
    const byId = new Map<number, any>(json.products.map((p: any) => [p.id, p]));
    return { kablo: byId.get(kablo), sigorta: byId.get(sigorta.id) };
  };

  it('lists the public prices to a guest and an ordinary customer, with no listPrice', async () => {
    for (const token of [undefined, tokens.plain]) {
      const { kablo: k, sigorta: s } = await listed(token);
      expect(k).toMatchObject({ basePrice: '33.33', price: '33.33', orderStep: 100, minOrderQuantity: 100 });
      expect(k).not.toHaveProperty('listPrice');
      expect(s.variants.map((v: any) => [v.price, v.listPrice])).toEqual([
        ['99.99', undefined],
        ['1234.56', undefined],
      ]);
      expect(s.price).toBe('99.99');
    }
  });

  it("lists each group's own prices, the public ones beside them", async () => {
    const b = await listed(tokens.bayi);
    // 12.5 % off 33.33 = 29.16; off 99.99 = 87.49; C25 has Bayi's explicit 1000.00.
    expect(b.kablo).toMatchObject({ basePrice: '29.16', price: '29.16', listPrice: '33.33' });
    expect(b.sigorta.variants.map((v: any) => [v.price, v.listPrice])).toEqual([
      ['87.49', '99.99'],
      ['1000.00', '1234.56'],
    ]);
    expect(b.sigorta).toMatchObject({ price: '87.49', listPrice: '99.99', effectivePrice: '99.99' });
    const p = await listed(tokens.proje);
    // 33.33 % off: 22.22, 66.66, 823.08 (Bayi's explicit price is not Proje's).
    expect(p.kablo).toMatchObject({ price: '22.22', listPrice: '33.33' });
    expect(p.sigorta.variants.map((v: any) => v.price)).toEqual(['66.66', '823.08']);
  });

  it("never lets a group's price reach a guest, another group or an ordinary customer, warm caches or not", async () => {
    for (let round = 0; round < 2; round++) {
      const [guest, plain, b, p] = await Promise.all([
        listed(),
        listed(tokens.plain),
        listed(tokens.bayi),
        listed(tokens.proje),
      ]);
      expect([guest.kablo.price, plain.kablo.price, b.kablo.price, p.kablo.price]).toEqual([
        '33.33',
        '33.33',
        '29.16',
        '22.22',
      ]);
      const details = async (token?: string) =>
        (await api('GET', `/api/products/details/${sigorta.id}`, { token })).json.variants[1].price;
      expect([await details(), await details(tokens.plain), await details(tokens.proje)]).toEqual([
        '1234.56',
        '1234.56',
        '823.08',
      ]);
    }
    const guestDetails = (await api('GET', `/api/products/details/${kablo}`)).json;
    // The guest's ladder has the every-buyer tier only; no group tier, no group price.
    expect(guestDetails.priceSteps).toEqual([
      { variantId: null, minQuantity: 1000, price: '30.00', priceWithVat: '36.00' },
    ]);
    expect(JSON.stringify(guestDetails)).not.toMatch(/27\.5|29\.16|22\.22|"1\.00"/);
  });

  it("answers a group buyer's ladder in the product details", async () => {
    const { json } = await api('GET', `/api/products/details/${kablo}`, { token: tokens.bayi });
    expect(json).toMatchObject({ price: '29.16', listPrice: '33.33', orderStep: 100 });
    expect(json.priceSteps).toEqual([{ variantId: null, minQuantity: 500, price: '27.50', priceWithVat: '33.00' }]);
  });

  it('reaches a warm listing at once when a group price, a tier or a percentage changes', async () => {
    expect((await listed(tokens.bayi)).sigorta.variants[1].price).toBe('1000.00');
    await shop.db.sql`UPDATE product_group_prices SET price = 950 WHERE price_group_id = ${bayi}`;
    expect((await listed(tokens.bayi)).sigorta.variants[1].price).toBe('950.00');
    await shop.db.sql`UPDATE price_groups SET discount_percent = 20 WHERE id = ${bayi}`;
    expect((await listed(tokens.bayi)).kablo.price).toBe('26.66'); // 3333 × 0.8 = 2666.4
    await shop.db.sql`UPDATE price_groups SET discount_percent = 12.5 WHERE id = ${bayi}`;
    await shop.db.sql`UPDATE product_group_prices SET price = 1000 WHERE price_group_id = ${bayi}`;
    expect((await listed(tokens.bayi)).kablo.price).toBe('29.16');
    // Moved out of the group: public prices on the very next request.
    const username = `eski_bayi_${backend}`;
    const leaving = await customerToken(shop.db.sql, username);
    await shop.db.sql`UPDATE users SET price_group_id = ${bayi} WHERE username = ${username}`;
    expect((await listed(leaving)).kablo.price).toBe('29.16');
    await shop.db.sql`UPDATE users SET price_group_id = NULL WHERE username = ${username}`;
    expect((await listed(leaving)).kablo).not.toHaveProperty('listPrice');
  });

  describe('the cart', () => {
    const add = (token: string | undefined, session: string | undefined, body: unknown) =>
      api('POST', '/api/cart/items', { token, session, body });

    it('prices a group buyer’s lines at their prices, takes the tier a quantity reaches and says so', async () => {
      const token = await groupCustomer(shop.db.sql, bayi);
      let cart = (await add(token, undefined, { productId: kablo, quantity: 400 })).json;
      expect(cart.items[0]).toMatchObject({
        price: '29.16',
        listPrice: '33.33',
        tier: null,
        totalPrice: '11664.00',
        minOrderQuantity: 100,
        orderStep: 100,
      });
      cart = (await api('PUT', `/api/cart/items/${cart.items[0].id}`, { token, body: { quantity: 500 } })).json;
      expect(cart.items[0]).toMatchObject({
        price: '27.50',
        listPrice: '33.33',
        tier: { minQuantity: 500, label: tierLabel(500, 'metre') },
        totalPrice: '13750.00',
      });
      cart = (await api('PUT', `/api/cart/items/${cart.items[0].id}`, { token, body: { quantity: 1000 } })).json;
      // From 1000 every buyer's 30.00 applies, but Bayi's own 27.50 stays lower.
      expect(cart.items[0]).toMatchObject({ price: '27.50', tier: { minQuantity: 500 } });
      cart = (await add(token, undefined, { productId: sigorta.id, variantId: sigorta.variantIds[1], quantity: 1 }))
        .json;
      expect(cart.items[1]).toMatchObject({ price: '1000.00', listPrice: '1234.56', tier: null });
      expect(cart.totalPrice).toBe('28500.00');
    });

    it("gives a guest the public price and every buyer's tier only", async () => {
      const session = guestSession();
      let cart = (await add(undefined, session, { productId: kablo, quantity: 900 })).json;
      expect(cart.items[0]).toMatchObject({ price: '33.33', tier: null });
      expect(cart.items[0]).not.toHaveProperty('listPrice');
      cart = (await api('PUT', `/api/cart/items/${cart.items[0].id}`, { session, body: { quantity: 1000 } })).json;
      expect(cart.items[0]).toMatchObject({ price: '30.00', listPrice: '33.33', tier: { minQuantity: 1000 } });
    });

    it('refuses quantities off the step or under the minimum, naming them', async () => {
      const session = guestSession();
      const off = await add(undefined, session, { productId: kablo, quantity: 150 });
      expect(off).toEqual({ status: 400, json: { message: CART_MESSAGES.notAStep(100, 'metre') } });
      expect(off.json.message).toBe('Bu ürün 100 metre ve katları olarak sipariş verilebilir');
      const under = await add(undefined, session, { productId: kablo, quantity: 1 });
      expect(under.json.message).toBe(CART_MESSAGES.belowMinimum(100, 'metre'));
      const cart = (await add(undefined, session, { productId: kablo, quantity: 200 })).json;
      const change = await api('PUT', `/api/cart/items/${cart.items[0].id}`, { session, body: { quantity: 250 } });
      expect(change.json.message).toBe(CART_MESSAGES.notAStep(100, 'metre'));
      expect((await api('GET', '/api/cart', { session })).json.items[0].quantity).toBe(200);
    });
  });

  describe('the checkout', () => {
    const checkout = (token: string | undefined, session: string | undefined, body: unknown = validForm()) =>
      api('POST', '/api/checkout/create', { token, session, body });

    it('charges a group buyer their prices and tier, KDV on top, whatever the client sends', async () => {
      const token = await groupCustomer(shop.db.sql, proje);
      await api('POST', '/api/cart/items', { token, body: { productId: kablo, quantity: 200 } });
      await api('POST', '/api/cart/items', {
        token,
        body: { productId: sigorta.id, variantId: sigorta.variantIds[0], quantity: 3 },
      });
      const res = await checkout(token, undefined, { ...validForm(), totalAmount: '0.01', items: [] });
      expect(res.status).toBe(200);
      const [order] = await shop.db.sql`
        SELECT o.id, o.subtotal, o.tax_amount, o.total_amount, o.shipping_amount FROM orders o
        WHERE o.payment_token = ${res.json.token}`;
      const items = await shop.db.sql`
        SELECT unit_price, quantity, net_amount, vat_amount FROM order_items WHERE order_id = ${order!.id} ORDER BY id`;
      // Kablo: 33.33 % off 33.33 = 22.22 × 200 = 4444.00 (Proje's 300+ tier not reached);
      // B16: 66.66 × 3 = 199.98. KDV 20 % per line: 888.80 and 39.996 → 40.00.
      expect(items).toEqual([
        { unit_price: '22.22', quantity: 200, net_amount: '4444.00', vat_amount: '888.80' },
        { unit_price: '66.66', quantity: 3, net_amount: '199.98', vat_amount: '40.00' },
      ]);
      expect(order).toMatchObject({ subtotal: '4643.98', tax_amount: '928.80' });
    });

    it('applies a tier at the checkout and refuses a line off its step', async () => {
      const token = await groupCustomer(shop.db.sql, proje);
      await api('POST', '/api/cart/items', { token, body: { productId: kablo, quantity: 300 } });
      const res = await checkout(token, undefined);
      expect(res.status).toBe(200);
      const [item] = await shop.db.sql`
        SELECT i.unit_price FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.payment_token = ${res.json.token}`;
      expect(item).toEqual({ unit_price: '1.00' });

      const session = guestSession();
      await api('POST', '/api/cart/items', { session, body: { productId: kablo, quantity: 200 } });
      await shop.db
        .sql`UPDATE cart_items SET quantity = 250 WHERE cart_id = (SELECT id FROM carts WHERE session_id = ${session})`;
      const off = await checkout(undefined, session);
      expect(off.status).toBe(400);
      expect(off.json.message).toBe(`NYM Kablo 3x2,5: ${CART_MESSAGES.notAStep(100, 'metre')}`);
    });
  });

  describe('the admin', () => {
    const put = (path: string, body: unknown) =>
      api('PUT', `/api/admin/products/${kablo}/${path}`, { token: admin, body });

    it('refuses bad tiers and order rules in Turkish, changing nothing', async () => {
      const before = await api('GET', `/api/admin/products/${kablo}/pricing`, { token: admin });
      const bad: [string, unknown, string][] = [
        ['price-tiers', { tiers: [{ minQuantity: 1, unitPrice: '1' }] }, pricingMessages.minQuantity],
        ['price-tiers', { tiers: [{ minQuantity: 5, unitPrice: '-1' }] }, pricingMessages.unitPrice],
        ['price-tiers', { tiers: 'x' }, pricingMessages.tiersInvalid],
        [
          'price-tiers',
          {
            tiers: [
              { minQuantity: 5, unitPrice: '1' },
              { minQuantity: 5, unitPrice: '2' },
            ],
          },
          pricingMessages.duplicateTier,
        ],
        [
          'price-tiers',
          { tiers: [{ variantId: sigorta.variantIds[0], minQuantity: 5, unitPrice: '1' }] },
          pricingMessages.unknownVariant,
        ],
        [
          'price-tiers',
          { tiers: [{ priceGroupId: 999999, minQuantity: 5, unitPrice: '1' }] },
          pricingMessages.unknownGroup,
        ],
        ['order-rules', { minOrderQuantity: 150, orderStep: 100 }, pricingMessages.minNotAStep],
        ['order-rules', { minOrderQuantity: 0, orderStep: 1 }, pricingMessages.minOrder],
        ['order-rules', { minOrderQuantity: 1, orderStep: 1.5 }, pricingMessages.orderStep],
        ['group-prices', { prices: [{ priceGroupId: bayi, price: 'abc' }] }, pricingMessages.groupPrice],
      ];
      for (const [path, body, message] of bad) {
        expect(await put(path, body), JSON.stringify(body)).toEqual({ status: 400, json: { message } });
      }
      expect(await api('GET', `/api/admin/products/${kablo}/pricing`, { token: admin })).toEqual(before);
      expect((await api('PUT', `/api/admin/products/${kablo}/price-tiers`, { body: { tiers: [] } })).status).toBe(401);
      expect(
        (await api('PUT', `/api/admin/products/${kablo}/price-tiers`, { token: tokens.bayi, body: { tiers: [] } }))
          .status,
      ).toBe(403);
    });

    it('saves tiers, order rules and group prices, and the listing follows at once', async () => {
      await listed(tokens.bayi); // warm
      const tiers = await put('price-tiers', {
        tiers: [{ variantId: null, priceGroupId: bayi, minQuantity: 200, unitPrice: '25,00' }],
      });
      expect(tiers.status).toBe(200);
      expect(tiers.json.tiers).toEqual([{ variantId: null, priceGroupId: bayi, minQuantity: 200, unitPrice: '25.00' }]);
      const details = (await api('GET', `/api/products/details/${kablo}`, { token: tokens.bayi })).json;
      expect(details.priceSteps).toEqual([
        { variantId: null, minQuantity: 200, price: '25.00', priceWithVat: '30.00' },
      ]);

      const prices = await put('group-prices', { prices: [{ priceGroupId: bayi, variantId: null, price: '28.00' }] });
      expect(prices.json.groupPrices).toEqual([{ priceGroupId: bayi, variantId: null, price: '28.00' }]);
      expect((await listed(tokens.bayi)).kablo.price).toBe('28.00');
      expect((await listed()).kablo.price).toBe('33.33');

      const rules = await put('order-rules', { minOrderQuantity: 50, orderStep: 50 });
      expect(rules.json).toMatchObject({ minOrderQuantity: 50, orderStep: 50 });
      expect((await listed()).kablo).toMatchObject({ minOrderQuantity: 50, orderStep: 50 });
    });
  });
});
