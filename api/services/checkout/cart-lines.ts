import type { CartOwner } from '../cart/cart-owner.ts';
import { cartLine, cartLinesOf, type CartLine, type CartLineRow } from '../cart/cart-lines.ts';
import type { Db } from '#db/connection.ts';

export interface CheckoutLine extends CartLine {
  /**
   * The line's row as the database read it, digested: the order's statement reads the cart
   * again under its lock and refuses it when any line's digest differs (migration 0126).
   */
  reading: string;
}

/** The owner's cart as the catalogue prices it now, unlocked: what the payment is started for. */
export async function readCartLines(db: Db, owner: CartOwner): Promise<CheckoutLine[]> {
  const rows = await db<(CartLineRow & { reading: string })[]>`
    SELECT l.*, md5(l::text) AS reading FROM ${cartLinesOf(db, owner)} l`;
  return rows.map((r) => ({ ...cartLine(r), reading: r.reading }));
}
