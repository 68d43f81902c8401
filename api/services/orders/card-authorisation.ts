import type { AppContext } from '../../core/context.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { toKurus } from '../../shared/money.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { PaymentRefused } from '../../payments/provider-types.ts';

// Decision 0345: a card payment is an authorisation until the shop decides. This module is
// that one decision, read from the order as stored: an order that took its goods captures,
// a cancelled one voids, one held for review waits for the admin. The callback, the
// webhook, the admin's review and the reconciliation job all end here after moving an order.

export type AuthorisationOutcome = 'captured' | 'voided' | 'waiting' | 'failed' | 'none';

type AuthorisedOrder = Row<
  'orders',
  'id' | 'order_number' | 'status' | 'payment_review' | 'payment_reference' | 'paid_amount' | 'client_ip'
> & { payment_state: string | null };

export const CAPTURE_FAILED_ALERT = 'Ön provizyon tahsil edilemedi; uzlaştırma işi yeniden deneyecek';
export const VOID_FAILED_ALERT = 'Ön provizyon iptal edilemedi; uzlaştırma işi yeniden deneyecek';

/** Whether the order's authorisation must be captured (goods taken), voided (cancelled), or wait (pending, under review). */
export function authorisationDecision(order: Pick<AuthorisedOrder, 'status' | 'payment_review'>) {
  if (order.status === 'cancelled') return 'void' as const;
  // Unpaid or held for review: the payment flow or the admin moves it first.
  if (order.status === 'pending') return 'wait' as const;
  return 'capture' as const;
}

/**
 * Captures or voids the order's authorisation at the provider as its state says, once: the
 * stored state moves only from 'authorized'. A provider that fails leaves it authorised, with
 * the admin alerted, for the reconciliation job's next run.
 */
export async function settleAuthorisation(ctx: AppContext, orderId: number): Promise<AuthorisationOutcome> {
  const [order] = await ctx.sql<AuthorisedOrder[]>`
    SELECT id, order_number, status, payment_review, payment_reference, paid_amount, client_ip, payment_state
    FROM orders WHERE id = ${orderId}`;
  if (!order || order.payment_state !== 'authorized' || !order.payment_reference) return 'none';
  const decision = authorisationDecision(order);
  if (decision === 'wait') return 'waiting';
  const provider = paymentProvider(ctx);
  const request = {
    paymentId: order.payment_reference,
    orderNumber: order.order_number,
    clientIp: order.client_ip ?? '127.0.0.1',
  };
  try {
    const reference =
      decision === 'capture'
        ? await provider.capture({ ...request, amountKurus: toKurus(order.paid_amount ?? '0') })
        : await provider.cancel(request);
    const state = decision === 'capture' ? 'captured' : 'voided';
    await ctx.sql.begin(async (tx) => {
      const [moved] = await tx<Row<'orders', 'status'>[]>`
        UPDATE orders SET payment_state = ${state}, updated_at = now(),
          payment_alert = CASE WHEN payment_alert IN (${CAPTURE_FAILED_ALERT}, ${VOID_FAILED_ALERT}) THEN NULL ELSE payment_alert END
        WHERE id = ${orderId} AND payment_state = 'authorized' RETURNING status`;
      // A capture is the payment the history already shows ('Ödeme alındı'); a void is news to the admin.
      if (moved && decision === 'void')
        await tx<NoRows>`INSERT INTO order_status_history (order_id, from_status, to_status, note)
          VALUES (${orderId}, ${moved.status}, ${moved.status}, ${`Ön provizyon sağlayıcıda iptal edildi; karttan çekim yapılmadı (${reference})`})`;
    });
    return state;
  } catch (error) {
    // Another caller may have settled it meanwhile (the provider then refuses a second capture).
    const [now] = await ctx.sql<
      { payment_state: string | null }[]
    >`SELECT payment_state FROM orders WHERE id = ${orderId}`;
    if (now?.payment_state === 'captured' || now?.payment_state === 'voided') return now.payment_state;
    ctx.log.error(decision === 'capture' ? 'Ön provizyon tahsil edilemedi' : 'Ön provizyon iptal edilemedi', {
      orderNumber: order.order_number,
      refused: error instanceof PaymentRefused,
      error,
    });
    const alert = decision === 'capture' ? CAPTURE_FAILED_ALERT : VOID_FAILED_ALERT;
    await ctx.sql<NoRows>`UPDATE orders SET payment_alert = ${alert} WHERE id = ${orderId} AND payment_state = 'authorized'`;
    return 'failed';
  }
}

/**
 * The reconciliation job's part: every authorisation neither captured nor voided (a capture
 * or void that failed, a callback lost after the goods were taken) is settled well before it
 * lapses at the card scheme. Orders held for review wait for the admin.
 */
export async function settleOpenAuthorisations(ctx: AppContext): Promise<{ settled: number; failed: number }> {
  const open = await ctx.sql<Row<'orders', 'id'>[]>`
    SELECT id FROM orders WHERE payment_state = 'authorized' AND status <> 'pending'
    ORDER BY updated_at LIMIT 500`;
  const run = { settled: 0, failed: 0 };
  for (const { id } of open) {
    const outcome = await settleAuthorisation(ctx, id);
    if (outcome === 'captured' || outcome === 'voided') run.settled++;
    if (outcome === 'failed') run.failed++;
  }
  return run;
}
