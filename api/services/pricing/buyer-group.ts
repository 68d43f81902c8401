import type { H3Event } from 'h3';
import type { Db } from '#db/connection.ts';
import type { AppContext } from '../../core/context.ts';
import { optionalUser } from '../../auth/guards.ts';
import type { BuyerGroup } from '../../shared/buyer-price.ts';

/**
 * The price group of a customer, or null: the one reader of a customer's group for the listing
 * and the product details (the cart and the checkout read it inside checkout_cart_lines(), under
 * the cart's lock, migration 0155). Read on every request, never cached, so moving a customer to
 * another group or out of one changes their prices on the next request.
 */
export async function buyerGroupOfUser(db: Db, userId: number): Promise<BuyerGroup | null> {
  const [row] = await db<{ id: number; discount_percent: string }[]>`
    SELECT g.id, g.discount_percent FROM users u JOIN price_groups g ON g.id = u.price_group_id WHERE u.id = ${userId}`;
  return row ? { id: row.id, discountPercent: row.discount_percent } : null;
}

/** The request's buyer's group: null for a guest (no query) and for a customer in none. */
export async function buyerGroupOf(event: H3Event, ctx: AppContext): Promise<BuyerGroup | null> {
  const auth = await optionalUser(event, ctx);
  return auth ? buyerGroupOfUser(ctx.sql, auth.user.id) : null;
}
