// What a product costs a shopper and whether it can be bought now, as its page, its structured
// data and the shopping feeds state it. Catalogue prices exclude KDV (vat.ts); a shopper's
// price includes it, rounded as one unit of a cart line would be.
import type { ProductView } from '../schemas/products.ts';
import { fromKurus, toKurus, vatKurus } from './money.ts';

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

/** One unit's price with KDV, as the wire carries amounts ("55.08"). */
export const priceWithVat = (price: string, vatRate: number): string => fromKurus(grossKurus(price, vatRate));

/**
 * The product as the API answers it: beside each net `price` its `priceWithVat` (and the sale's
 * 'before' price with KDV), so no island computes KDV by itself (issue 46). Made last, after a
 * buyer's group prices are put in (pricing/buyer-views.ts).
 */
export function withVatPrices(p: ProductView): ProductView {
  const gross = (price: string) => priceWithVat(price, p.vatRate);
  return {
    ...p,
    priceWithVat: gross(p.price),
    compareAtPriceWithVat: p.compareAtPrice ? gross(p.compareAtPrice) : null,
    ...(p.listPrice ? { listPriceWithVat: gross(p.listPrice) } : {}),
    variants: p.variants.map((v) => ({
      ...v,
      priceWithVat: gross(v.price),
      compareAtPriceWithVat: v.compareAtPrice ? gross(v.compareAtPrice) : null,
      ...(v.listPrice ? { listPriceWithVat: gross(v.listPrice) } : {}),
    })),
    ...(p.priceSteps ? { priceSteps: p.priceSteps.map((s) => ({ ...s, priceWithVat: gross(s.price) })) } : {}),
  };
}
