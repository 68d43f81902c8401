// Promotions (issue 39, decision 0417): discount codes and automatic cart rules. What the cart,
// the checkout and the orders ask of them, and tell them; nothing else reaches into this folder.
// SQL: the checkout writes an order's discount lines with its own statements
// (promotion-uses.ts); db/functions/checkout/ holds no promotion function.
// Its routes files are mounted by api/routes/index.ts.

export {
  /** The cart view's promotions, its code and its discount lines (cart-view). */
  cartDiscounts as inCart,
  /** The totals an order is stored and charged with, the server's promotions for this buyer in them (checkout). */
  checkoutTotals as discountsFor,
} from './cart-promotions.ts';
export {
  /** The placed order's discount lines and a held use of each promotion (checkout). */
  recordOrderDiscounts as recordOn,
  /** The order is paid: its uses are taken, or PromotionUsedUp (orders). */
  takePromotionUses as used,
  /** The order was cancelled before its money was kept: its uses are free again (orders). */
  giveBackPromotions as givenBack,
  PromotionUsedUp,
  type OrderBuyer,
} from './promotion-uses.ts';
/** The order's discount lines as stored with it (order view). */
export { orderDiscounts as ofOrder } from './order-discounts.ts';
/** The cart's order was paid or placed: its code goes with its lines. */
export { forgetCartCode as forgetCode } from './cart-code.ts';
