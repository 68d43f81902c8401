import type { H3 } from 'h3';
import { idParam } from '../http/params.ts';
import type { AppContext } from '../core/context.ts';
import { readJson } from '../http/body.ts';
import { addCartItemSchema, CART_MESSAGES, updateCartItemSchema } from '../schemas/cart.ts';
import { cartOwnerOf } from '../http/request-buyer.ts';
import { readCart } from '../services/cart/cart-view.ts';
import { addCartItem, clearCart, removeCartItem, setCartItemQuantity } from '../services/cart/cart-items.ts';

/**
 * The cart of the customer (bearer token) or of the guest session (X-Session-ID). Every change
 * answers the new cart. Its discount code has its routes with the promotions (api/features/promotions/).
 */
export function cartRoutes(app: H3, ctx: AppContext) {
  app.get('/api/cart', async (event) => readCart(ctx.sql, await cartOwnerOf(event, ctx)));

  app.post('/api/cart/items', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    return addCartItem(ctx.sql, owner, await readJson(event, addCartItemSchema));
  });

  app.put('/api/cart/items/:id', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const itemId = idParam(event, CART_MESSAGES.itemNotFound);
    const { quantity } = await readJson(event, updateCartItemSchema);
    return setCartItemQuantity(ctx.sql, owner, itemId, quantity);
  });

  app.delete('/api/cart/items/:id', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    return removeCartItem(ctx.sql, owner, idParam(event, CART_MESSAGES.itemNotFound));
  });

  app.post('/api/cart/clear', async (event) => clearCart(ctx.sql, await cartOwnerOf(event, ctx)));
}
