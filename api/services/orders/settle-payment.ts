import type { AppContext } from '../../core/context.ts';
import { toKurus } from '../../shared/money.ts';
import type { PaymentFailureCode } from '../../schemas/order.ts';
import { paymentProvider } from '../../payments/provider.ts';
import type { PaymentResult } from '../../payments/provider-types.ts';
import { sendOrderMails } from '../../mail/order-mails.ts';
import { cancelOrder } from './cancel-order.ts';
import { confirmOrder, holdForReview } from './confirm-order.ts';

export type Settlement = { ok: true; orderNumber: string } | { ok: false; error: PaymentFailureCode };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

interface OpenOrder {
  id: number;
  order_number: string;
  status: string;
  payment_review: boolean;
  total_amount: string;
  currency: string;
  client_ip: string | null;
  payment_token: string | null;
}

const orderColumns = (ctx: AppContext) =>
  ctx.sql`id, order_number, status, payment_review, total_amount, currency, client_ip, payment_token`;

/**
 * The callback and the webhook: asks the provider what happened to the token (posted
 * data is never trusted) and moves the order on exactly once. Repeated or concurrent
 * calls, and the reservation job, only find the order already settled.
 */
export async function settlePayment(ctx: AppContext, token: string): Promise<Settlement> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, error: 'order_not_found' };
  const [order] = await ctx.sql<OpenOrder[]>`SELECT ${orderColumns(ctx)} FROM orders WHERE payment_token = ${token}`;
  if (!order) return { ok: false, error: 'order_not_found' };
  if (order.status !== 'pending' || order.payment_review) return settled(order);

  const result = await paymentProvider(ctx).retrieve(token);
  if (!result) return { ok: false, error: 'order_not_found' };
  // Not paid yet (a callback posted before the card form was used): nothing changes.
  if (result.status === 'pending') return { ok: false, error: 'payment_failed' };
  return applyResult(ctx, order, result);
}

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
  return cancelled ? 'cancelled' : 'unchanged';
}

async function applyResult(ctx: AppContext, order: OpenOrder, result: PaymentResult): Promise<Settlement> {
  if (result.status === 'failure') {
    await cancelOrder(ctx.sql, order.id, `Ödeme başarısız: ${result.errorMessage ?? 'bilinmeyen neden'}`);
    return settledNow(ctx, order.id);
  }
  // price is the basket the provider charged for; paidPrice may be higher by instalment
  // interest (recorded, not refused) but never lower.
  const total = toKurus(order.total_amount);
  const amountOk =
    result.priceKurus === total &&
    result.paidKurus !== null &&
    result.paidKurus >= total &&
    result.currency === order.currency &&
    result.orderNumber === order.order_number;
  if (!amountOk) {
    ctx.log.error('Ödeme tutarı veya para birimi siparişle uyuşmuyor', { orderNumber: order.order_number, result });
    await cancelOrder(
      ctx.sql,
      order.id,
      `Ödeme tutarı uyuşmuyor (${result.priceKurus}/${result.paidKurus} ${result.currency}); iade gerekebilir`,
    );
    return { ok: false, error: 'system_error' };
  }
  if (result.fraudStatus === -1) return refuseForFraud(ctx, order, result);
  if (result.fraudStatus === 0) {
    await holdForReview(ctx.sql, order.id, result);
    return settledNow(ctx, order.id);
  }
  if (await confirmOrder(ctx.sql, order.id, { payment: result })) {
    await sendOrderMails(ctx, order.id).catch((error: unknown) =>
      ctx.log.error('Sipariş e-postaları gönderilemedi', { orderNumber: order.order_number, error }),
    );
  }
  return settledNow(ctx, order.id);
}

/** fraudStatus -1: the payment is voided at the provider and the order cancelled. */
async function refuseForFraud(ctx: AppContext, order: OpenOrder, result: PaymentResult): Promise<Settlement> {
  const voided = await voidPayment(ctx, order, result.paymentId);
  const note = voided
    ? 'Ödeme sahtecilik kontrolünden geçmedi; sağlayıcıda iptal edildi'
    : 'Ödeme sahtecilik kontrolünden geçmedi; sağlayıcıda iptal EDİLEMEDİ, elle iptal gerekli';
  await cancelOrder(ctx.sql, order.id, note);
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
