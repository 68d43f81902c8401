import { beforeAll, describe, expect, it, vi } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { adminAndCustomerTokens, bearer, form } from '../helpers/admin-session.ts';
import { insertFixtureCatalogue, type Fixture } from './catalogue-fixture.ts';
import { fromKurus, toKurus, vatKurus } from '#api/shared/money.ts';

const backends = runsOn('pglite');

// The three shopping feeds parsed as a merchant site would, each field checked against the database.
const parser = new XMLParser({
  ignoreAttributes: false,
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  isArray: (name) => ['item', 'product', 'MerchantItem'].includes(name),
});

interface Expected {
  id: string;
  title: string;
  price: string;
  stock: number;
  code: string | null;
  group: string | null;
  slug: string;
  brand: string | null;
  image: string | null;
}

describe.each(backends)('shopping feeds (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let fx: Fixture;
  let admin: string;
  const site = () => shop.server.ctx.config.siteUrl;
  const get = (path: string) => fetch(`${shop.server.url}${path}`);
  const feed = async (name: string, query = '') => {
    const res = await get(`/feeds/${name}.xml${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    return parser.parse(await res.text()) as Record<string, any>;
  };
  const setSetting = async (key: string, value: string) => {
    const res = await fetch(`${shop.server.url}/api/admin/settings`, {
      method: 'POST',
      headers: bearer(admin),
      body: form({ key, value }),
    });
    expect(res.status).toBe(200);
  };

  /** What the feeds must list, worked out from the tables: active products with a price, one item per priced active variant. */
  async function expected(): Promise<Expected[]> {
    const rows = await shop.db.sql<
      {
        id: number;
        name: string;
        slug: string;
        base_price: string;
        sku: string | null;
        stock_quantity: number;
        brand: string | null;
        vat_rate: number;
        image: string | null;
        v_id: number | null;
        v_name: string | null;
        v_price: string | null;
        v_stock: number | null;
        v_sku: string | null;
      }[]
    >`SELECT p.id, p.name, p.slug, p.base_price::text, p.sku, p.stock_quantity, p.brand, p.vat_rate,
        (SELECT url FROM product_images WHERE product_id = p.id ORDER BY position, id LIMIT 1) AS image,
        v.id AS v_id, v.name AS v_name, v.price::text AS v_price, v.stock_quantity AS v_stock, v.sku AS v_sku
      FROM products p LEFT JOIN product_variants v ON v.product_id = p.id AND v.is_active
      WHERE p.is_active ORDER BY p.id, v.sort_order, v.id`;
    const gross = (price: string, rate: number) => fromKurus(toKurus(price) + vatKurus(toKurus(price), rate));
    return rows
      .filter((r) => Number(r.v_id === null ? r.base_price : r.v_price) > 0)
      .map((r) => ({
        id: r.v_id === null ? String(r.id) : `${r.id}-${r.v_id}`,
        title: r.v_id === null ? r.name : `${r.name} - ${r.v_name}`,
        price: gross(r.v_id === null ? r.base_price : r.v_price!, r.vat_rate),
        stock: r.v_id === null ? r.stock_quantity : r.v_stock!,
        code: r.v_id === null ? r.sku : (r.v_sku ?? r.sku),
        group: r.v_id === null ? null : String(r.id),
        slug: r.slug,
        brand: r.brand,
        image: r.image,
      }));
  }

  beforeAll(async () => {
    fx = await insertFixtureCatalogue(shop.db.sql);
    ({ admin } = await adminAndCustomerTokens(shop.db.sql));
    // Markup and quotes in a name, a product without a price, one without variants or image.
    const [odd] = await shop.db.sql<{ id: number }[]>`
      INSERT INTO products (name, slug, description, base_price, sku, stock_quantity, brand, vat_rate)
      VALUES (${`Kablo & Pano <3x2,5> "NYY" 'İç' çğıöşü`}, 'kablo-pano', ${'Açıklama: <b>kalın</b> & "tırnak"'}, '1000.00', 'K&P-1', 4, ${'A&B Elektrik'}, 10)
      RETURNING id`;
    await shop.db
      .sql`INSERT INTO product_categories (product_id, category_id) VALUES (${odd!.id}, ${fx.category.nyy!})`;
    await shop.db
      .sql`INSERT INTO products (name, slug, base_price, stock_quantity) VALUES ('Fiyatsız Ürün', 'fiyatsiz', '0.00', 5)`;
    const [twin] = await shop.db.sql<{ id: number }[]>`
      INSERT INTO products (name, slug, base_price, stock_quantity) VALUES ('İki Renkli Klemens', 'iki-renk', '10.00', 0) RETURNING id`;
    await shop.db.sql`INSERT INTO product_variants (product_id, name, price, stock_quantity, sort_order)
      VALUES (${twin!.id}, 'Gri', '10.00', 5, 0), (${twin!.id}, 'Mavi', '11.00', 5, 1)`;
  });

  it('lists in the Google feed one item per sellable variant, every field as the database has it', async () => {
    const doc = await feed('google-merchant');
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(doc.rss['@_version']).toBe('2.0');
    const items = doc.rss.channel.item as Record<string, string>[];
    const want = await expected();
    expect(items.map((i) => i['g:id'])).toEqual(want.map((w) => w.id));
    for (const [n, w] of want.entries()) {
      const i = items[n]!;
      expect(i.title).toBe(w.title);
      expect(i.link).toBe(new URL(`/urun/${w.slug}`, site()).href);
      expect(i['g:price']).toBe(`${w.price} TRY`);
      expect(i['g:price']).toMatch(/^\d+\.\d{2} TRY$/);
      expect(i['g:availability']).toBe(w.stock > 0 ? 'in_stock' : 'out_of_stock');
      expect(i['g:condition']).toBe('new');
      expect(i['g:brand']).toBe(w.brand ?? undefined);
      expect(i['g:mpn']).toBe(w.code ?? undefined);
      expect(i['g:item_group_id']).toBe(w.group ?? undefined);
      expect(i['g:image_link']).toBe(w.image ? new URL(w.image, site()).href : undefined);
      expect(i.description).toBeTruthy();
    }
    const odd = items.find((i) => i['g:mpn'] === 'K&P-1')!;
    expect(odd.title).toBe(`Kablo & Pano <3x2,5> "NYY" 'İç' çğıöşü`);
    expect(odd.description).toBe('Açıklama: <b>kalın</b> & "tırnak"');
    // 1000.00 at 10 % KDV is what the shopper pays: 1100.00.
    expect(odd['g:price']).toBe('1100.00 TRY');
    const titles = items.map((i) => i.title);
    expect(titles.some((t) => t?.startsWith('Pasif Eski Ürün'))).toBe(false);
    expect(titles).not.toContain('Fiyatsız Ürün');
    // B's inactive variant is no item; its active one carries the product as its group.
    expect(items.filter((i) => i['g:item_group_id'] === String(fx.product.B))).toHaveLength(1);
    expect(items.filter((i) => i['g:item_group_id'] === String(fx.product.K))).toHaveLength(2);
  });

  it('lists the same items in the Akakçe and Cimri formats', async () => {
    const want = await expected();
    const akakce = (await feed('akakce')).products.product as Record<string, string>[];
    expect(akakce.map((p) => p.name)).toEqual(want.map((w) => w.title));
    for (const [n, w] of want.entries()) {
      const p = akakce[n]!;
      expect(p.sku).toBe(w.code ?? w.id);
      expect(p.url).toBe(new URL(`/urun/${w.slug}`, site()).href);
      expect(p.price).toBe(w.price);
      expect(p.quantity).toBe(String(w.stock));
      expect(p.productBrand).toBe(w.brand ?? undefined);
      expect(p.imgUrl).toBe(w.image ? new URL(w.image, site()).href : undefined);
    }
    expect(akakce.find((p) => p.sku === 'K&P-1')!.productCategory).toBe('Kablolar > NYY Kablolar');

    const cimriDoc = await feed('cimri');
    expect(cimriDoc.MerchantItems['@_xmlns']).toBe('http://www.cimri.com/schema/merchant/upload');
    const cimri = cimriDoc.MerchantItems.MerchantItem as Record<string, string>[];
    expect(cimri.map((m) => m.merchantItemId)).toEqual(want.map((w) => w.id));
    for (const [n, w] of want.entries()) {
      const m = cimri[n]!;
      expect(m.itemTitle).toBe(w.title);
      expect(m.pricePlusTax).toBe(w.price);
      expect(m.priceEft).toBe(w.price);
      expect(m.stockStatus).toBe(String(w.stock));
      expect(m.itemUrl).toBe(new URL(`/urun/${w.slug}`, site()).href);
    }
    expect(cimri.find((m) => m.model === 'K&P-1')!.merchantItemCategoryName).toBe('Kablolar > NYY Kablolar');
  });

  it('shows a variant selling out, a price change and a deactivated product at the next request', async () => {
    const before = (await feed('google-merchant')).rss.channel.item as Record<string, string>[];
    const [grey] = await shop.db.sql<{ id: number; product_id: number }[]>`
      SELECT v.id, v.product_id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.slug = 'iki-renk' AND v.name = 'Gri'`;
    const version = async () =>
      (await shop.db.sql<{ version: string }[]>`SELECT version FROM catalogue_version`)[0]!.version;
    const atStart = await version();
    // The other variant still has stock: the catalogue version stays where it was, the feed must not.
    await shop.db.sql`UPDATE product_variants SET stock_quantity = 0 WHERE id = ${grey!.id}`;
    expect(await version()).toBe(atStart);
    let items = (await feed('google-merchant')).rss.channel.item as Record<string, string>[];
    expect(items.find((i) => i['g:id'] === `${grey!.product_id}-${grey!.id}`)!['g:availability']).toBe('out_of_stock');

    const [b] = await shop.db.sql<{ id: number }[]>`
      SELECT id FROM product_variants WHERE product_id = ${fx.product.B!} AND is_active`;
    await shop.db.sql`UPDATE product_variants SET stock_quantity = 7 WHERE id = ${b!.id}`;
    const [g] = await shop.db.sql<{ id: number }[]>`SELECT id FROM products WHERE slug = 'urun-g'`;
    await shop.db.sql`UPDATE products SET base_price = 1000.00 WHERE id = ${g!.id}`;
    await shop.db.sql`UPDATE products SET is_active = false WHERE id = ${fx.product.F!}`;
    items = (await feed('google-merchant')).rss.channel.item as Record<string, string>[];
    expect(items.find((i) => i['g:id'] === String(g!.id))!['g:price']).toBe('1200.00 TRY');
    expect(items.some((i) => i['g:id'] === String(fx.product.F))).toBe(false);
    expect(items).toHaveLength(before.length - 1);
    expect(items.map((i) => i['g:id'])).toEqual((await expected()).map((w) => w.id));
  });

  it('writes a feed once per catalogue state, even for requests arriving together, then serves the file', async () => {
    await shop.db.sql`UPDATE products SET name = name || ' ' WHERE id = ${fx.product.A!}`;
    const info = vi.spyOn(shop.server.ctx.log, 'info');
    try {
      const bodies = await Promise.all(Array.from({ length: 6 }, () => get('/feeds/cimri.xml').then((r) => r.text())));
      expect(new Set(bodies).size).toBe(1);
      expect(await (await get('/feeds/cimri.xml')).text()).toBe(bodies[0]);
      const written = info.mock.calls.filter(
        ([message, data]) => message === 'Ürün akışı hazırlandı' && (data as { feed: string }).feed === 'cimri',
      );
      expect(written).toHaveLength(1);
    } finally {
      info.mockRestore();
    }
  });

  it('answers 404 when the admin turns the feeds off, and asks for the token once one is set', async () => {
    await setSetting('feeds_enabled', '0');
    for (const name of ['google-merchant', 'akakce', 'cimri']) {
      const res = await get(`/feeds/${name}.xml`);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Ürün akışı bulunamadı');
    }
    await setSetting('feeds_enabled', '1');
    const token = 'gizli-Anahtar_1234567890';
    await setSetting('feeds_token', token);
    for (const query of ['', '?token=yanlis', `?token=${token.toLowerCase()}`, `?token=${token}x`]) {
      const res = await get(`/feeds/akakce.xml${query}`);
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('Bu ürün akışı için geçerli bir erişim anahtarı (token) gerekiyor');
    }
    expect((await feed('akakce', `?token=${token}`)).products.product.length).toBeGreaterThan(0);
    // The token is the admin's alone: not in the public settings.
    const publicSettings = await (await get('/api/settings')).json();
    expect(publicSettings.feeds_token).toBeUndefined();
    expect(publicSettings.feeds_enabled).toBe('1');
    expect((await get('/api/settings/feeds_token')).status).toBe(404);
    const adminSettings = await (
      await fetch(`${shop.server.url}/api/admin/settings`, { headers: bearer(admin) })
    ).json();
    expect(adminSettings.feeds_token).toBe(token);
    const bad = await fetch(`${shop.server.url}/api/admin/settings`, {
      method: 'POST',
      headers: bearer(admin),
      body: form({ key: 'feeds_token', value: 'kısa' }),
    });
    expect(bad.status).toBe(400);
    await setSetting('feeds_token', '');
    expect((await get('/feeds/akakce.xml')).status).toBe(200);
  });

  it('answers 404 for an unknown feed and matches the addresses case-insensitively', async () => {
    expect((await get('/feeds/baska.xml')).status).toBe(404);
    const upper = await get('/FEEDS/Akakce.XML');
    expect(upper.status).toBe(200);
    expect(await upper.text()).toContain('<products>');
  });
});
