import type { AppContext } from '../core/context.ts';
import type { Row } from '#db/tables.ts';
import { settleCancelledOrder, settleExpiredOrder } from '../services/orders/settle-payment.ts';
import { settleOpenAuthorisations } from '../services/orders/card-authorisation.ts';

export const RESERVATION_CHECK_MS = 60_000;

export interface ReservationRun {
  /** Paid at the provider although no callback came: completed now. */
  completed: number;
  /** Not paid: cancelled, stock released. */
  released: number;
  /** The provider could not be asked: kept for the next run. */
  deferred: number;
  /** Cancelled orders paid before their token ended, found now: reinstated or refunded. */
  latePaid: number;
  /** Card authorisations neither captured nor voided, settled now (decision 0345). */
  authorisations: number;
}

/**
 * Orders still pending after their reservation ran out (never before the provider
 * token's lifetime): the provider is asked first, so a paid order whose callback was
 * lost completes instead of being cancelled. Each order moves with the same
 * conditional updates as the callback and the webhook, so whichever comes first wins.
 */
export async function releaseExpiredReservations(ctx: AppContext, now: Date = new Date()): Promise<ReservationRun> {
  const expired = await ctx.sql`
    SELECT id FROM orders
    WHERE status = 'pending' AND NOT payment_review AND reservation_expires_at < ${now}
    ORDER BY reservation_expires_at LIMIT 500`;
  const run: ReservationRun = { completed: 0, released: 0, deferred: 0, latePaid: 0, authorisations: 0 };
  for (const { id } of expired) {
    try {
      const outcome = await settleExpiredOrder(ctx, id);
      if (outcome === 'completed') run.completed++;
      if (outcome === 'cancelled') run.released++;
    } catch (error) {
      run.deferred++;
      ctx.log.error('Ödeme sağlayıcısına sorulamadı; sipariş sonraki turda yeniden denenecek', { orderId: id, error });
    }
  }
  // Orders cancelled while their token could still pay, asked once after its end.
  const cancelled = await ctx.sql<Row<'orders', 'id'>[]>`
    SELECT id FROM orders
    WHERE status = 'cancelled' AND reservation_expires_at < ${now} AND payment_token IS NOT NULL
    ORDER BY reservation_expires_at LIMIT 500`;
  for (const { id } of cancelled) {
    try {
      if ((await settleCancelledOrder(ctx, id)) === 'paid') run.latePaid++;
    } catch (error) {
      run.deferred++;
      ctx.log.error('Ödeme sağlayıcısına sorulamadı; iptal edilen sipariş sonraki turda yeniden denenecek', {
        orderId: id,
        error,
      });
    }
  }
  // Last, so what the steps above moved is settled in the same run; a failure waits for the next.
  const authorisations = await settleOpenAuthorisations(ctx);
  run.authorisations = authorisations.settled;
  run.deferred += authorisations.failed;
  return run;
}
