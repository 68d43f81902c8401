// A product's own page, read whole (the page cache, page-cache.ts, keeps it per catalogue version).
import type { Sql } from '#db/connection.ts';
import type { CategoryLink, ProductPage, ProductPageElsewhere } from '#api/schemas/catalogue-pages.ts';
import { productColumns, toProductView, type ProductRow } from '../listing/product-details.ts';
import { categoryTrail } from './category-trail.ts';
import { relatedCards } from '../relations/product-relations.ts';

export type ProductPageRead = { kind: 'page'; page: ProductPage } | ProductPageElsewhere;

/**
 * The active product at this slug with its category trail; else, when the slug is a former one
 * of an active product (migration 0140), where it moved; else missing. Slugs are lower case
 * (the table's check); the server lower-cases the path before the page asks.
 */
export async function readProductPage(sql: Sql, slug: string): Promise<ProductPageRead> {
  // The breadcrumb follows one category, a sub-category before a top-level one (the more exact).
  const firstCategory = sql`
    SELECT c.id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
    WHERE pc.product_id = p.id ORDER BY c.parent_id NULLS LAST, c.id LIMIT 1`;
  const [row] = await sql<(ProductRow & { trail: CategoryLink[] })[]>`
    SELECT ${productColumns(sql)},
      ${categoryTrail(sql, firstCategory)} AS trail
    FROM products p WHERE p.slug = ${slug} AND p.is_active`;
  if (row) {
    const product = { ...toProductView(row), related: await relatedCards(sql, row.id) };
    return { kind: 'page', page: { product, trail: row.trail } };
  }
  const [moved] = await sql<{ slug: string }[]>`
    SELECT p.slug FROM product_slug_history h JOIN products p ON p.id = h.product_id
    WHERE h.slug = ${slug} AND p.is_active`;
  return moved ? { kind: 'moved', slug: moved.slug } : { kind: 'missing' };
}
