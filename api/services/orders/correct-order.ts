import type { AppContext } from '../../core/context.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';
import type { CorrectionInput } from '../../schemas/order-corrections.ts';
import { sendCorrectionMail } from '../../mail/correction-mail.ts';
import type { Delivery } from '../../mail/outbox.ts';
import { planCorrection } from './correction-plan.ts';
import { applyCorrection } from './correction-apply.ts';
import { refundOrder } from './refund-order.ts';

// 'Siparişi düzelt' (decision 0403): an unshipped order's lines or address corrected by the admin.
// Fewer units go back through the refund path (refund-order.ts): the provider pays back each
// line's share with its KDV, the units return to the shelf, the invoice rules apply, the buyer
// is mailed. Added units are priced by the shop, taken off the shelf and asked of the buyer.
// The refund comes first: a refused refund leaves the order as it was.

export interface CorrectionResult {
  changes: string[];
  refundedAmount: string;
  requestedAmount: string;
  totalAmount: string;
  mail: Delivery | 'failed';
}

export async function correctOrder(
  ctx: AppContext,
  orderId: number,
  input: CorrectionInput,
  adminId: number,
): Promise<CorrectionResult> {
  const plan = await ctx.sql.begin((tx) => planCorrection(tx, orderId, input));
  let refundedKurus = 0;
  if (plan.decreases.length > 0) {
    const before = await refundedOf(ctx, orderId);
    await refundOrder(
      ctx,
      orderId,
      { kind: 'refund', lines: plan.decreases.map((d) => ({ itemId: d.item.id, quantity: d.units })), restock: true },
      adminId,
    );
    refundedKurus = (await refundedOf(ctx, orderId)) - before;
  }
  const applied = await ctx.sql.begin((tx) => applyCorrection(tx, plan, refundedKurus, adminId));
  const result = {
    changes: applied.changes,
    refundedAmount: fromKurus(applied.refundedKurus),
    requestedAmount: fromKurus(applied.requestedKurus),
    totalAmount: fromKurus(applied.totalKurus),
  };
  try {
    const mail = await sendCorrectionMail(ctx, {
      orderNumber: plan.order.order_number,
      customerName: plan.order.customer_name,
      customerEmail: plan.order.customer_email,
      paymentMethod: plan.order.payment_method,
      changes: applied.changes,
      total: result.totalAmount,
      refunded: applied.refundedKurus > 0 ? result.refundedAmount : null,
      requested: applied.requestedKurus > 0 ? result.requestedAmount : null,
    });
    return { ...result, mail };
  } catch (error) {
    ctx.log.error('Düzeltme e-postası gönderilemedi', { orderNumber: plan.order.order_number, error });
    return { ...result, mail: 'failed' };
  }
}

async function refundedOf(ctx: AppContext, orderId: number): Promise<number> {
  const [row] = await ctx.sql<{ refunded_amount: string }[]>`SELECT refunded_amount FROM orders WHERE id = ${orderId}`;
  return toKurus(row!.refunded_amount);
}
