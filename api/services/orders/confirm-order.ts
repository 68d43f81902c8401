import type { Sql, NoRows, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { PaymentResult } from '../../payments/provider-types.ts';
import { paymentColumns } from './payment-record.ts';
import { takeOrderLimits } from './order-limits.ts';
import * as promotions from '../../features/promotions/index.ts';
import { queueSalesInvoice } from '../../features/invoices/index.ts';

export interface Confirmation {
  /** The provider's record of the payment; null keeps what is stored (a bank transfer, a reviewed payment). */
  payment: PaymentResult | null;
  method?: 'card' | 'bank_transfer' | 'open_account';
  changedBy?: number | null;
  note?: string;
  /**
   * 'cancelled': a payment that arrived after the order was cancelled reinstates it (decision
   * 0260), only while no payment is recorded on it. 'awaiting_payment': a bank transfer whose
   * money the admin recorded in full, or an open-account order as it is placed (the cart
   * was emptied when it was stored).
   */
  from?: 'pending' | 'cancelled' | 'awaiting_payment';
  /** When the money arrived, if not now (a transfer's day on the bank statement). */
  paidAt?: Date;
  /** What the admin order list flags on the order (orders.payment_alert). */
  alert?: string;
}

type Confirmed = Row<'orders', 'user_id' | 'session_id'>;

/**
 * pending → confirmed after a verified payment (or an admin's bank-transfer check), with the
 * payment record, the order's remaining units taken (decision 0259) and the buyer's cart
 * emptied, exactly once: the conditional UPDATE lets one caller through, whichever of
 * callback, webhook, job or admin comes first. False when the order was no longer pending;
 * throws a LimitGone (nothing written) when the units it did not hold are gone, or another
 * limit no longer fits (decision 0335).
 */
export async function confirmOrder(sql: Sql, orderId: number, c: Confirmation): Promise<boolean> {
  return sql.begin((tx) => confirmOrderIn(tx, orderId, c));
}

/** The same, inside a transaction the caller holds (a transfer's last payment is recorded with it). */
export async function confirmOrderIn(tx: Tx, orderId: number, c: Confirmation): Promise<boolean> {
  const from = c.from ?? 'pending';
  // A null payment keeps the stored record (a bank transfer, a payment approved after review).
  const set = {
    ...(c.payment ? paymentColumns(c.payment) : {}),
    status: 'confirmed',
    payment_method: c.method ?? 'card',
    payment_review: false,
    payment_error: null,
    reservation_expires_at: null,
    stock_released: false,
    ...(c.alert ? { payment_alert: c.alert } : {}),
  };
  const [order] = await tx<Confirmed[]>`
      UPDATE orders SET ${tx(set)}, paid_at = coalesce(${c.paidAt ?? null}::timestamptz, now()), updated_at = now()
      WHERE id = ${orderId} AND status = ${from} AND (${from}::text = 'pending' OR payment_reference IS NULL)
      RETURNING user_id, session_id`;
  if (!order) return false;
  // Its stock, its codes' uses and its quote, each checked again (decision 0335).
  await takeOrderLimits(tx, orderId);
  await tx<NoRows>`
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
      VALUES (${orderId}, ${from}, 'confirmed', ${c.changedBy ?? null}, ${c.note ?? 'Ödeme alındı'})`;
  // The invoice's outbox row commits with the payment (issued by the 'invoices' job).
  await queueSalesInvoice(tx, orderId, 'payment');
  if (from === 'awaiting_payment') return true;
  await promotions.forgetCode(tx, { userId: order.user_id, sessionId: order.session_id });
  if (order.user_id !== null) {
    await tx<NoRows>`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${order.user_id})`;
  } else if (order.session_id !== null) {
    await tx<NoRows>`DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE session_id = ${order.session_id})`;
  }
  return true;
}

/**
 * A paid order whose fraud check asked for a human look: recorded, its units taken as for
 * any payment (a LimitGone when they or another limit are gone), kept pending, out of the reservation job's
 * reach, until an admin approves or refuses it.
 */
export async function holdForReview(sql: Sql, orderId: number, payment: PaymentResult): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [row] = await tx<Row<'orders', 'id'>[]>`
      UPDATE orders SET ${tx(paymentColumns(payment))}, payment_review = true, reservation_expires_at = NULL, updated_at = now()
      WHERE id = ${orderId} AND status = 'pending' AND NOT payment_review RETURNING id`;
    if (!row) return false;
    await takeOrderLimits(tx, orderId);
    await tx`INSERT INTO order_status_history (order_id, from_status, to_status, note) VALUES (${orderId}, 'pending', 'pending', 'Ödeme alındı, inceleniyor (sahtecilik kontrolü)')`;
    return true;
  });
}
