import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { call, freshIp, type CallOptions } from '../helpers/api-calls.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { adminToken, customerToken } from '../helpers/sessions.ts';
import type { Showcase } from '#api/schemas/showcase.ts';

// GET /api/home/showcase (issue 46, decision 0362): the home page's main categories with a picture
// and their counts, featured products and products on sale with priceWithVat, following catalogue
// changes without a rebuild.

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(backends)('the home page shop window (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  const api = (method: string, path: string, options: CallOptions = {}) =>
    call(shop.server.url, method, path, { ip: freshIp(), ...options });
  const showcase = async (): Promise<Showcase> => (await api('GET', '/api/home/showcase')).json;
  let admin: string;
  let top: number;

  beforeAll(async () => {
    const sql = shop.db.sql;
    admin = await adminToken(sql);
    [{ id: top }] = await sql<[{ id: number }]>`
      INSERT INTO categories (name, slug) VALUES ('Vitrin Aydınlatma', 'vitrin-aydinlatma') RETURNING id`;
    const [{ id: child }] = await sql<[{ id: number }]>`
      INSERT INTO categories (name, slug, parent_id) VALUES ('Vitrin Spot', 'vitrin-spot', ${top}) RETURNING id`;
    await sql`INSERT INTO categories (name, slug) VALUES ('Boş Kategori', 'bos-kategori')`;
    const lamp = await insertProduct(sql, {
      name: 'Vitrin Spot Lamba',
      price: '100.00',
      stock: 8,
      image: '/u/spot.png',
    });
    await sql`INSERT INTO product_categories (product_id, category_id) VALUES (${lamp.id}, ${child})`;
    await sql`UPDATE products SET is_featured = true WHERE id = ${lamp.id}`;
    await shop.server.settled();
  });

  it('answers main categories with a picture and counts, featured products with priceWithVat', async () => {
    const s = await showcase();
    // A sub-category's product counts for its main category and gives it a picture; empty ones are left out.
    expect(s.categories).toEqual([
      { id: top, name: 'Vitrin Aydınlatma', slug: 'vitrin-aydinlatma', productCount: 1, image: '/u/spot.png' },
    ]);
    expect(s.featured.map((p) => [p.name, p.price, p.priceWithVat, p.stockQuantity])).toEqual([
      ['Vitrin Spot Lamba', '100.00', '120.00', 8],
    ]);
    expect(s.onSale).toEqual([]);
  });

  it('follows a catalogue change at once: a new sale and a new product show without a rebuild', async () => {
    const sql = shop.db.sql;
    const bulb = await insertProduct(sql, { name: 'İndirimli Ampul', price: '50.00', stock: 40 });
    const [{ id: top2 }] = await sql<[{ id: number }]>`SELECT id FROM categories WHERE slug = 'bos-kategori'`;
    await sql`INSERT INTO product_categories (product_id, category_id) VALUES (${bulb.id}, ${top2})`;
    const sale = await api('PUT', `/api/admin/products/${bulb.id}/sale`, {
      token: admin,
      body: { variantId: null, salePrice: '40.00', startsAt: later(-HOUR), endsAt: later(24 * HOUR) },
    });
    expect(sale.status).toBe(200);
    await shop.server.settled();
    const s = await showcase();
    expect(s.onSale.map((p) => [p.name, p.price, p.priceWithVat, p.compareAtPriceWithVat])).toEqual([
      ['İndirimli Ampul', '40.00', '48.00', '60.00'],
    ]);
    expect(s.categories.map((c) => [c.name, c.productCount])).toEqual([
      ['Boş Kategori', 1],
      ['Vitrin Aydınlatma', 1],
    ]);
  });

  it("answers a trade buyer their group's prices in the rows, and a guest the public ones after them", async () => {
    const sql = shop.db.sql;
    const username = `vitrin_bayi_${Math.random().toString(36).slice(2, 8)}`;
    const token = await customerToken(sql, username);
    const [group] = await sql<[{ id: number }]>`
      INSERT INTO price_groups (name, discount_percent) VALUES ('Vitrin Bayi', 10) RETURNING id`;
    await sql`UPDATE users SET price_group_id = ${group.id} WHERE username = ${username}`;
    const lamp = (s: Showcase) => s.featured.find((p) => p.name === 'Vitrin Spot Lamba')!;

    const mine = (await api('GET', '/api/home/showcase', { token })).json as Showcase;
    expect([lamp(mine).price, lamp(mine).priceWithVat, lamp(mine).listPrice]).toEqual(['90.00', '108.00', '100.00']);
    const guests = await showcase();
    expect([lamp(guests).price, lamp(guests).priceWithVat, lamp(guests).listPrice]).toEqual([
      '100.00',
      '120.00',
      undefined,
    ]);
  });
});
