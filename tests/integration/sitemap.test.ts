import { beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { insertFixtureCatalogue, type Fixture } from './catalogue-fixture.ts';
import { INDEXED_PAGES } from '#api/shared/indexed-pages.ts';
import { sitemapEntries } from '#api/services/catalogue/sitemap/sitemap-entries.ts';
import { sitemapFiles } from '#api/services/catalogue/sitemap/sitemap-xml.ts';

const backends = runsOn('pglite');

const parser = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: false,
  isArray: (n) => n === 'url' || n === 'sitemap',
});
type Url = { loc: string; lastmod: string };
const W3C = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;

// /sitemap.xml made from the catalogue on demand: counted against the tables, fresh after an edit.
describe.each(backends)('sitemap (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let fx: Fixture;
  const get = (path: string) => fetch(`${shop.server.url}${path}`);
  const abs = (path: string) => new URL(path, shop.server.ctx.config.siteUrl).href;
  const urls = async (path = '/sitemap.xml'): Promise<Url[]> => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    return parser.parse(await res.text()).urlset.url as Url[];
  };
  const counts = async () =>
    (
      await shop.db.sql<{ products: number; categories: number }[]>`
        SELECT (SELECT count(*)::int FROM products WHERE is_active) AS products, (SELECT count(*)::int FROM categories) AS categories`
    )[0]!;

  beforeAll(async () => {
    fx = await insertFixtureCatalogue(shop.db.sql);
  });

  it('lists the content pages, every category and every active product, each with its lastmod', async () => {
    const list = await urls();
    const { products, categories } = await counts();
    expect(list).toHaveLength(INDEXED_PAGES.length + categories + products);
    for (const u of list) expect(u.lastmod).toMatch(W3C);
    const locs = list.map((u) => u.loc);
    for (const page of INDEXED_PAGES) expect(locs).toContain(abs(page));
    const slugs = await shop.db.sql<{ slug: string; is_active: boolean }[]>`SELECT slug, is_active FROM products`;
    for (const p of slugs) expect(locs.includes(abs(`/urun/${p.slug}`))).toBe(p.is_active);
    for (const c of await shop.db.sql<{ slug: string }[]>`SELECT slug FROM categories`)
      expect(locs).toContain(abs(`/kategori/${c.slug}`));
    expect(locs.some((l) => l.includes('/admin') || l.includes('/checkout'))).toBe(false);
    const [a] = await shop.db.sql<{ updated_at: Date }[]>`SELECT updated_at FROM products WHERE slug = 'urun-a'`;
    expect(new Date(list.find((u) => u.loc === abs('/urun/urun-a'))!.lastmod).getTime()).toBe(
      Math.floor(a!.updated_at.getTime() / 1000) * 1000,
    );
  });

  it('follows the catalogue without a rebuild: a new, a deactivated and an edited product show at once', async () => {
    const before = await urls();
    await shop.db.sql`INSERT INTO products (name, slug, base_price) VALUES ('Yeni Sigorta', 'yeni-sigorta', '12.00')`;
    await shop.db.sql`UPDATE products SET is_active = false WHERE id = ${fx.product.A!}`;
    const later = new Date(Date.now() + 86_400_000);
    await shop.db.sql`UPDATE products SET name = 'Işık Sensörü', updated_at = ${later} WHERE id = ${fx.product.D!}`;
    const after = await urls();
    expect(after).toHaveLength(before.length);
    const locs = after.map((u) => u.loc);
    expect(locs).toContain(abs('/urun/yeni-sigorta'));
    expect(locs).not.toContain(abs('/urun/urun-a'));
    expect(after.find((u) => u.loc === abs('/urun/urun-d'))!.lastmod.slice(0, 10)).toBe(
      later.toISOString().slice(0, 10),
    );
    // The category holding D (and its parent) date from D's change now.
    expect(after.find((u) => u.loc === abs('/kategori/sensorler'))!.lastmod.slice(0, 10)).toBe(
      later.toISOString().slice(0, 10),
    );
    expect(after.find((u) => u.loc === abs('/kategori/priz-anahtar'))!.lastmod.slice(0, 10)).toBe(
      later.toISOString().slice(0, 10),
    );
  });

  it('becomes an index of parts past the per-file limit, every address in exactly one part', async () => {
    const entries = await sitemapEntries(shop.db.sql);
    const siteUrl = shop.server.ctx.config.siteUrl;
    const files = sitemapFiles(entries, siteUrl, 4);
    const index = parser.parse(files[0]!).sitemapindex.sitemap as Url[];
    expect(index).toHaveLength(Math.ceil(entries.length / 4));
    expect(files).toHaveLength(index.length + 1);
    const listed: string[] = [];
    for (const [i, s] of index.entries()) {
      expect(s.loc).toBe(new URL(`/sitemap-${i + 1}.xml`, siteUrl).href);
      expect(s.lastmod).toMatch(W3C);
      const part = parser.parse(files[i + 1]!).urlset.url as Url[];
      expect(part.length).toBeLessThanOrEqual(4);
      listed.push(...part.map((u) => u.loc));
    }
    expect(listed).toEqual(entries.map((e) => new URL(e.path, siteUrl).href));
    // At the limit or under it, one urlset.
    expect(parser.parse(sitemapFiles(entries, siteUrl, entries.length)[0]!).urlset.url).toHaveLength(entries.length);
    // Under the protocol's limit the server answers no parts.
    expect((await get('/sitemap-1.xml')).status).toBe(404);
    expect((await get('/sitemap-0.xml')).status).toBe(404);
  });

  it('is found case-insensitively', async () => {
    expect(await (await get('/Sitemap.XML')).text()).toBe(await (await get('/sitemap.xml')).text());
  });
});
