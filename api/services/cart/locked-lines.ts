import type { Db } from '#db/connection.ts';
import type { AddCartItemInput } from '../../schemas/cart.ts';

// A cart line an accepted quote put there keeps the quoted price and quantity until the end of
// the quote's validity (cart_items.price_locked_until, migration 0175, decision 0297): the one
// condition the cart's writes and checkout_cart_lines() share.

/** SQL: the cart line under `alias` has a quote's locked price now. */
export const priceLocked = (db: Db, alias: 'cart_items' | 'ci') =>
  db`coalesce(${db(alias)}.price_locked_until > now(), false)`;

/** The cart holds this product (and variant) at a locked quote price. */
export async function hasLockedLine(db: Db, cartId: number, line: Pick<AddCartItemInput, 'productId' | 'variantId'>) {
  const rows = await db<{ id: number }[]>`
    SELECT id FROM cart_items WHERE cart_id = ${cartId} AND product_id = ${line.productId}
      AND coalesce(variant_id, 0) = ${line.variantId ?? 0} AND price_locked_until > now()`;
  return rows.length > 0;
}
