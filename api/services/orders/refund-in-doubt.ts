import type { AppContext } from '../../core/context.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict } from '../../core/errors.ts';
import { formatTRY, toKurus } from '../../shared/money.ts';
import { REFUND_MESSAGES as m, type RefundOutcome } from '../../schemas/refunds.ts';

type DoubtRow = Row<'order_refunds', 'id' | 'amount' | 'lines'>;

/**
 * The admin records what the provider's panel says became of a refund in doubt (decision
 * 0261): paid back, it is completed as the provider's answer would have (the order's status
 * follows what is refunded); not paid back, its reserved amount and units are freed, so the
 * refund can be made again. Either way the order's alert is cleared and the history says who.
 */
export async function settleRefundInDoubt(ctx: AppContext, orderId: number, outcome: RefundOutcome, adminId: number) {
  await ctx.sql.begin(async (tx) => {
    const [order] = await tx<Row<'orders', 'status' | 'total_amount' | 'refunded_amount'>[]>`
      SELECT status, total_amount, refunded_amount FROM orders WHERE id = ${orderId} FOR UPDATE`;
    const [refund] = await tx<DoubtRow[]>`
      SELECT id, amount, lines FROM order_refunds WHERE order_id = ${orderId} AND in_doubt ORDER BY id LIMIT 1 FOR UPDATE`;
    if (!order || !refund) throw conflict(m.notInDoubt);
    let status = order.status;
    let note: string;
    if (outcome === 'refunded') {
      status = toKurus(order.refunded_amount) === toKurus(order.total_amount) ? 'refunded' : 'partially_refunded';
      await tx<NoRows>`UPDATE order_refunds SET in_doubt = false, provider_reference = ${`elle-${refund.id}`} WHERE id = ${refund.id}`;
      note = `Belirsiz iadenin yapıldığı sağlayıcıdan doğrulandı: ${formatTRY(refund.amount)}`;
    } else {
      const lines = (typeof refund.lines === 'string' ? JSON.parse(refund.lines) : refund.lines) as {
        itemId: number;
        quantity: number;
      }[];
      for (const l of lines)
        await tx<NoRows>`UPDATE order_items SET refunded_quantity = refunded_quantity - ${l.quantity} WHERE id = ${l.itemId}`;
      await tx<NoRows>`UPDATE orders SET refunded_amount = refunded_amount - ${refund.amount} WHERE id = ${orderId}`;
      await tx<NoRows>`DELETE FROM order_refunds WHERE id = ${refund.id}`;
      note = `Belirsiz iadenin yapılmadığı sağlayıcıdan doğrulandı; tutar yeniden iade edilebilir: ${formatTRY(refund.amount)}`;
    }
    await tx<NoRows>`UPDATE orders SET status = ${status}, payment_alert = NULL, updated_at = now() WHERE id = ${orderId}`;
    await tx<NoRows>`
      INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
      VALUES (${orderId}, ${order.status}, ${status}, ${adminId}, ${note})`;
  });
}
