import { useEffect, useState } from 'react';
import type { CartView } from '#api/schemas/cart.ts';
import type { ShippingQuote } from '#api/features/shipping/schemas.ts';
import { getJson } from '../../lib/api-client';

/**
 * The server's shipping quote for the cart as it stands (GET /api/cart/shipping), asked again
 * whenever a line or quantity changes; null while the cart's current quote is being read or
 * could not be. The island never prices shipping itself.
 */
export function useShippingQuote(cart: CartView | null): ShippingQuote | null {
  const [answer, setAnswer] = useState<{ key: string; quote: ShippingQuote | null } | null>(null);
  const key = cart?.items.map((i) => `${i.id}:${i.quantity}`).join(',') ?? '';
  useEffect(() => {
    if (!key) return;
    let current = true;
    void getJson<ShippingQuote>('/api/cart/shipping')
      .then((quote) => current && setAnswer({ key, quote }))
      .catch(() => current && setAnswer({ key, quote: null }));
    return () => {
      current = false;
    };
  }, [key]);
  // A quote for an earlier cart is never shown against this one.
  return answer?.key === key ? answer.quote : null;
}
