import type { ProductView } from '#api/schemas/products.ts';
import { formatTRY, fromKurus } from '#api/shared/money.ts';
import { grossKurus, offerRange } from '#api/shared/product-offer.ts';

/** The price with KDV, or its range over the active variants when they differ ('₺1,20 - ₺3,60'). */
export function grossPriceLabel(product: ProductView): string {
  const { lowKurus, highKurus } = offerRange(product);
  const low = formatTRY(fromKurus(lowKurus));
  return lowKurus === highKurus ? low : `${low} - ${formatTRY(fromKurus(highKurus))}`;
}

/** A running sale's struck 'before' price with KDV (decision 0318), or null when there is none. */
export function grossBeforePrice(product: ProductView): string | null {
  return product.compareAtPrice ? formatTRY(fromKurus(grossKurus(product.compareAtPrice, product.vatRate))) : null;
}

/** The meta description: the short description, else the start of the long one, else name and brand. */
export function productSummary(product: ProductView): string {
  const text = (product.shortDescription || product.description || '').replace(/\s+/g, ' ').trim();
  if (text) return text.length > 160 ? `${text.slice(0, 157)}...` : text;
  return [product.name, product.brand].filter(Boolean).join(' – ');
}
