import type { AppContext } from '../../core/context.ts';
import { toKurus } from '../../shared/money.ts';
import type { PaymentFailureCode } from '../../schemas/order.ts';
import { paymentProvider } from '../../payments/provider.ts';
import type { PaymentResult } from '../../payments/provider-types.ts';
import { sendOrderMails } from '../../mail/order-mails.ts';
import { cancelOrder } from './cancel-order.ts';
import { confirmOrder, holdForReview } from './confirm-order.ts';
import { LimitGone } from './limit-gone.ts';
import { refundUnfilledPayment } from './unfilled-payment.ts';
import { settleAuthorisation } from './card-authorisation.ts';
import { orderOfToken, voidStrayAuthorisation } from './payment-tokens.ts';

export type Settlement = { ok: true; orderNumber: string } | { ok: false; error: PaymentFailureCode };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

interface OpenOrder {
  id: number;
  order_number: string;
  status: string;
  payment_review: boolean;
  payment_reference: string | null;
  total_amount: string;
  currency: string;
  client_ip: string | null;
  payment_token: string | null;
}

const orderColumns = (ctx: AppContext) =>
  ctx.sql`id, order_number, status, payment_review, payment_reference, total_amount, currency, client_ip, payment_token`;

/**
 * The callback and the webhook: asks the provider what happened to the token (posted
 * data is never trusted) and moves the order on exactly once. Repeated or concurrent
 * calls, and the reservation job, only find the order already settled.
 */
export async function settlePayment(ctx: AppContext, token: string): Promise<Settlement> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, error: 'order_not_found' };
  const orderId = await orderOfToken(ctx.sql, token);
  if (orderId === null) return { ok: false, error: 'order_not_found' };
  const [order] = await ctx.sql<OpenOrder[]>`SELECT ${orderColumns(ctx)} FROM orders WHERE id = ${orderId}`;
  if (!order) return { ok: false, error: 'order_not_found' };
  if (!open(order) && !cancelledUnpaid(order)) {
    // Paid through another of its tokens ('Ödemeye devam et'): this one's authorisation is released.
    await voidStrayAuthorisation(ctx, order, token);
    return settled(order);
  }

  const result = await paymentProvider(ctx).retrieve(token);
  if (!result) return { ok: false, error: 'order_not_found' };
  // Not paid yet (a callback posted before the card form was used): nothing changes.
  if (result.status === 'pending') return { ok: false, error: 'payment_failed' };
  if (!open(order)) return result.status === 'success' ? acceptLatePayment(ctx, order, result) : settled(order);
  return applyResult(ctx, order, result);
}

const open = (order: OpenOrder) => order.status === 'pending' && !order.payment_review;
/** Cancelled (by an admin, the job or the buyer's next checkout) before any payment was recorded on it. */
const cancelledUnpaid = (order: OpenOrder) => order.status === 'cancelled' && order.payment_reference === null;

/**
 * A payment that succeeded after its order was cancelled is neither kept silently nor lost
 * (decision 0260): the order is reinstated when all its units can be taken again, else the
 * payment goes back through the provider at once; either way the history says so.
 */
async function acceptLatePayment(ctx: AppContext, order: OpenOrder, result: PaymentResult): Promise<Settlement> {
  if (!amountMatches(ctx, order, result)) return { ok: false, error: 'system_error' };
  if (result.fraudStatus !== null && result.fraudStatus !== 1) {
    await refundUnfilledPayment(ctx, order, result, LATE_AND_UNCHECKED);
    return settledNow(ctx, order.id);
  }
  try {
    const note = 'Ödeme, sipariş iptal edildikten sonra geldi; stok yeniden ayrıldı ve sipariş yeniden açıldı';
    const alert = 'İptalden sonra gelen ödeme: sipariş yeniden açıldı';
    if (await confirmOrder(ctx.sql, order.id, { payment: result, from: 'cancelled', note, alert })) {
      await settleAuthorisation(ctx, order.id);
      await mailConfirmed(ctx, order);
      return settledNow(ctx, order.id);
    }
  } catch (error) {
    // Stock, a code's uses, the quote's one order: whichever no longer fits (decision 0335).
    if (!(error instanceof LimitGone)) throw error;
    await refundUnfilledPayment(ctx, order, result, error.lateNote, error.texts.mail);
  }
  return settledNow(ctx, order.id);
}

const LATE_AND_UNCHECKED =
  'Ödeme, sipariş iptal edildikten sonra geldi ve sahtecilik kontrolünden geçmedi; ödeme iade ediliyor';

/**
 * The reservation job, after the token's lifetime: paid at the provider → completed
 * exactly as the callback would (even late); failed, unknown or never started →
 * cancelled with the stock back. A provider that cannot be asked throws: the order
 * stays reserved and the next run asks again, so a paid order is never cancelled blind.
 */
export async function settleExpiredOrder(
  ctx: AppContext,
  orderId: number,
): Promise<'completed' | 'cancelled' | 'unchanged'> {
  const [order] = await ctx.sql<OpenOrder[]>`SELECT ${orderColumns(ctx)} FROM orders WHERE id = ${orderId}`;
  if (!order || order.status !== 'pending' || order.payment_review) return 'unchanged';
  const result = order.payment_token ? await paymentProvider(ctx).retrieve(order.payment_token) : null;
  if (result && result.status !== 'pending') {
    const outcome = await applyResult(ctx, order, result);
    return outcome.ok ? 'completed' : 'cancelled';
  }
  const cancelled = await cancelOrder(ctx.sql, order.id, 'Ödeme süresi içinde tamamlanmadı; stok serbest bırakıldı');
  // Just asked after the token's end: nothing left to watch for.
  if (cancelled) await ctx.sql`UPDATE orders SET reservation_expires_at = NULL WHERE id = ${order.id}`;
  return cancelled ? 'cancelled' : 'unchanged';
}

/**
 * The reservation job, once the token of an order cancelled before its end (by an admin or
 * the buyer's next checkout) can no longer be paid: the provider is asked once, so a payment
 * made meanwhile without a callback is found and settled like a late callback (decision
 * 0260). A provider that cannot be asked throws: the next run asks again.
 */
export async function settleCancelledOrder(ctx: AppContext, orderId: number): Promise<'paid' | 'unpaid'> {
  const [order] = await ctx.sql<OpenOrder[]>`SELECT ${orderColumns(ctx)} FROM orders WHERE id = ${orderId}`;
  const result =
    order?.payment_token && cancelledUnpaid(order) ? await paymentProvider(ctx).retrieve(order.payment_token) : null;
  if (order && result?.status === 'success') {
    await acceptLatePayment(ctx, order, result);
    return 'paid';
  }
  await ctx.sql`UPDATE orders SET reservation_expires_at = NULL WHERE id = ${orderId} AND status = 'cancelled'`;
  return 'unpaid';
}

async function applyResult(ctx: AppContext, order: OpenOrder, result: PaymentResult): Promise<Settlement> {
  if (result.status === 'failure') {
    await cancelOrder(ctx.sql, order.id, `Ödeme başarısız: ${result.errorMessage ?? 'bilinmeyen neden'}`);
    return settledNow(ctx, order.id);
  }
  if (!amountMatches(ctx, order, result)) {
    await cancelOrder(
      ctx.sql,
      order.id,
      `Ödeme tutarı uyuşmuyor (${result.priceKurus}/${result.paidKurus} ${result.currency}); iade gerekebilir`,
      { payment: result },
    );
    await settleAuthorisation(ctx, order.id);
    return { ok: false, error: 'system_error' };
  }
  if (result.fraudStatus === -1) return refuseForFraud(ctx, order, result);
  try {
    const review = result.fraudStatus === 0;
    const moved = review
      ? await holdForReview(ctx.sql, order.id, result)
      : await confirmOrder(ctx.sql, order.id, { payment: result });
    if (moved && !review) {
      // The goods are taken: the authorisation is captured now (decision 0345).
      await settleAuthorisation(ctx, order.id);
      await mailConfirmed(ctx, order);
    }
    if (!moved) {
      // Cancelled since it was read (the job, an admin, the buyer's next checkout): a late payment.
      const [now] = await ctx.sql<OpenOrder[]>`SELECT ${orderColumns(ctx)} FROM orders WHERE id = ${order.id}`;
      if (now && cancelledUnpaid(now)) return acceptLatePayment(ctx, now, result);
    }
  } catch (error) {
    // The units its checkout did not hold were paid for by others first (decision 0259), or
    // another of its limits no longer fits (decision 0335): its authorisation is voided, so the
    // buyer is never charged (decision 0345).
    if (!(error instanceof LimitGone)) throw error;
    await refundUnfilledPayment(ctx, order, result, error.paidNote, error.texts.mail);
  }
  return settledNow(ctx, order.id);
}

/** price is the basket the provider charged for; paidPrice may be higher by instalment interest (recorded, not refused) but never lower. */
function amountMatches(ctx: AppContext, order: OpenOrder, result: PaymentResult): boolean {
  const total = toKurus(order.total_amount);
  const ok =
    result.priceKurus === total &&
    result.paidKurus !== null &&
    result.paidKurus >= total &&
    result.currency === order.currency &&
    result.orderNumber === order.order_number;
  if (!ok)
    ctx.log.error('Ödeme tutarı veya para birimi siparişle uyuşmuyor', { orderNumber: order.order_number, result });
  return ok;
}

const mailConfirmed = (ctx: AppContext, order: OpenOrder) =>
  sendOrderMails(ctx, order.id).catch((error: unknown) =>
    ctx.log.error('Sipariş e-postaları gönderilemedi', { orderNumber: order.order_number, error }),
  );

/** fraudStatus -1: the payment is voided at the provider and the order cancelled. */
async function refuseForFraud(ctx: AppContext, order: OpenOrder, result: PaymentResult): Promise<Settlement> {
  if (result.authorizedOnly) {
    await cancelOrder(ctx.sql, order.id, 'Ödeme sahtecilik kontrolünden geçmedi; ön provizyon iptal ediliyor', {
      payment: result,
    });
    await settleAuthorisation(ctx, order.id);
    return { ok: false, error: 'payment_failed' };
  }
  const voided = await voidPayment(ctx, order, result.paymentId);
  const note = voided
    ? 'Ödeme sahtecilik kontrolünden geçmedi; sağlayıcıda iptal edildi'
    : 'Ödeme sahtecilik kontrolünden geçmedi; sağlayıcıda iptal EDİLEMEDİ, elle iptal gerekli';
  await cancelOrder(ctx.sql, order.id, note, { payment: result });
  return { ok: false, error: 'payment_failed' };
}

export async function voidPayment(
  ctx: AppContext,
  order: { order_number: string; client_ip: string | null },
  paymentId: string | null,
): Promise<boolean> {
  if (!paymentId) return false;
  try {
    await paymentProvider(ctx).cancel({
      paymentId,
      orderNumber: order.order_number,
      clientIp: order.client_ip ?? '127.0.0.1',
    });
    return true;
  } catch (error) {
    ctx.log.error('Ödeme sağlayıcıda iptal edilemedi', { orderNumber: order.order_number, error });
    return false;
  }
}

function settled(order: { status: string; order_number: string; payment_review: boolean }): Settlement {
  if (order.status === 'pending' && order.payment_review) return { ok: true, orderNumber: order.order_number };
  if (order.status === 'pending' || order.status === 'cancelled') return { ok: false, error: 'payment_failed' };
  return { ok: true, orderNumber: order.order_number };
}

/** The state after our update or a concurrent caller's: whichever won decides the answer. */
async function settledNow(ctx: AppContext, orderId: number): Promise<Settlement> {
  const [row] = await ctx.sql`SELECT status, order_number, payment_review FROM orders WHERE id = ${orderId}`;
  return settled(row as { status: string; order_number: string; payment_review: boolean });
}
