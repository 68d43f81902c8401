import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from 'node:http';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer, form } from '../helpers/admin-session.ts';
import { removeSharedSiteBuild, sharedSiteBuild } from '../helpers/site-build.ts';
import type { Database } from '#db/connection.ts';
import type { AdminProduct } from '#api/schemas/admin-products.ts';

const backends = runsOn('pglite');

// The product and category pages on a real build, read as a search engine reads them: HTML
// and JSON-LD, after admin changes that trigger no rebuild (issue 35).
const SITE = 'https://www.ornek-elektrik.com.tr';

interface JsonLd {
  '@type': string;
  [key: string]: unknown;
}

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): JsonLd[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.flatMap((m) => JSON.parse(m[1]!) as JsonLd | JsonLd[]);
}
const ofType = (html: string, type: string) => jsonLd(html).find((d) => d['@type'] === type)!;
/** The visible text of the page's main part. */
const text = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** A GET sent byte for byte as written: fetch would fold or refuse some of the odd paths below. */
function rawGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

afterAll(removeSharedSiteBuild);

describe.each(backends)('catalogue pages (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let product: AdminProduct;
  let brand: string;
  let topId: number;
  let childId: number;

  const page = async (path: string) => {
    const res = await fetch(server.url + path, { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  };
  const save = (method: 'POST' | 'PUT', path: string, fields: Record<string, string>) =>
    fetch(server.url + path, { method, headers: bearer(token), body: form(fields) });
  const fields = {
    name: 'NYM Kablo 3x2,5',
    slug: 'nym-kablo-3x25',
    shortDescription: 'TSE belgeli antigron kablo',
    description: 'Bina içi tesisat için NYM kablo.',
    basePrice: '1000.00',
    sku: 'NYM-325',
    stockQuantity: '0',
    minOrderQuantity: '1',
    unit: 'metre',
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    ({ admin: token } = await adminAndCustomerTokens(db.sql));
    [{ id: topId }] = await db.sql<[{ id: number }]>`
      INSERT INTO categories (name, slug, description) VALUES ('Kablolar', 'kablolar', 'Enerji ve data kabloları') RETURNING id`;
    [{ id: childId }] = await db.sql<[{ id: number }]>`
      INSERT INTO categories (name, slug, parent_id) VALUES ('Enerji Kabloları', 'enerji-kablolari', ${topId}) RETURNING id`;
    const res = await save('POST', '/api/admin/products', {
      ...fields,
      categories: JSON.stringify([childId]),
      variants: JSON.stringify([
        { name: '100 m', price: '1000.00', stockQuantity: 10, sku: 'NYM-325-100', isActive: true },
        { name: '50 m', price: '520.00', stockQuantity: 0, sku: 'NYM-325-50', isActive: true },
      ]),
    });
    expect(res.status).toBe(201);
    product = await res.json();
    // The shop derives the brand from the name (schemas/brand.ts).
    [{ brand }] = await db.sql<[{ brand: string }]>`SELECT brand FROM products WHERE id = ${product.id}`;
    expect(brand).toBeTruthy();
    server.ctx.site.switchTo(await sharedSiteBuild(db.sql, SITE));
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('renders the product complete without JavaScript: h1, price with KDV, variants, breadcrumb, head', async () => {
    const { status, html } = await page('/urun/nym-kablo-3x25');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>NYM Kablo 3x2,5<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/urun/nym-kablo-3x25">`);
    expect(html).toContain('<meta name="description" content="TSE belgeli antigron kablo">');
    expect(html).toContain('<meta property="og:type" content="product">');
    const body = text(html);
    // 520 and 1000 plus 20 % KDV
    expect(body).toContain('₺624,00 - ₺1.200,00 / metre, KDV dahil');
    expect(body).toContain('Stokta var');
    expect(body).toContain(`Marka ${brand}`);
    expect(body).toContain('NYM-325-50 50 m ₺624,00 Stokta yok');
    expect(body).toContain('NYM-325-100 100 m ₺1.200,00 10 metre');
    expect(body).toMatch(/Anasayfa › Ürünler › Kablolar › Enerji Kabloları › NYM Kablo 3x2,5/);
  });

  it('states the live price and availability in JSON-LD, after an admin change and a sale, without a rebuild', async () => {
    const buildId = server.ctx.site.current()!.id;
    const before = ofType((await page('/urun/nym-kablo-3x25')).html, 'Product');
    expect(before).toMatchObject({
      name: 'NYM Kablo 3x2,5',
      sku: 'NYM-325',
      brand: { '@type': 'Brand', name: brand },
      url: `${SITE}/urun/nym-kablo-3x25`,
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '624.00',
        highPrice: '1200.00',
        offerCount: 2,
        priceCurrency: 'TRY',
        availability: 'https://schema.org/InStock',
      },
    });
    // The admin drops the 50 m variant and reprices the other.
    const [hundred] = product.variants;
    const res = await save('PUT', `/api/admin/products/${product.id}`, {
      ...fields,
      categories: JSON.stringify([childId]),
      variants: JSON.stringify([{ ...hundred, price: '900.00' }]),
    });
    expect(res.status).toBe(200);
    const offer = ofType((await page('/urun/nym-kablo-3x25')).html, 'Product').offers;
    expect(offer).toEqual({
      '@type': 'Offer',
      price: '1080.00',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
      url: `${SITE}/urun/nym-kablo-3x25`,
    });
    // A sale takes the last ten metres: a stock-only write, which moves no catalogue version.
    await db.sql`UPDATE product_variants SET stock_quantity = 0 WHERE id = ${hundred!.id}`;
    await server.settled();
    const sold = await page('/urun/nym-kablo-3x25');
    expect(ofType(sold.html, 'Product').offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(text(sold.html)).toContain('Stokta yok');
    await db.sql`UPDATE product_variants SET stock_quantity = 7 WHERE id = ${hundred!.id}`;
    await server.settled();
    const restocked = await page('/urun/nym-kablo-3x25');
    expect(ofType(restocked.html, 'Product').offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(text(restocked.html)).toContain('₺1.080,00 7 metre');
    expect(server.ctx.site.current()!.id).toBe(buildId);
  });

  it("sends a page's first rendering gzipped when asked, as its later answers", async () => {
    // A stock-only write moves the page's key: each request below renders the page anew.
    const renderedAnew = async (encoding: string) => {
      await db.sql`UPDATE product_variants SET stock_quantity = stock_quantity + 1 WHERE product_id = ${product.id}`;
      await server.settled();
      return fetch(`${server.url}/urun/nym-kablo-3x25`, { headers: { 'accept-encoding': encoding } });
    };
    const zipped = await renderedAnew('gzip, deflate');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await zipped.text()).toContain('NYM Kablo 3x2,5</h1>');
    const plain = await renderedAnew('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('NYM Kablo 3x2,5</h1>');
    await db.sql`UPDATE product_variants SET stock_quantity = stock_quantity - 2 WHERE product_id = ${product.id}`;
    await server.settled();
  });

  it('states the breadcrumb in JSON-LD', async () => {
    expect(ofType((await page('/urun/nym-kablo-3x25')).html, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Anasayfa', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Ürünler', item: `${SITE}/urunler` },
      { '@type': 'ListItem', position: 3, name: 'Kablolar', item: `${SITE}/kategori/kablolar` },
      { '@type': 'ListItem', position: 4, name: 'Enerji Kabloları', item: `${SITE}/kategori/enerji-kablolari` },
      { '@type': 'ListItem', position: 5, name: 'NYM Kablo 3x2,5', item: `${SITE}/urun/nym-kablo-3x25` },
    ]);
  });

  it('matches the address case-insensitively and with a trailing slash', async () => {
    const { status, html } = await page('/URUN/NYM-Kablo-3x25/');
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/urun/nym-kablo-3x25">`);
  });

  it('answers an unknown product with the 404 page', async () => {
    const { status, html } = await page('/urun/boyle-bir-urun-yok');
    expect(status).toBe(404);
    expect(html).toContain('404 Page Not Found');
  });

  // Issue 45: these answered 500 with a stack trace in the log (Astro's page without its data).
  it.each([
    '/urun/%2e%2e%2fadmin',
    '/urun/a%0d%0aSet-Cookie:%20x=1',
    '/kategori/..%2fadmin',
    '/kategori/kablolar%00',
    '/urun/%C3%BCr%C3%BCn',
    '/urun/a/b',
    '/urun/%zz',
    '/siparis/%2e%2e%2fadmin',
    '/liste/a%0d%0ab',
  ])('answers %s, outside the slug alphabet, with the 404 page and logs no error', async (path) => {
    const logged = vi.spyOn(server.ctx.log, 'error');
    const printed = vi.spyOn(console, 'error');
    try {
      const { status, body } = await rawGet(server.url + path);
      expect(status).toBe(404);
      expect(body).toContain('404 Page Not Found');
      expect(logged).not.toHaveBeenCalled();
      expect(printed).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      printed.mockRestore();
    }
  });

  it('answers a former slug with a 301 to the new one, and the new one with the page', async () => {
    const res = await save('PUT', `/api/admin/products/${product.id}`, {
      ...fields,
      slug: 'nym-kablo-3x2-5-mm',
      categories: JSON.stringify([childId]),
    });
    expect(res.status).toBe(200);
    const old = await page('/urun/nym-kablo-3x25');
    expect(old.status).toBe(301);
    expect(old.location).toBe('/urun/nym-kablo-3x2-5-mm');
    expect((await page('/urun/nym-kablo-3x2-5-mm')).status).toBe(200);
  });

  it('answers an inactive product, and its former slug, with 404', async () => {
    await db.sql`UPDATE products SET is_active = false WHERE id = ${product.id}`;
    await server.settled();
    expect((await page('/urun/nym-kablo-3x2-5-mm')).status).toBe(404);
    expect((await page('/urun/nym-kablo-3x25')).status).toBe(404);
    await db.sql`UPDATE products SET is_active = true WHERE id = ${product.id}`;
    await server.settled();
    expect((await page('/urun/nym-kablo-3x2-5-mm')).status).toBe(200);
  });

  it('renders a category page: name, description, breadcrumb in HTML and JSON-LD, its first page of products', async () => {
    const { status, html } = await page('/kategori/kablolar');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Kablolar<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/kategori/kablolar">`);
    const body = text(html);
    expect(body).toContain('Enerji ve data kabloları');
    expect(body).toContain('Anasayfa › Ürünler › Kablolar');
    // The product of its sub-category, in the market's server-rendered first page, linking to its page.
    expect(html).toContain('href="/urun/nym-kablo-3x2-5-mm"');
    expect(html).toContain('href="/kategori/enerji-kablolari"');
    expect(ofType(html, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Anasayfa', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Ürünler', item: `${SITE}/urunler` },
      { '@type': 'ListItem', position: 3, name: 'Kablolar', item: `${SITE}/kategori/kablolar` },
    ]);
    const child = await page('/kategori/enerji-kablolari');
    expect(child.status).toBe(200);
    expect(text(child.html)).toContain('Anasayfa › Ürünler › Kablolar › Enerji Kabloları');
    expect((await page('/kategori/boyle-bir-kategori-yok')).status).toBe(404);
  });

  it('shows a category renamed by the admin at once', async () => {
    await db.sql`UPDATE categories SET name = 'Kablo ve İletkenler' WHERE id = ${topId}`;
    await server.settled();
    expect((await page('/kategori/kablolar')).html).toMatch(/<h1[^>]*>Kablo ve İletkenler<\/h1>/);
    expect(text((await page('/urun/nym-kablo-3x2-5-mm')).html)).toContain('Kablo ve İletkenler › Enerji Kabloları');
  });
});
