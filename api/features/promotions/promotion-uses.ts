import type { NoRows, Tx } from '#db/connection.ts';
import { conflict } from '../../core/errors.ts';
import { PROMOTION_MESSAGES as m } from './schemas.ts';
import { fromKurus } from '../../shared/money.ts';
import type { AppliedDiscount } from '../../shared/discounts.ts';
import { LimitGone } from '../../services/orders/limit-gone.ts';
import { promotionEmailKey } from './promotion-buyer.ts';

// A promotion's uses (decisions 0324, 0335). Every count runs under the promotion's row lock,
// so concurrent checkouts and payments of the same promotion queue on it and no limit is ever
// passed. Uses follow the stock rule (decision 0259): an unpaid order's use holds its place
// ('held') only within a third of what the paid uses leave, the others are taken when paid,
// first to pay first served; a payment that then finds the limit reached is given back.

/** Unpaid orders together hold at most 1/HOLD_SHARE_DIVISOR of what the paid uses leave of a limit (rounded down). */
export const USE_HOLD_DIVISOR = 3;

export interface OrderBuyer {
  userId: number | null;
  /** A guest's browser session: a guest's per-customer uses also count per session. */
  sessionId: string | null;
  email: string;
}

interface Limits {
  usage_limit: number | null;
  per_customer_limit: number | null;
}

const lockPromotion = async (tx: Tx, id: number) =>
  (await tx<Limits[]>`SELECT usage_limit, per_customer_limit FROM promotions WHERE id = ${id} FOR UPDATE`)[0];

/** The buyer's uses: same account, same mailbox, or (a guest) same session. */
const sameBuyer = (tx: Tx, b: OrderBuyer) =>
  tx`(user_id = ${b.userId}::int OR email_key = ${promotionEmailKey(b.email)} OR session_id = ${b.sessionId}::text)`;

/**
 * The order's discount lines, and a use of each promotion among them, held when the share
 * allows; refuses (409, rolling the order back with the caller's transaction) a promotion whose
 * limit the paid and held uses reached, or whose per-customer limit this buyer's uses reached.
 * The cart's older unpaid orders were cancelled (their uses given back) before this runs.
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
  // In id order: two checkouts with the same two promotions lock them in the same order.
  for (const id of promotionIdsOf(discounts)) {
    const p = await lockPromotion(tx, id);
    if (!p) throw conflict(m.ruleEnded);
    const [uses] = await tx<{ paid: number; held: number; buyer: number }[]>`
      SELECT count(*) FILTER (WHERE used_at IS NOT NULL)::int AS paid,
        count(*) FILTER (WHERE used_at IS NULL AND held)::int AS held,
        count(*) FILTER (WHERE ${sameBuyer(tx, buyer)})::int AS buyer
      FROM promotion_uses WHERE promotion_id = ${id}`;
    const { paid, held } = uses!;
    if (p.usage_limit !== null && paid + held >= p.usage_limit) throw conflict(m.usedUp);
    if (p.per_customer_limit !== null && uses!.buyer >= p.per_customer_limit) throw conflict(m.usedUpForYou);
    const holds = p.usage_limit !== null && held < Math.floor((p.usage_limit - paid) / USE_HOLD_DIVISOR);
    await tx<NoRows>`
      INSERT INTO promotion_uses (promotion_id, order_id, user_id, session_id, email_key, held)
      VALUES (${id}, ${orderId}, ${buyer.userId}, ${buyer.sessionId}, ${promotionEmailKey(buyer.email)}, ${holds})`;
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

const promotionIdsOf = (discounts: AppliedDiscount[]) =>
  [...new Set(discounts.flatMap((d) => (d.promotionId === null ? [] : [d.promotionId])))].sort((a, b) => a - b);

/** A payment the promotion's limit no longer admits: given back like one whose stock is gone. */
export class PromotionUsedUp extends LimitGone {
  constructor(forBuyer: boolean) {
    super({
      message: forBuyer ? m.usedUpForYou : m.usedUp,
      why: 'indirim kodunun kullanım hakkı bu arada dolduğu için',
      mail: 'Ödemeniz alındı, ancak siparişinizdeki indirim kodunun kullanım hakkı bu arada dolduğu için siparişinizi bu fiyattan karşılayamıyoruz. Siparişiniz iptal edildi ve ödemenizin tamamı iade edildi.',
    });
  }
}

/**
 * The order is paid (or reinstated by a late payment): each of its promotions is counted again
 * under the promotion's lock, and its use becomes used only while the uses paid by others and
 * held by other unpaid orders leave room, and this buyer's paid uses stay within the
 * per-customer limit; else PromotionUsedUp (the caller's transaction writes nothing and the
 * payment is given back). A use already taken (a reviewed payment approved) stays taken.
 */
export async function takePromotionUses(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx<{ user_id: number | null; session_id: string | null; customer_email: string }[]>`
    SELECT user_id, session_id, customer_email FROM orders WHERE id = ${orderId}`;
  const discounts = await tx<{ promotion_id: number }[]>`
    SELECT DISTINCT promotion_id FROM order_discounts WHERE order_id = ${orderId} AND promotion_id IS NOT NULL
    ORDER BY promotion_id`;
  const buyer = {
    userId: order!.user_id,
    sessionId: order!.user_id === null ? order!.session_id : null,
    email: order!.customer_email,
  };
  for (const { promotion_id: id } of discounts) {
    const p = await lockPromotion(tx, id);
    if (!p) continue;
    const [uses] = await tx<{ mine_used: boolean; others: number; buyer: number }[]>`
      SELECT coalesce(bool_or(order_id = ${orderId} AND used_at IS NOT NULL), false) AS mine_used,
        count(*) FILTER (WHERE order_id <> ${orderId} AND (used_at IS NOT NULL OR held))::int AS others,
        count(*) FILTER (WHERE order_id <> ${orderId} AND used_at IS NOT NULL AND ${sameBuyer(tx, buyer)})::int AS buyer
      FROM promotion_uses WHERE promotion_id = ${id}`;
    if (uses!.mine_used) continue;
    if (p.usage_limit !== null && uses!.others >= p.usage_limit) throw new PromotionUsedUp(false);
    if (p.per_customer_limit !== null && uses!.buyer >= p.per_customer_limit) throw new PromotionUsedUp(true);
    await tx<NoRows>`
      INSERT INTO promotion_uses (promotion_id, order_id, user_id, session_id, email_key, used_at)
      VALUES (${id}, ${orderId}, ${buyer.userId}, ${buyer.sessionId}, ${promotionEmailKey(buyer.email)}, now())
      ON CONFLICT (promotion_id, order_id) DO UPDATE SET used_at = now(), held = false`;
  }
}

/**
 * An order cancelled before its money was kept (unpaid, a payment refused after review, a
 * payment given back): its uses are free again, the one a reviewed payment took included.
 */
export async function giveBackPromotions(tx: Tx, orderId: number): Promise<void> {
  await tx<NoRows>`DELETE FROM promotion_uses WHERE order_id = ${orderId}`;
}
