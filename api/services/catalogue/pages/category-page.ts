// A category's own page: the category, its place in the tree, and what the market's first page
// of it would list (read through the listing cache, so it is the very answer the island asks for).
import { createHash } from 'node:crypto';
import type { Sql } from '#db/connection.ts';
import { DEFAULT_QUERY, type ProductListResponse } from '#api/schemas/products.ts';
import type { CategoryLink, CategoryPage } from '#api/schemas/catalogue-pages.ts';
import type { ListingBody, ListingCache } from '../listing/listing-cache.ts';
import { categoryTrail } from './category-trail.ts';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  trail: CategoryLink[];
  children: CategoryLink[];
}

/** The category at this slug with its ancestors and sub-categories (in menu order), or null. */
export async function readCategory(sql: Sql, slug: string): Promise<Omit<CategoryPage, 'listing'> | null> {
  const [row] = await sql<CategoryRow[]>`
    SELECT c.id, c.name, c.slug, c.description,
      ${categoryTrail(sql, sql`c.parent_id`)} AS trail,
      coalesce((SELECT json_agg(json_build_object('name', k.name, 'slug', k.slug)
          ORDER BY k.sort_order, shop_sort_key(k.name) COLLATE "C", k.id)
        FROM categories k WHERE k.parent_id = c.id), '[]') AS children
    FROM categories c WHERE c.slug = ${slug}`;
  if (!row) return null;
  const { trail, children, ...category } = row;
  return { category, trail, children };
}

/** The market's first page of one category, the query the island starts from on that page. */
export const categoryQuery = (categoryId: number) => ({ ...DEFAULT_QUERY, categoryIds: [categoryId] });

const parsed = new WeakMap<ListingBody, { answer: ProductListResponse; digest: string }>();

/**
 * That first page as the listing cache answers it (with live stock), read, and a digest of it
 * (its stock is in the page's HTML key). The cache answers the same body while nothing it shows
 * changed, so each body is parsed and digested once.
 */
export async function categoryListing(sql: Sql, listing: ListingCache, categoryId: number) {
  const body = await listing.listing(sql, categoryQuery(categoryId));
  let read = parsed.get(body);
  if (!read) {
    read = {
      answer: JSON.parse(body.json) as ProductListResponse,
      digest: createHash('sha1').update(body.json).digest('base64url'),
    };
    parsed.set(body, read);
  }
  return { version: body.version, ...read };
}
