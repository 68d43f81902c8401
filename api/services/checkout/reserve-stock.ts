import type { TransactionSql } from 'postgres';
import { conflict } from '../../core/errors.ts';
import type { CheckoutLine } from './cart-lines.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

/**
 * Locks the products of the given lines in id order. A variant's stock change also
 * rewrites its product's derived columns (trigger of migration 0004), so every writer
 * takes the product row before its variants, in one global order: no two checkouts,
 * cancellations or admin edits can wait on each other in a circle.
 */
async function lockProducts(tx: TransactionSql, productIds: number[]): Promise<void> {
  await tx<NoRows>`SELECT id FROM products WHERE id = ANY(${[...new Set(productIds)]}::int[]) ORDER BY id FOR NO KEY UPDATE`;
}

/**
 * Takes the lines' quantities off the stock with conditional decrements, so stock
 * never goes negative however many checkouts run at once. The lock and the decrements
 * go out in one round trip; the server runs them in order, so the products are locked
 * before any variant is touched.
 */
export async function reserveStock(tx: TransactionSql, lines: CheckoutLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  const [, ...taken] = await Promise.all([
    lockProducts(
      tx,
      lines.map((l) => l.productId),
    ),
    ...sorted.map((line) =>
      line.variantId !== null
        ? tx<{ id: number }[]>`UPDATE product_variants SET stock_quantity = stock_quantity - ${line.quantity}
                 WHERE id = ${line.variantId} AND stock_quantity >= ${line.quantity} RETURNING id`
        : tx<
            { id: number }[]
          >`UPDATE products SET stock_quantity = stock_quantity - ${line.quantity}, updated_at = now()
                 WHERE id = ${line.productId} AND stock_quantity >= ${line.quantity} RETURNING id`,
    ),
  ]);
  const short = sorted.find((_, i) => taken[i]!.length === 0);
  if (short) {
    const name = short.variantName ? `${short.productName} - ${short.variantName}` : short.productName;
    throw conflict(`Stok yetersiz: ${name} için istenen miktar stokta yok.`);
  }
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
