import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { backends } from '../../helpers/databases.ts';
import { adminAndCustomerTokens, sendJsonAs } from '../../helpers/admin-session.ts';
import { choiceAttribute, defineAttribute } from '../../helpers/attribute-fixtures.ts';
import { insertProduct } from '../../helpers/catalogue-rows.ts';
import type { Facet, ProductListResponse } from '#api/schemas/products.ts';

// Issue 47: attribute filters and facet counts (OR within a facet, AND across, a variant meets
// all attribute filters by itself), refusals, and search by technical values.
describe.each(backends)('attribute filters and facets (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  const attr = {} as Record<string, number>;
  const product = {} as Record<string, { id: number; variantIds: number[] }>;
  let categoryId: number;

  const admin = (method: string, path: string, body: unknown) =>
    sendJsonAs(token, method, shop.server.url + path, body);
  const list = async (query: string): Promise<ProductListResponse> => {
    const res = await fetch(`${shop.server.url}/api/products?categoryIds=${categoryId}&pageSize=100&${query}`);
    expect(res.status).toBe(200);
    return res.json();
  };
  const names = (body: ProductListResponse) => body.products.map((p) => p.name).sort();
  const facet = (body: ProductListResponse, code: string) =>
    body.facets.find((f) => f.code === code) as Facet & {
      values?: { value: string; count: number }[];
    };
  const counts = (body: ProductListResponse, code: string) =>
    Object.fromEntries((facet(body, code).values ?? []).map((v) => [v.value, v.count]));
  const values = (attributeId: string, v: string | number, variantId: number | null = null) => ({
    attributeId: attr[attributeId],
    variantId,
    value: v,
  });

  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
    const define = (body: object) => defineAttribute(shop.server.url, token, body);
    attr.curve = await define(choiceAttribute('curve', 'Açma Eğrisi', ['B', 'C', 'D']));
    attr.current = await define({
      code: 'rated_current',
      name: 'Anma Akımı',
      kind: 'number',
      unit: 'A',
      unitCode: 'AMP',
    });
    attr.poles = await define({ code: 'poles', name: 'Kutup Sayısı', kind: 'number' });
    attr.capacity = await define({ code: 'breaking_capacity', name: 'Kesme Kapasitesi', kind: 'number', unit: 'kA' });
    attr.ip = await define(choiceAttribute('ip_rating', 'Koruma Sınıfı', ['IP20', 'IP65']));
    attr.cores = await define({ code: 'cores', name: 'Damar Sayısı', kind: 'number' });
    attr.section = await define({ code: 'cross_section', name: 'Kesit', kind: 'number', unit: 'mm²' });
    attr.sensitivity = await define({ code: 'sensitivity', name: 'Hassasiyet', kind: 'number', unit: 'mA' });
    const [category] = await shop.db.sql<
      { id: number }[]
    >`INSERT INTO categories (name, slug) VALUES ('Sigortalar', 'sigortalar') RETURNING id`;
    categoryId = category!.id;
    await admin('PUT', `/api/admin/categories/${categoryId}/attributes`, {
      attributes: [attr.curve, attr.current, attr.poles].map((attributeId, position) => ({
        attributeId,
        filterable: true,
        position,
      })),
    });
    const add = async (key: string, brand: string, variants: string[] = []) => {
      product[key] = await insertProduct(shop.db.sql, {
        name: `${brand} Sigorta ${key}`,
        price: '100.00',
        stock: 5,
        variants: variants.map((name) => ({ name, price: '100.00', stock: 5 })),
      });
      await shop.db.sql`UPDATE products SET brand = ${brand} WHERE id = ${product[key]!.id}`;
      await shop.db
        .sql`INSERT INTO product_categories (product_id, category_id) VALUES (${product[key]!.id}, ${categoryId})`;
    };
    await add('P1', 'Schneider', ['16A', '20A']);
    await add('P2', 'ABB');
    await add('P3', 'ABB', ['16A', '32A']);
    await add('P4', 'Viko', ['B16', 'C32']);
    const put = (key: string, vals: object[]) =>
      admin('PUT', `/api/admin/products/${product[key]!.id}/attributes`, { values: vals });
    const [a1, a2] = product.P1!.variantIds;
    expect(
      (
        await put('P1', [
          values('curve', 'c'),
          values('poles', 1),
          values('capacity', '6'),
          values('current', 16, a1!),
          values('current', 20, a2!),
        ])
      ).status,
    ).toBe(200);
    await put('P2', [values('curve', 'b'), values('poles', 1), values('current', '16')]);
    const [c1, c2] = product.P3!.variantIds;
    await put('P3', [values('curve', 'c'), values('poles', 3), values('current', 16, c1!), values('current', 32, c2!)]);
    // P4: 'B' at 16 A and 'C' at 32 A; no variant is a C16.
    const [d1, d2] = product.P4!.variantIds;
    await put('P4', [
      values('poles', 1),
      values('curve', 'b', d1!),
      values('current', 16, d1!),
      values('curve', 'c', d2!),
      values('current', 32, d2!),
    ]);
  });

  it('filters by a choice and counts its facet without shrinking its own values (OR within a facet)', async () => {
    const body = await list('attr_curve=c');
    expect(names(body)).toEqual(['ABB Sigorta P3', 'Schneider Sigorta P1', 'Viko Sigorta P4']);
    expect(counts(body, 'curve')).toEqual({ b: 2, c: 3 });
    expect(facet(body, 'rated_current')).toEqual({
      code: 'rated_current',
      name: 'Anma Akımı',
      kind: 'number',
      unit: 'A',
      min: 16,
      max: 32,
    });
    expect(counts(body, 'brand')).toEqual({ ABB: 1, Schneider: 1, Viko: 1 });
    expect(names(await list('attr_curve=b,c'))).toHaveLength(4);
  });

  it('counts values and brands without attribute filters, a brand narrowing the values', async () => {
    const body = await list('');
    expect(counts(body, 'curve')).toEqual({ b: 2, c: 3 });
    expect(facet(body, 'rated_current')).toMatchObject({ min: 16, max: 32 });
    expect(counts(body, 'brand')).toEqual({ ABB: 2, Schneider: 1, Viko: 1 });
    const abb = await list('brands=ABB');
    expect(counts(abb, 'curve')).toEqual({ b: 1, c: 1 });
    expect(counts(abb, 'brand')).toEqual({ ABB: 2, Schneider: 1, Viko: 1 });
  });

  it('needs one variant to meet every attribute filter by itself (AND across facets)', async () => {
    const body = await list('attr_curve=c&attr_rated_current_min=16&attr_rated_current_max=16');
    expect(names(body)).toEqual(['ABB Sigorta P3', 'Schneider Sigorta P1']);
    expect(counts(body, 'curve')).toEqual({ b: 2, c: 2 });
    expect(counts(body, 'brand')).toEqual({ ABB: 1, Schneider: 1 });
    // Ranges take a decimal comma too.
    expect(names(await list('attr_curve=c&attr_rated_current_min=15,5&attr_rated_current_max=16,5'))).toEqual(
      names(body),
    );
    expect(names(await list('attr_curve=b&attr_rated_current_max=16'))).toEqual(['ABB Sigorta P2', 'Viko Sigorta P4']);
  });

  it('counts brands and attributes across each other, keeping selected values at zero', async () => {
    const abb = await list('attr_curve=c&brands=ABB');
    expect(names(abb)).toEqual(['ABB Sigorta P3']);
    expect(counts(abb, 'curve')).toEqual({ b: 1, c: 1 });
    expect(counts(abb, 'brand')).toEqual({ ABB: 1, Schneider: 1, Viko: 1 });
    const none = await list('attr_curve=c&brands=Viko&attr_rated_current_min=16&attr_rated_current_max=16');
    expect(none.products).toEqual([]);
    expect(counts(none, 'curve')).toEqual({ b: 1, c: 0 });
    expect(counts(none, 'brand')).toEqual({ ABB: 1, Schneider: 1, Viko: 0 });
    const d = await list('attr_curve=d');
    expect(counts(d, 'curve')).toEqual({ b: 2, c: 3, d: 0 });
  });

  it('follows a value change through the cached listing', async () => {
    expect(names(await list('attr_poles_min=3'))).toEqual(['ABB Sigorta P3']);
    const [c1, c2] = product.P3!.variantIds;
    await admin('PUT', `/api/admin/products/${product.P3!.id}/attributes`, {
      values: [values('curve', 'c'), values('poles', 2), values('current', 16, c1!), values('current', 32, c2!)],
    });
    expect(names(await list('attr_poles_min=3'))).toEqual([]);
  });

  it('follows a variant leaving and rejoining the listing (the stored units)', async () => {
    const c32 = product.P4!.variantIds[1]!;
    const setActive = (active: boolean) =>
      shop.db.sql`UPDATE product_variants SET is_active = ${active} WHERE id = ${c32}`;
    await setActive(false);
    try {
      const body = await list('attr_curve=c');
      expect(names(body)).toEqual(['ABB Sigorta P3', 'Schneider Sigorta P1']);
      expect(counts(body, 'curve')).toEqual({ b: 2, c: 2 });
    } finally {
      await setActive(true);
    }
    expect(counts(await list('attr_curve=c'), 'curve')).toEqual({ b: 2, c: 3 });
  });

  it.each([
    ['attr_renk=beyaz', 400, 'Bilinmeyen özellik: renk'],
    ['attr_curve_min=2', 400, "'Açma Eğrisi' bir sayı değil"],
    ['attr_rated_current_min=on', 400, 'Geçersiz en düşük özellik değeri'],
    ['attr_rated_current_min=20&attr_rated_current_max=10', 400, 'En düşük özellik değeri en yüksek'],
    ['attr_curve=C%20Tipi', 400, 'Geçersiz özellik değeri'],
  ])('refuses %s in Turkish', async (query, status, message) => {
    const res = await fetch(`${shop.server.url}/api/products?${query}`);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toContain(message);
  });

  it('finds products by technical values written as the trade writes them', async () => {
    const cable = await insertProduct(shop.db.sql, {
      name: 'NYM Kablo 3 Damarlı',
      price: '30.00',
      variants: [
        { name: 'Birinci', price: '30.00', stock: 5 },
        { name: 'İkinci', price: '45.00', stock: 5 },
      ],
    });
    const rcd = await insertProduct(shop.db.sql, { name: 'Kaçak Akım Rölesi', price: '900.00', stock: 2 });
    const flood = await insertProduct(shop.db.sql, { name: 'Projektör', price: '500.00', stock: 2 });
    await admin('PUT', `/api/admin/products/${cable.id}/attributes`, {
      values: [
        values('cores', 3),
        values('section', '1,5', cable.variantIds[0]!),
        values('section', '2,5', cable.variantIds[1]!),
      ],
    });
    await admin('PUT', `/api/admin/products/${rcd.id}/attributes`, {
      values: [values('sensitivity', 30), values('current', 40)],
    });
    await admin('PUT', `/api/admin/products/${flood.id}/attributes`, { values: [values('ip', 'ip65')] });
    const search = async (text: string) => {
      const body: ProductListResponse = await (
        await fetch(`${shop.server.url}/api/products?pageSize=100&search=${encodeURIComponent(text)}`)
      ).json();
      return names(body);
    };
    for (const text of ['3x2,5', '3x2.5', '2,5 mm²', '2.5mm²', '2,5mm2'])
      expect(await search(text), text).toEqual(['NYM Kablo 3 Damarlı']);
    expect(await search('3x4')).toEqual([]);
    expect(await search('C16')).toEqual(['ABB Sigorta P3', 'Schneider Sigorta P1']);
    expect(await search('6kA')).toEqual(['Schneider Sigorta P1']);
    expect(await search('6 kA')).toEqual(['Schneider Sigorta P1']);
    expect(await search('30mA')).toEqual(['Kaçak Akım Rölesi']);
    expect(await search('40A')).toEqual(['Kaçak Akım Rölesi']);
    expect(await search('IP65')).toEqual(['Projektör']);
    expect(await search('16A')).toEqual([
      'ABB Sigorta P2',
      'ABB Sigorta P3',
      'Schneider Sigorta P1',
      'Viko Sigorta P4',
    ]);
  });
});
