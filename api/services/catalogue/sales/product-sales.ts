import type { Db, Sql, Tx, NoRows } from '#db/connection.ts';
import { invalid, notFound } from '#api/core/errors.ts';
import { toKurus } from '#api/shared/money.ts';
import { saleMessages as m, type SaleBody, type SaleView } from '#api/schemas/admin-sales.ts';

// Sales with dates (issue 39, decisions 0318–0320). A running sale lives in the stored price
// columns: at its start its price replaces the list price (`products.base_price` or
// `product_variants.price`), with the 30-day lowest as `compare_at_price` where the sale price is
// below it, and the list price is kept on the sale to restore at its end. So every reader —
// listing, product page, cart, checkout, feeds — charges and shows it unchanged, and the writes
// fire the triggers that move the catalogue version and record the price history (db/README.md).
// Locks are taken product, variant, sale, like every product writer.

interface SaleRow {
  id: number;
  product_id: number;
  variant_id: number | null;
  sale_price: string;
  regular_price: string | null;
  applied_at: Date | null;
}

/**
 * The product's sales, the product's own first, with the 'before' price of a running one. A sale
 * whose price a later write replaced (decision 0319: that price wins) is `overridden`, not
 * running: the view says what the shop charges (issue 50's 'indirimde ₺279' beside a ₺318 sale).
 */
export async function productSales(db: Db, productId: number): Promise<SaleView[]> {
  return db<SaleView[]>`
    SELECT "variantId", "salePrice", "startsAt", "endsAt", "regularPrice",
           applied AND charged = sale_price AS running, applied AND charged <> sale_price AS overridden,
           CASE WHEN applied AND charged = sale_price THEN compare_at::text END AS "compareAtPrice"
    FROM (
      SELECT s.variant_id AS "variantId", s.sale_price::text AS "salePrice", s.sale_price,
             to_char(s.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startsAt",
             to_char(s.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "endsAt",
             s.regular_price::text AS "regularPrice", s.applied_at IS NOT NULL AS applied,
             CASE WHEN s.variant_id IS NULL THEN p.base_price ELSE v.price END AS charged,
             CASE WHEN s.variant_id IS NULL THEN p.compare_at_price ELSE v.compare_at_price END AS compare_at
      FROM product_sales s JOIN products p ON p.id = s.product_id
      LEFT JOIN product_variants v ON v.id = s.variant_id
      WHERE s.product_id = ${productId}
    ) sale ORDER BY "variantId" NULLS FIRST`;
}

/** Sets, replaces or (`salePrice: null`) removes the sale of the product or one of its variants. */
export async function setProductSale(sql: Sql, productId: number, input: SaleBody): Promise<SaleView[]> {
  await sql.begin((tx) => applySale(tx, productId, input));
  return productSales(sql, productId);
}

/** setProductSale's work inside the caller's transaction (also the dialog's one save, decision 0407). */
export async function applySale(tx: Tx, productId: number, input: SaleBody): Promise<void> {
  const listPrice = await lockTarget(tx, productId, input.variantId);
  const [current] = await tx<SaleRow[]>`
      SELECT id, product_id, variant_id, sale_price::text, regular_price::text, applied_at FROM product_sales
      WHERE product_id = ${productId} AND coalesce(variant_id, 0) = ${input.variantId ?? 0} FOR UPDATE`;
  // While a sale runs the stored price is its price: the list price to compare with is the kept one.
  const regular = current?.regular_price ?? listPrice;
  if (input.salePrice !== null && toKurus(input.salePrice) >= toKurus(regular)) throw invalid(m.notBelowRegular);
  if (current) await endSale(tx, current);
  if (input.salePrice === null) return;
  await tx<NoRows>`
      INSERT INTO product_sales (product_id, variant_id, sale_price, starts_at, ends_at)
      VALUES (${productId}, ${input.variantId}, ${input.salePrice}, ${input.startsAt}, ${input.endsAt})`;
  await settleSales(tx, productId);
}

/** The list price of the product (without active variants) or its variant, locked; refuses other targets. */
async function lockTarget(tx: Tx, productId: number, variantId: number | null): Promise<string> {
  const [product] = await tx<{ base_price: string; has_variants: boolean }[]>`
    SELECT base_price::text,
           EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.is_active) AS has_variants
    FROM products p WHERE id = ${productId} FOR UPDATE`;
  if (!product) throw notFound(m.productNotFound);
  if (variantId === null) {
    if (product.has_variants) throw invalid(m.productHasVariants);
    return product.base_price;
  }
  const [variant] = await tx<{ price: string }[]>`
    SELECT price::text FROM product_variants WHERE id = ${variantId} AND product_id = ${productId} FOR UPDATE`;
  if (!variant) throw invalid(m.unknownVariant);
  return variant.price;
}

/** Ends a sale: a running one gives its list price back (unless someone set another price meanwhile). */
async function endSale(tx: Tx, sale: SaleRow): Promise<void> {
  if (sale.applied_at !== null) {
    if (sale.variant_id === null)
      await tx<NoRows>`
        UPDATE products SET compare_at_price = NULL,
          base_price = CASE WHEN base_price = ${sale.sale_price}::numeric THEN ${sale.regular_price}::numeric ELSE base_price END
        WHERE id = ${sale.product_id}`;
    else
      await tx<NoRows>`
        UPDATE product_variants SET compare_at_price = NULL,
          price = CASE WHEN price = ${sale.sale_price}::numeric THEN ${sale.regular_price}::numeric ELSE price END
        WHERE id = ${sale.variant_id}`;
  }
  await tx<NoRows>`DELETE FROM product_sales WHERE id = ${sale.id}`;
}

/**
 * Starts a due sale: the 30-day lowest is read from the history before the sale price enters it.
 * A list price lowered meanwhile to or below the sale price drops the sale (it would raise it).
 */
async function startSale(tx: Tx, sale: SaleRow): Promise<void> {
  const current =
    sale.variant_id === null
      ? tx`SELECT base_price AS price FROM products WHERE id = ${sale.product_id}`
      : tx`SELECT price FROM product_variants WHERE id = ${sale.variant_id}`;
  const [target] = await tx<{ price: string; lowest: string | null }[]>`
    SELECT c.price::text, price_lowest_30_days(${sale.product_id}, ${sale.variant_id}::int, now())::text AS lowest
    FROM (${current}) c`;
  if (!target || toKurus(sale.sale_price) >= toKurus(target.price)) {
    await tx<NoRows>`DELETE FROM product_sales WHERE id = ${sale.id}`;
    return;
  }
  const compareAt = target.lowest !== null && toKurus(target.lowest) > toKurus(sale.sale_price) ? target.lowest : null;
  if (sale.variant_id === null)
    await tx<NoRows>`
      UPDATE products SET base_price = ${sale.sale_price}, compare_at_price = ${compareAt} WHERE id = ${sale.product_id}`;
  else
    await tx<NoRows>`
      UPDATE product_variants SET price = ${sale.sale_price}, compare_at_price = ${compareAt} WHERE id = ${sale.variant_id}`;
  await tx<NoRows>`UPDATE product_sales SET applied_at = now(), regular_price = ${target.price} WHERE id = ${sale.id}`;
}

/** Starts and ends the product's sales whose time has come; the caller holds the product's lock. */
async function settleSales(tx: Tx, productId: number): Promise<number> {
  const due = await tx<(SaleRow & { ending: boolean })[]>`
    SELECT id, product_id, variant_id, sale_price::text, regular_price::text, applied_at, ends_at <= now() AS ending
    FROM product_sales
    WHERE product_id = ${productId}
      AND (ends_at <= now() OR (applied_at IS NULL AND starts_at <= now()))
    ORDER BY id FOR UPDATE`;
  for (const sale of due) await (sale.ending ? endSale(tx, sale) : startSale(tx, sale));
  return due.length;
}

/**
 * The sales job: every product with a sale to start or end, each in its own short transaction
 * (the storefront never waits behind a long one). Answers how many sales started or ended.
 */
export async function settleDueSales(sql: Sql): Promise<number> {
  const products = await sql<{ product_id: number }[]>`
    SELECT DISTINCT product_id FROM product_sales
    WHERE ends_at <= now() OR (applied_at IS NULL AND starts_at <= now()) ORDER BY product_id`;
  let settled = 0;
  for (const { product_id } of products)
    settled += await sql.begin(async (tx) => {
      await tx<NoRows>`SELECT id FROM products WHERE id = ${product_id} FOR UPDATE`;
      return settleSales(tx, product_id);
    });
  return settled;
}

/** How often the job looks: a sale starts or ends within this of its time. */
export const SALE_CHECK_MS = 60 * 1000;
