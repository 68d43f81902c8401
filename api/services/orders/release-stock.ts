import type { TransactionSql } from 'postgres';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

// Stock put back fires products_derive, products_listed_change, product_variants_listed_change
// and catalogue_apply_noted on their stock-only paths (db/README.md): a product or variant coming
// back in stock moves the catalogue version.

/**
 * Locks the given products in id order. A variant's stock change also rewrites its
 * product's derived columns (trigger of migration 0004), so every writer takes the product
 * row before its variants, in one global order (a checkout's too, migration 0126): no two
 * checkouts, cancellations or admin edits can wait on each other in a circle.
 */
async function lockProducts(tx: TransactionSql, productIds: number[]): Promise<void> {
  await tx<NoRows>`SELECT id FROM products WHERE id = ANY(${[...new Set(productIds)]}::int[]) ORDER BY id FOR NO KEY UPDATE`;
}

/** Puts an order's reserved quantities back, once: the stock_released flag is flipped first. */
export async function releaseStock(tx: TransactionSql, orderId: number): Promise<boolean> {
  const [flipped] = await tx<
    { id: number }[]
  >`UPDATE orders SET stock_released = true, updated_at = now() WHERE id = ${orderId} AND NOT stock_released RETURNING id`;
  if (!flipped) return false;
  const items = await tx<
    Row<'order_items', 'product_id' | 'variant_id' | 'quantity'>[]
  >`SELECT product_id, variant_id, quantity FROM order_items WHERE order_id = ${orderId} ORDER BY product_id, variant_id`;
  await lockProducts(
    tx,
    items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])),
  );
  for (const item of items) {
    if (item.variant_id !== null)
      await tx<NoRows>`UPDATE product_variants SET stock_quantity = stock_quantity + ${item.quantity} WHERE id = ${item.variant_id}`;
    else if (item.product_id !== null)
      await tx<NoRows>`UPDATE products SET stock_quantity = stock_quantity + ${item.quantity} WHERE id = ${item.product_id}`;
  }
  return true;
}
