import { getRouterParam, type H3, type H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { readJson } from '../http/body.ts';
import { notFound } from '../core/errors.ts';
import { addCartItemSchema, CART_MESSAGES, updateCartItemSchema } from '../schemas/cart.ts';
import { cartOwnerOf } from '../services/cart/cart-owner.ts';
import { readCart } from '../services/cart/cart-view.ts';
import { addCartItem, clearCart, removeCartItem, setCartItemQuantity } from '../services/cart/cart-items.ts';

/** The cart of the customer (bearer token) or of the guest session (X-Session-ID). Every change answers the new cart. */
export function cartRoutes(app: H3, ctx: AppContext) {
  app.get('/api/cart', async (event) => readCart(ctx.sql, await cartOwnerOf(event, ctx)));

  app.post('/api/cart/items', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    return addCartItem(ctx.sql, owner, await readJson(event, addCartItemSchema));
  });

  app.put('/api/cart/items/:id', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const itemId = itemIdOf(event);
    const { quantity } = await readJson(event, updateCartItemSchema);
    return setCartItemQuantity(ctx.sql, owner, itemId, quantity);
  });

  app.delete('/api/cart/items/:id', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    return removeCartItem(ctx.sql, owner, itemIdOf(event));
  });

  app.post('/api/cart/clear', async (event) => clearCart(ctx.sql, await cartOwnerOf(event, ctx)));
}

/** A line id from the path; anything but a plain positive integer names no line. */
function itemIdOf(event: H3Event): number {
  const raw = getRouterParam(event, 'id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw notFound(CART_MESSAGES.itemNotFound);
  return id;
}
