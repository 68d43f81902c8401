import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, sendJsonAs } from '../../helpers/admin-session.ts';
import { insertProduct } from '../../helpers/catalogue-rows.ts';
import type { ProductView } from '#api/schemas/products.ts';
import type { AdminRelationView } from '#api/schemas/product-relations.ts';
import { readProductPage } from '#api/services/catalogue/pages/product-page.ts';

// Issue 47: accessories, alternatives and spare parts, replaced whole, shown as active cards only.
const backends = runsOn('both');

describe.each(backends)('product relations (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  const ids = {} as Record<'breaker' | 'box' | 'rail' | 'other' | 'hidden' | 'spare', number>;

  const put = (id: number, body: unknown) =>
    sendJsonAs(token, 'PUT', `${shop.server.url}/api/admin/products/${id}/relations`, body);
  const details = async (id: number): Promise<ProductView> => {
    await shop.server.settled();
    return (await fetch(`${shop.server.url}/api/products/details/${id}`)).json();
  };
  const shown = (p: ProductView) => ({
    accessory: p.related!.accessory.map((c) => c.id),
    alternative: p.related!.alternative.map((c) => c.id),
    spare_part: p.related!.spare_part.map((c) => c.id),
  });

  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
    const add = async (name: string, active = true) =>
      (await insertProduct(shop.db.sql, { name, price: '10.00', stock: 3, active })).id;
    ids.breaker = await add('C16 Otomatik Sigorta');
    ids.box = await add('Sigorta Kutusu 4 Modül');
    ids.rail = await add('DIN Rayı 1 m');
    ids.other = await add('Başka Marka C16 Sigorta');
    ids.hidden = await add('Eski Model C16', false);
    ids.spare = await add('Sigorta Köprüsü');
  });

  it('replaces the relations whole and answers them as cards of active products, in the given order', async () => {
    const first = await put(ids.breaker, {
      relations: [
        { productId: ids.rail, kind: 'accessory' },
        { productId: ids.box, kind: 'accessory' },
        { productId: ids.hidden, kind: 'alternative' },
        { productId: ids.other, kind: 'alternative' },
      ],
    });
    expect(first.status).toBe(200);
    const saved: AdminRelationView[] = await first.json();
    expect(saved.map((r) => [r.productId, r.kind, r.isActive])).toEqual([
      [ids.rail, 'accessory', true],
      [ids.box, 'accessory', true],
      [ids.hidden, 'alternative', false],
      [ids.other, 'alternative', true],
    ]);
    const product = await details(ids.breaker);
    expect(shown(product)).toEqual({ accessory: [ids.rail, ids.box], alternative: [ids.other], spare_part: [] });
    const card = product.related!.accessory[0]!;
    expect(card).toMatchObject({
      name: 'DIN Rayı 1 m',
      price: '10.00',
      priceWithVat: expect.any(String),
      inStock: true,
    });

    // The cached product pages follow the catalogue version, which a save moves.
    const version = async () =>
      (await shop.db.sql<{ v: string }[]>`SELECT version::text AS v FROM catalogue_version`)[0]!.v;
    const before = await version();
    const second = await put(ids.breaker, { relations: [{ productId: ids.spare, kind: 'spare_part' }] });
    expect(second.status).toBe(200);
    expect(await version()).not.toBe(before);
    expect(shown(await details(ids.breaker))).toEqual({ accessory: [], alternative: [], spare_part: [ids.spare] });
    const page = await readProductPage(shop.db.sql, (await details(ids.breaker)).slug);
    expect(page.kind === 'page' && shown(page.page.product)).toEqual({
      accessory: [],
      alternative: [],
      spare_part: [ids.spare],
    });
    const admin = await (
      await fetch(`${shop.server.url}/api/admin/products/${ids.breaker}/relations`, { headers: bearer(token) })
    ).json();
    expect(admin.map((r: AdminRelationView) => r.productId)).toEqual([ids.spare]);
  });

  it('leaves out a related product once it is made inactive', async () => {
    await put(ids.box, { relations: [{ productId: ids.rail, kind: 'accessory' }] });
    expect(shown(await details(ids.box)).accessory).toEqual([ids.rail]);
    await shop.db.sql`UPDATE products SET is_active = false WHERE id = ${ids.rail}`;
    expect(shown(await details(ids.box)).accessory).toEqual([]);
    await shop.db.sql`UPDATE products SET is_active = true WHERE id = ${ids.rail}`;
  });

  it('refuses a self-relation, an unknown product, a bad kind or a repeat in Turkish, changing nothing', async () => {
    const before = shown(await details(ids.breaker));
    const cases: [unknown, string][] = [
      [{ relations: [{ productId: ids.breaker, kind: 'accessory' }] }, 'Bir ürün kendisiyle ilişkilendirilemez'],
      [
        {
          relations: [
            { productId: ids.box, kind: 'accessory' },
            { productId: 999_999, kind: 'alternative' },
          ],
        },
        '999999 numaralı ürün bulunamadı',
      ],
      [
        { relations: [{ productId: ids.box, kind: 'kablo' }] },
        'İlişki türü accessory, alternative veya spare_part olmalıdır',
      ],
      [
        {
          relations: [
            { productId: ids.box, kind: 'accessory' },
            { productId: ids.box, kind: 'alternative' },
          ],
        },
        `${ids.box} numaralı ürün listede birden fazla kez verilmiş`,
      ],
      [{ relations: [{ productId: 0, kind: 'accessory' }] }, 'Ürün numarası geçersiz'],
      [{}, 'relations bir liste olmalıdır'],
    ];
    for (const [body, message] of cases) {
      const res = await put(ids.breaker, body);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const missing = await put(999_999, { relations: [] });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Ürün bulunamadı' });
    expect(shown(await details(ids.breaker))).toEqual(before);
  });
});
