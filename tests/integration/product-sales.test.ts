import { beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp, guestSession, type CallOptions } from '../helpers/api-calls.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { adminToken, customerToken } from '../helpers/sessions.ts';
import { validForm } from '../helpers/checkout-fixtures.ts';
import { saleMessages } from '#api/schemas/admin-sales.ts';
import { settleDueSales } from '#api/services/catalogue/sales/product-sales.ts';
import type { Sql } from '#db/connection.ts';

const backends = runsOn('pglite');

// The 30-day price rule (issue 39, decisions 0318–0320): a sale's struck 'before' price is the
// lowest price charged in the 30 days before it started, read from the price history; the sale
// starts and ends in the stored prices, so the listing, the details, the cart, the checkout and
// the feeds all follow it.

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Sets a product's or variant's price history: each [price, days ago], oldest first; the last is today's price. */
async function history(sql: Sql, productId: number, variantId: number | null, steps: [string, number][]) {
  const current = steps.at(-1)![0];
  if (variantId === null) await sql`UPDATE products SET base_price = ${current} WHERE id = ${productId}`;
  else await sql`UPDATE product_variants SET price = ${current} WHERE id = ${variantId}`;
  // The trigger's rows (of the insert and the update) give way to the steps, dated in the past.
  await sql`DELETE FROM price_history WHERE product_id = ${productId} AND coalesce(variant_id, 0) = ${variantId ?? 0}`;
  for (const [price, daysAgo] of steps)
    await sql`INSERT INTO price_history (product_id, variant_id, price, changed_at)
              VALUES (${productId}, ${variantId}, ${price}, now() - make_interval(days => ${daysAgo}))`;
}

describe.each(backends)('sales and the 30-day before price (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, options: CallOptions = {}) =>
    call(shop.server.url, method, path, { ip: freshIp(), ...options });
  let admin: string;

  beforeAll(async () => {
    admin = await adminToken(shop.db.sql);
  });

  const putSale = (productId: number, body: unknown) =>
    api('PUT', `/api/admin/products/${productId}/sale`, { token: admin, body });
  const runningSale = (productId: number, variantId: number | null, salePrice: string) =>
    putSale(productId, { variantId, salePrice, startsAt: later(-HOUR), endsAt: later(24 * HOUR) });
  /** A sale of the product itself that starts in an hour and ends an hour later. */
  const comingSale = (productId: number, salePrice: string) =>
    putSale(productId, { variantId: null, salePrice, startsAt: later(HOUR), endsAt: later(2 * HOUR) });
  /** The product as the listing and the details answer it (they must agree). */
  const shown = async (productId: number) => {
    await shop.server.settled();
    const listing = (await api('GET', '/api/products?pageSize=100')).json.products.find((p: any) => p.id === productId);
    const details = (await api('GET', `/api/products/details/${productId}`)).json;
    expect(listing.price).toBe(details.price);
    expect(listing.compareAtPrice).toBe(details.compareAtPrice);
    return details;
  };

  it('seeds and keeps a history of every list price, whoever writes it', async () => {
    const sql = shop.db.sql;
    const { id, variantIds } = await insertProduct(sql, {
      name: 'Geçmişli Priz',
      price: '10.00',
      variants: [{ name: 'Beyaz', price: '12.00', stock: 5 }],
    });
    await sql`UPDATE products SET base_price = 11 WHERE id = ${id}`;
    await sql`UPDATE products SET stock_quantity = 3 WHERE id = ${id}`; // not a price: no row
    await sql`UPDATE product_variants SET price = 13 WHERE id = ${variantIds[0]!}`;
    const rows = await sql`SELECT variant_id, price::text FROM price_history WHERE product_id = ${id} ORDER BY id`;
    expect(rows).toEqual([
      { variant_id: null, price: '10.00' },
      { variant_id: variantIds[0], price: '12.00' },
      { variant_id: null, price: '11.00' },
      { variant_id: variantIds[0], price: '13.00' },
    ]);
  });

  describe('the before price', () => {
    it('is the lower old price when the price was raised just before the sale', async () => {
      const { id } = await insertProduct(shop.db.sql, { name: 'Yükseltilmiş Anahtar', price: '100.00', stock: 10 });
      await history(shop.db.sql, id, null, [
        ['100.00', 60],
        ['120.00', 2],
      ]);
      const res = await runningSale(id, null, '90.00');
      expect(res.status).toBe(200);
      expect(res.json).toEqual([
        expect.objectContaining({ variantId: null, salePrice: '90.00', regularPrice: '120.00', running: true }),
      ]);
      expect(res.json[0].compareAtPrice).toBe('100.00');
      expect(await shown(id)).toMatchObject({ price: '90.00', basePrice: '90.00', compareAtPrice: '100.00' });
    });

    it('is not shown when the sale price is not below the 30-day lowest', async () => {
      const { id } = await insertProduct(shop.db.sql, { name: 'İndirimsiz Duy', price: '120.00', stock: 10 });
      await history(shop.db.sql, id, null, [
        ['100.00', 60],
        ['80.00', 10],
        ['120.00', 2],
      ]);
      expect((await runningSale(id, null, '90.00')).status).toBe(200);
      expect(await shown(id)).toMatchObject({ price: '90.00', compareAtPrice: null });
    });

    it('ignores prices that ended before the 30 days began, but counts the one in force then', async () => {
      const { id } = await insertProduct(shop.db.sql, { name: 'Eski Fiyatlı Klemens', price: '100.00', stock: 10 });
      await history(shop.db.sql, id, null, [
        ['50.00', 60],
        ['100.00', 40],
      ]);
      expect((await runningSale(id, null, '90.00')).status).toBe(200);
      expect(await shown(id)).toMatchObject({ price: '90.00', compareAtPrice: '100.00' });
    });

    it('counts an earlier sale price: it was charged', async () => {
      const sql = shop.db.sql;
      const { id } = await insertProduct(sql, { name: 'Tekrar İndirimli Buat', price: '100.00', stock: 10 });
      await history(sql, id, null, [['100.00', 60]]);
      expect((await runningSale(id, null, '70.00')).status).toBe(200);
      expect(await shown(id)).toMatchObject({ price: '70.00', compareAtPrice: '100.00' });
      // The first sale ends; a second at 80 is not below the 70 charged days ago.
      await sql`UPDATE product_sales SET starts_at = now() - interval '3 days', ends_at = now() - interval '1 second'
                WHERE product_id = ${id}`;
      expect(await settleDueSales(sql)).toBeGreaterThanOrEqual(1);
      expect(await shown(id)).toMatchObject({ price: '100.00', compareAtPrice: null });
      expect((await runningSale(id, null, '80.00')).status).toBe(200);
      expect(await shown(id)).toMatchObject({ price: '80.00', compareAtPrice: null });
    });

    it('is per variant, and the product shows that of its cheapest active variant', async () => {
      const sql = shop.db.sql;
      const { id, variantIds } = await insertProduct(sql, {
        name: 'Seçenekli Sigorta',
        price: '1.00',
        variants: [
          { name: 'B16', price: '100.00', stock: 10 },
          { name: 'C25', price: '200.00', stock: 10 },
        ],
      });
      const [b16, c25] = variantIds as [number, number];
      await history(sql, id, b16, [['100.00', 60]]);
      await history(sql, id, c25, [
        ['190.00', 20],
        ['200.00', 5],
      ]);
      expect((await runningSale(id, c25, '180.00')).status).toBe(200);
      let p = await shown(id);
      expect(p.variants.map((v: any) => [v.price, v.compareAtPrice])).toEqual([
        ['100.00', null],
        ['180.00', '190.00'],
      ]);
      expect(p).toMatchObject({ price: '100.00', compareAtPrice: null });
      expect((await runningSale(id, b16, '90.00')).status).toBe(200);
      p = await shown(id);
      expect(p).toMatchObject({ price: '90.00', compareAtPrice: '100.00' });
      // The product's own price is not what it sells at: a sale belongs on a variant.
      const own = await runningSale(id, null, '0.50');
      expect(own).toMatchObject({ status: 400, json: { message: saleMessages.productHasVariants } });
    });
  });

  describe('a sale over time', () => {
    it('changes the answers and the charged price at its start and end', async () => {
      const sql = shop.db.sql;
      const { id } = await insertProduct(sql, { name: 'Zamanlı Kablo', price: '50.00', stock: 100 });
      await history(sql, id, null, [['50.00', 45]]);
      const set = await comingSale(id, '40.00');
      expect(set.status).toBe(200);
      expect(set.json[0]).toMatchObject({ running: false, regularPrice: null, compareAtPrice: null });
      expect(await shown(id)).toMatchObject({ price: '50.00', compareAtPrice: null });
      expect(await settleDueSales(sql)).toBe(0);

      // Its start comes: the job applies it.
      await sql`UPDATE product_sales SET starts_at = now() - interval '1 second' WHERE product_id = ${id}`;
      expect(await settleDueSales(sql)).toBe(1);
      expect(await shown(id)).toMatchObject({ price: '40.00', compareAtPrice: '50.00' });

      // The buyer is charged the sale price, whatever the client sends.
      const session = guestSession();
      expect((await api('POST', '/api/cart/items', { session, body: { productId: id, quantity: 3 } })).status).toBe(
        200,
      );
      const cart = (await api('GET', '/api/cart', { session })).json;
      expect(cart.items[0]).toMatchObject({ price: '40.00' });
      const order = await api('POST', '/api/checkout/create', {
        session,
        body: { ...validForm(), totalAmount: '0.01', items: [] },
      });
      expect(order.status).toBe(200);
      const [item] = await sql`
        SELECT i.unit_price::text, i.net_amount::text FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.payment_token = ${order.json.token}`;
      expect(item).toEqual({ unit_price: '40.00', net_amount: '120.00' });

      // Its end comes: the list price is back, with no before price.
      await sql`UPDATE product_sales SET ends_at = now() - interval '1 millisecond' WHERE product_id = ${id}`;
      expect(await settleDueSales(sql)).toBe(1);
      expect(await shown(id)).toMatchObject({ price: '50.00', compareAtPrice: null });
      expect(await sql`SELECT 1 FROM product_sales WHERE product_id = ${id}`).toHaveLength(0);
      const prices = await sql`SELECT price::text FROM price_history WHERE product_id = ${id} ORDER BY id`;
      expect(prices.map((r) => r.price)).toEqual(['50.00', '40.00', '50.00']);
    });

    it('is removed with salePrice null, giving the list price back at once', async () => {
      const { id } = await insertProduct(shop.db.sql, { name: 'Kaldırılan İndirim', price: '30.00', stock: 5 });
      expect((await runningSale(id, null, '25.00')).status).toBe(200);
      expect(await shown(id)).toMatchObject({ price: '25.00' });
      const removed = await putSale(id, { variantId: null, salePrice: null });
      expect(removed).toMatchObject({ status: 200, json: [] });
      expect(await shown(id)).toMatchObject({ price: '30.00', compareAtPrice: null });
    });

    it('is dropped at its start when the list price was lowered to or below it meanwhile', async () => {
      const sql = shop.db.sql;
      const { id } = await insertProduct(sql, { name: 'Ucuzlayan Ürün', price: '50.00', stock: 5 });
      const set = await comingSale(id, '40.00');
      expect(set.status).toBe(200);
      await sql`UPDATE products SET base_price = 35 WHERE id = ${id}`;
      await sql`UPDATE product_sales SET starts_at = now() - interval '1 second' WHERE product_id = ${id}`;
      await settleDueSales(sql);
      expect(await shown(id)).toMatchObject({ price: '35.00', compareAtPrice: null });
      expect(await sql`SELECT 1 FROM product_sales WHERE product_id = ${id}`).toHaveLength(0);
    });

    it('keeps a price the admin set while it ran, and drops the before price with it', async () => {
      const sql = shop.db.sql;
      const { id } = await insertProduct(sql, { name: 'Elle Değişen Fiyat', price: '60.00', stock: 5 });
      await history(sql, id, null, [['60.00', 40]]);
      expect((await runningSale(id, null, '50.00')).status).toBe(200);
      expect(await shown(id)).toMatchObject({ price: '50.00', compareAtPrice: '60.00' });
      await sql`UPDATE products SET base_price = 55 WHERE id = ${id}`;
      expect(await shown(id)).toMatchObject({ price: '55.00', compareAtPrice: null });
      await sql`UPDATE product_sales SET ends_at = now() - interval '1 millisecond' WHERE product_id = ${id}`;
      await settleDueSales(sql);
      expect(await shown(id)).toMatchObject({ price: '55.00', compareAtPrice: null });
    });
  });

  it('gives a percentage group its percentage off the sale price, without the public before price', async () => {
    const sql = shop.db.sql;
    const { id } = await insertProduct(sql, { name: 'Bayiye İndirimli Röle', price: '100.00', stock: 5 });
    await history(sql, id, null, [['100.00', 40]]);
    const [{ id: group }] = await sql<[{ id: number }]>`
      INSERT INTO price_groups (name, discount_percent) VALUES ('Satış Bayi', 10) RETURNING id`;
    const username = `bayi_${Math.random().toString(36).slice(2, 8)}`;
    const token = await customerToken(sql, username);
    await sql`UPDATE users SET price_group_id = ${group} WHERE username = ${username}`;
    expect((await runningSale(id, null, '80.00')).status).toBe(200);
    expect(await shown(id)).toMatchObject({ price: '80.00', compareAtPrice: '100.00' });
    const dealer = (await api('GET', `/api/products/details/${id}`, { token })).json;
    expect(dealer).toMatchObject({ price: '72.00', listPrice: '80.00', compareAtPrice: null });
    // An explicit group price above the sale price gives way to it: the group sees the public sale.
    await sql`INSERT INTO product_group_prices (price_group_id, product_id, variant_id, price) VALUES (${group}, ${id}, NULL, 90)`;
    await shop.server.settled();
    const contract = (await api('GET', `/api/products/details/${id}`, { token })).json;
    expect(contract).toMatchObject({ price: '80.00', compareAtPrice: '100.00' });
    expect(contract).not.toHaveProperty('listPrice');
  });

  it('lists a sale in the Google feed as g:price (the 30-day lowest) and g:sale_price with its dates', async () => {
    const sql = shop.db.sql;
    const { id } = await insertProduct(sql, { name: 'Akıştaki İndirim', price: '100.00', stock: 5 });
    const { id: plain } = await insertProduct(sql, { name: 'Akışta Düz Ürün', price: '100.00', stock: 5 });
    await history(sql, id, null, [['100.00', 40]]);
    const startsAt = '2026-11-01T09:00:00Z';
    const endsAt = '2027-01-31T21:00:00Z';
    expect((await putSale(id, { variantId: null, salePrice: '75.00', startsAt, endsAt })).status).toBe(200);
    await shop.server.settled();
    const res = await fetch(`${shop.server.url}/feeds/google-merchant.xml`);
    expect(res.status).toBe(200);
    const doc = new XMLParser({ parseTagValue: false, isArray: (n) => n === 'item' }).parse(await res.text());
    const items = doc.rss.channel.item as Record<string, string>[];
    // KDV 20 %: 100.00 → 120.00, 75.00 → 90.00.
    expect(items.find((i) => i['g:id'] === String(id))).toMatchObject({
      'g:price': '120.00 TRY',
      'g:sale_price': '90.00 TRY',
      'g:sale_price_effective_date': '2026-11-01T09:00Z/2027-01-31T21:00Z',
    });
    const other = items.find((i) => i['g:id'] === String(plain))!;
    expect(other['g:price']).toBe('120.00 TRY');
    expect(other).not.toHaveProperty('g:sale_price');
  });

  describe('bad input', () => {
    let product: number;
    let variantProduct: { id: number; variantIds: number[] };
    beforeAll(async () => {
      product = (await insertProduct(shop.db.sql, { name: 'Hatalı Girdi Ürünü', price: '20.00', stock: 5 })).id;
      variantProduct = await insertProduct(shop.db.sql, {
        name: 'Başka Ürün',
        price: '1.00',
        variants: [{ name: 'A', price: '5.00', stock: 1 }],
      });
    });
    const good = () => ({ variantId: null, salePrice: '15.00', startsAt: later(-HOUR), endsAt: later(HOUR) });

    it('answers each in Turkish and changes nothing', async () => {
      const cases: [unknown, string][] = [
        [{ ...good(), salePrice: 'on beş' }, saleMessages.salePrice],
        [{ ...good(), salePrice: '0' }, saleMessages.salePricePositive],
        [{ ...good(), salePrice: '-5' }, saleMessages.salePrice],
        [{ ...good(), salePrice: '20.00' }, saleMessages.notBelowRegular],
        [{ ...good(), salePrice: '25.00' }, saleMessages.notBelowRegular],
        [{ ...good(), startsAt: 'yarın' }, saleMessages.startsAt],
        [{ ...good(), endsAt: '2026-13-01T00:00:00Z' }, saleMessages.endsAt],
        [{ ...good(), endsAt: '2030-01-01T00:00:00' }, saleMessages.endsAt],
        [{ ...good(), startsAt: later(2 * HOUR), endsAt: later(HOUR) }, saleMessages.datesOrder],
        [{ ...good(), startsAt: later(-3 * HOUR), endsAt: later(-HOUR) }, saleMessages.endsInPast],
        [{ ...good(), endsAt: later(400 * 24 * HOUR) }, saleMessages.tooLong],
        [{ ...good(), variantId: -1 }, saleMessages.variantInvalid],
        [{ ...good(), variantId: 3_000_000_000 }, saleMessages.variantInvalid],
        [{ ...good(), variantId: variantProduct.variantIds[0] }, saleMessages.unknownVariant],
        ['indirim', saleMessages.bodyInvalid],
      ];
      for (const [body, message] of cases) {
        const res = await putSale(product, body);
        expect({ body, status: res.status, message: res.json.message }).toEqual({ body, status: 400, message });
      }
      expect((await putSale(2_000_000_000, good())).json.message).toBe(saleMessages.productNotFound);
      expect(await shop.db.sql`SELECT 1 FROM product_sales WHERE product_id = ${product}`).toHaveLength(0);
      expect(await shown(product)).toMatchObject({ price: '20.00', compareAtPrice: null });
    });

    it('is the admin’s alone', async () => {
      expect((await api('PUT', `/api/admin/products/${product}/sale`, { body: good() })).status).toBe(401);
      expect((await api('GET', `/api/admin/products/${product}/sale`)).status).toBe(401);
    });
  });
});
