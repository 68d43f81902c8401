import type { Sql } from '#db/connection.ts';
import { INDEXED_PAGES } from '#api/shared/indexed-pages.ts';
import { categoryPath, productPath } from '#api/shared/catalogue-paths.ts';

/** One address of the sitemap: a path of the site and its last change. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/**
 * The content pages (their last edit, else the published build's time), every category page
 * (its own creation or the last change of an active product in it or below it) and every active
 * product's page (its last edit), in that order.
 */
export async function sitemapEntries(sql: Sql): Promise<SitemapEntry[]> {
  const [pages, categories, products] = await Promise.all([
    sql<{ slug: string; updated_at: Date }[]>`SELECT slug, updated_at FROM pages`,
    sql<{ slug: string; lastmod: Date }[]>`
      SELECT c.slug, greatest(c.created_at, max(p.updated_at)) AS lastmod
      FROM categories c LEFT JOIN products p ON p.is_active AND p.listing_categories @> ARRAY[c.id]
      GROUP BY c.id ORDER BY c.id`,
    sql<{ slug: string; updated_at: Date }[]>`SELECT slug, updated_at FROM products WHERE is_active ORDER BY id`,
  ]);
  const [build] = await sql<{ built_at: Date }[]>`
    SELECT b.built_at FROM site_publish sp JOIN site_builds b ON b.id = sp.current_build_id`;
  const published = build?.built_at ?? new Date();
  const edited = new Map(pages.map((p) => [`/${p.slug}`, p.updated_at]));
  return [
    ...INDEXED_PAGES.map((path) => ({ path, lastmod: edited.get(path) ?? published })),
    ...categories.map((c) => ({ path: categoryPath(c.slug), lastmod: c.lastmod })),
    ...products.map((p) => ({ path: productPath(p.slug), lastmod: p.updated_at })),
  ];
}

/** What the cached sitemap follows: the catalogue version and the published build (content edits republish). */
export async function sitemapKey(sql: Sql): Promise<string> {
  const [row] = await sql<{ key: string }[]>`
    SELECT (SELECT version::text FROM catalogue_version) || ':' ||
      coalesce((SELECT current_build_id FROM site_publish), '') AS key`;
  return row!.key;
}
