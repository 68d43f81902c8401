import type postgres from 'postgres';
import type { Sql } from '#db/connection.ts';
import type { AttributeFilter } from '#api/schemas/products.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/** A unit's value (`u`, a row of product_attribute_units) meets one attribute filter. */
export function valueMatches(sql: Sql, filter: AttributeFilter): Fragment {
  const parts: Fragment[] = [];
  if (filter.values?.length) parts.push(sql`u.value = ANY(${filter.values}::text[])`);
  if (filter.min !== undefined) parts.push(sql`u.number >= ${filter.min}::numeric`);
  if (filter.max !== undefined) parts.push(sql`u.number <= ${filter.max}::numeric`);
  return parts.length ? parts.reduce((all, next) => sql`${all} AND ${next}`) : sql`true`;
}

/**
 * The attribute filters as one condition on a product id (issue 47): the product, or one of its
 * variants, meets every filter by itself (migration 0250's `product_attribute_units`: a variant
 * carries the product's values it does not set). Null without attribute filters. An unknown
 * code matches nothing (the facets refuse it first, listing/facets.ts).
 */
export function attributeCondition(sql: Sql, q: ProductQuery, id: Fragment): Fragment | null {
  const filters = Object.entries(q.attributes);
  if (filters.length === 0) return null;
  const each = filters.map(
    ([code, filter]) =>
      sql`(u.attribute_id = (SELECT id FROM attributes WHERE code = ${code}) AND ${valueMatches(sql, filter)})`,
  );
  return sql`${id} IN (SELECT u.product_id FROM product_attribute_units u
    WHERE ${each.reduce((all, next) => sql`${all} OR ${next}`)}
    GROUP BY u.product_id, u.unit_id HAVING count(DISTINCT u.attribute_id) = ${filters.length})`;
}
