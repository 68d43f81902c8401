import type { AppContext } from '../../core/context.ts';
import { toKurus } from '../../schemas/money.ts';
import type { PaymentFailureCode } from '../../schemas/order.ts';
import { paymentProvider } from '../../payments/provider.ts';
import { sendOrderMails } from '../../mail/order-mails.ts';
import { cancelOrder } from './cancel-order.ts';
import { confirmOrder } from './confirm-order.ts';

export type Settlement = { ok: true; orderNumber: string } | { ok: false; error: PaymentFailureCode };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The payment callback: asks the provider what happened to the token (the posted
 * data is never trusted), checks amount and currency against the order, and moves
 * the order on exactly once. Repeated or concurrent callbacks only read the result.
 */
export async function settlePayment(ctx: AppContext, token: string): Promise<Settlement> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, error: 'order_not_found' };
  const [order] = await ctx.sql`SELECT id, order_number, status, total_amount, currency FROM orders WHERE payment_token = ${token}`;
  if (!order) return { ok: false, error: 'order_not_found' };
  if (order.status !== 'pending') return settled(order.status, order.order_number);

  const result = await paymentProvider(ctx).retrieve(token);
  if (!result) return { ok: false, error: 'order_not_found' };
  // Not paid yet (a callback posted before the card form was used): nothing changes.
  if (result.status === 'pending') return { ok: false, error: 'payment_failed' };
  if (result.status === 'failure') {
    await cancelOrder(ctx.sql, order.id, `Ödeme başarısız: ${result.errorMessage ?? 'bilinmeyen neden'}`);
    return settledNow(ctx, order.id);
  }
  const amountOk = result.paidKurus === toKurus(order.total_amount) && result.currency === order.currency && result.orderNumber === order.order_number;
  if (!amountOk) {
    ctx.log.error('Ödeme tutarı veya para birimi siparişle uyuşmuyor', { orderNumber: order.order_number, result });
    await cancelOrder(ctx.sql, order.id, `Ödeme tutarı uyuşmuyor (${result.paidKurus} ${result.currency}); iade gerekebilir`);
    return { ok: false, error: 'system_error' };
  }
  if (await confirmOrder(ctx.sql, order.id, result.paymentId)) {
    await sendOrderMails(ctx, order.id).catch((error: unknown) => ctx.log.error('Sipariş e-postaları gönderilemedi', { orderNumber: order.order_number, error }));
  }
  return settledNow(ctx, order.id);
}

function settled(status: string, orderNumber: string): Settlement {
  if (status === 'pending') return { ok: false, error: 'payment_failed' };
  return status === 'cancelled' ? { ok: false, error: 'payment_failed' } : { ok: true, orderNumber };
}

/** The state after our update or a concurrent caller's: whichever won decides the answer. */
async function settledNow(ctx: AppContext, orderId: number): Promise<Settlement> {
  const [row] = await ctx.sql`SELECT status, order_number FROM orders WHERE id = ${orderId}`;
  return settled(row!.status, row!.order_number);
}
