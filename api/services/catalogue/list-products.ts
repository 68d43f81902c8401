import type { Sql } from '../../../db/connection.ts';
import type { ProductListResponse, ProductQuery } from '../../schemas/products.ts';
import { orderClause, whereClause } from './product-filters.ts';
import { productColumns, toProductView, type ProductRow } from './product-rows.ts';

/** One page of the market: the filtered, sorted products and where the page sits in the whole. */
export async function listProducts(sql: Sql, q: ProductQuery): Promise<ProductListResponse> {
  const where = whereClause(sql, q);
  const offset = (q.page - 1) * q.pageSize;
  const [rows, [count]] = await Promise.all([
    sql<ProductRow[]>`
      SELECT ${productColumns(sql, 'active')}
      FROM (SELECT p.id FROM products p WHERE ${where} ORDER BY ${orderClause(sql, q.sortBy)}
            LIMIT ${q.pageSize} OFFSET ${offset}) page
      JOIN products p ON p.id = page.id
      ORDER BY ${orderClause(sql, q.sortBy)}`,
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
