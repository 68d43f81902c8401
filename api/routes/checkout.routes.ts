import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { readJson } from '../http/body.ts';
import { optionalUser } from '../auth/guards.ts';
import { clientIp } from '../http/client-ip.ts';
import { checkoutFormSchema } from '../schemas/checkout.ts';
import { cartOwnerOf } from '../http/request-buyer.ts';
import { startCheckout } from '../services/checkout/start-checkout.ts';
import { assertCheckoutAllowed } from '../services/checkout/checkout-limits.ts';
import { oncePerKey, parseIdempotencyKey } from '../services/checkout/idempotency.ts';
import { buyerPaymentOptions } from '../services/settings/payment-settings.ts';

export function checkoutRoutes(app: H3, ctx: AppContext) {
  // What the checkout offers this buyer: the switched-on methods (open account only to a customer
  // with an open account, with its limit), the accounts a transfer is paid into, its discount.
  app.get('/api/checkout/payment-methods', async (event) =>
    buyerPaymentOptions(ctx.sql, (await optionalUser(event, ctx))?.user.id ?? null),
  );

  // Guest by X-Session-ID, customer by bearer; answers {checkoutFormContent, token, paymentPageUrl}.
  // A repeat under the same Idempotency-Key answers the first answer without counting
  // against the rate limit; anything new is counted per address and per buyer.
  app.post('/api/checkout/create', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const key = parseIdempotencyKey(event.req.headers.get('idempotency-key'));
    const form = await readJson(event, checkoutFormSchema);
    const ip = clientIp(event, ctx.config.proxyTrust);
    const create = async () => {
      await assertCheckoutAllowed(ctx, owner, ip);
      return startCheckout(ctx, owner, form, ip);
    };
    return key ? oncePerKey(ctx.sql, owner, key, form, create) : create();
  });
}
