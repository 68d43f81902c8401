import type { AppContext } from '../../core/context.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { formatTRY } from '../../shared/money.ts';
import { paymentProvider } from '../../payments/provider.ts';
import type { PaymentResult } from '../../payments/provider-types.ts';
import { sendRefundMail } from '../../mail/refund-mail.ts';
import { sendNoChargeMail } from '../../mail/unfilled-order-mail.ts';
import { settleAuthorisation } from './card-authorisation.ts';
import { paymentColumns } from './payment-record.ts';
import * as promotions from '../../features/promotions/index.ts';
import { GOODS_GONE_MAIL, returnOrderStock } from './order-stock.ts';

export { GOODS_GONE_MAIL } from './order-stock.ts';

const ALERT_REFUNDED = 'Karşılanamayan ödeme sağlayıcıda iade edildi';
const ALERT_VOIDED = 'Karşılanamayan ödemenin ön provizyonu iptal edildi; karttan çekim yapılmadı';
const ALERT_MANUAL = 'Karşılanamayan ödeme iade EDİLEMEDİ: elle iade gerekli';

type UnfilledOrder = Row<'orders', 'id' | 'order_number' | 'client_ip'>;

/**
 * A payment the shop cannot fill: the units it did not hold were bought by others first
 * (decision 0259), or it arrived after its order was cancelled and the stock is gone
 * (decision 0260), or another of its limits no longer fits (decision 0335). The payment is
 * recorded on the order once (a second callback finds it recorded), the order is cancelled with
 * what it held given back, and the buyer is mailed. An authorisation is voided, so nothing is
 * charged (decision 0345; a failed void is retried by the reconciliation job); a payment already
 * taken goes back through the provider at once, and when the provider refused, the history says
 * that a person must refund by hand.
 */
export async function refundUnfilledPayment(
  ctx: AppContext,
  order: UnfilledOrder,
  payment: PaymentResult,
  why: string,
  /** The buyer's reason in the refund mail (the limit that no longer fits, decision 0335). */
  mailReason = GOODS_GONE_MAIL,
): Promise<boolean> {
  const claimed = await ctx.sql.begin(async (tx) => {
    const [row] = await tx<Row<'orders', 'status' | 'total_amount' | 'customer_name' | 'customer_email'>[]>`
      SELECT status, total_amount, customer_name, customer_email FROM orders
      WHERE id = ${order.id} AND payment_reference IS NULL
        AND (status = 'cancelled' OR (status = 'pending' AND NOT payment_review)) FOR UPDATE`;
    if (!row) return null;
    await tx<NoRows>`UPDATE orders SET ${tx(paymentColumns(payment))}, status = 'cancelled', payment_error = ${why},
      reservation_expires_at = NULL, updated_at = now() WHERE id = ${order.id}`;
    if (row.status === 'pending') await returnOrderStock(tx, order.id);
    // Its codes' unpaid uses are free again, as for any cancellation (decision 0324).
    await promotions.givenBack(tx, order.id);
    await tx<NoRows>`INSERT INTO order_status_history (order_id, from_status, to_status, note)
      VALUES (${order.id}, ${row.status}, 'cancelled', ${why})`;
    return row;
  });
  if (!claimed) return false;
  if (payment.authorizedOnly) {
    await voidUnfilledAuthorisation(ctx, order, claimed);
    return true;
  }

  const back = await payBack(ctx, order, payment);
  await ctx.sql.begin(async (tx) => {
    const note = back
      ? `${back.kind === 'cancel' ? 'Ödeme sağlayıcıda iptal edildi' : 'Ödeme sağlayıcıda iade edildi'}: ${formatTRY(claimed.total_amount)}`
      : 'Ödeme sağlayıcıda iade EDİLEMEDİ; elle iade gerekli';
    if (back) {
      await tx<NoRows>`UPDATE orders SET refunded_amount = total_amount, payment_alert = ${ALERT_REFUNDED} WHERE id = ${order.id}`;
      await tx<NoRows>`INSERT INTO order_refunds (order_id, kind, amount, provider_reference)
        VALUES (${order.id}, ${back.kind}, ${claimed.total_amount}, ${back.reference})`;
    } else {
      await tx<NoRows>`UPDATE orders SET payment_error = ${`${why} · ${note}`}, payment_alert = ${ALERT_MANUAL} WHERE id = ${order.id}`;
    }
    await tx<NoRows>`INSERT INTO order_status_history (order_id, from_status, to_status, note)
      VALUES (${order.id}, 'cancelled', 'cancelled', ${note})`;
  });
  if (back) {
    await sendRefundMail(ctx, {
      orderNumber: order.order_number,
      customerName: claimed.customer_name,
      customerEmail: claimed.customer_email,
      amount: claimed.total_amount,
      full: true,
      reason: mailReason,
    }).catch((error: unknown) =>
      ctx.log.error('İade e-postası gönderilemedi', { orderNumber: order.order_number, error }),
    );
  }
  return true;
}

async function voidUnfilledAuthorisation(
  ctx: AppContext,
  order: UnfilledOrder,
  buyer: Row<'orders', 'customer_name' | 'customer_email'>,
) {
  if ((await settleAuthorisation(ctx, order.id)) !== 'voided') return;
  await ctx.sql<NoRows>`UPDATE orders SET payment_alert = ${ALERT_VOIDED} WHERE id = ${order.id}`;
  await sendNoChargeMail(ctx, {
    orderNumber: order.order_number,
    customerName: buyer.customer_name,
    customerEmail: buyer.customer_email,
  }).catch((error: unknown) =>
    ctx.log.error('İptal e-postası gönderilemedi', { orderNumber: order.order_number, error }),
  );
}

/** Voids the payment (same day), else refunds all of it; null when the provider took neither. */
async function payBack(ctx: AppContext, order: UnfilledOrder, payment: PaymentResult) {
  if (!payment.paymentId || payment.paidKurus === null) return null;
  const request = {
    paymentId: payment.paymentId,
    orderNumber: order.order_number,
    clientIp: order.client_ip ?? '127.0.0.1',
  };
  const provider = paymentProvider(ctx);
  try {
    return { kind: 'cancel' as const, reference: await provider.cancel(request) };
  } catch (error) {
    ctx.log.error('Ödeme sağlayıcıda iptal edilemedi; iade deneniyor', { orderNumber: order.order_number, error });
  }
  try {
    return {
      kind: 'refund' as const,
      reference: await provider.refund({ ...request, amountKurus: payment.paidKurus }),
    };
  } catch (error) {
    ctx.log.error('Ödeme sağlayıcıda iade edilemedi', { orderNumber: order.order_number, error });
    return null;
  }
}
