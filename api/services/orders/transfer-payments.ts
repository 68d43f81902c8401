import type { NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { AppContext } from '../../core/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import { orderMessages as m, transferMessages as t, type TransferPaymentView } from '../../schemas/admin-orders.ts';
import { recordedPaymentView, type RecordedPaymentRow } from '../recorded-payments.ts';
import { paidKurus } from './transfer-due.ts';
import { sendOrderMails } from '../../mail/order-mails.ts';
import { sendPartialPaymentMail } from '../../features/bank-transfer/index.ts';
import { confirmOrderIn } from './confirm-order.ts';
import { LimitGone } from './limit-gone.ts';

// A bank-transfer order's money, recorded by the admin from the bank statement (decision
// 0290): each payment is a row of order_payments with who recorded it and when; the order is
// confirmed, its stock taken for good (order-stock.ts), when the payments reach its total.

/** The payments recorded on an order, oldest first, with the admin who recorded each. */
export async function transferPayments(sql: Sql, orderId: number): Promise<TransferPaymentView[]> {
  const rows = await sql<RecordedPaymentRow<'order_payments'>[]>`
    SELECT p.id, p.amount, p.paid_at, p.note, p.created_at, u.username AS recorded_by
    FROM order_payments p LEFT JOIN users u ON u.id = p.recorded_by
    WHERE p.order_id = ${orderId} ORDER BY p.created_at, p.id`;
  return rows.map(recordedPaymentView);
}

export interface TransferPaymentInput {
  amountKurus: number;
  paidAt: Date;
  note: string;
}

/**
 * Records money received for a waiting transfer order. Short of what is due, the order keeps
 * waiting (the buyer is told what is left); reaching it, the order is confirmed in the same
 * transaction with its remaining units taken, and the buyer gets the confirmation. More than
 * is due is refused (decision 0290): the admin records what is due and returns the rest.
 */
export async function recordTransferPayment(
  ctx: AppContext,
  orderId: number,
  input: TransferPaymentInput,
  adminId: number,
): Promise<{ confirmed: boolean }> {
  const outcome = await ctx.sql.begin(async (tx) => {
    const [order] = await tx<Row<'orders', 'id' | 'status' | 'total_amount' | 'order_number'>[]>`
      SELECT id, status, total_amount, order_number FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (!order) throw notFound(m.notFound);
    if (order.status !== 'awaiting_payment') throw conflict(t.notAwaiting);
    const dueKurus = toKurus(order.total_amount) - (await paidKurus(tx, orderId));
    if (input.amountKurus > dueKurus) throw conflict(t.overpaid(fromKurus(dueKurus)));
    const amount = fromKurus(input.amountKurus);
    await tx<NoRows>`
      INSERT INTO order_payments (order_id, amount, paid_at, note, recorded_by)
      VALUES (${orderId}, ${amount}, ${input.paidAt}, ${input.note}, ${adminId})`;
    const note = `Havale / EFT ödemesi kaydedildi: ${amount} TL${input.note ? ` · ${input.note}` : ''}`;
    if (input.amountKurus < dueKurus) {
      await tx<NoRows>`
        INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
        VALUES (${orderId}, 'awaiting_payment', 'awaiting_payment', ${adminId}, ${`${note} (kalan ${fromKurus(dueKurus - input.amountKurus)} TL)`})`;
      return { order, confirmed: false, remaining: fromKurus(dueKurus - input.amountKurus), amount };
    }
    const confirmed = await confirmOrderIn(tx, orderId, {
      payment: null,
      method: 'bank_transfer',
      from: 'awaiting_payment',
      paidAt: input.paidAt,
      changedBy: adminId,
      note,
    }).catch((error: unknown) => {
      throw error instanceof LimitGone ? conflict(error.texts.message) : error;
    });
    if (!confirmed) throw conflict(m.changedMeanwhile);
    return { order, confirmed: true, remaining: '0.00', amount };
  });
  const mail = outcome.confirmed
    ? sendOrderMails(ctx, orderId)
    : sendPartialPaymentMail(ctx, orderId, outcome.amount, outcome.remaining);
  await mail.catch((error: unknown) =>
    ctx.log.error('Havale ödemesi e-postası gönderilemedi', { orderNumber: outcome.order.order_number, error }),
  );
  return { confirmed: outcome.confirmed };
}
