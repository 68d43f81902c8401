import type { Sql } from '#db/connection.ts';
import { notFound } from '../../core/errors.ts';
import { orderMessages } from '../../schemas/admin-orders.ts';
import type { OrderNoteView } from '../../schemas/admin-order-actions.ts';

// Internal notes on an order: the staff's, kept with who wrote them and when. The storefront's
// order view never reads this table, so a note never reaches the buyer.

export async function addOrderNote(sql: Sql, orderId: number, text: string, adminId: number): Promise<void> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO order_notes (order_id, text, created_by)
    SELECT id, ${text}, ${adminId} FROM orders WHERE id = ${orderId} RETURNING id`;
  if (!row) throw notFound(orderMessages.notFound);
}

export async function orderNotes(sql: Sql, orderId: number): Promise<OrderNoteView[]> {
  const rows = await sql<{ id: number; text: string; username: string | null; created_at: Date }[]>`
    SELECT n.id, n.text, u.username, n.created_at FROM order_notes n LEFT JOIN users u ON u.id = n.created_by
    WHERE n.order_id = ${orderId} ORDER BY n.created_at, n.id`;
  return rows.map((n) => ({
    id: n.id,
    text: n.text,
    createdBy: n.username,
    createdAt: new Date(n.created_at).toISOString(),
  }));
}
