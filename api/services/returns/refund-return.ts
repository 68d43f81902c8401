import type { AppContext } from '../../core/context.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict } from '../../core/errors.ts';
import { formatTRY, toKurus } from '../../shared/money.ts';
import { RETURN_MESSAGES as m, type ReturnView } from '../../schemas/returns.ts';
import { refundOrder } from '../orders/refund-order.ts';
import { expectState, lockReturn, recordEvent } from './return-steps.ts';
import { findReturn } from './return-view.ts';

// A received return's money goes back through the order's refund (provider, or a credit on an
// open account), so the order's sums, its invoice (cancellation or IADE document) and the refund
// mail follow the rules already in place (decision 0393 on the amount):
// - the received units of each line at what was paid for them, i.e. net of the line's share of
//   the order's discounts and with its own KDV rate (order_items.net_amount / vat_amount);
// - the outbound shipping too when the goods were faulty or wrong, or when the whole order comes
//   back, once per order.

type Claimed = {
  orderId: number;
  lines: { itemId: number; quantity: number }[];
  shippingKurus: number;
  returnNumber: string;
};

/** Checks and claims the return under the locks, so a second click waits and then finds it claimed. */
async function claim(ctx: AppContext, id: number): Promise<Claimed> {
  return ctx.sql.begin(async (tx) => {
    const r = await lockReturn(tx, id);
    expectState(r, 'received');
    const [busy] = await tx<Row<'returns', 'refund_started_at' | 'reason'>[]>`
      SELECT refund_started_at, reason FROM returns WHERE id = ${id}`;
    if (busy!.refund_started_at !== null) throw conflict(m.refundBusy);
    const lines = await tx<{ itemId: number; quantity: number }[]>`
      SELECT order_item_id AS "itemId", received_quantity AS quantity FROM return_lines
      WHERE return_id = ${id} AND received_quantity > 0 ORDER BY order_item_id`;
    if (lines.length === 0) throw conflict(m.nothingReceived);
    const items = await tx<Row<'order_items', 'id' | 'quantity' | 'refunded_quantity'>[]>`
      SELECT id, quantity, refunded_quantity FROM order_items WHERE order_id = ${r.order_id}`;
    const whole = items.every(
      (i) => i.refunded_quantity + (lines.find((l) => l.itemId === i.id)?.quantity ?? 0) === i.quantity,
    );
    const [order] = await tx<
      (Row<'orders', 'shipping_amount' | 'shipping_discount_amount' | 'shipping_vat_amount'> & { given: boolean })[]
    >`
      SELECT shipping_amount, shipping_discount_amount, shipping_vat_amount,
        EXISTS (SELECT 1 FROM order_refunds WHERE order_id = ${r.order_id} AND shipping_refunded) AS given
      FROM orders WHERE id = ${r.order_id}`;
    const faulty = busy!.reason === 'damaged' || busy!.reason === 'wrong_item';
    const shippingKurus =
      (whole || faulty) && !order!.given
        ? toKurus(order!.shipping_amount) -
          toKurus(order!.shipping_discount_amount) +
          toKurus(order!.shipping_vat_amount)
        : 0;
    await tx<NoRows>`UPDATE returns SET refund_started_at = now() WHERE id = ${id}`;
    return { orderId: r.order_id, lines, shippingKurus, returnNumber: r.return_number };
  });
}

export async function refundReturn(ctx: AppContext, id: number, adminId: number): Promise<ReturnView> {
  const c = await claim(ctx, id);
  let refunded: Awaited<ReturnType<typeof refundOrder>>;
  try {
    refunded = await refundOrder(ctx, c.orderId, { kind: 'refund', lines: c.lines, restock: false }, adminId, {
      shippingKurus: c.shippingKurus,
      mailReason: `${c.returnNumber} numaralı iadeniz için ödemeniz iade edildi.`,
    });
  } catch (error) {
    // Refused (or in doubt, which the order's refund keeps from happening twice): the admin may retry.
    await ctx.sql<NoRows>`UPDATE returns SET refund_started_at = NULL WHERE id = ${id}`;
    throw error;
  }
  await ctx.sql.begin(async (tx) => {
    const r = await lockReturn(tx, id);
    await tx<NoRows>`
      UPDATE returns SET refund_id = ${refunded.refundId}, refund_amount = ${refunded.amount}, refund_started_at = NULL,
        closed_at = now(), state = 'refunded'
      WHERE id = ${id}`;
    await recordEvent(tx, r, 'refunded', { actor: 'admin', userId: adminId }, formatTRY(refunded.amount));
  });
  return (await findReturn(ctx.sql, id))!;
}
