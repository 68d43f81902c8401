import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { runsOn } from '../../helpers/databases.ts';
import { adminAndCustomerTokens, bearer, form } from '../../helpers/admin-session.ts';

const backends = runsOn('pglite');

describe.each(backends)('KDV rate of products (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  let n = 0;

  const send = (method: string, path: string, body?: FormData) =>
    fetch(shop.server.url + path, { method, headers: bearer(token), body });
  const product = (extra: Record<string, string> = {}) => {
    n += 1;
    return form({
      name: `Sigorta ${n}`,
      slug: `sigorta-kdv-${n}`,
      basePrice: '85.50',
      stockQuantity: '5',
      minOrderQuantity: '1',
      categories: '[]',
      variants: '[]',
      ...extra,
    });
  };

  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
  });

  it("gives a new product the shop's default rate, 20 when no setting is stored", async () => {
    const created = await (await send('POST', '/api/admin/products', product())).json();
    expect(created.vatRate).toBe(20);
    expect((await send('POST', '/api/admin/settings', form({ key: 'vat_rate', value: '10' }))).status).toBe(200);
    const second = await (await send('POST', '/api/admin/products', product())).json();
    expect(second.vatRate).toBe(10);
    await shop.db.sql`DELETE FROM settings WHERE key = 'vat_rate'`;
  });

  it('stores the rate the admin picks, keeps it on an edit without one, and shows it in the catalogue', async () => {
    const created = await (await send('POST', '/api/admin/products', product({ vatRate: '1' }))).json();
    expect(created.vatRate).toBe(1);
    const { vatRate: _omit, ...rest } = {
      vatRate: null,
      name: 'Sigorta yeni ad',
      slug: created.slug,
      basePrice: '90.00',
      stockQuantity: '5',
      minOrderQuantity: '1',
      categories: '[]',
      variants: '[]',
      existingImages: '[]',
    };
    const edited = await (await send('PUT', `/api/admin/products/${created.id}`, form(rest))).json();
    expect(edited).toMatchObject({ name: 'Sigorta yeni ad', vatRate: 1 });
    const details = await (await fetch(`${shop.server.url}/api/products/details/${created.id}`)).json();
    expect(details.vatRate).toBe(1);
    const listing = await (
      await fetch(`${shop.server.url}/api/products?search=${encodeURIComponent('Sigorta yeni')}`)
    ).json();
    expect(listing.products.map((p: { vatRate: number }) => p.vatRate)).toEqual([1]);
  });

  it.each(['18', '8', '-1', 'yirmi'])(
    'refuses the rate %s with the Turkish message, product and setting alike',
    async (rate) => {
      const before = (await shop.db.sql`SELECT count(*)::int AS n FROM products`)[0]!.n;
      const res = await send('POST', '/api/admin/products', product({ vatRate: rate }));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('KDV oranı 0, 1, 10 veya 20 olmalıdır');
      expect((await shop.db.sql`SELECT count(*)::int AS n FROM products`)[0]!.n).toBe(before);
      const setting = await send('POST', '/api/admin/settings', form({ key: 'vat_rate', value: rate }));
      expect(setting.status).toBe(400);
    },
  );
});
