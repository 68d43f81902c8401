import type { TransactionSql } from 'postgres';
import { conflict } from '../../core/errors.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { cancelPendingOrder } from '../orders/cancel-order.ts';
import type { Row } from '#db/tables.ts';

/** Unpaid orders one buyer (customer, e-mail address or guest session) may hold at once. */
export const MAX_PENDING_ORDERS = 3;
export const TOO_MANY_PENDING_MESSAGE =
  'Ödemesi tamamlanmamış en fazla 3 siparişiniz olabilir. Lütfen bekleyen bir siparişin ödemesini tamamlayın ya da süresinin dolmasını bekleyin.';

export interface PendingOrders {
  /** The cart's older unpaid orders, locked. */
  older: number[];
  /** The buyer's unpaid orders, counted under the per-e-mail lock. */
  count: number;
}

const pendingCount = async (tx: TransactionSql, owner: CartOwner, email: string) => {
  const [{ count }] = await tx<[{ count: number }]>`
    SELECT count(*)::int AS count FROM orders
    WHERE status = 'pending' AND NOT payment_review
      AND (lower(customer_email) = ${email.toLowerCase()}
        ${owner.kind === 'user' ? tx`OR user_id = ${owner.userId}` : tx`OR session_id = ${owner.sessionId}`})`;
  return count;
};

/**
 * Locks the cart's older unpaid orders, takes a lock per e-mail address and counts the
 * buyer's unpaid orders: three statements in one round trip, run in this order.
 */
export async function lockPendingOrders(tx: TransactionSql, owner: CartOwner, email: string): Promise<PendingOrders> {
  const [older, , count] = await Promise.all([
    owner.kind === 'user'
      ? tx<
          Row<'orders', 'id'>[]
        >`SELECT id FROM orders WHERE user_id = ${owner.userId} AND status = 'pending' AND NOT payment_review ORDER BY id FOR UPDATE`
      : tx<
          Row<'orders', 'id'>[]
        >`SELECT id FROM orders WHERE session_id = ${owner.sessionId} AND status = 'pending' AND NOT payment_review ORDER BY id FOR UPDATE`,
    tx`SELECT pg_advisory_xact_lock(hashtext(${'checkout:' + email.toLowerCase()}))`,
    pendingCount(tx, owner, email),
  ]);
  return { older: older.map((o) => o.id), count };
}

/**
 * A new checkout of a cart replaces the cart's older unpaid order: it is cancelled and
 * its stock released first, so one cart never holds its stock twice. Orders held for
 * payment review are paid and stay. Then at most MAX_PENDING_ORDERS unpaid orders per
 * customer, e-mail address or session (recounted when older ones were just cancelled).
 */
export async function replaceOlderPendingOrders(
  tx: TransactionSql,
  owner: CartOwner,
  email: string,
  pending: PendingOrders,
): Promise<void> {
  let count = pending.count;
  if (pending.older.length > 0) {
    for (const id of pending.older)
      await cancelPendingOrder(tx, id, 'Aynı sepet için yeni bir ödeme başlatıldı; stok serbest bırakıldı');
    count = await pendingCount(tx, owner, email);
  }
  if (count >= MAX_PENDING_ORDERS) throw conflict(TOO_MANY_PENDING_MESSAGE);
}
