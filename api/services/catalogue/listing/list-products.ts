import type { Sql } from '#db/connection.ts';
import type { ProductListResponse, ProductView } from '#api/schemas/products.ts';
import type { ProductQuery } from '#api/schemas/product-query.ts';
import { categoryEntriesWhereClause, orderClause, whereClause } from './product-filters.ts';
import { paginationOf } from '#api/schemas/pagination.ts';

/**
 * One page of the market: the filtered, sorted products and where the page sits in the whole.
 * The page is its products' stored cards (migration 0117) with the total: one statement, one snapshot.
 */
export async function listProducts(sql: Sql, q: ProductQuery): Promise<ProductListResponse> {
  const where = whereClause(sql, q);
  const offset = (q.page - 1) * q.pageSize;
  const order = orderClause(sql, q.sortBy);
  // Search, category and brand filters keep few rows but correlate with the name (names start
  // with the brand and the kind), which fools the planner into walking a sort index through
  // most of the table. For them the matches are collected once, then sorted for the page and counted.
  // Two exceptions hand the page over in order from an index that holds only their own rows:
  // one brand sorted by name ((brand, name_sort, id) on products), and one category without
  // search sorted by name or price (its listing entries, migrations 0120 and 0121).
  const brandInOrder = q.brands.length === 1 && q.sortBy === 'name' && q.search === '' && q.categoryIds.length === 0;
  const categoryInOrder =
    q.categoryIds.length === 1 && q.search === '' && (q.sortBy === 'name' || q.sortBy === 'price');
  const selective =
    !brandInOrder && !categoryInOrder && (q.search !== '' || q.categoryIds.length > 0 || q.brands.length > 0);
  const unfiltered =
    q.search === '' &&
    q.categoryIds.length === 0 &&
    q.brands.length === 0 &&
    q.minPrice === undefined &&
    q.maxPrice === undefined &&
    !q.inStockOnly &&
    !q.featuredOnly;
  const sortColumns = sql`p.name_sort, p.effective_price, p.is_featured, p.created_at`;
  // Without search, a category's matches come from its listing entries (migration 0120); a
  // product under two chosen categories has two entries, listed once.
  const entriesWhere = q.categoryIds.length > 0 && q.search === '' ? categoryEntriesWhereClause(sql, q) : null;
  const matches = entriesWhere
    ? sql`SELECT ${q.categoryIds.length > 1 ? sql`DISTINCT` : sql``} p.product_id AS id, ${sortColumns}
          FROM listing_category_entries p WHERE ${entriesWhere}`
    : sql`SELECT p.id, ${sortColumns} FROM products p WHERE ${where}`;
  const window = sql`LIMIT ${q.pageSize} OFFSET ${offset}`;
  // The page's ids as an array. The unfiltered market's come from a function whose plan is
  // kept (migration 0125): only the page's size and offset vary, and they never change the plan.
  const page = unfiltered
    ? sql`market_page_ids(${q.sortBy}, ${q.pageSize}, ${offset})`
    : sql`ARRAY(${
        selective
          ? sql`SELECT p.id FROM matches p ORDER BY ${order} ${window}`
          : categoryInOrder
            ? sql`SELECT p.product_id FROM listing_category_entries p WHERE ${entriesWhere!}
                  ORDER BY ${orderClause(sql, q.sortBy, sql`p.product_id`)} ${window}`
            : sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} ${window}`
      })`;
  // The whole active market's total is kept by its writers (migration 0090) rather than counted.
  const total = selective
    ? sql`(SELECT count(*)::int FROM matches)`
    : categoryInOrder
      ? sql`(SELECT count(*)::int FROM listing_category_entries p WHERE ${entriesWhere!})`
      : unfiltered
        ? sql`(SELECT products FROM listed_product_count)`
        : sql`(SELECT count(*)::int FROM products p WHERE ${where})`;
  const rows = await sql<CardRow[]>`
    ${selective ? sql`WITH matches AS MATERIALIZED (${matches})` : sql``}
    SELECT l.card, l.stock_quantity, l.in_stock, l.variant_stock, ${total} AS total_count
    FROM listing_cards(${page}) l
    ORDER BY l.page_position`;
  // An empty page carries no total: on the first page there is none; past the last, count apart.
  const totalCount =
    rows[0]?.total_count ??
    (q.page === 1
      ? 0
      : (await sql<{ total: number }[]>`SELECT count(*)::int AS total FROM products p WHERE ${where}`)[0]!.total);
  return {
    products: rows.map(listedProduct),
    pagination: paginationOf(q.page, q.pageSize, totalCount, Math.ceil(totalCount / q.pageSize)),
  };
}

interface CardRow {
  card: string;
  stock_quantity: number;
  in_stock: boolean;
  /** Stock by variant id, of the active variants (the ones on the card); null without any. */
  variant_stock: Record<string, number> | null;
  total_count: number;
}

/** A stored card with the stock read beside it in the same statement (the card holds none). */
function listedProduct(row: CardRow): ProductView {
  const product = JSON.parse(row.card) as ProductView;
  product.stockQuantity = row.stock_quantity;
  product.inStock = row.in_stock;
  for (const variant of product.variants) variant.stockQuantity = row.variant_stock?.[variant.id] ?? 0;
  return product;
}
