import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { clientIp } from '../../http/client-ip.ts';
import { cartOwnerOf } from '../../http/request-buyer.ts';
import { tooMany } from '../../core/errors.ts';
import { withinAddressLimit, withinLimit, type Limit } from '../../core/rate-limit.ts';
import { cartPromotionSchema } from './schemas.ts';
import { applyCartCode, removeCartCode } from './cart-code.ts';
import { readCart } from '../../services/cart/cart-view.ts';

// A code is a key to a discount, so trying codes is throttled per client address (an IPv6
// subscriber's /64) and per cart (customer or guest session): far above what a buyer types,
// far below what guessing needs.
export const PROMOTION_CODE_LIMIT: Limit = { name: 'promotion-code-ip', max: 60, windowMs: 10 * 60_000 };
export const PROMOTION_CODE_CART_LIMIT: Limit = { name: 'promotion-code-cart', max: 20, windowMs: 10 * 60_000 };

/** Issue 39: the cart's discount code (POST and DELETE /api/cart/promotion); each answers the cart. */
export function promotionRoutes(app: H3, ctx: AppContext) {
  app.post('/api/cart/promotion', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const cartKey = owner.kind === 'user' ? `u:${owner.userId}` : `s:${owner.sessionId}`;
    const [byAddress, byCart] = await Promise.all([
      withinAddressLimit(ctx.rateLimits, PROMOTION_CODE_LIMIT, clientIp(event, ctx.config.proxyTrust)),
      withinLimit(ctx.rateLimits, PROMOTION_CODE_CART_LIMIT, cartKey),
    ]);
    if (!byAddress || !byCart) throw tooMany();
    await applyCartCode(ctx.sql, owner, (await readJson(event, cartPromotionSchema)).code);
    return readCart(ctx.sql, owner);
  });
  app.delete('/api/cart/promotion', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    await removeCartCode(ctx.sql, owner);
    return readCart(ctx.sql, owner);
  });
}
