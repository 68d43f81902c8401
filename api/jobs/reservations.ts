import type { Sql } from '../../db/connection.ts';
import { cancelOrder } from '../services/orders/cancel-order.ts';

export const RESERVATION_CHECK_MS = 60_000;

/**
 * Cancels orders still unpaid after their reservation ran out (30 minutes, the
 * provider token's lifetime) and puts their stock back. Each order is cancelled
 * with the same conditional update as a failed payment, so a payment arriving
 * at the same moment wins or loses cleanly. Returns how many were released.
 */
export async function releaseExpiredReservations(sql: Sql, now: Date = new Date()): Promise<number> {
  const expired = await sql`
    SELECT id FROM orders
    WHERE status = 'pending' AND reservation_expires_at < ${now}
    ORDER BY reservation_expires_at LIMIT 500`;
  let released = 0;
  for (const { id } of expired) {
    if (await cancelOrder(sql, id, 'Ödeme 30 dakika içinde tamamlanmadı; stok serbest bırakıldı')) released++;
  }
  return released;
}
