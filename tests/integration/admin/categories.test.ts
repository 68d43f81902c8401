import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { runsOn } from '../../helpers/databases.ts';
import { adminAndCustomerTokens, sendJsonAs } from '../../helpers/admin-session.ts';

const backends = runsOn('pglite');

describe.each(backends)('admin categories (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  const send = (method: string, path: string, body?: unknown) =>
    sendJsonAs(token, method, shop.server.url + path, body);

  beforeAll(async () => {
    ({ admin: token } = await adminAndCustomerTokens(shop.db.sql));
  });

  it('creates a top-level category and a child, and lists them with parentId', async () => {
    const top = await (
      await send('POST', '/api/admin/categories', {
        name: 'Aydınlatma',
        slug: 'aydinlatma',
        description: 'LED ürünler',
      })
    ).json();
    expect(top).toEqual({
      id: expect.any(Number),
      name: 'Aydınlatma',
      slug: 'aydinlatma',
      description: 'LED ürünler',
      parentId: null,
    });
    const child = await send('POST', '/api/admin/categories', {
      name: 'LED Panel',
      slug: 'led-panel',
      description: '',
      parentId: top.id,
    });
    expect(child.status).toBe(201);
    expect(await child.json()).toMatchObject({ parentId: top.id, description: null });
    const list = await (await send('GET', '/api/admin/categories')).json();
    expect(list.map((c: { slug: string }) => c.slug).sort()).toEqual(['aydinlatma', 'led-panel']);
  });

  it.each([
    [{ name: '', slug: 'x' }, 400, 'Kategori adı zorunludur'],
    [{ name: 'X', slug: '' }, 400, 'URL slug zorunludur'],
    [{ name: 'X', slug: 'Kötü Slug' }, 400, 'URL slug yalnızca'],
    [{ name: 'X', slug: 'aydinlatma' }, 409, 'başka bir kategoride'],
    [{ name: 'X', slug: 'x', parentId: 999999 }, 400, 'üst kategori bulunamadı'],
    [{ name: 'X', slug: 'x', parentId: 'bir' }, 400, 'Üst kategori geçersiz'],
  ])('refuses %j', async (body, status, message) => {
    const res = await send('POST', '/api/admin/categories', body);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toContain(message);
  });

  it('keeps the tree one level deep', async () => {
    const [child] = await shop.db.sql`SELECT id FROM categories WHERE slug = 'led-panel'`;
    const [top] = await shop.db.sql`SELECT id FROM categories WHERE slug = 'aydinlatma'`;
    const grandchild = await send('POST', '/api/admin/categories', {
      name: 'Torun',
      slug: 'torun',
      parentId: child!.id,
    });
    expect((await grandchild.json()).message).toContain('yalnızca ana kategoriler');
    const moveParent = await send('PUT', `/api/admin/categories/${top!.id}`, {
      name: 'Aydınlatma',
      slug: 'aydinlatma',
      parentId: child!.id,
    });
    expect(moveParent.status).toBe(400);
  });

  it('refuses to delete a category with children or products, with the reason', async () => {
    const [top] = await shop.db.sql`SELECT id FROM categories WHERE slug = 'aydinlatma'`;
    const [child] = await shop.db.sql`SELECT id FROM categories WHERE slug = 'led-panel'`;
    const withChildren = await send('DELETE', `/api/admin/categories/${top!.id}`);
    expect(withChildren.status).toBe(409);
    expect((await withChildren.json()).message).toContain('1 alt kategorisi var');
    const [p] = await shop.db
      .sql`INSERT INTO products (name, slug, base_price) VALUES ('Panel', 'panel', 10) RETURNING id`;
    await shop.db.sql`INSERT INTO product_categories VALUES (${p!.id}, ${child!.id})`;
    const withProducts = await send('DELETE', `/api/admin/categories/${child!.id}`);
    expect(withProducts.status).toBe(409);
    expect((await withProducts.json()).message).toContain('1 ürün var');
    await shop.db.sql`DELETE FROM products WHERE id = ${p!.id}`;
    expect((await send('DELETE', `/api/admin/categories/${child!.id}`)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/categories/${top!.id}`)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/categories/${top!.id}`)).status).toBe(404);
  });

  it('updates a category', async () => {
    const made = await (await send('POST', '/api/admin/categories', { name: 'Kablo', slug: 'kablo' })).json();
    const res = await send('PUT', `/api/admin/categories/${made.id}`, {
      name: 'Kablolar',
      slug: 'kablolar',
      description: 'Enerji',
    });
    expect(await res.json()).toMatchObject({ id: made.id, name: 'Kablolar', slug: 'kablolar', description: 'Enerji' });
    expect((await send('PUT', '/api/admin/categories/999999', { name: 'X', slug: 'x' })).status).toBe(404);
  });
});
