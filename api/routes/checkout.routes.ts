import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { checkoutFormSchema } from '../schemas/checkout.ts';
import { cartOwnerOf } from '../services/cart/cart-owner.ts';
import { startCheckout } from '../services/checkout/start-checkout.ts';

export function checkoutRoutes(app: H3, ctx: AppContext) {
  // Guest by X-Session-ID, customer by bearer; answers {checkoutFormContent, token, paymentPageUrl}.
  app.post('/api/checkout/create', async (event) => {
    const owner = await cartOwnerOf(event, ctx);
    const form = await readJson(event, checkoutFormSchema);
    return startCheckout(ctx, owner, form, clientIp(event, ctx.config.TRUST_PROXY === 'true'));
  });
}
