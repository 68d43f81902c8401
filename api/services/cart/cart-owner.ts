import { invalid } from '../../core/errors.ts';
import { CART_SESSION_PATTERN } from '../../schemas/cart.ts';

/** Whose cart a request works on: the signed-in customer's, else the guest session's. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; sessionId: string };

/**
 * The signed-in customer's cart, else the guest session's (the X-Session-ID header, read by
 * api/http/request-buyer.ts), refused unless it has the shape the storefront generates.
 */
export function cartOwner(userId: number | null, sessionHeader: string | null): CartOwner {
  if (userId !== null) return { kind: 'user', userId };
  if (!sessionHeader) throw invalid('Oturum kimliği (X-Session-ID) eksik');
  if (!CART_SESSION_PATTERN.test(sessionHeader)) throw invalid('Geçersiz oturum kimliği');
  return { kind: 'guest', sessionId: sessionHeader };
}
