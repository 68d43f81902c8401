import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { call } from '../../helpers/api-calls.ts';
import type { ProductTablePage } from '#api/schemas/admin-product-table.ts';

const backends = runsOn('pglite');

// 55 generated cables, plus a few named products for search, stock and brand filters.
const CSV = [
  'sku;product_name;variant_name;category_path;price;stock;active',
  'LMB-1;IŞIK Ledli Lamba 9 W;;Aydınlatma > Lambalar;49,90;3;evet',
  'LMB-2;Işıklı Anahtar Beyaz;;Aydınlatma;35,00;0;evet',
  'SCH-1;Schneider Sigorta;16 A;Şalt Malzemeleri;89,95;20;evet',
  'SCH-2;Schneider Sigorta;25 A;Şalt Malzemeleri;99,99;0;evet',
  'VIK-1;Viko Priz;;Priz;24,50;100;hayır',
  ...Array.from(
    { length: 55 },
    (_, i) => `KB-${String(i).padStart(3, '0')};Kablo ${i};;Kablolar;${10 + i},10;${i};evet`,
  ),
].join('\n');

describe.each(backends)('admin product table and bulk actions (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token = '';
  const table = async (query = '') =>
    (await call(shop.server.url, 'GET', `/api/admin/products/table?${query}`, { token })).json as ProductTablePage;
  const bulk = (body: unknown) => call(shop.server.url, 'POST', '/api/admin/products/bulk', { token, body });
  const categoryId = async (name: string) =>
    (await shop.db.sql`SELECT id FROM categories WHERE name = ${name}`)[0]!.id as number;

  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
    const form = new FormData();
    form.append('file', new File([CSV], 'urunler.csv'));
    const res = await fetch(`${shop.server.url}/api/admin/products/import`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect((await res.json()).created).toBe(60);
  });

  it('pages 50 at a time with counts, sorted by the Turkish alphabet by default', async () => {
    const first = await table();
    expect(first.pagination).toEqual({
      page: 1,
      pageSize: 50,
      totalCount: 59,
      totalPages: 2,
      hasPrev: false,
      hasNext: true,
    });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toMatchObject({
      name: 'IŞIK Ledli Lamba 9 W',
      sku: 'LMB-1',
      price: '49.90',
      stock: 3,
      vatRate: 20,
      active: true,
      variantCount: 0,
      categories: ['Lambalar'],
    });
    expect((await table('page=2')).rows).toHaveLength(9);
    expect((await table('page=99')).pagination.page).toBe(2);
  });

  it('searches İ/ı-aware across name, SKU and brand', async () => {
    expect((await table('search=isik')).rows.map((r) => r.sku).sort()).toEqual(['LMB-1', 'LMB-2']);
    expect((await table('search=IŞIKLI')).rows.map((r) => r.sku)).toEqual(['LMB-2']);
    expect((await table('search=sch-2')).rows.map((r) => r.name)).toEqual(['Schneider Sigorta']);
    expect((await table('search=schneider')).rows[0]).toMatchObject({
      variantCount: 2,
      stock: 20,
      price: '89.95',
      brand: 'Schneider',
    });
  });

  it('filters by category with its sub-categories, brand, stock state and active; sorts any column', async () => {
    expect((await table(`categoryId=${await categoryId('Aydınlatma')}`)).rows.map((r) => r.sku).sort()).toEqual([
      'LMB-1',
      'LMB-2',
    ]);
    expect((await table('brand=Schneider')).pagination.totalCount).toBe(1);
    expect((await table('stock=out')).rows.map((r) => r.sku).sort()).toEqual(['KB-000', 'LMB-2']);
    expect((await table('stock=low&search=lamba')).rows.map((r) => r.sku)).toEqual(['LMB-1']);
    expect((await table('stock=low')).pagination.totalCount).toBe(6); // LMB-1 (3) and KB-001…KB-005
    expect((await table('active=false')).rows.map((r) => r.sku)).toEqual(['VIK-1']);
    expect((await table('sort=price&dir=desc')).rows.map((r) => r.name).slice(0, 2)).toEqual([
      'Schneider Sigorta',
      'Kablo 54',
    ]);
    expect((await table('sort=stock&dir=desc')).rows[0]!.sku).toBe('VIK-1');
    expect((await table('sort=bogus&page=x')).pagination.page).toBe(1);
  });

  it('raises the prices of a whole category by 10 %, rounded to the kuruş, in one step', async () => {
    const res = await bulk({
      action: 'price-percent',
      value: '10',
      filter: { categoryId: await categoryId('Kablolar') },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ changed: 55, message: '55 ürün güncellendi' });
    const prices = await shop.db
      .sql`SELECT sku, base_price::text FROM products WHERE sku IN ('KB-000', 'KB-001', 'KB-054') ORDER BY sku`;
    expect(prices.map((r) => r.base_price)).toEqual(['11.11', '12.21', '70.51']);
    expect((await shop.db.sql`SELECT base_price::text FROM products WHERE sku = 'LMB-1'`)[0]!.base_price).toBe('49.90');
  });

  it('changes variant prices by an amount and refuses one that would go below zero, changing nothing', async () => {
    const id = (await table('search=schneider')).rows[0]!.id;
    expect((await bulk({ action: 'price-amount', value: '-9,95', ids: [id] })).json.changed).toBe(1);
    expect((await shop.db.sql`SELECT price::text FROM product_variants ORDER BY sku`).map((r) => r.price)).toEqual([
      '80.00',
      '90.04',
    ]);
    const below = await bulk({ action: 'price-amount', value: '-85', ids: [id] });
    expect(below.status).toBe(400);
    expect(below.json.message).toBe('Bu işlem bazı fiyatları sıfırın altına düşürür; hiçbir fiyat değiştirilmedi');
    expect((await shop.db.sql`SELECT price::text FROM product_variants ORDER BY sku`).map((r) => r.price)).toEqual([
      '80.00',
      '90.04',
    ]);
  });

  it('activates, deactivates, moves, sets stock and deletes, counting only rows that changed', async () => {
    const ids = (await table('search=isik')).rows.map((r) => r.id);
    const viko = (await table('active=false')).rows[0]!.id;
    expect((await bulk({ action: 'activate', ids: [...ids, viko] })).json.changed).toBe(1);
    expect((await bulk({ action: 'deactivate', filter: { search: 'isik' } })).json.changed).toBe(2);
    const priz = await categoryId('Priz');
    expect((await bulk({ action: 'move', categoryId: priz, ids })).json.changed).toBe(2);
    expect((await bulk({ action: 'move', categoryId: priz, ids })).json.changed).toBe(0);
    expect((await table(`categoryId=${priz}`)).pagination.totalCount).toBe(3);
    expect((await bulk({ action: 'stock', value: 7, filter: { search: 'schneider' } })).json.changed).toBe(1);
    expect((await table('search=schneider')).rows[0]!.stock).toBe(14);
    const deleted = await bulk({ action: 'delete', ids });
    expect(deleted.json).toEqual({ changed: 2, message: '2 ürün silindi' });
    expect((await table()).pagination.totalCount).toBe(57);
  });

  it('refuses unclear bulk requests with a Turkish message', async () => {
    for (const [body, message] of [
      [{ action: 'uçur', ids: [1] }, 'Geçersiz toplu işlem'],
      [{ action: 'activate' }, 'Ürünleri seçin veya filtredeki tüm sonuçları seçin'],
      [{ action: 'price-percent', value: '-100', ids: [1] }, 'Yüzde -99,99 ile 1000 arasında olmalıdır'],
      [{ action: 'stock', value: -1, ids: [1] }, 'Stok 0 veya daha büyük bir tam sayı olmalıdır'],
      [{ action: 'move', categoryId: 999999, ids: [1] }, 'Seçilen kategori bulunamadı'],
    ] as const) {
      const res = await bulk(body);
      expect(res.json.message).toBe(message);
      expect([400, 404]).toContain(res.status);
    }
  });
});
