import type postgres from 'postgres';
import type { Sql } from '#db/connection.ts';
import type { SortBy } from '#api/schemas/products.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';
import { attributeCondition } from './attribute-filters.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/** Search words as the fold in SQL sees them: split on spaces, stray punctuation trimmed, LIKE signs escaped. */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length > 0)
    .slice(0, 10)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
}

/**
 * The WHERE clause of a listing (products aliased `p`). Only active products; a chosen
 * category takes in its sub-categories through the listing categories (migration 0092); price
 * and stock use the derived columns of migration 0004.
 */
export function whereClause(sql: Sql, q: ProductQuery): Fragment {
  const conditions: Fragment[] = [sql`p.is_active`];
  for (const word of searchWords(q.search)) {
    conditions.push(sql`p.search_text LIKE '%' || shop_search_fold(${word}) || '%'`);
  }
  if (q.categoryIds.length) {
    conditions.push(sql`p.listing_categories && ${q.categoryIds}::int[]`);
  }
  conditions.push(...carriedConditions(sql, q));
  if (q.inStockOnly) conditions.push(sql`p.in_stock`);
  const attributes = attributeCondition(sql, q, sql`p.id`);
  if (attributes) conditions.push(attributes);
  return conditions.reduce((all, next) => sql`${all} AND ${next}`);
}

/**
 * The WHERE clause of a category listing without search, over the listing category entries
 * (migration 0120, aliased `p`): the same filters, with the stock read from the product.
 */
export function categoryEntriesWhereClause(sql: Sql, q: ProductQuery): Fragment {
  // A single category as plain equality lets the planner walk the entries in (category, order) order.
  const category =
    q.categoryIds.length === 1
      ? sql`p.category_id = ${q.categoryIds[0]!}`
      : sql`p.category_id = ANY(${q.categoryIds}::int[])`;
  const conditions: Fragment[] = [category, ...carriedConditions(sql, q)];
  if (q.inStockOnly) conditions.push(sql`EXISTS (SELECT 1 FROM products s WHERE s.id = p.product_id AND s.in_stock)`);
  const attributes = attributeCondition(sql, q, sql`p.product_id`);
  if (attributes) conditions.push(attributes);
  return conditions.reduce((all, next) => sql`${all} AND ${next}`);
}

/** Price, brand and featured: columns both the product row and its category entries carry. */
function carriedConditions(sql: Sql, q: ProductQuery): Fragment[] {
  const conditions: Fragment[] = [];
  if (q.minPrice !== undefined) conditions.push(sql`p.effective_price >= ${q.minPrice}::numeric`);
  if (q.maxPrice !== undefined) conditions.push(sql`p.effective_price <= ${q.maxPrice}::numeric`);
  // A single brand as plain equality lets the planner walk the (brand, name_sort) index in order.
  if (q.brands.length === 1) conditions.push(sql`p.brand = ${q.brands[0]!}`);
  else if (q.brands.length) conditions.push(sql`p.brand = ANY(${q.brands}::text[])`);
  if (q.featuredOnly) conditions.push(sql`p.is_featured`);
  return conditions;
}

/**
 * ORDER BY of each sort option; every one ends on the product id (`id` names it: `p.id` on
 * products, `p.product_id` on category entries) so pages never overlap. Matches the indexes of 0004
 * and the unfiltered market's own copy in market_page_ids (migration 0125), which the catalogue
 * API tests hold to the same order.
 */
export function orderClause(sql: Sql, sortBy: SortBy, id: Fragment = sql`p.id`): Fragment {
  switch (sortBy) {
    case 'price':
      return sql`p.effective_price, ${id}`;
    case 'featured':
      return sql`p.is_featured DESC, p.name_sort, ${id}`;
    case 'created':
      return sql`p.created_at DESC, ${id} DESC`;
    default:
      return sql`p.name_sort, ${id}`;
  }
}

/**
 * The chosen categories and all their descendants, resolved once per request: inside the
 * filter the recursive walk would run again for every product row.
 */
export async function withSubcategories(sql: Sql, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await sql<{ id: number }[]>`
    WITH RECURSIVE tree AS (
      SELECT id FROM categories WHERE id = ANY(${categoryIds}::int[])
      UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
    ) SELECT id FROM tree`;
  // An unknown id still filters (to nothing) rather than being silently dropped.
  return rows.length ? rows.map((r) => r.id) : categoryIds;
}
