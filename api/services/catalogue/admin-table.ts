import type postgres from 'postgres';
import type { Sql, Db } from '#db/connection.ts';
import {
  ADMIN_TABLE_PAGE_SIZE,
  DEFAULT_LOW_STOCK,
  LOW_STOCK_KEY,
  type ProductTablePage,
  type ProductTableRow,
  type TableFilter,
  type TableQuery,
  type TableSort,
} from '../../schemas/admin-product-table.ts';
import { searchWords, withSubcategories } from './listing/product-filters.ts';
import { paginationOf } from '../../schemas/pagination.ts';
import { MAX_DB_INT } from '../../schemas/ids.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/**
 * The products and their stock summary (`s`): active variants' stock together, else the
 * product's. The sum of figures that each fit an integer may not: it is capped at the largest.
 */
export function tableSource(sql: Db): Fragment {
  return sql`products p LEFT JOIN LATERAL (
      SELECT count(*)::int AS variant_count,
        LEAST(coalesce(sum(v.stock_quantity) FILTER (WHERE v.is_active), 0), ${MAX_DB_INT})::int AS variant_stock
      FROM product_variants v WHERE v.product_id = p.id) s ON true`;
}

const totalStock = (sql: Sql) => sql`(CASE WHEN s.variant_count > 0 THEN s.variant_stock ELSE p.stock_quantity END)`;

export async function lowStockThreshold(sql: Sql): Promise<number> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = ${LOW_STOCK_KEY}`;
  const n = Number(row?.value);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_LOW_STOCK;
}

/**
 * The WHERE clause of the admin table over `tableSource`: the market's Turkish search
 * (İ/ı folded, partial words) plus the brand, category (with sub-categories), stock state and active filters.
 */
// Answered in an object: an async function returning a query fragment would run it (fragments are thenable).
export async function tableWhere(sql: Sql, f: TableFilter, lowStock: number): Promise<{ clause: Fragment }> {
  const conditions: Fragment[] = [sql`true`];
  for (const word of searchWords(f.search)) {
    conditions.push(
      sql`(p.search_text || ' ' || shop_search_fold(coalesce(p.brand, ''))) LIKE '%' || shop_search_fold(${word}) || '%'`,
    );
  }
  if (f.categoryId !== undefined) {
    const ids = await withSubcategories(sql, [f.categoryId]);
    conditions.push(
      sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY(${ids}::int[]))`,
    );
  }
  if (f.brand) conditions.push(sql`p.brand = ${f.brand}`);
  if (f.active !== undefined) conditions.push(sql`p.is_active = ${f.active}`);
  if (f.stock === 'out') conditions.push(sql`${totalStock(sql)} = 0`);
  if (f.stock === 'low') conditions.push(sql`${totalStock(sql)} BETWEEN 1 AND ${lowStock}`);
  if (f.stock === 'in') conditions.push(sql`${totalStock(sql)} > ${lowStock}`);
  return { clause: conditions.reduce((all, next) => sql`${all} AND ${next}`) };
}

function orderBy(sql: Sql, sort: TableSort, dir: 'asc' | 'desc'): Fragment {
  const d = dir === 'desc' ? sql`DESC` : sql`ASC`;
  const column = {
    name: sql`p.name_sort`,
    sku: sql`p.sku`,
    brand: sql`shop_sort_key(coalesce(p.brand, '')) COLLATE "C"`,
    price: sql`p.effective_price`,
    stock: totalStock(sql),
    vat: sql`p.vat_rate`,
    active: sql`p.is_active`,
    created: sql`p.created_at`,
  }[sort];
  return sql`${column} ${d} NULLS LAST, p.id ${d}`;
}

/** One page (50 rows) of the admin product table with the counts for its page numbers. */
export async function listProductTable(sql: Sql, q: TableQuery): Promise<ProductTablePage> {
  const lowStock = await lowStockThreshold(sql);
  const { clause: where } = await tableWhere(sql, q, lowStock);
  const [counted] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM ${tableSource(sql)} WHERE ${where}`;
  const totalCount = counted!.n;
  const totalPages = Math.max(1, Math.ceil(totalCount / ADMIN_TABLE_PAGE_SIZE));
  const page = Math.min(q.page, totalPages);
  const rows = await sql<ProductTableRow[]>`
    SELECT p.id, p.name, p.sku, p.brand, p.effective_price::text AS price, ${totalStock(sql)} AS stock, p.vat_rate AS "vatRate",
      p.is_active AS active, s.variant_count AS "variantCount",
      (SELECT CASE WHEN bool_or(l.error IS NOT NULL) THEN 'error' WHEN bool_or(l.listed) THEN 'listed' END
        FROM channel_listings l WHERE l.product_id = p.id AND l.channel = 'trendyol') AS trendyol,
      (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image,
      coalesce((SELECT array_agg(c.name ORDER BY c.name) FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = p.id), '{}') AS categories
    FROM ${tableSource(sql)} WHERE ${where}
    ORDER BY ${orderBy(sql, q.sort, q.dir)}
    LIMIT ${ADMIN_TABLE_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_TABLE_PAGE_SIZE}`;
  return {
    rows,
    pagination: paginationOf(page, ADMIN_TABLE_PAGE_SIZE, totalCount, totalPages),
    lowStockThreshold: lowStock,
  };
}
