import type { Db } from '#db/connection.ts';
import { orderTotals, type PricedTotals } from '../../shared/totals.ts';
import type { ShippingCharge } from '../../shared/shipping.ts';
import type { CheckoutLine } from '../../services/checkout/cart-lines.ts';
import { checkoutPromotions, type BuyerOf } from './cart-promotions.ts';

/**
 * The totals an order is stored and charged with: the lines as priced now, the promotions the
 * server finds for this buyer now (never the client's), the transfer percentage if any, and the
 * server's shipping charge.
 */
export async function checkoutTotals(
  db: Db,
  buyer: BuyerOf,
  lines: CheckoutLine[],
  options: { discountPercent?: string; shipping?: ShippingCharge } = {},
): Promise<PricedTotals> {
  const promotions = await checkoutPromotions(db, buyer, lines);
  return orderTotals(lines, { ...options, discounts: promotions });
}
