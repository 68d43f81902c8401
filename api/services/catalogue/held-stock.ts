import type { NoRows, Sql, Tx, Db } from '#db/connection.ts';

// The stock columns hold what shoppers can still buy: a checkout takes the units its order
// holds off at once (decision 0259), and they stay held until it is paid or cancelled. What the admin counts on the
// shelf still includes those units, so the admin reads, exports and sets the shelf, and the
// shop keeps sellable = shelf − held (never below zero): a cancelled order then gives back
// exactly what it held, and the shelf figure stays what was counted.

type Fragment = ReturnType<Sql>;

/** A product's own stock (a product without variants) or a variant's. */
export type StockRow = 'product' | 'variant';

/**
 * SQL: units off the stock for orders not yet settled, one row per product (`variant_id` null)
 * or variant, as (product_id, variant_id, units): what an unpaid order's lines hold (a share
 * of its quantity, decision 0259) and what an order under payment review took, since an
 * admin's refusal gives those back as a cancellation does.
 */
export function heldUnits(sql: Db): Fragment {
  return sql`(
    SELECT i.product_id, i.variant_id, sum(i.held_quantity + i.taken_quantity)::int AS units
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.status IN ('pending', 'awaiting_payment') AND NOT o.stock_released
    GROUP BY i.product_id, i.variant_id)`;
}

/** SQL: the join condition of a `heldUnits` row named `h` to the stock row of that kind whose id is `id`. */
export function heldOf(sql: Db, kind: StockRow, id: Fragment, h: Fragment = sql`h`): Fragment {
  return kind === 'variant' ? sql`${h}.variant_id = ${id}` : sql`${h}.product_id = ${id} AND ${h}.variant_id IS NULL`;
}

/** SQL: the units unpaid orders hold of the stock row of that kind whose id is `id`. */
export function heldStock(sql: Db, kind: StockRow, id: Fragment): Fragment {
  return sql`coalesce((SELECT sum(h.units)::int FROM ${heldUnits(sql)} h WHERE ${heldOf(sql, kind, id)}), 0)`;
}

/** SQL: the shelf figure of a row whose sellable stock is `stock` and id is `id`. */
export function shelfStock(sql: Db, kind: StockRow, id: Fragment, stock: Fragment): Fragment {
  return sql`(${stock} + ${heldStock(sql, kind, id)})`;
}

/**
 * Sets the shelf stock of products (their own stock) or variants: sellable becomes shelf −
 * held, never below zero. The products are locked first, in id order as checkouts lock them,
 * so the held units are read after any checkout of them has committed. Answers the ids of
 * the products whose stock changed.
 */
export async function setShelfStock(tx: Tx, kind: StockRow, rows: { id: number; shelf: number }[]): Promise<number[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const products =
    kind === 'product'
      ? tx`${ids}::int[]`
      : tx`ARRAY(SELECT product_id FROM product_variants WHERE id = ANY(${ids}::int[]))`;
  await tx<NoRows>`SELECT id FROM products WHERE id = ANY(${products}) ORDER BY id FOR NO KEY UPDATE`;
  const table = kind === 'product' ? tx`products` : tx`product_variants`;
  const sellable = tx`GREATEST(0, d.shelf - coalesce(h.units, 0))`;
  const changed = await tx<{ product_id: number }[]>`
    UPDATE ${table} s SET stock_quantity = ${sellable} ${kind === 'product' ? tx`, updated_at = now()` : tx``}
    FROM json_to_recordset(${tx.json(rows as never)}::json) AS d(id int, shelf int)
      LEFT JOIN ${heldUnits(tx)} h ON ${heldOf(tx, kind, tx`d.id`)}
    WHERE s.id = d.id AND s.stock_quantity <> ${sellable}
    RETURNING ${kind === 'product' ? tx`s.id` : tx`s.product_id`} AS product_id`;
  return [...new Set(changed.map((r) => r.product_id))];
}
