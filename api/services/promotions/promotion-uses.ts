import type { NoRows, Tx } from '#db/connection.ts';
import { conflict } from '../../core/errors.ts';
import { PROMOTION_MESSAGES as m } from '../../schemas/promotions.ts';
import { fromKurus } from '../../shared/money.ts';
import type { AppliedDiscount } from '../../shared/discounts.ts';

// A promotion's uses (decision 0324). The checkout writes a reserved use with the order, in the
// order's transaction, after counting the uses under the promotion's row lock: concurrent
// checkouts of the same promotion queue on that lock, so no limit is ever passed. The payment
// marks the use as used; cancelling the unpaid order deletes it, and the use is free again.

export interface OrderBuyer {
  userId: number | null;
  email: string;
}

/**
 * The order's discount lines, and a reserved use of each promotion among them; refuses (409,
 * rolling the order back with the caller's transaction) a promotion whose limit was reached.
 */
export async function recordOrderDiscounts(
  tx: Tx,
  orderNumber: string,
  discounts: AppliedDiscount[],
  buyer: OrderBuyer,
): Promise<void> {
  if (discounts.length === 0) return;
  const [order] = await tx<{ id: number }[]>`SELECT id FROM orders WHERE order_number = ${orderNumber}`;
  const orderId = order!.id;
  const email = buyer.email.toLowerCase();
  // In id order: two checkouts with the same two promotions lock them in the same order.
  const promotionIds = [...new Set(discounts.flatMap((d) => (d.promotionId === null ? [] : [d.promotionId])))];
  for (const id of promotionIds.sort((a, b) => a - b)) {
    const [p] = await tx<{ usage_limit: number | null; per_customer_limit: number | null }[]>`
      SELECT usage_limit, per_customer_limit FROM promotions WHERE id = ${id} FOR UPDATE`;
    if (!p) throw conflict(m.ruleEnded);
    const [uses] = await tx<{ all: number; buyer: number }[]>`
      SELECT count(*)::int AS all,
        count(*) FILTER (WHERE user_id = ${buyer.userId}::int OR email_lower = ${email})::int AS buyer
      FROM promotion_uses WHERE promotion_id = ${id}`;
    if (p.usage_limit !== null && uses!.all >= p.usage_limit) throw conflict(m.usedUp);
    if (p.per_customer_limit !== null && uses!.buyer >= p.per_customer_limit) throw conflict(m.usedUpForYou);
    await tx<NoRows>`
      INSERT INTO promotion_uses (promotion_id, order_id, user_id, email_lower)
      VALUES (${id}, ${orderId}, ${buyer.userId}, ${email})`;
  }
  const rows = discounts.map((d, i) => ({
    order_id: orderId,
    position: i + 1,
    promotion_id: d.promotionId,
    code: d.code,
    label: d.label,
    amount: fromKurus(d.kurus),
  }));
  await tx<NoRows>`INSERT INTO order_discounts ${tx(rows)}`;
}

/**
 * The paid order's uses become used; a use given back by a cancellation the payment then
 * reinstated (decision 0260) is written again: the money is taken, so the discount stands.
 */
export async function markPromotionsUsed(tx: Tx, orderId: number): Promise<void> {
  await tx<NoRows>`
    INSERT INTO promotion_uses (promotion_id, order_id, user_id, email_lower, used_at)
    SELECT d.promotion_id, o.id, o.user_id, lower(o.customer_email), now()
    FROM order_discounts d JOIN orders o ON o.id = d.order_id
    WHERE d.order_id = ${orderId} AND d.promotion_id IS NOT NULL
    ON CONFLICT (promotion_id, order_id) DO UPDATE SET used_at = coalesce(promotion_uses.used_at, now())`;
}

/** An unpaid order cancelled: its reserved uses are given back. */
export async function giveBackPromotions(tx: Tx, orderId: number): Promise<void> {
  await tx<NoRows>`DELETE FROM promotion_uses WHERE order_id = ${orderId} AND used_at IS NULL`;
}
