import type { Sql, NoRows, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { returnOrderStock } from './order-stock.ts';
import { paymentColumns } from './payment-record.ts';
import type { PaymentResult } from '../../payments/provider-types.ts';
import * as promotions from '../../features/promotions/index.ts';

/**
 * pending → cancelled with the units it holds (or took, once reviewed) put back, exactly once: the conditional
 * UPDATE lets only one of several concurrent callers through. An order held for
 * payment review is paid: only an admin's refusal (`review: true`) cancels it.
 * False when the order was no longer pending (or was under review).
 */
export async function cancelOrder(
  sql: Sql,
  orderId: number,
  reason: string,
  options: CancelOptions = {},
): Promise<boolean> {
  return sql.begin((tx) => cancelPendingOrder(tx, orderId, reason, options));
}

interface CancelOptions {
  /** The unpaid status it is cancelled from: a card order's pending (default) or a transfer's awaiting_payment. */
  from?: 'pending' | 'awaiting_payment';
  review?: boolean;
  changedBy?: number;
  /** A payment refused by the shop (fraud, wrong amount): recorded, so it is never taken for a late payment. */
  payment?: PaymentResult;
}

/** The same, inside a transaction the caller already holds (a new checkout replacing an older one). */
export async function cancelPendingOrder(
  tx: Tx,
  orderId: number,
  reason: string,
  options: CancelOptions = {},
): Promise<boolean> {
  const from = options.from ?? 'pending';
  const [row] = await tx<Row<'orders', 'id'>[]>`
    UPDATE orders SET ${tx({ ...(options.payment ? paymentColumns(options.payment) : {}), status: 'cancelled', payment_error: reason })}, updated_at = now()
    WHERE id = ${orderId} AND status = ${from} AND payment_review = ${options.review ?? false} RETURNING id`;
  if (!row) return false;
  await returnOrderStock(tx, orderId);
  // Its codes' uses are free again (decision 0324).
  await promotions.givenBack(tx, orderId);
  await tx<NoRows>`INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note) VALUES (${orderId}, ${from}, 'cancelled', ${options.changedBy ?? null}, ${reason})`;
  return true;
}
