import type { Sql } from '../../db/connection.ts';
import type { AppContext } from '../context.ts';
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

/**
 * A minimal timer until the shop's jobs runner takes this job over (it then
 * calls releaseExpiredReservations every RESERVATION_CHECK_MS).
 */
export function startReservationTimer(ctx: AppContext): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = releaseExpiredReservations(ctx.sql)
      .then((n) => n > 0 && ctx.log(`Süresi dolan ${n} siparişin stoğu serbest bırakıldı.`))
      .catch((error: unknown) => ctx.log(`[jobs] reservations başarısız: ${error instanceof Error ? error.message : String(error)}`));
  }, RESERVATION_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
