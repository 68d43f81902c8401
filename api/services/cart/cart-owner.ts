import type { H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { optionalUser } from '../../auth/guards.ts';
import { invalid } from '../../core/errors.ts';
import { CART_SESSION_PATTERN } from '../../schemas/cart.ts';

/** Whose cart a request works on: the signed-in customer's, else the guest session's. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; sessionId: string };

export async function cartOwnerOf(event: H3Event, ctx: AppContext): Promise<CartOwner> {
  const auth = await optionalUser(event, ctx);
  if (auth) return { kind: 'user', userId: auth.user.id };
  return { kind: 'guest', sessionId: guestSessionId(event) };
}

/** The X-Session-ID header, refused unless it has the shape the storefront generates. */
export function guestSessionId(event: H3Event): string {
  const header = event.req.headers.get('x-session-id');
  if (!header) throw invalid('Oturum kimliği (X-Session-ID) eksik');
  if (!CART_SESSION_PATTERN.test(header)) throw invalid('Geçersiz oturum kimliği');
  return header;
}
