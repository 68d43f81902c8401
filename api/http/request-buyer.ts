import type { H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { optionalUser } from '../auth/guards.ts';
import type { BuyerGroup } from '../shared/buyer-price.ts';
import { cartOwner, type CartOwner } from '../services/cart/cart-owner.ts';

// Who a request buys for, read from the request here so the services take plain values.

/** The signed-in customer's cart, else the guest session's (X-Session-ID). */
export async function cartOwnerOf(event: H3Event, ctx: AppContext): Promise<CartOwner> {
  const auth = await optionalUser(event, ctx);
  return cartOwner(auth?.user.id ?? null, auth ? null : event.req.headers.get('x-session-id'));
}

/**
 * The buyer's price group for the listing and the product details: null for a guest and for a
 * customer in none. It comes with the session check (`validateSessionToken`), in the same
 * query, so a group buyer's listing costs no more round trips than a guest's.
 */
export async function buyerGroupOf(event: H3Event, ctx: AppContext): Promise<BuyerGroup | null> {
  return (await optionalUser(event, ctx))?.user.priceGroup ?? null;
}
