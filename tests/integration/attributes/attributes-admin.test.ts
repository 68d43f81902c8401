import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { backends } from '../../helpers/databases.ts';
import { adminAndCustomerTokens, sendJsonAs } from '../../helpers/admin-session.ts';
import { insertProduct, insertVariantProduct } from '../../helpers/catalogue-rows.ts';

// Issue 47: attribute definitions, category sets (inherited) and product values with every refusal.
describe.each(backends)('technical attributes (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  const send = (method: string, path: string, body?: unknown) =>
    sendJsonAs(token, method, shop.server.url + path, body);
  const ids = {} as Record<'section' | 'curve' | 'halogen' | 'cores', number>;
  let cable: { id: number; variantIds: number[] };

  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
    cable = await insertVariantProduct(shop.db.sql, { name: 'NYM Kablo 3 Damarlı' }, [
      { name: '3x1,5 mm²', price: '31.40', stock: 10 },
      { name: '3x2,5 mm²', price: '46.90', stock: 10 },
    ]);
  });

  it('creates number, choice and boolean attributes and answers them with their choices', async () => {
    const kesit = {
      code: 'cross_section',
      name: 'Kesit',
      kind: 'number',
      unit: 'mm²',
      unitCode: 'MMK',
      etimCode: 'EF001131',
    };
    const section = await send('POST', '/api/admin/attributes', kesit);
    expect(section.status).toBe(201);
    const body = await section.json();
    expect(body).toEqual({ id: expect.any(Number), ...kesit, values: [] });
    ids.section = body.id;
    const curve = await (
      await send('POST', '/api/admin/attributes', {
        code: 'curve',
        name: 'Açma Eğrisi',
        kind: 'choice',
        values: [
          { code: 'b', label: 'B' },
          { code: 'c', label: 'C', etimCode: 'EV000123' },
        ],
      })
    ).json();
    expect(curve.values).toEqual([
      { code: 'b', label: 'B', etimCode: null },
      { code: 'c', label: 'C', etimCode: 'EV000123' },
    ]);
    ids.curve = curve.id;
    ids.halogen = (
      await (
        await send('POST', '/api/admin/attributes', { code: 'halogen_free', name: 'Halojensiz', kind: 'boolean' })
      ).json()
    ).id;
    ids.cores = (
      await (
        await send('POST', '/api/admin/attributes', { code: 'cores', name: 'Damar Sayısı', kind: 'number' })
      ).json()
    ).id;
    const list = await (await send('GET', '/api/admin/attributes')).json();
    expect(list.map((a: { code: string }) => a.code).sort()).toEqual([
      'cores',
      'cross_section',
      'curve',
      'halogen_free',
    ]);
  });

  it.each([
    [{ code: 'Kesit', name: 'Kesit', kind: 'number' }, 400, 'küçük harf, rakam ve alt çizgi'],
    [{ code: 'x'.repeat(41), name: 'Uzun', kind: 'number' }, 400, 'en fazla 40'],
    [{ code: 'cross_section', name: 'Kesit 2', kind: 'number' }, 409, 'başka bir özellikte'],
    [{ code: 'renk', name: 'Renk', kind: 'choice', values: [] }, 400, 'en az bir seçeneği'],
    [{ code: 'renk', name: 'Renk', kind: 'number', values: [{ code: 'a', label: 'A' }] }, 400, 'Yalnızca seçimli'],
    [{ code: 'renk', name: 'Renk', kind: 'text' }, 400, 'number, choice veya boolean'],
    [{ code: 'renk', name: '', kind: 'boolean' }, 400, 'Özellik adı zorunludur'],
    [{ code: 'akim', name: 'Akım', kind: 'number', unitCode: 'amper' }, 400, 'UN/ECE'],
    [{ code: 'akim', name: 'Akım', kind: 'number', etimCode: '123' }, 400, 'ETIM özellik kodu'],
    [{ code: 'akim', name: 'Akım', kind: 'number', etimCode: 'EF001131' }, 409, 'ETIM kodu başka'],
  ])('refuses the attribute %j in Turkish', async (body, status, message) => {
    const res = await send('POST', '/api/admin/attributes', body);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toContain(message);
  });

  it("keeps a category's attribute set, inherited by its subcategories", async () => {
    const [top] = await shop.db.sql<{ id: number }[]>`
      INSERT INTO categories (name, slug) VALUES ('Kablolar', 'kablolar') RETURNING id`;
    const [child] = await shop.db.sql<{ id: number }[]>`
      INSERT INTO categories (name, slug, parent_id) VALUES ('NYM', 'nym', ${top!.id}) RETURNING id`;
    await shop.db.sql`INSERT INTO product_categories (product_id, category_id) VALUES (${cable.id}, ${child!.id})`;
    const put = await send('PUT', `/api/admin/categories/${top!.id}/attributes`, {
      attributes: [
        { attributeId: ids.section, filterable: true, position: 1 },
        { attributeId: ids.cores, filterable: true, position: 0 },
        { attributeId: ids.halogen, filterable: false, position: 2 },
      ],
    });
    expect(put.status).toBe(200);
    const inherited = await (await send('GET', `/api/admin/categories/${child!.id}/attributes`)).json();
    expect(inherited.attributes).toEqual([
      { attributeId: ids.cores, filterable: true, position: 0, inherited: true },
      { attributeId: ids.section, filterable: true, position: 1, inherited: true },
      { attributeId: ids.halogen, filterable: false, position: 2, inherited: true },
    ]);
    const unknown = await send('PUT', `/api/admin/categories/${top!.id}/attributes`, {
      attributes: [{ attributeId: 999999 }],
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe('999999 numaralı özellik bulunamadı');
  });

  it("stores a product's and its variants' values ('2,5' or '2.5', choice codes, booleans) and every answer carries them", async () => {
    const res = await send('PUT', `/api/admin/products/${cable.id}/attributes`, {
      values: [
        { attributeId: ids.cores, variantId: null, value: '3' },
        { attributeId: ids.halogen, variantId: null, value: false },
        { attributeId: ids.section, variantId: cable.variantIds[0], value: '1,5' },
        { attributeId: ids.section, variantId: cable.variantIds[1], value: '2.50' },
      ],
    });
    expect(res.status).toBe(200);
    const admin = await res.json();
    expect(admin.attributes).toEqual([
      { code: 'halogen_free', name: 'Halojensiz', value: false, label: 'Hayır', unit: null, unitCode: null },
      { code: 'cores', name: 'Damar Sayısı', value: 3, label: '3', unit: null, unitCode: null },
    ]);
    expect(admin.variants.map((v: { technicalAttributes: unknown }) => v.technicalAttributes)).toEqual([
      [{ code: 'cross_section', name: 'Kesit', value: 1.5, label: '1,5', unit: 'mm²', unitCode: 'MMK' }],
      [{ code: 'cross_section', name: 'Kesit', value: 2.5, label: '2,5', unit: 'mm²', unitCode: 'MMK' }],
    ]);
    const details = await (await fetch(`${shop.server.url}/api/products/details/${cable.id}`)).json();
    expect(details.attributes).toEqual(admin.attributes);
    expect(details.variants[1].attributes).toEqual(admin.variants[1].technicalAttributes);
    const listing = await (await fetch(`${shop.server.url}/api/products?search=NYM`)).json();
    expect(listing.products[0].attributes).toEqual(admin.attributes);
    expect(listing.products[0].variants[0].attributes[0].label).toBe('1,5');
  });

  it.each([
    [{ attributeId: 999999, variantId: null, value: '1' }, '999999 numaralı özellik bulunamadı'],
    [{ attributeId: 'curve', variantId: null, value: 'k' }, "'Açma Eğrisi' için 'k' seçeneklerden biri değil"],
    [{ attributeId: 'section', variantId: null, value: 'iki buçuk' }, "'Kesit' için 'iki buçuk' bir sayı değil"],
    [{ attributeId: 'halogen', variantId: null, value: 'evet' }, "'Halojensiz' için değer true veya false"],
    [{ attributeId: 'section', variantId: 999999, value: '4' }, '999999 numaralı varyant bu ürüne ait değil'],
  ])('refuses the value %j in Turkish and saves nothing', async (bad, message) => {
    const attributeId =
      typeof bad.attributeId === 'string' ? ids[bad.attributeId as keyof typeof ids] : bad.attributeId;
    const before = await shop.db.sql`SELECT * FROM product_attribute_values ORDER BY attribute_id, variant_id`;
    const res = await send('PUT', `/api/admin/products/${cable.id}/attributes`, {
      values: [
        { attributeId: ids.cores, variantId: null, value: '4' },
        { ...bad, attributeId },
      ],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain(message);
    expect(await shop.db.sql`SELECT * FROM product_attribute_values ORDER BY attribute_id, variant_id`).toEqual(before);
  });

  it('refuses to drop a used choice or delete a used attribute (409 naming how many), deletes an unused one', async () => {
    const product = await insertProduct(shop.db.sql, { name: 'C16 Sigorta', price: '100.00', stock: 3 });
    expect(
      (
        await send('PUT', `/api/admin/products/${product.id}/attributes`, {
          values: [{ attributeId: ids.curve, variantId: null, value: 'c' }],
        })
      ).status,
    ).toBe(200);
    const dropped = await send('PUT', `/api/admin/attributes/${ids.curve}`, {
      code: 'curve',
      name: 'Açma Eğrisi',
      kind: 'choice',
      values: [{ code: 'b', label: 'B' }],
    });
    expect(dropped.status).toBe(409);
    expect((await dropped.json()).message).toBe(
      "'C' seçeneği 1 üründe kullanılıyor; kaldırılamaz. Önce ürünlerdeki değeri değiştirin.",
    );
    const used = await send('DELETE', `/api/admin/attributes/${ids.section}`);
    expect(used.status).toBe(409);
    expect((await used.json()).message).toBe('Bu özellik 1 üründe kullanılıyor. Önce ürünlerden kaldırın.');
    const renamed = await send('PUT', `/api/admin/attributes/${ids.curve}`, {
      code: 'curve',
      name: 'Eğri',
      kind: 'choice',
      values: [
        { code: 'b', label: 'B' },
        { code: 'c', label: 'C eğrisi' },
      ],
    });
    expect(renamed.status).toBe(200);
    await shop.server.settled();
    const details = await (await fetch(`${shop.server.url}/api/products/details/${product.id}`)).json();
    expect(details.attributes).toEqual([
      { code: 'curve', name: 'Eğri', value: 'c', label: 'C eğrisi', unit: null, unitCode: null },
    ]);
    const spare = (
      await (await send('POST', '/api/admin/attributes', { code: 'spare', name: 'Yedek', kind: 'boolean' })).json()
    ).id;
    expect((await send('DELETE', `/api/admin/attributes/${spare}`)).status).toBe(200);
    expect((await send('GET', `/api/admin/attributes/${spare}`)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const res = await fetch(`${shop.server.url}/api/admin/attributes`);
    expect(res.status).toBe(401);
  });
});
