import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import {
  SORT_OPTIONS,
  type BrandView,
  type CategoryView,
  type ProductListResponse,
  type ProductView,
} from '#api/schemas/products.ts';
import { insertFixtureCatalogue, type Fixture } from './catalogue-fixture.ts';

const backends = runsOn('both');

describe.each(backends)('catalogue API (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let fx: Fixture;
  const keyOf = (id: number) => Object.entries(fx.product).find(([, v]) => v === id)?.[0];

  async function list(query = ''): Promise<ProductListResponse> {
    const res = await fetch(`${shop.server.url}/api/products${query ? `?${query}` : ''}`);
    expect(res.status, query).toBe(200);
    return res.json();
  }
  const keys = async (query: string) => (await list(query)).products.map((p) => keyOf(p.id));

  beforeAll(async () => {
    fx = await insertFixtureCatalogue(shop.db.sql);
  });

  describe('GET /api/products', () => {
    it('lists active products by Turkish name order with the spec fields', async () => {
      const body = await list();
      expect(body.products.map((p) => p.name)).toEqual([
        'Cam Armatür LED 36W',
        'Çelik Buat IP65',
        'Işık Sensörü Hareketli',
        'İSTANBUL Serisi Anahtar',
        'Osram LED Ampul',
        'Öznur Kablo H07V-K',
        'Prysmian NYM Kablo 3x2.5 mm²',
        'Prysmian NYY Kablo',
        'Schneider Kompakt Şalter 160A',
        "uzatma kablosu 3'lü",
      ]);
      expect(body.pagination).toEqual({
        page: 1,
        pageSize: 12,
        totalCount: 10,
        totalPages: 1,
        hasPrev: false,
        hasNext: false,
      });
      const b = body.products.find((p) => p.id === fx.product.B)!;
      expect(b).toMatchObject({
        basePrice: '500.00',
        effectivePrice: '198.00',
        unit: 'adet',
        stockQuantity: 0,
        inStock: true,
        isFeatured: false,
        brand: 'Prysmian',
        categoryIds: [fx.category.nyy],
        images: ['/uploads/img/b0abc-800.webp'],
      });
      // Only active variants in the listing, prices as numeric strings; no sale, no before price.
      expect(b.variants).toEqual([
        {
          id: expect.any(Number),
          name: '4x6 mm²',
          sku: null,
          price: '198.00',
          compareAtPrice: null,
          priceWithVat: '237.60',
          compareAtPriceWithVat: null,
          stockQuantity: 10,
          isActive: true,
          attributes: [],
        },
      ]);
      expect(body.products.find((p) => p.id === fx.product.A)!.images).toHaveLength(2);
    });

    it('filters by category including sub-categories', async () => {
      expect(await keys(`categoryIds=${fx.category.kablolar}`)).toEqual(['C', 'A', 'B', 'J']);
      expect(await keys(`categoryIds=${fx.category.nym}`)).toEqual(['A']);
      expect(await keys(`categoryIds=${fx.category.nym}&categoryIds=${fx.category.anahtarlar}`)).toEqual(['E', 'A']);
      expect(await keys('categoryIds=999999')).toEqual([]);
    });

    it('filters and sorts by the effective price (lowest active variant, else base price)', async () => {
      expect(await keys('minPrice=40&maxPrice=100')).toEqual(['F', 'A', 'J']);
      expect(await keys('minPrice=150&maxPrice=250')).toEqual(['B']);
      expect(await keys('minPrice=10000')).toEqual(['H']);
      expect(await keys('maxPrice=39.50')).toEqual(['K', 'C']);
      expect(await keys('sortBy=price')).toEqual(['C', 'K', 'A', 'F', 'J', 'E', 'B', 'D', 'G', 'H']);
    });

    it('filters by brand, stock and featured flags', async () => {
      expect(await keys('brands=Prysmian')).toEqual(['A', 'B']);
      expect(await keys('brands=Prysmian&brands=%C3%96znur')).toEqual(['C', 'A', 'B']);
      expect(await keys('inStockOnly=true')).toEqual(['G', 'F', 'D', 'K', 'A', 'B', 'H', 'J']);
      expect(await keys('inStockOnly=false')).toHaveLength(10);
      expect(await keys('featuredOnly=true')).toEqual(['G', 'A']);
    });

    it('combines filters', async () => {
      expect(await keys('brands=Prysmian&brands=%C3%96znur&inStockOnly=true')).toEqual(['A', 'B']);
      expect(await keys(`categoryIds=${fx.category.kablolar}&inStockOnly=true&maxPrice=100`)).toEqual(['A', 'J']);
      expect(await keys(`categoryIds=${fx.category.aydinlatma}&featuredOnly=true&search=led`)).toEqual(['G']);
      expect(await keys('search=kablo&sortBy=price&minPrice=30')).toEqual(['A', 'J', 'B']);
    });

    it('sorts featured first and newest first', async () => {
      expect(await keys('sortBy=featured')).toEqual(['G', 'A', 'F', 'D', 'E', 'K', 'C', 'B', 'H', 'J']);
      expect(await keys('sortBy=created')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K']);
    });

    // The unfiltered market's pages come from market_page_ids (migration 0125), which keeps its
    // own copy of each sort (every option the shop offers, so a new one fails here until it has
    // its branch); a filter every product passes (minPrice=0) takes the path of orderClause.
    it.each(SORT_OPTIONS.map((option) => option.value))(
      'pages the unfiltered market by %s as a filtered listing',
      async (sortBy) => {
        const pages = await Promise.all([1, 2, 3, 4].map((page) => keys(`sortBy=${sortBy}&pageSize=3&page=${page}`)));
        const filtered = await keys(`sortBy=${sortBy}&minPrice=0&pageSize=100`);
        expect(filtered).toHaveLength(10);
        expect(pages.flat()).toEqual(filtered);
      },
    );

    it('paginates with stable pages and honest edges', async () => {
      const first = await list('pageSize=3');
      expect(first.pagination).toEqual({
        page: 1,
        pageSize: 3,
        totalCount: 10,
        totalPages: 4,
        hasPrev: false,
        hasNext: true,
      });
      const pages = await Promise.all([1, 2, 3, 4].map((page) => keys(`pageSize=3&page=${page}`)));
      expect(pages.flat()).toEqual(await keys(''));
      const last = await list('pageSize=3&page=4');
      expect(last.products).toHaveLength(1);
      expect(last.pagination).toMatchObject({ page: 4, hasPrev: true, hasNext: false });
      const past = await list('pageSize=3&page=9');
      expect(past.products).toEqual([]);
      expect(past.pagination).toEqual({
        page: 9,
        pageSize: 3,
        totalCount: 10,
        totalPages: 4,
        hasPrev: true,
        hasNext: false,
      });
      expect((await list('pageSize=100')).products).toHaveLength(10);
      expect((await list('pageSize=1')).pagination.totalPages).toBe(10);
      expect((await list('search=yokboyleurun')).pagination).toMatchObject({
        totalCount: 0,
        totalPages: 0,
        hasNext: false,
      });
    });

    it.each([
      ['pageSize=0', 'Sayfa boyutu'],
      ['pageSize=101', 'Sayfa boyutu'],
      ['pageSize=abc', 'Sayfa boyutu'],
      ['page=0', 'Sayfa numarası'],
      ['page=-1', 'Sayfa numarası'],
      ['page=1.5', 'Sayfa numarası'],
      ['sortBy=cheapest', 'sıralama'],
      ['minPrice=abc', 'düşük fiyat'],
      ['maxPrice=-5', 'yüksek fiyat'],
      ['minPrice=500&maxPrice=100', 'büyük olamaz'],
      ['categoryIds=kablo', 'kategori'],
      ['categoryIds=0', 'kategori'],
      ['inStockOnly=yes', 'inStockOnly'],
      ['featuredOnly=1', 'featuredOnly'],
      [`search=${'a'.repeat(201)}`, '200 karakter'],
      [`brands=${'b'.repeat(101)}`, 'marka'],
    ])('answers 400 with a Turkish message for %s', async (query, message) => {
      const res = await fetch(`${shop.server.url}/api/products?${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    });

    it('treats empty parameters as absent and ignores unknown ones', async () => {
      expect(await keys('search=&minPrice=&page=&brands=&cache=1')).toHaveLength(10);
    });
  });

  describe('Turkish search', () => {
    it.each([
      ['IŞIK', ['D']],
      ['ışık', ['D']],
      ['Işık', ['D']],
      ['isik', ['D']],
      ['istanbul', ['E']],
      ['İSTANBUL', ['E']],
      ['İstanbul', ['E']],
      ['kab', ['C', 'A', 'B', 'J']],
      ['KABLO', ['C', 'A', 'B', 'J']],
      ['3x2,5', ['A']],
      ['3x2.5', ['A']],
      ['3X2,5 MM²', ['A']],
      ['prysmian nyy', ['B']],
      ['nyy prysmian', ['B']],
      ['prysmian sensör', []],
      ['PRY-NYM-325', ['A']],
      ['nym-325', ['A']],
      ['seviye', ['D']],
      ['ofis', ['G']],
      ['mavi', ['C']],
      ['çelik', ['F']],
      ['ŞALTER', ['H']],
      ['"kablo,"', ['C', 'A', 'B', 'J']],
      ['%', ['G', 'F', 'D', 'E', 'K', 'C', 'A', 'B', 'H', 'J']],
      ['pasif', []],
    ])('"%s" finds %j', async (search, expected) => {
      expect(await keys(`search=${encodeURIComponent(search)}`)).toEqual(expected);
    });
  });

  describe('details, categories and brands', () => {
    it('gives one product with all its variants, inactive ones marked', async () => {
      const res = await fetch(`${shop.server.url}/api/products/details/${fx.product.B}`);
      expect(res.status).toBe(200);
      const b: ProductView = await res.json();
      expect(b.name).toBe('Prysmian NYY Kablo');
      expect(b.variants.map((v) => [v.name, v.price, v.isActive])).toEqual([
        ['4x6 mm²', '198.00', true],
        ['4x35 mm²', '100.00', false],
      ]);
    });

    it.each([
      ['999999', 404],
      ['abc', 400],
      ['1.5', 400],
    ])('answers %s with %i and a JSON message', async (id, status) => {
      const res = await fetch(`${shop.server.url}/api/products/details/${id}`);
      expect(res.status).toBe(status);
      expect((await res.json()).message).toBeTruthy();
    });

    it('hides inactive products from details too', async () => {
      expect((await fetch(`${shop.server.url}/api/products/details/${fx.product.I}`)).status).toBe(404);
    });

    it('lists categories with parents and active product counts', async () => {
      const cats: CategoryView[] = await (await fetch(`${shop.server.url}/api/categories`)).json();
      expect(cats).toHaveLength(8);
      const byId = new Map(cats.map((c) => [c.id, c]));
      expect(byId.get(fx.category.kablolar!)).toMatchObject({ name: 'Kablolar', parentId: null, productCount: 4 });
      expect(byId.get(fx.category.nym!)).toMatchObject({ parentId: fx.category.kablolar, productCount: 1 });
      expect(byId.get(fx.category.aydinlatma!)!.productCount).toBe(3);
    });

    it('lists brands of active products in Turkish order', async () => {
      const brands: BrandView[] = await (await fetch(`${shop.server.url}/api/brands`)).json();
      expect(brands).toEqual([
        { name: 'Cam', productCount: 1 },
        { name: 'Çelik', productCount: 1 },
        { name: 'Işık', productCount: 1 },
        { name: 'İSTANBUL', productCount: 1 },
        { name: 'Osram', productCount: 1 },
        { name: 'Öznur', productCount: 1 },
        { name: 'Prysmian', productCount: 2 },
        { name: 'Schneider', productCount: 1 },
      ]);
    });
  });

  describe('derived columns follow every writer', () => {
    it('re-derives effective price, stock and search text when variants or products change', async () => {
      const c = fx.product.C!;
      await shop.db.sql`UPDATE product_variants SET stock_quantity = 4 WHERE product_id = ${c} AND name = 'Mavi'`;
      await shop.db
        .sql`INSERT INTO product_variants (product_id, name, price, stock_quantity) VALUES (${c}, 'Sarı-Yeşil', '19.90', 0)`;
      let details: ProductView = await (await fetch(`${shop.server.url}/api/products/details/${c}`)).json();
      expect(details).toMatchObject({ inStock: true, effectivePrice: '19.90' });
      expect(await keys('search=sari-yesil')).toEqual(['C']);

      await shop.db.sql`DELETE FROM product_variants WHERE product_id = ${c}`;
      await shop.db.sql`UPDATE products SET base_price = '31.00', name = 'Öznur Kablo H07V-K Yeni' WHERE id = ${c}`;
      details = await (await fetch(`${shop.server.url}/api/products/details/${c}`)).json();
      expect(details).toMatchObject({ inStock: false, effectivePrice: '31.00', variants: [] });
      expect(await keys('search=yeni')).toEqual(['C']);
    });

    it('files products under their categories and ancestors as links and the tree change', async () => {
      const { kablolar, nym } = fx.category;
      const pick = (id: number) => keys(`categoryIds=${id}`);
      const prizAnahtar = fx.category['priz-anahtar']!;
      const before = await pick(prizAnahtar);
      await shop.db.sql`UPDATE categories SET parent_id = ${prizAnahtar} WHERE id = ${nym!}`;
      expect(await pick(kablolar!)).toEqual(['C', 'B', 'J']);
      expect(await pick(prizAnahtar)).toEqual(expect.arrayContaining([...before, 'A']));
      await shop.db.sql`UPDATE categories SET parent_id = ${kablolar!} WHERE id = ${nym!}`;
      await shop.db.sql`UPDATE product_categories SET category_id = ${prizAnahtar} WHERE product_id = ${fx.product.A!}`;
      expect(await pick(kablolar!)).toEqual(['C', 'B', 'J']);
      expect(await pick(nym!)).toEqual([]);
      await shop.db.sql`DELETE FROM product_categories WHERE product_id = ${fx.product.A!}`;
      expect(await pick(prizAnahtar)).toEqual(before);
      await shop.db.sql`INSERT INTO product_categories (product_id, category_id) VALUES (${fx.product.A!}, ${nym!})`;
      expect(await pick(kablolar!)).toEqual(['C', 'A', 'B', 'J']);
      expect(await pick(prizAnahtar)).toEqual(before);
    });

    it('keeps the whole market total right as products are added, switched off and removed', async () => {
      // The unfiltered total is kept by triggers (migration 0090); minPrice=0 counts the same rows.
      // Written here directly, as another writer would: the server hears of it through its watch.
      const totals = async () => {
        await shop.server.settled();
        return [(await list('')).pagination.totalCount, (await list('minPrice=0')).pagination.totalCount] as const;
      };
      const before = (await totals())[0];
      const added = await shop.db.sql<{ id: number }[]>`
        INSERT INTO products (name, slug, base_price, is_active)
        VALUES ('Sayım Ürünü 1', 'sayim-urunu-1', '5.00', true), ('Sayım Ürünü 2', 'sayim-urunu-2', '5.00', false)
        RETURNING id`;
      expect(await totals()).toEqual([before + 1, before + 1]);
      await shop.db.sql`UPDATE products SET is_active = NOT is_active WHERE id = ANY(${added.map((r) => r.id)}::int[])`;
      expect(await totals()).toEqual([before + 1, before + 1]);
      await shop.db.sql`UPDATE products SET is_active = false WHERE id = ${fx.product.A!}`;
      expect(await totals()).toEqual([before, before]);
      await shop.db.sql`DELETE FROM products WHERE id = ANY(${added.map((r) => r.id)}::int[])`;
      expect(await totals()).toEqual([before - 1, before - 1]);
      await shop.db.sql`UPDATE products SET is_active = true WHERE id = ${fx.product.A!}`;
      expect(await totals()).toEqual([before, before]);
    });
  });
});
