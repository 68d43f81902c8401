import type { Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { notFound } from '../../core/errors.ts';
import { normaliseOrderNumber, ORDER_NOT_FOUND_MESSAGE, ORDER_NUMBER_PATTERN } from '../../schemas/order.ts';
import { showsFullDetails, type OrderViewer } from '../orders/order-privacy.ts';

// Who may ask for a return of an order (decision 0390): whoever the order page shows the buyer's
// details to, except that a customer's order needs that customer (or the browser that placed it):
// another signed-in buyer, or a stranger holding the number, gets the order page's 404.

export type ReturnableOrder = Row<
  'orders',
  'id' | 'order_number' | 'status' | 'delivered_at' | 'customer_name' | 'customer_email'
>;

export function mayActOnOrder(
  order: Row<'orders', 'user_id' | 'session_id' | 'created_at'>,
  viewer: OrderViewer,
  now = new Date(),
): boolean {
  if (order.user_id !== null)
    return viewer.userId === order.user_id || (viewer.sessionId !== null && viewer.sessionId === order.session_id);
  return showsFullDetails(
    { userId: null, sessionId: order.session_id, createdAt: new Date(order.created_at) },
    viewer,
    now,
  );
}

/** The order, locked for the rest of the transaction, when the viewer may act on it; else 404. */
export async function lockOrderFor(tx: Tx, orderNumber: string, viewer: OrderViewer): Promise<ReturnableOrder> {
  const number = normaliseOrderNumber(orderNumber);
  if (!ORDER_NUMBER_PATTERN.test(number)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [o] = await tx<(ReturnableOrder & Row<'orders', 'user_id' | 'session_id' | 'created_at'>)[]>`
    SELECT id, order_number, status, delivered_at, customer_name, customer_email, user_id, session_id, created_at
    FROM orders WHERE order_number = ${number} FOR UPDATE`;
  if (!o || !mayActOnOrder(o, viewer)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return o;
}
