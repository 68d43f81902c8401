import type { Sql } from '../../../db/connection.ts';
import { releaseStock } from '../checkout/reserve-stock.ts';

/**
 * pending → cancelled with the stock put back, exactly once: the conditional
 * UPDATE lets only one of several concurrent callers through. An order held for
 * payment review is paid: only an admin's refusal (`review: true`) cancels it.
 * False when the order was no longer pending (or was under review).
 */
export async function cancelOrder(sql: Sql, orderId: number, reason: string, options: { review?: boolean; changedBy?: number } = {}): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [row] = await tx`
      UPDATE orders SET status = 'cancelled', payment_error = ${reason}, updated_at = now()
      WHERE id = ${orderId} AND status = 'pending' AND payment_review = ${options.review ?? false} RETURNING id`;
    if (!row) return false;
    await releaseStock(tx, orderId);
    await tx`INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note) VALUES (${orderId}, 'pending', 'cancelled', ${options.changedBy ?? null}, ${reason})`;
    return true;
  });
}
