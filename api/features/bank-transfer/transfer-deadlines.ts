import type { AppContext } from '../../core/context.ts';
import type { Row } from '#db/tables.ts';
import type { NoRows } from '#db/connection.ts';
import { cancelPendingOrder } from '../../services/orders/cancel-order.ts';
import { sendTransferExpired, sendTransferReminder } from './mails.ts';

export const TRANSFER_CHECK_MS = 5 * 60_000;

/** A reminder goes this long before a transfer order's time ends. */
const REMIND_BEFORE_MS = 24 * 60 * 60_000;

export const EXPIRED_NOTE = 'Havale / EFT ödemesi süresinde gelmedi; sipariş iptal edildi, stok serbest bırakıldı';
export const PART_PAID_ALERT =
  'Havale süresi doldu, ödemenin bir kısmı geldi: kalanı isteyin ya da iptal edip iade edin';

export interface TransferRun {
  reminded: number;
  cancelled: number;
  /** Ended with part of the money in: left to the admin, flagged on the order list. */
  flagged: number;
}

/**
 * Transfer orders waiting for their money: one reminder each when a day is left, then, when
 * the time is up, cancelled with their stock given back (order-stock.ts through
 * cancelPendingOrder) and the buyer told. An order with part of the money in is not cancelled
 * by the job but flagged for the admin (decision 0290).
 */
export async function settleTransferOrders(ctx: AppContext, now: Date = new Date()): Promise<TransferRun> {
  const run: TransferRun = { reminded: 0, cancelled: 0, flagged: 0 };
  // Marked first, so two runs (or instances) never send the same reminder twice.
  const remind = await ctx.sql<Row<'orders', 'id'>[]>`
    UPDATE orders SET payment_reminded_at = ${now}
    WHERE status = 'awaiting_payment' AND payment_reminded_at IS NULL
      AND reservation_expires_at > ${now} AND reservation_expires_at <= ${new Date(now.getTime() + REMIND_BEFORE_MS)}
    RETURNING id`;
  for (const { id } of remind) {
    await sendTransferReminder(ctx, id);
    run.reminded++;
  }
  const ended = await ctx.sql<Row<'orders', 'id'>[]>`
    SELECT id FROM orders WHERE status = 'awaiting_payment' AND reservation_expires_at <= ${now}
    ORDER BY reservation_expires_at LIMIT 500`;
  for (const { id } of ended) {
    const outcome = await ctx.sql.begin(async (tx) => {
      // Locked first, so a payment being recorded now is seen (or waits for this).
      const [order] = await tx<Row<'orders', 'id'>[]>`
        SELECT id FROM orders WHERE id = ${id} AND status = 'awaiting_payment' FOR UPDATE`;
      if (!order) return 'gone';
      const [paid] = await tx<
        Row<'order_payments', 'id'>[]
      >`SELECT id FROM order_payments WHERE order_id = ${id} LIMIT 1`;
      if (paid) {
        await tx<NoRows>`UPDATE orders SET payment_alert = ${PART_PAID_ALERT}, reservation_expires_at = NULL, updated_at = now() WHERE id = ${id}`;
        return 'flagged';
      }
      return (await cancelPendingOrder(tx, id, EXPIRED_NOTE, { from: 'awaiting_payment' })) ? 'cancelled' : 'gone';
    });
    if (outcome === 'flagged') run.flagged++;
    if (outcome === 'cancelled') {
      run.cancelled++;
      await sendTransferExpired(ctx, id).catch((error: unknown) =>
        ctx.log.error('Havale iptal e-postası gönderilemedi', { orderId: id, error }),
      );
    }
  }
  return run;
}
