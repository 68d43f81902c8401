import { beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp, type CallOptions } from '../helpers/api-calls.ts';
import { customerToken } from '../helpers/sessions.ts';
import { insertCart, insertProduct, insertVariant } from '../helpers/checkout-fixtures.ts';

// Issue 46: every price the API answers keeps its net `price` and carries `priceWithVat` beside
// it (products, variants, cart lines, list lines, quote lines), so no island computes KDV. The
// amounts are chosen so a wrong rate or a missing half-up rounding shows: 33.33 at 20 % is 39.996
// → 40.00; 0.05 at 10 % is 0.055 → 0.06; 99.99 at 1 % is 100.9899 → 100.99.

describe.each(backends)('prices with KDV beside the net ones (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const sql = (): Sql => shop.db.sql;
  const api = (method: string, path: string, options: CallOptions = {}) =>
    call(shop.server.url, method, path, { ip: freshIp(), ...options });

  let cable: number;
  let clip: number;
  let fuse: number;
  let fuseB16: number;
  let group: number;

  const customer = async (groupId: number | null = null) => {
    const username = `kdv_${Math.random().toString(36).slice(2, 10)}`;
    const token = await customerToken(sql(), username);
    const [row] = await sql()<{ id: number }[]>`
      UPDATE users SET price_group_id = ${groupId} WHERE username = ${username} RETURNING id`;
    return { token, userId: row!.id };
  };

  beforeAll(async () => {
    cable = await insertProduct(sql(), { name: 'NYM Kablo KDV', basePrice: '33.33', stock: 5000, vatRate: 20 });
    clip = await insertProduct(sql(), { name: 'Kablo Klipsi KDV', basePrice: '0.05', stock: 900, vatRate: 10 });
    fuse = await insertProduct(sql(), { name: 'Sigorta KDV', basePrice: '1.00', stock: 0, vatRate: 1 });
    fuseB16 = await insertVariant(sql(), fuse, { name: 'B16', price: '99.99', stock: 40 });
    [{ id: group }] = await sql()<[{ id: number }]>`
      INSERT INTO price_groups (name, discount_percent) VALUES ('KDV Bayi', 10) RETURNING id`;
    await shop.server.settled();
  });

  it('lists and details products and variants with priceWithVat, a group buyer at their own price', async () => {
    const listed = async (token?: string) => {
      const { json } = await api('GET', '/api/products?search=KDV&pageSize=100', { token });
      return new Map<number, any>(json.products.map((p: any) => [p.id, p]));
    };
    for (const round of [1, 2]) {
      // The second round is answered from the listing cache.
      const guest = await listed();
      expect([round, guest.get(cable)]).toMatchObject([round, { price: '33.33', priceWithVat: '40.00' }]);
      expect(guest.get(clip)).toMatchObject({ price: '0.05', priceWithVat: '0.06' });
      expect(guest.get(fuse).variants[0]).toMatchObject({ price: '99.99', priceWithVat: '100.99' });
    }
    const trade = await customer(group);
    // 10 % off 33.33 = 30.00 (29.997 half-up), with KDV 36.00.
    expect((await listed(trade.token)).get(cable)).toMatchObject({ price: '30.00', priceWithVat: '36.00' });
    const details = await api('GET', `/api/products/details/${fuse}`);
    expect(details.json.variants[0]).toMatchObject({ price: '99.99', priceWithVat: '100.99' });
    expect(details.json.priceWithVat).toBe('100.99');
  });

  it('answers each cart line with its unit and line prices with KDV, and the cart total with KDV', async () => {
    const c = await customer();
    await insertCart(sql(), { userId: c.userId }, [
      { productId: cable, quantity: 3 },
      { productId: clip, quantity: 7 },
      { productId: fuse, variantId: fuseB16, quantity: 2 },
    ]);
    const cart = (await api('GET', '/api/cart', { token: c.token })).json;
    const byName = new Map<string, any>(cart.items.map((l: any) => [l.productName, l]));
    // 3 × 33.33 = 99.99 net, KDV 20.00 (19.998 rounded once on the line), 119.99 with it.
    expect(byName.get('NYM Kablo KDV')).toMatchObject({
      price: '33.33',
      priceWithVat: '40.00',
      totalPrice: '99.99',
      totalPriceWithVat: '119.99',
    });
    // 7 × 0.05 = 0.35 net, KDV 0.035 → 0.04.
    expect(byName.get('Kablo Klipsi KDV')).toMatchObject({ priceWithVat: '0.06', totalPriceWithVat: '0.39' });
    expect(byName.get('Sigorta KDV')).toMatchObject({ priceWithVat: '100.99', totalPriceWithVat: '201.98' });
    expect(cart.totalPriceWithVat).toBe('322.36');
  });

  it('answers saved list lines and shared ones with priceWithVat', async () => {
    const c = await customer();
    const list = (await api('POST', '/api/account/lists', { token: c.token, body: { name: 'Şantiye KDV' } })).json;
    await api('POST', `/api/account/lists/${list.id}/items`, {
      token: c.token,
      body: { productId: cable, quantity: 5 },
    });
    await api('POST', `/api/account/lists/${list.id}/items`, {
      token: c.token,
      body: { productId: fuse, variantId: fuseB16, quantity: 1 },
    });
    const lines = (await api('GET', `/api/account/lists/${list.id}`, { token: c.token })).json.lines;
    expect(lines.map((l: any) => [l.price, l.priceWithVat])).toEqual([
      ['33.33', '40.00'],
      ['99.99', '100.99'],
    ]);
    const { shareToken } = (
      await api('PUT', `/api/account/lists/${list.id}`, { token: c.token, body: { shared: true } })
    ).json;
    const shared = (await api('GET', `/api/lists/shared/${shareToken}`)).json;
    expect(shared.lines.map((l: any) => l.priceWithVat)).toEqual(['40.00', '100.99']);
  });

  it('answers quote lines with priceWithVat at the quoted unit price', async () => {
    const c = await customer(group);
    await insertCart(sql(), { userId: c.userId }, [{ productId: clip, quantity: 100 }]);
    const asked = await api('POST', '/api/quotes', { token: c.token, body: { note: '' } });
    expect(asked.status).toBe(201);
    const quote = (await api('GET', `/api/quotes/${asked.json.id}`, { token: c.token })).json;
    // The group's 10 % off 0.05 is 0.05 (0.045 half-up); with 10 % KDV 0.06.
    expect(quote.lines).toMatchObject([{ unitPrice: '0.05', priceWithVat: '0.06', vatRate: 10 }]);
  });
});
