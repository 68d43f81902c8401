import type postgres from 'postgres';
import type { Sql } from '#db/connection.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';
import { categoryEntriesWhereClause, orderClause, whereClause } from './product-filters.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/**
 * How one listing finds its page: `pageIds` (an int[] of the page's product ids in order) and
 * `total` (the count of every match), both read in the statement that reads the cards. A plan
 * that collects its matches once names them `matches`, a materialised CTE the two share.
 */
export interface ListingPlan {
  name: 'unfilteredMarket' | 'categoryEntriesInOrder' | 'productsInOrder' | 'categoryMatches' | 'productMatches';
  matches?: Fragment;
  pageIds: Fragment;
  total: Fragment;
}

/**
 * The plan for a parsed listing query. Search, category and brand filters keep few rows but
 * correlate with the name (names start with the brand and the kind), which fools the planner
 * into walking a sort index through most of the table: their matches are collected once, then
 * sorted for the page and counted. Two exceptions are handed over in order from an index that
 * holds only their own rows: one category without search sorted by name or price (its listing
 * entries), and one brand sorted by name (the (brand, name_sort, id) index, read as the
 * products in order). With no filter at all, the unfiltered market's kept plan answers.
 */
export function chooseListingPlan(sql: Sql, q: ProductQuery): ListingPlan {
  const search = q.search !== '';
  const categories = q.categoryIds.length;
  const brands = q.brands.length;
  // Attribute filters (issue 47) ride with price and flags: a condition on the rows read in order.
  const priceOrFlags =
    q.minPrice !== undefined ||
    q.maxPrice !== undefined ||
    q.inStockOnly ||
    q.featuredOnly ||
    Object.keys(q.attributes).length > 0;
  if (!search && !categories && !brands && !priceOrFlags) return unfilteredMarketPlan(sql, q);
  if (categories === 1 && !search && (q.sortBy === 'name' || q.sortBy === 'price')) {
    return categoryEntriesInOrderPlan(sql, q);
  }
  const oneBrandByName = brands === 1 && q.sortBy === 'name' && !search && !categories;
  if (oneBrandByName || (!search && !categories && !brands)) return productsInOrderPlan(sql, q);
  if (categories && !search) return categoryMatchesPlan(sql, q);
  return productMatchesPlan(sql, q);
}

const windowOf = (sql: Sql, q: ProductQuery) => sql`LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;

/**
 * The unfiltered market (any sort, any page): its ids from `market_page_ids()`, a function whose
 * plan is kept (migration 0125), since only the page's size and offset vary and they never change
 * the plan; its total is the listed product count its writers keep (migration 0090).
 */
export function unfilteredMarketPlan(sql: Sql, q: ProductQuery): ListingPlan {
  return {
    name: 'unfilteredMarket',
    pageIds: sql`market_page_ids(${q.sortBy}, ${q.pageSize}, ${(q.page - 1) * q.pageSize})`,
    total: sql`(SELECT products FROM listed_product_count)`,
  };
}

/** One category without search, by name or price: its listing entries (migrations 0120, 0121) read in order. */
export function categoryEntriesInOrderPlan(sql: Sql, q: ProductQuery): ListingPlan {
  const where = categoryEntriesWhereClause(sql, q);
  return {
    name: 'categoryEntriesInOrder',
    pageIds: sql`ARRAY(SELECT p.product_id FROM listing_category_entries p WHERE ${where}
      ORDER BY ${orderClause(sql, q.sortBy, sql`p.product_id`)} ${windowOf(sql, q)})`,
    total: sql`(SELECT count(*)::int FROM listing_category_entries p WHERE ${where})`,
  };
}

/**
 * Only price, stock or featured filters, or one brand by name: the products read in the sort's
 * order (the indexes of migration 0004, and (brand, name_sort, id) for the brand).
 */
export function productsInOrderPlan(sql: Sql, q: ProductQuery): ListingPlan {
  const where = whereClause(sql, q);
  return {
    name: 'productsInOrder',
    pageIds: sql`ARRAY(SELECT p.id FROM products p WHERE ${where} ORDER BY ${orderClause(sql, q.sortBy)} ${windowOf(sql, q)})`,
    total: sql`(SELECT count(*)::int FROM products p WHERE ${where})`,
  };
}

const sortColumns = (sql: Sql) => sql`p.name_sort, p.effective_price, p.is_featured, p.created_at`;

/**
 * Categories without search (several, or one in another sort): their matches collected from
 * the listing entries (migration 0120); a product under two chosen categories has two entries,
 * listed once.
 */
export function categoryMatchesPlan(sql: Sql, q: ProductQuery): ListingPlan {
  const distinct = q.categoryIds.length > 1 ? sql`DISTINCT` : sql``;
  return collectedMatches(
    'categoryMatches',
    sql,
    q,
    sql`SELECT ${distinct} p.product_id AS id, ${sortColumns(sql)}
        FROM listing_category_entries p WHERE ${categoryEntriesWhereClause(sql, q)}`,
  );
}

/** A search (with or without categories), or brands: their matches collected from the products. */
export function productMatchesPlan(sql: Sql, q: ProductQuery): ListingPlan {
  return collectedMatches(
    'productMatches',
    sql,
    q,
    sql`SELECT p.id, ${sortColumns(sql)} FROM products p WHERE ${whereClause(sql, q)}`,
  );
}

function collectedMatches(name: ListingPlan['name'], sql: Sql, q: ProductQuery, matches: Fragment): ListingPlan {
  return {
    name,
    matches,
    pageIds: sql`ARRAY(SELECT p.id FROM matches p ORDER BY ${orderClause(sql, q.sortBy)} ${windowOf(sql, q)})`,
    total: sql`(SELECT count(*)::int FROM matches)`,
  };
}
