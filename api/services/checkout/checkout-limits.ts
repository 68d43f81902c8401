import type { AppContext } from '../../core/context.ts';
import { tooMany } from '../../core/errors.ts';
import { withinAddressLimit, withinLimit, type Limit } from '../../core/rate-limit.ts';
import type { CartOwner } from '../cart/cart-owner.ts';

export const CHECKOUT_LIMIT_MESSAGE =
  'Kısa sürede çok fazla sipariş denemesi yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.';

/** Per CHECKOUT_RATE_WINDOW_MINUTES: CHECKOUT_RATE_LIMIT checkouts per buyer, CHECKOUT_ADDRESS_RATE_LIMIT per client address. */
export function checkoutLimits(ctx: AppContext): { ip: Limit; buyer: Limit } {
  const windowMs = ctx.config.CHECKOUT_RATE_WINDOW_MINUTES * 60_000;
  return {
    ip: { name: 'checkout-ip', max: ctx.config.CHECKOUT_ADDRESS_RATE_LIMIT, windowMs },
    buyer: { name: 'checkout-buyer', max: ctx.config.CHECKOUT_RATE_LIMIT, windowMs },
  };
}

/** Counts one checkout attempt; refuses beyond either limit. */
export async function assertCheckoutAllowed(ctx: AppContext, owner: CartOwner, clientIp: string): Promise<void> {
  const limits = checkoutLimits(ctx);
  const buyer = owner.kind === 'user' ? `u:${owner.userId}` : `s:${owner.sessionId}`;
  const [byIp, byBuyer] = await Promise.all([
    withinAddressLimit(ctx.rateLimits, limits.ip, clientIp),
    withinLimit(ctx.rateLimits, limits.buyer, buyer),
  ]);
  if (!byIp || !byBuyer) throw tooMany(CHECKOUT_LIMIT_MESSAGE);
}
