import type { Sql } from '../../../db/connection.ts';

/**
 * pending → confirmed after a verified payment, and the buyer's cart emptied, exactly once
 * (the conditional UPDATE lets one caller through). False when it was no longer pending.
 */
export async function confirmOrder(sql: Sql, orderId: number, paymentReference: string | null): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [order] = await tx`
      UPDATE orders SET status = 'confirmed', paid_at = now(), payment_reference = ${paymentReference},
        payment_error = NULL, reservation_expires_at = NULL, updated_at = now()
      WHERE id = ${orderId} AND status = 'pending' RETURNING user_id, session_id`;
    if (!order) return false;
    await tx`INSERT INTO order_status_history (order_id, from_status, to_status, note) VALUES (${orderId}, 'pending', 'confirmed', 'Ödeme alındı')`;
    if (order.user_id !== null) {
      await tx`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${order.user_id})`;
    } else if (order.session_id !== null) {
      await tx`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE session_id = ${order.session_id})`;
    }
    return true;
  });
}
