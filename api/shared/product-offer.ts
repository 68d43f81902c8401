// What a product costs a shopper and whether it can be bought now, as its page, its structured
// data and the shopping feeds state it. Catalogue prices exclude KDV (vat.ts); a shopper's
// price includes it, rounded as one unit of a cart line would be.
import type { ProductView } from '../schemas/products.ts';
import { toKurus, vatKurus } from './money.ts';

/** One unit's price with KDV, in kuruş. */
export function grossKurus(price: string, vatRate: number): number {
  const net = toKurus(price);
  return net + vatKurus(net, vatRate);
}

export interface OfferRange {
  /** Lowest and highest price with KDV, in kuruş. */
  lowKurus: number;
  highKurus: number;
  /** The active variants, or 1 for a product without variants. */
  count: number;
}

/** Over the active variants (the ones sold), else the product's base price. */
export function offerRange(product: ProductView): OfferRange {
  const active = product.variants.filter((v) => v.isActive);
  const prices = (active.length ? active.map((v) => v.price) : [product.basePrice]).map((p) =>
    grossKurus(p, product.vatRate),
  );
  return { lowKurus: Math.min(...prices), highKurus: Math.max(...prices), count: prices.length };
}

/** Whether something of it can be put in the cart now: an active variant with stock, else its own stock. */
export function isAvailable(product: ProductView): boolean {
  const active = product.variants.filter((v) => v.isActive);
  if (product.variants.length > 0) return active.some((v) => v.stockQuantity > 0);
  return product.stockQuantity > 0;
}
