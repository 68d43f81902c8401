import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { DiscountView } from '../../shared/totals.ts';

/** An order's discount lines as stored with it (migration 0190), in the order taken. */
export async function orderDiscounts(db: Db, orderId: number): Promise<DiscountView[]> {
  const rows = await db<Row<'order_discounts', 'code' | 'label' | 'amount'>[]>`
    SELECT code, label, amount FROM order_discounts WHERE order_id = ${orderId} ORDER BY position`;
  return rows.map((r) => ({ code: r.code, label: r.label, amount: r.amount }));
}
