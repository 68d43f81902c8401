import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer, form, pngFile } from '../../helpers/admin-session.ts';
import type { Database } from '#db/connection.ts';
import type { AdminProduct } from '#api/schemas/admin-products.ts';

const backends = runsOn('pglite');

describe.each(backends)('admin products (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let categoryId: number;

  const send = (method: string, path: string, body?: FormData) =>
    fetch(server.url + path, { method, headers: bearer(token), body });
  const fields = (extra: Record<string, string | File | File[]> = {}) =>
    form({
      name: 'NYM Kablo 3x2,5',
      slug: 'nym-kablo-3x25',
      shortDescription: 'Antigron',
      description: 'TSE belgeli',
      basePrice: '1249.90',
      sku: 'NYM-325',
      stockQuantity: '40',
      minOrderQuantity: '1',
      unit: 'metre',
      categories: JSON.stringify([categoryId]),
      variants: JSON.stringify([
        { name: '100 m', price: '1249.90', stockQuantity: 10, sku: 'NYM-325-100', isActive: true },
        { name: '50 m', price: '649.90', stockQuantity: 5, sku: 'NYM-325-50', isActive: false },
      ]),
      ...extra,
    });
  const fileCount = async () => (await server.ctx.uploads.getKeys()).length;
  const productCount = async () => (await db.sql`SELECT count(*)::int AS n FROM products`)[0]!.n as number;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    ({ admin: token } = await adminAndCustomerTokens(db.sql));
    [{ id: categoryId }] =
      (await db.sql`INSERT INTO categories (name, slug) VALUES ('Kablolar', 'kablolar') RETURNING id`) as unknown as [
        { id: number },
      ];
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  let created: AdminProduct;

  it('creates a product with categories, two variants and an image', async () => {
    const res = await send('POST', '/api/admin/products', fields({ images: await pngFile() }));
    expect(res.status).toBe(201);
    created = await res.json();
    expect(created).toMatchObject({
      name: 'NYM Kablo 3x2,5',
      slug: 'nym-kablo-3x25',
      basePrice: '1249.90',
      unit: 'metre',
      stockQuantity: 40,
      categories: [{ id: categoryId, name: 'Kablolar' }],
      variants: [
        { name: '100 m', price: '1249.90', stockQuantity: 10, isActive: true },
        { name: '50 m', price: '649.90', isActive: false },
      ],
    });
    expect(created.images).toHaveLength(1);
    expect(created.images[0]).toMatch(/^\/uploads\/img\/[0-9a-f]+-800\.webp$/);
    const image = await fetch(server.url + created.images[0]);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const list = await (await send('GET', '/api/admin/products?search=KABLO')).json();
    expect(list.map((p: AdminProduct) => p.id)).toContain(created.id);
  });

  it.each([
    [{ name: '' }, 'Ürün adı zorunludur'],
    [{ slug: 'Büyük Harf' }, 'URL slug yalnızca'],
    [{ basePrice: 'on lira' }, 'Fiyat geçerli bir tutar'],
    [{ basePrice: '-5' }, 'Fiyat geçerli bir tutar'],
    [{ stockQuantity: '2.5' }, 'Stok 0 veya daha büyük'],
    [{ minOrderQuantity: '0' }, 'Minimum sipariş en az 1'],
    [{ categories: 'not json' }, 'Kategori listesi geçersiz'],
    [{ categories: '[99999]' }, 'Seçilen kategorilerden biri bulunamadı'],
    [{ variants: JSON.stringify([{ name: '', price: '1', stockQuantity: 1 }]) }, 'Seçenek adı zorunludur'],
    [
      {
        variants: JSON.stringify([
          { name: 'a', price: '1', stockQuantity: 1, sku: 'D' },
          { name: 'b', price: '1', stockQuantity: 1, sku: 'D' },
        ]),
      },
      'birden fazla',
    ],
  ])('refuses %j with a message', async (bad, message) => {
    const res = await send(
      'POST',
      '/api/admin/products',
      fields({ slug: 'baska-urun', sku: 'BASKA', variants: '[]', ...bad }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain(message);
  });

  it('refuses a taken slug or SKU with 409', async () => {
    const slug = await send('POST', '/api/admin/products', fields({ sku: 'YENI-1', variants: '[]' }));
    expect(slug.status).toBe(409);
    expect((await slug.json()).message).toBe('Bu URL slug başka bir üründe kullanılıyor');
    const sku = await send(
      'POST',
      '/api/admin/products',
      fields({ slug: 'yeni-urun', sku: 'NYM-325-50', variants: '[]' }),
    );
    expect(sku.status).toBe(409);
    expect((await sku.json()).message).toContain('NYM-325-50');
  });

  it('refuses non-images, SVG, six images and files over 10 MB, leaving no files or rows', async () => {
    const before = { files: await fileCount(), products: await productCount() };
    const base = { slug: 'gorselli', sku: 'GRS', variants: '[]' };
    const text = new File(['merhaba'], 'not.png', { type: 'image/png' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'buyuk.jpg', { type: 'image/jpeg' });
    // A good image first, then a bad one: the good one must not stay behind.
    const good = await pngFile('iyi.png', '#16a34a');
    for (const [images, status, message] of [
      [[good, text], 400, 'görsel olarak okunamadı'],
      [[good, svg], 400, 'JPEG, PNG veya WebP'],
      [[good, big], 413, '10 MB'],
      [Array.from({ length: 6 }, () => good), 400, 'En fazla 5'],
    ] as const) {
      const res = await send('POST', '/api/admin/products', fields({ ...base, images: [...images] }));
      expect(res.status).toBe(status);
      expect((await res.json()).message).toContain(message);
    }
    expect({ files: await fileCount(), products: await productCount() }).toEqual(before);
  });

  it('removes the stored images and writes no row when the database fails after the images were stored', async () => {
    // A trigger makes the transaction fail after the images are in the store (a crash or lost connection in real life).
    await db.sql`CREATE FUNCTION fail_variant() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'test failure'; END $$`;
    await db.sql`CREATE TRIGGER fail_variant BEFORE INSERT ON product_variants FOR EACH ROW WHEN (NEW.name = 'PATLA') EXECUTE FUNCTION fail_variant()`;
    const before = { files: await fileCount(), products: await productCount() };
    const res = await send(
      'POST',
      '/api/admin/products',
      fields({
        slug: 'yarisan-urun',
        sku: 'YARIS',
        images: [await pngFile('a.png', '#dc2626'), await pngFile('b.png', '#7c3aed')],
        variants: JSON.stringify([{ name: 'PATLA', price: '1', stockQuantity: 1 }]),
      }),
    );
    expect(res.status).toBe(500);
    expect({ files: await fileCount(), products: await productCount() }).toEqual(before);
    await db.sql`DROP TRIGGER fail_variant ON product_variants`;
  });

  it('updates fields, keeps chosen images, updates variants in place and adds new images', async () => {
    const [kept] = created.images;
    const variants = [
      { ...created.variants[0], price: '1199.90' },
      { name: '25 m', price: '329.90', stockQuantity: 3, sku: 'NYM-325-25' },
    ];
    const res = await send(
      'PUT',
      `/api/admin/products/${created.id}`,
      fields({
        name: 'NYM Kablo 3x2,5 mm²',
        existingImages: JSON.stringify([kept, '/uploads/img/baskasinin-800.webp']),
        variants: JSON.stringify(variants),
        images: await pngFile('ikinci.png', '#f59e0b'),
      }),
    );
    expect(res.status).toBe(200);
    const updated: AdminProduct = await res.json();
    expect(updated.name).toBe('NYM Kablo 3x2,5 mm²');
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(kept);
    expect(updated.variants.map((v) => [v.name, v.price])).toEqual([
      ['100 m', '1199.90'],
      ['25 m', '329.90'],
    ]);
    expect(updated.variants[0]!.id).toBe(created.variants[0]!.id);
  });

  it('refuses a variant id of another product', async () => {
    const res = await send(
      'PUT',
      `/api/admin/products/${created.id}`,
      fields({ variants: JSON.stringify([{ id: 999999, name: 'x', price: '1', stockQuantity: 1 }]) }),
    );
    expect(res.status).toBe(400);
  });

  it('deletes a product, then answers 404', async () => {
    expect((await send('DELETE', `/api/admin/products/${created.id}`)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/products/${created.id}`)).status).toBe(404);
    expect((await send('PUT', '/api/admin/products/abc', fields())).status).toBe(404);
  });
});
