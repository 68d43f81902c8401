import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { runsOn } from '../../helpers/databases.ts';
import { adminAndCustomerTokens, sendJsonAs } from '../../helpers/admin-session.ts';
import { choiceAttribute, defineAttribute } from '../../helpers/attribute-fixtures.ts';
import { insertProduct, insertVariantProduct } from '../../helpers/catalogue-rows.ts';
import type { CompareAnswer } from '#api/schemas/compare.ts';

const backends = runsOn('both');

// Issue 47: GET /api/products/compare puts 2 to 4 active products' values side by side.
describe.each(backends)('product comparison (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { LOG_LEVEL: 'error' });
  const ids: number[] = [];
  const slugs: string[] = [];

  const get = (query: string) => fetch(`${shop.server.url}/api/products/compare?${query}`);

  beforeAll(async () => {
    const { admin: token } = await adminAndCustomerTokens(shop.db.sql);
    const admin = async (method: string, path: string, body: unknown) =>
      sendJsonAs(token, method, shop.server.url + path, body);
    const define = (body: object) => defineAttribute(shop.server.url, token, body);
    const curve = await define(choiceAttribute('curve', 'Açma Eğrisi', ['B', 'C']));
    const current = await define({ code: 'rated_current', name: 'Anma Akımı', kind: 'number', unit: 'A' });
    const poles = await define({ code: 'poles', name: 'Kutup Sayısı', kind: 'number' });
    const screw = await define({ code: 'screwless', name: 'Vidasız Bağlantı', kind: 'boolean' });
    const a = await insertProduct(shop.db.sql, { name: 'Sigorta A', price: '100.00', stock: 5 });
    const b = await insertVariantProduct(shop.db.sql, { name: 'Sigorta B' }, [
      { name: '20A', price: '120.00', stock: 1 },
      { name: '16A', price: '120.00', stock: 1 },
    ]);
    const c = await insertProduct(shop.db.sql, { name: 'Sigorta C', price: '90.00', stock: 0 });
    const put = (id: number, values: object[]) => admin('PUT', `/api/admin/products/${id}/attributes`, { values });
    const v = (attributeId: number, value: unknown, variantId: number | null = null) => ({
      attributeId,
      variantId,
      value,
    });
    expect((await put(a.id, [v(curve, 'c'), v(poles, 1), v(current, 16), v(screw, true)])).status).toBe(200);
    const [b20, b16] = b.variantIds;
    expect((await put(b.id, [v(curve, 'c'), v(poles, 1), v(current, 20, b20!), v(current, 16, b16!)])).status).toBe(
      200,
    );
    expect((await put(c.id, [v(curve, 'b'), v(poles, '1'), v(current, '2,5')])).status).toBe(200);
    ids.push(a.id, b.id, c.id);
    const rows = await shop.db.sql<
      { slug: string }[]
    >`SELECT slug FROM products WHERE id = ANY(${ids}::int[]) ORDER BY id`;
    slugs.push(...rows.map((r) => r.slug));
  });

  it('answers the products in the order asked and one value per product, marking the rows that differ', async () => {
    const res = await get(`ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CompareAnswer;
    expect(body.products.map((p) => p.name)).toEqual(['Sigorta A', 'Sigorta B', 'Sigorta C']);
    const row = (code: string) => body.attributes.find((r) => r.code === code);
    expect(row('curve')).toMatchObject({ name: 'Açma Eğrisi', values: ['C', 'C', 'B'], differs: true });
    expect(row('poles')).toMatchObject({ values: ['1', '1', '1'], differs: false });
    // B's variants: both values, small to large; C's decimal comma.
    expect(row('rated_current')).toMatchObject({ unit: 'A', values: ['16', '16 / 20', '2,5'], differs: true });
    // Missing values are null and differ from any value.
    expect(row('screwless')).toMatchObject({ values: ['Evet', null, null], differs: true });
  });

  it('takes the products by their addresses as the comparison page does', async () => {
    const res = await get(`urunler=${slugs[1]},${slugs[0]}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CompareAnswer;
    expect(body.products.map((p) => p.name)).toEqual(['Sigorta B', 'Sigorta A']);
    expect(body.attributes.find((r) => r.code === 'curve')).toMatchObject({ values: ['C', 'C'], differs: false });
  });

  it('refuses one product, five products, bad ids and unknown or inactive ones in Turkish', async () => {
    for (const query of [`ids=${ids[0]}`, 'ids=1,2,3,4,5', 'ids=', '']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).message).toBe('En az 2, en fazla 4 ürün karşılaştırılabilir');
    }
    expect((await get('ids=1,abc')).status).toBe(400);
    expect((await get(`ids=${ids[0]},${ids[0]}`)).status).toBe(400);
    expect((await get(`ids=1&urunler=a,b`)).status).toBe(400);
    const unknown = await get(`ids=${ids[0]},999999`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Karşılaştırılacak ürünlerden biri bulunamadı veya satışta değil');
    await shop.db.sql`UPDATE products SET is_active = false WHERE id = ${ids[2]!}`;
    expect((await get(`ids=${ids[0]},${ids[2]}`)).status).toBe(404);
    await shop.db.sql`UPDATE products SET is_active = true WHERE id = ${ids[2]!}`;
  });
});
