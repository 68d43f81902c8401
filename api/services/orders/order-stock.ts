import type { NoRows, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import { LimitGone } from './limit-gone.ts';

// The one place where an order takes stock after its checkout and gives it back. Each line
// records what is off the stock for it (migration 0127): held while unpaid, taken once
// paid; giving back returns exactly those units, never more (decision 0259).
//
// Stock taken or put back fires products_derive, products_listed_change,
// product_variants_listed_change and catalogue_apply_noted on their stock-only paths
// (db/README.md): a product or variant running out or coming back moves the catalogue version.

/** The buyer's reason in the refund mail; the order page shows the cancellation and the refund. */
export const GOODS_GONE_MAIL =
  'Ödemeniz alındı, ancak siparişinizdeki ürünlerin bir kısmı bu arada tükendiği için siparişinizi karşılayamıyoruz. Siparişiniz iptal edildi ve ödemenizin tamamı iade edildi.';

/** Raised inside a transaction when a paid order's remaining units are no longer there. */
export class StockGone extends LimitGone {
  constructor() {
    super({ message: orderMessages.stockGone, why: 'ürünler artık stokta olmadığı için', mail: GOODS_GONE_MAIL });
  }

  override get paidNote(): string {
    return 'Ödeme alındı, ancak ödenmeden ayrılmamış ürünler bu arada tükendi; ödeme iade ediliyor';
  }
}

type StockLine = Row<'order_items', 'id' | 'product_id' | 'variant_id'> & { units: number };

/**
 * Locks the given products in id order. A variant's stock change also rewrites its
 * product's derived columns (trigger of migration 0004), so every writer takes the product
 * row before its variants, in one global order (a checkout's too, migration 0128): no two
 * checkouts, payments, cancellations or admin edits can wait on each other in a circle.
 */
async function lockProducts(tx: Tx, lines: StockLine[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id])))];
  await tx<NoRows>`SELECT id FROM products WHERE id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE`;
}

/** Adds `units` to a line's shelf (negative takes), only when that leaves the shelf at 0 or more. */
async function moveStock(tx: Tx, line: StockLine, units: number): Promise<boolean> {
  const rows =
    line.variant_id !== null
      ? await tx<Row<'product_variants', 'id'>[]>`UPDATE product_variants SET stock_quantity = stock_quantity + ${units}
          WHERE id = ${line.variant_id} AND stock_quantity + ${units} >= 0 RETURNING id`
      : await tx<
          Row<'products', 'id'>[]
        >`UPDATE products SET stock_quantity = stock_quantity + ${units}, updated_at = now()
          WHERE id = ${line.product_id} AND stock_quantity + ${units} >= 0 RETURNING id`;
  // A line whose product was deleted has no shelf: nothing to take or give back.
  return rows.length > 0 || (line.variant_id === null && line.product_id === null);
}

/**
 * A payment succeeded: every line takes the units its checkout did not hold (all of them for
 * an order reinstated after its cancellation), each by a conditional decrement, and its held
 * units become taken. Throws StockGone when any line's units are gone: the caller's
 * transaction then rolls back whatever this took, and the payment is given back.
 */
export async function takeOrderStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx<StockLine[]>`
    SELECT id, product_id, variant_id, quantity - held_quantity - taken_quantity AS units
    FROM order_items WHERE order_id = ${orderId} ORDER BY product_id, variant_id NULLS FIRST FOR UPDATE`;
  const missing = lines.filter((l) => l.units > 0);
  await lockProducts(tx, missing);
  for (const line of missing) if (!(await moveStock(tx, line, -line.units))) throw new StockGone();
  await tx<NoRows>`UPDATE order_items SET held_quantity = 0, taken_quantity = quantity WHERE order_id = ${orderId}`;
}

/**
 * Gives back what the order holds or took: every unit (cancellation, expiry, a refused
 * review), or for a refund that restocks only the given lines' units, never more than the
 * line still has taken. Answers the units given back per line.
 */
export async function returnOrderStock(
  tx: Tx,
  orderId: number,
  only?: { itemId: number; quantity: number }[],
): Promise<number> {
  const lines = await tx<(StockLine & Row<'order_items', 'held_quantity' | 'taken_quantity'>)[]>`
    SELECT id, product_id, variant_id, held_quantity, taken_quantity, held_quantity + taken_quantity AS units
    FROM order_items WHERE order_id = ${orderId} ORDER BY product_id, variant_id NULLS FIRST FOR UPDATE`;
  const back = lines
    .map((l) => {
      const asked = only ? (only.find((o) => o.itemId === l.id)?.quantity ?? 0) : l.units;
      return { ...l, units: Math.min(asked, l.units) };
    })
    .filter((l) => l.units > 0);
  await lockProducts(tx, back);
  for (const line of back) {
    // Held units go back first: a paid line has none, an unpaid one has nothing taken.
    const fromHeld = Math.min(line.units, line.held_quantity);
    await tx<NoRows>`UPDATE order_items SET held_quantity = held_quantity - ${fromHeld},
      taken_quantity = taken_quantity - ${line.units - fromHeld} WHERE id = ${line.id}`;
    await moveStock(tx, line, line.units);
  }
  if (!only) await tx<NoRows>`UPDATE orders SET stock_released = true, updated_at = now() WHERE id = ${orderId}`;
  return back.reduce((s, l) => s + l.units, 0);
}

/**
 * A paid order's correction added units (decision 0403): each given line takes exactly its added
 * units off the shelf by a conditional decrement, under the products' locks, and counts them as
 * taken. False, with nothing taken, when any line's units are not there: the caller's transaction
 * then rolls back the lines it grew.
 */
export async function takeAddedStock(tx: Tx, added: { itemId: number; units: number }[]): Promise<boolean> {
  const lines = await tx<StockLine[]>`
    SELECT id, product_id, variant_id, 0 AS units FROM order_items
    WHERE id = ANY(${added.map((a) => a.itemId)}::int[]) ORDER BY product_id, variant_id NULLS FIRST FOR UPDATE`;
  const taking = lines.map((l) => ({ ...l, units: added.find((a) => a.itemId === l.id)!.units }));
  await lockProducts(tx, taking);
  for (const line of taking) {
    if (!(await moveStock(tx, line, -line.units))) return false;
    await tx<NoRows>`UPDATE order_items SET taken_quantity = taken_quantity + ${line.units} WHERE id = ${line.id}`;
  }
  return true;
}
