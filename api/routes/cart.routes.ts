import type { H3 } from 'h3';
import { idParam } from '../http/params.ts';
import type { AppContext } from '../core/context.ts';
import { readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { tooMany } from '../core/errors.ts';
import { withinAddressLimit, withinLimit, type Limit } from '../core/rate-limit.ts';
import { addCartItemSchema, CART_MESSAGES, updateCartItemSchema } from '../schemas/cart.ts';
import { cartOwnerOf } from '../http/request-buyer.ts';
import { readCart } from '../services/cart/cart-view.ts';
import { cartPromotionSchema } from '../features/promotions/schemas.ts';
import { applyCartCode, removeCartCode } from '../features/promotions/cart-code.ts';
import { addCartItem, clearCart, removeCartItem, setCartItemQuantity } from '../services/cart/cart-items.ts';

// A code is a key to a discount, so trying codes is throttled per client address (an IPv6
// subscriber's /64) and per cart (customer or guest session): far above what a buyer types,
// far below what guessing needs.
export const PROMOTION_CODE_LIMIT: Limit = { name: 'promotion-code-ip', max: 60, windowMs: 10 * 60_000 };
export const PROMOTION_CODE_CART_LIMIT: Limit = { name: 'promotion-code-cart', max: 20, windowMs: 10 * 60_000 };

/** The cart of the customer (bearer token) or of the guest session (X-Session-ID). Every change answers the new cart. */
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

  // Issue 39: the cart's discount code.
  app.post('/api/cart/promotion', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const cartKey = owner.kind === 'user' ? `u:${owner.userId}` : `s:${owner.sessionId}`;
    const [byAddress, byCart] = await Promise.all([
      withinAddressLimit(ctx.rateLimits, PROMOTION_CODE_LIMIT, clientIp(event, ctx.config.proxyTrust)),
      withinLimit(ctx.rateLimits, PROMOTION_CODE_CART_LIMIT, cartKey),
    ]);
    if (!byAddress || !byCart) throw tooMany();
    return applyCartCode(ctx.sql, owner, (await readJson(event, cartPromotionSchema)).code);
  });
  app.delete('/api/cart/promotion', async (event) => removeCartCode(ctx.sql, await cartOwnerOf(event, ctx)));

  app.post('/api/cart/clear', async (event) => clearCart(ctx.sql, await cartOwnerOf(event, ctx)));
}
