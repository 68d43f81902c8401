import type { Sql } from '#db/connection.ts';
import type { ProductListResponse } from '../../schemas/products.ts';
import type { ProductQuery } from '../../schemas/product-query.ts';
import { orderClause, whereClause, withSubcategories } from './product-filters.ts';
import { productColumns, toProductView, type ProductRow } from './product-rows.ts';

/** One page of the market: the filtered, sorted products and where the page sits in the whole. */
export async function listProducts(sql: Sql, query: ProductQuery): Promise<ProductListResponse> {
  const q = { ...query, categoryIds: await withSubcategories(sql, query.categoryIds) };
  const where = whereClause(sql, q);
  const offset = (q.page - 1) * q.pageSize;
  const order = orderClause(sql, q.sortBy);
  // Search, category and brand filters keep few rows but correlate with the name (names start
  // with the brand and the kind), which fools the planner into walking a sort index through
  // most of the table. For them the matches are collected first, then sorted.
  // One brand sorted by name is the exception: the (brand, name_sort, id) index hands the page over in order.
  const brandInOrder = q.brands.length === 1 && q.sortBy === 'name' && q.search === '' && q.categoryIds.length === 0;
  const selective = !brandInOrder && (q.search !== '' || q.categoryIds.length > 0 || q.brands.length > 0);
  const page = selective
    ? sql`WITH matches AS MATERIALIZED (
            SELECT p.id, p.name_sort, p.effective_price, p.is_featured, p.created_at FROM products p WHERE ${where})
          SELECT p.id FROM matches p ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset}`
    : sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset}`;
  const [rows, [count]] = await Promise.all([
    sql<ProductRow[]>`
      SELECT ${productColumns(sql, 'active')}
      FROM (${page}) page JOIN products p ON p.id = page.id
      ORDER BY ${order}`,
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
  ]);
  const totalCount = count!.total;
  const totalPages = Math.ceil(totalCount / q.pageSize);
  return {
    products: rows.map(toProductView),
    pagination: {
      page: q.page,
      pageSize: q.pageSize,
      totalCount,
      totalPages,
      hasPrev: q.page > 1,
      hasNext: q.page < totalPages,
    },
  };
}
