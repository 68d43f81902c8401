import type { AppContext } from '../../core/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { orderMessages as m } from '../../schemas/admin-orders.ts';
import { sendOrderMails } from '../../mail/order-mails.ts';
import { cancelOrder } from './cancel-order.ts';
import { confirmOrder } from './confirm-order.ts';
import { LimitGone } from './limit-gone.ts';
import { voidPayment } from './settle-payment.ts';
import { settleAuthorisation } from './card-authorisation.ts';

async function pendingOrder(ctx: AppContext, orderId: number) {
  const [row] =
    await ctx.sql`SELECT id, order_number, status, payment_review, payment_reference, payment_state, client_ip FROM orders WHERE id = ${orderId}`;
  if (!row) throw notFound(m.notFound);
  return row;
}

const mailAfter = (ctx: AppContext, orderId: number, orderNumber: string) =>
  sendOrderMails(ctx, orderId).catch((error: unknown) =>
    ctx.log.error('Sipariş e-postaları gönderilemedi', { orderNumber, error }),
  );

/**
 * 'Havale / EFT ile ödendi': the one way an admin confirms an unpaid order, with a note;
 * the history row keeps who and when. It races the card payment cleanly: whichever
 * confirms or cancels first wins.
 */
export async function confirmBankTransfer(
  ctx: AppContext,
  orderId: number,
  note: string,
  adminId: number,
): Promise<void> {
  const order = await pendingOrder(ctx, orderId);
  if (order.payment_review) throw conflict(m.underReview);
  if (order.status !== 'pending') throw conflict(m.notPending);
  // The units its checkout did not hold are taken now, as for a card payment (decision 0259).
  const done = await confirmOrder(ctx.sql, orderId, {
    payment: null,
    method: 'bank_transfer',
    changedBy: adminId,
    note: `Havale / EFT ile ödendi: ${note}`,
  }).catch((error: unknown) => {
    throw error instanceof LimitGone ? conflict(error.texts.message) : error;
  });
  if (!done) throw conflict(m.changedMeanwhile);
  await mailAfter(ctx, orderId, order.order_number);
}

/** The admin's decision on a payment held for review: approve confirms it, refuse voids it at the provider and cancels. */
export async function decidePaymentReview(
  ctx: AppContext,
  orderId: number,
  decision: 'approve' | 'refuse',
  note: string | undefined,
  adminId: number,
): Promise<void> {
  const order = await pendingOrder(ctx, orderId);
  if (order.status !== 'pending' || !order.payment_review) throw conflict(m.notUnderReview);
  if (decision === 'approve') {
    const approval = ['Ödeme incelendi ve onaylandı', note].filter(Boolean).join(' · ');
    if (!(await confirmOrder(ctx.sql, orderId, { payment: null, changedBy: adminId, note: approval })))
      throw conflict(m.changedMeanwhile);
    await settleAuthorisation(ctx, orderId);
    await mailAfter(ctx, orderId, order.order_number);
    return;
  }
  if (order.payment_state === 'authorized') {
    // Decision 0345: cancelled first, then its authorisation released (retried by the job if the provider fails).
    const reason = ['Ödeme incelendi ve reddedildi; ön provizyon iptal ediliyor', note].filter(Boolean).join(' · ');
    if (!(await cancelOrder(ctx.sql, orderId, reason, { review: true, changedBy: adminId })))
      throw conflict(m.changedMeanwhile);
    await settleAuthorisation(ctx, orderId);
    return;
  }
  const voided = await voidPayment(ctx, order as never, order.payment_reference);
  const reason = [
    voided
      ? 'Ödeme incelendi ve reddedildi; sağlayıcıda iptal edildi'
      : 'Ödeme reddedildi; sağlayıcıda iptal EDİLEMEDİ, elle iptal gerekli',
    note,
  ]
    .filter(Boolean)
    .join(' · ');
  if (!(await cancelOrder(ctx.sql, orderId, reason, { review: true, changedBy: adminId })))
    throw conflict(m.changedMeanwhile);
}
