import type { H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import type { OrderViewer } from '../services/orders/order-privacy.ts';
import { optionalUser } from '../auth/guards.ts';
import { CART_SESSION_PATTERN } from '../schemas/cart.ts';

/** Who asks about an order: the signed-in customer and the browser's cart session, when they are there. */
export async function orderViewer(event: H3Event, ctx: AppContext): Promise<OrderViewer> {
  const auth = await optionalUser(event, ctx).catch(() => null);
  const session = event.req.headers.get('x-session-id');
  return { userId: auth?.user.id ?? null, sessionId: session && CART_SESSION_PATTERN.test(session) ? session : null };
}
