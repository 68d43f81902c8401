import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { cartOwnerOf } from '../../http/request-buyer.ts';
import { readCartLines } from '../../services/checkout/cart-lines.ts';
import { shippingQuoteFor } from './cart-shipping.ts';

/** GET /api/cart/shipping: what the owner's cart pays for shipping now, as the checkout shows it before payment. */
export function shippingRoutes(app: H3, ctx: AppContext) {
  app.get('/api/cart/shipping', async (event) => {
    // Lines no longer sold are left out, as the cart view leaves them out.
    const lines = await readCartLines(ctx.sql, await cartOwnerOf(event, ctx));
    return shippingQuoteFor(
      ctx.sql,
      lines.filter((l) => l.active),
    );
  });
}
