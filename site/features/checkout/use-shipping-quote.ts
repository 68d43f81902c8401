import { useEffect, useState } from 'react';
import type { CartView } from '#api/schemas/cart.ts';
import type { ShippingQuote } from '#api/schemas/shipping.ts';
import { getJson } from '../../lib/api-client';

/**
 * The server's shipping quote for the cart as it stands (GET /api/cart/shipping), asked again
 * whenever a line or quantity changes; null while it is being read or could not be. The
 * island never prices shipping itself.
 */
export function useShippingQuote(cart: CartView | null): ShippingQuote | null {
  const [quote, setQuote] = useState<ShippingQuote | null>(null);
  const key = cart?.items.map((i) => `${i.id}:${i.quantity}`).join(',') ?? '';
  useEffect(() => {
    if (!key) return;
    let current = true;
    setQuote(null);
    void getJson<ShippingQuote>('/api/cart/shipping')
      .then((q) => current && setQuote(q))
      .catch(() => current && setQuote(null));
    return () => {
      current = false;
    };
  }, [key]);
  return quote;
}
