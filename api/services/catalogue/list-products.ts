import type { Sql } from '#db/connection.ts';
import type { ProductListResponse } from '../../schemas/products.ts';
import type { ProductQuery } from '../../schemas/product-query.ts';
import { orderClause, whereClause } from './product-filters.ts';
import { productColumns, toProductView, type ProductRow } from './product-rows.ts';
import { paginationOf } from '#api/schemas/pagination.ts';

/** One page of the market: the filtered, sorted products and where the page sits in the whole. */
export async function listProducts(sql: Sql, q: ProductQuery): Promise<ProductListResponse> {
  const where = whereClause(sql, q);
  const offset = (q.page - 1) * q.pageSize;
  const order = orderClause(sql, q.sortBy);
  // Search, category and brand filters keep few rows but correlate with the name (names start
  // with the brand and the kind), which fools the planner into walking a sort index through
  // most of the table. For them the matches are collected once, then sorted for the page and counted.
  // One brand sorted by name is the exception: the (brand, name_sort, id) index hands the page over in order.
  const brandInOrder = q.brands.length === 1 && q.sortBy === 'name' && q.search === '' && q.categoryIds.length === 0;
  const selective = !brandInOrder && (q.search !== '' || q.categoryIds.length > 0 || q.brands.length > 0);
  const unfiltered =
    q.search === '' &&
    q.categoryIds.length === 0 &&
    q.brands.length === 0 &&
    q.minPrice === undefined &&
    q.maxPrice === undefined &&
    !q.inStockOnly &&
    !q.featuredOnly;
  // The page and the total in one statement (one snapshot, one round trip). The whole active
  // market's total is kept by its writers (migration 0090) rather than counted.
  const rows = selective
    ? await sql<ListedRow[]>`
        WITH matches AS MATERIALIZED (
          SELECT p.id, p.name_sort, p.effective_price, p.is_featured, p.created_at FROM products p WHERE ${where})
        SELECT ${productColumns(sql, 'active')}, (SELECT count(*)::int FROM matches) AS total_count
        FROM (SELECT p.id FROM matches p ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset}) page
        JOIN products p ON p.id = page.id
        ORDER BY ${order}`
    : await sql<ListedRow[]>`
        SELECT ${productColumns(sql, 'active')}, ${
          unfiltered
            ? sql`(SELECT products FROM listed_product_count)`
            : sql`(SELECT count(*)::int FROM products p WHERE ${where})`
        } AS total_count
        FROM (SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset}) page
        JOIN products p ON p.id = page.id
        ORDER BY ${order}`;
  // An empty page carries no total: on the first page there is none; past the last, count apart.
  const totalCount =
    rows[0]?.total_count ??
    (q.page === 1
      ? 0
      : (await sql<{ total: number }[]>`SELECT count(*)::int AS total FROM products p WHERE ${where}`)[0]!.total);
  const totalPages = Math.ceil(totalCount / q.pageSize);
  return {
    products: rows.map(toProductView),
    pagination: paginationOf(q.page, q.pageSize, totalCount, totalPages),
  };
}

type ListedRow = ProductRow & { total_count: number };
