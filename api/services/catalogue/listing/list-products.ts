import type { Sql } from '#db/connection.ts';
import type { ProductListResponse } from '#api/schemas/products.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';
import { paginationOf } from '#api/schemas/pagination.ts';
import { whereClause } from './product-filters.ts';
import { chooseListingPlan } from './query-plans.ts';
import { cardWithStock, type CardStock } from './live-stock.ts';
import { listingFacets } from './facets.ts';

/**
 * One page of the market: the filtered, sorted products and where the page sits in the whole.
 * The plan the filters choose (query-plans.ts) names the page's ids and the total; the page is
 * those ids' stored cards (migration 0117, `listing_cards()`) with their stock, all in one
 * statement, so one snapshot.
 */
export async function listProducts(sql: Sql, q: ProductQuery): Promise<ProductListResponse> {
  // First: it refuses unknown attribute codes before anything is read.
  const facets = await listingFacets(sql, q);
  const plan = chooseListingPlan(sql, q);
  const rows = await sql<(CardStock & { total_count: number })[]>`
    ${plan.matches ? sql`WITH matches AS MATERIALIZED (${plan.matches})` : sql``}
    SELECT l.card, l.stock_quantity, l.in_stock, l.variant_stock, ${plan.total} AS total_count
    FROM listing_cards(${plan.pageIds}) l
    ORDER BY l.page_position`;
  // An empty page carries no total: on the first page there is none; past the last, count apart.
  const totalCount =
    rows[0]?.total_count ??
    (q.page === 1
      ? 0
      : (await sql<{ total: number }[]>`SELECT count(*)::int AS total FROM products p WHERE ${whereClause(sql, q)}`)[0]!
          .total);
  return {
    products: rows.map(cardWithStock),
    pagination: paginationOf(q.page, q.pageSize, totalCount, Math.ceil(totalCount / q.pageSize)),
    facets,
  };
}
