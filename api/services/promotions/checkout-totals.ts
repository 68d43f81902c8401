import type { Db } from '#db/connection.ts';
import { orderTotals, type PricedTotals } from '../../shared/totals.ts';
import type { CheckoutLine } from '../checkout/cart-lines.ts';
import { checkoutPromotions, type BuyerOf } from './cart-promotions.ts';

/**
 * The totals an order is stored and charged with: the lines as priced now, the promotions the
 * server finds for this buyer now (never the client's), and the transfer percentage if any.
 */
export async function checkoutTotals(
  db: Db,
  buyer: BuyerOf,
  lines: CheckoutLine[],
  discountPercent = '0',
): Promise<PricedTotals> {
  const promotions = await checkoutPromotions(db, buyer, lines);
  return orderTotals(lines, { discountPercent, discounts: promotions });
}
