import type { Db } from '#db/connection.ts';
import type { CartItemView, CartView } from '../../schemas/cart.ts';
import { fromKurus } from '../../shared/money.ts';
import { discountsAsStrings, orderTotals } from '../../shared/totals.ts';
import type { CartOwner } from '../../services/cart/cart-owner.ts';
import { cartPromotions } from './cart-promotions.ts';

/** The cart view's promotions, its code, and its discount lines as a card checkout would take them. */
export async function cartDiscounts(
  db: Db,
  owner: CartOwner,
  items: CartItemView[],
): Promise<Pick<CartView, 'promotions' | 'discounts' | 'discountAmount' | 'promotionCode'>> {
  const { promotions, code } = await cartPromotions(db, { owner }, items);
  // An empty cart answers as the spec's empty cart, unless a code waits on it.
  if (items.length === 0 && code === null) return {};
  const totals = orderTotals(items, { discounts: promotions });
  return {
    promotions,
    discounts: discountsAsStrings(totals.discounts),
    discountAmount: fromKurus(totals.discountKurus),
    promotionCode: code,
  };
}
